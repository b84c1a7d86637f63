import ControlKit
import LuaKit

/// `BarButtonItem` (UIKit's `UIBarButtonItem`): `BarButtonItem{ title = "Evers", action =
/// function(item, event) … end }`, `BarButtonItem{ systemItem = "add", target = obj, action =
/// "addRow" }`, `BarButtonItem{ customView = Switch{} }`, `BarButtonItem.flexibleSpace()`,
/// `BarButtonItem.fixedSpace(20)`. The system item is chosen when the item is made (UIKit's
/// `init(barButtonSystemItem:)`). A tap on the item's button in a bar sends the action with the
/// item as the sender (uikit-rules §13.3).
enum BarButtonItemBinding {
    static let declaration: LuaClassDeclaration = LuaClass<BarButtonItem>("BarButtonItem", namespace: StandardBindings.namespace) {
        LuaMember.property("systemItem", type: "string?", doc: "The system item the item was made as (BarButtonItem{systemItem = \"add\"}), or nil; read-only (uikit-rules §13.1).",
                           read: { (item: BarButtonItem, _) in item.systemItem.map { .string($0.caseName) } ?? .nil })
        LuaMember.property("title", doc: "The text shown, unless the item has an image, a custom view or a system item; nil by default.",
                           get: \BarButtonItem.title, set: { $0.title = $1 })
        LuaMember.property("image", type: "Image?", doc: "The image shown, a template in the tint colour unless it says otherwise: an Image, or mask rows (\"#\" opaque, \"+\" half, \".\" clear); nil by default.",
                           read: { (item: BarButtonItem, session) in
                               try item.image.map { try session.luaValue(for: ScriptImage($0)) } ?? .nil
                           }, write: { (item: BarButtonItem, value, session) in
                               item.image = try image(from: value, session: session)
                           })
        LuaMember.enumeration("style", doc: "\"plain\" (the default), \"bordered\" (drawn as plain since iOS 7) or \"done\" (a semibold title); takes a name or raw value (uikit-rules §1.4, §13.5).",
                              get: \BarButtonItem.style, set: { $0.style = $1 })
        LuaMember.property("width", type: "number", doc: "The width in points, from 0 to 10000; 0 (the default) sizes the item to its content; a fixed space is exactly this wide (uikit-rules §13.4).",
                           read: { (item: BarButtonItem, _) in .number(item.width) }, write: { (item: BarButtonItem, value, _) in
                               item.width = try width(from: value)
                           })
        LuaMember.property("possibleTitles", type: "{string}?", doc: "Titles the item may show, the widest of which (with title) sets its width; nil by default.",
                           read: { (item: BarButtonItem, session) in
                               try item.possibleTitles.map { try session.luaList($0.sorted().map(LuaValue.string)) } ?? .nil
                           }, write: { (item: BarButtonItem, value, _) in
                               item.possibleTitles = try titles(from: value)
                           })
        LuaMember.property("customView", type: "View?", doc: "A view shown in place of a button, at its own size, handling its own touches; nil by default.",
                           read: { (item: BarButtonItem, session) in try session.luaValue(for: item.customView) },
                           write: { (item: BarButtonItem, value, session) in
                               guard value == .nil || session.object(from: value) is View else { throw LuaValueRefusal(expected: "View") }
                               item.customView = session.object(from: value) as? View
                           })
        LayerBinding.color("tintColor", doc: "The colour of the title and image: a Color or a colour's name; nil (the default) for the bar's tint.",
                           get: { (item: BarButtonItem) in item.tintColor }, set: { $0.tintColor = $1 })
        LuaMember.property("isEnabled", doc: "Whether the item takes taps; a disabled item is dimmed and its button lets touches through; default true (uikit-rules §2.1.2, §13.3).",
                           get: \BarButtonItem.isEnabled, set: { $0.isEnabled = $1 })
        LuaMember.property("tag", doc: "A number the script chooses to tell items apart; default 0.", get: \BarButtonItem.tag, set: { $0.tag = $1 })
        LuaMember.property("isSpace", doc: "Whether the item is a fixed or flexible space, which shows nothing; read-only.", get: \BarButtonItem.isSpace)
        LuaMember.property("target", type: "table?", doc: "The object the named action is sent to, held weakly; nil (the default) sends it up the responder chain (uikit-rules §3.3).",
                           read: { (item: BarButtonItem, session) in
                               guard let target = item.target, !(target is LuaItemFunctionTarget) else { return .nil }
                               return try session.luaValue(forTarget: target)
                           }, write: setTarget)
        LuaMember.property("action", type: "(function|string)?", doc: "What a tap sends: a function called (item, event), or an action name sent to target, target:name(item, event); nil (the default) sends nothing (uikit-rules §13.3).",
                           read: { (item: BarButtonItem, _) in
                               if let function = item.retainedTarget as? LuaItemFunctionTarget { return .function(function.function) }
                               return item.action.map { .string($0.rawValue) } ?? .nil
                           }, write: setAction)
        LuaMember.method("setTitleTextAttributes", "(attributes, state)",
                         doc: "Sets the title's font and colour in a state (normal when nil), from {font = …, color = …}; nil attributes remove them; a state without its own uses normal's.") { (item: BarButtonItem, call) in
            try call.expectCount(1...2)
            item.setTitleTextAttributes(try titleAttributes(call, 1), for: try call.state(2))
            return []
        }
        LuaMember.method("titleTextAttributes", "(state) -> table?",
                         doc: "The title's font and colour set for exactly a state (normal when nil), as {font = …, color = …}, or nil.") { (item: BarButtonItem, call) in
            try call.expectCount(0...1)
            guard let attributes = item.titleTextAttributes(for: try call.state(1)) else { return [.nil] }
            return [try luaValue(attributes, session: call.session)]
        }
    }
    .constructor { BarButtonItem(title: nil) }
    .classFunctions([
        "flexibleSpace": { call in
            try call.expectCount(0...0)
            return [try call.session.luaValue(for: BarButtonItem.flexibleSpace())]
        },
        "fixedSpace": { call in
            try call.expectCount(0...1)
            let width: Double
            do { width = try call.isNil(1) ? 0 : Self.width(from: call[1]) } catch let refusal as LuaValueRefusal {
                throw ScriptError.badArgument(1, to: "BarButtonItem.fixedSpace", refusal.reason ?? "\(refusal.expected) expected, got \(call.session.classes.typeName(of: call[1]))")
            }
            return [try call.session.luaValue(for: BarButtonItem.fixedSpace(width))]
        },
    ])
    .sessionRoot()
    .declaration

    /// `BarButtonItem{systemItem = "add"}` makes a system item, UIKit's `init(barButtonSystemItem:)`.
    static var creation: Creation {
        Creation(key: "systemItem", property: "systemItem") { value, className in
            BarButtonItem(barButtonSystemItem: try BarButtonItem.SystemItem.case(from: value, in: .property(className: className, name: "systemItem")))
        }
    }

    // MARK: Conversions

    /// A width from Lua: a finite number from 0 to `BarButtonItem.maximumWidth` (uikit-rules §13.4).
    static func width(from value: LuaValue) throws -> Double {
        guard let number = Double(luaValue: value) else {
            throw LuaValueRefusal(expected: "number", reason: LuaNumbers.refusal(of: value, for: Double.self))
        }
        guard number >= 0, number <= BarButtonItem.maximumWidth else {
            throw LuaValueRefusal(expected: "number", reason: "width from 0 to 10000 expected, got \(LuaNumbers.describe(number))")
        }
        return number
    }

    /// An image from Lua: an `Image`, a list of mask rows, or nil.
    static func image(from value: LuaValue, session: ScriptSession) throws -> Image? {
        if value == .nil { return nil }
        if let box = session.object(from: value) as? ScriptImage { return box.image }
        let refusal = LuaValueRefusal(expected: "Image or list of mask rows")
        guard case .table(let list) = value, list.rawLength > 0 else { throw refusal }
        var rows: [String] = []
        for index in 1...list.rawLength {
            guard let row = String(luaValue: try list.rawGet(.integer(index))) else { throw refusal }
            rows.append(row)
        }
        return try Image(mask: rows)
    }

    /// A set of titles from a Lua list of strings, or nil.
    private static func titles(from value: LuaValue) throws -> Set<String>? {
        if value == .nil { return nil }
        let refusal = LuaValueRefusal(expected: "list of strings")
        guard case .table(let list) = value else { throw refusal }
        var titles: Set<String> = []
        for index in stride(from: 1, through: list.rawLength, by: 1) {
            guard let title = String(luaValue: try list.rawGet(.integer(index))) else { throw refusal }
            titles.insert(title)
        }
        return titles
    }

    /// Title attributes from argument `n`: a table with `font` and `color`, both optional; nil for none.
    private static func titleAttributes(_ call: MethodCall, _ n: Int) throws -> BarTitleAttributes? {
        if call.isNil(n) { return nil }
        guard case .table(let table) = call[n] else { throw call.bad(n, expected: "table of title attributes") }
        var attributes = BarTitleAttributes()
        for (key, value) in try table.entries() {
            let field = MethodCall(function: call.function, arguments: [value], session: call.session)
            switch key {
            case .string("font"): attributes.font = try field.font(1)
            case .string("color"): attributes.color = try field.color(1)
            default:
                let name = String(describing: key).trimmingCharacters(in: ["\""])
                throw ScriptError.badArgument(n, to: call.function, LuaMessages.unknown("title attribute", name, among: ["font", "color"]))
            }
        }
        return attributes
    }

    /// Title attributes as a Lua table `{font = Font, color = Color}` of the keys set.
    static func luaValue(_ attributes: BarTitleAttributes, session: ScriptSession) throws -> LuaValue {
        let table = try session.lua.newTable()
        if let font = attributes.font { try table.rawSet("font", try session.luaValue(font)) }
        if let color = attributes.color { try table.rawSet("color", try session.luaValue(color)) }
        return .table(table)
    }

    // MARK: Target and action

    /// `item.target = obj`: a table or bound object, held weakly; nil sends the action up the
    /// responder chain. A function action keeps its function (the target is then unused).
    private static func setTarget(_ item: BarButtonItem, _ value: LuaValue, _ session: ScriptSession) throws {
        switch value {
        case .nil:
            if !(item.retainedTarget is LuaItemFunctionTarget) { item.target = nil }
        case .table, .userdata:
            guard let target = try session.actionTarget(for: value, create: true) else { throw LuaValueRefusal(expected: "table") }
            item.retainedTarget = nil
            item.target = target
            if item.action == LuaItemFunctionTarget.action { item.action = nil }
        default:
            throw LuaValueRefusal(expected: "table")
        }
    }

    /// `item.action = fn` (the item keeps the function, called (item, event)), `item.action =
    /// "name"` (sent to target), or nil (nothing is sent).
    private static func setAction(_ item: BarButtonItem, _ value: LuaValue, _ session: ScriptSession) throws {
        switch value {
        case .nil:
            if item.retainedTarget is LuaItemFunctionTarget { item.retainedTarget = nil }
            item.action = nil
        case .function(let function):
            item.retainedTarget = LuaItemFunctionTarget(function: function, session: session)
            item.action = LuaItemFunctionTarget.action
        case .string(let name):
            guard !name.isEmpty else { throw LuaValueRefusal(expected: "function or action name", reason: "an action name cannot be empty") }
            if item.retainedTarget is LuaItemFunctionTarget { item.retainedTarget = nil }
            item.action = ActionName(name)
        default:
            throw LuaValueRefusal(expected: "function or string")
        }
    }
}

/// `Toolbar` (UIKit's `UIToolbar`): `Toolbar{ frame = {0, 800, 390, 44}, items = {{title = "Edit"},
/// BarButtonItem.flexibleSpace(), {systemItem = "add"}} }`. Items are `BarButtonItem`s or tables of
/// their properties, laid out left to right (uikit-rules §13.4).
enum ToolbarBinding {
    static let declaration: LuaClassDeclaration = LuaClass<Toolbar>("Toolbar", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        ObjectLists.property("items", of: BarButtonItem.self, className: "BarButtonItem",
                             doc: "The items left to right, BarButtonItems or tables of their properties; spaces move the others, flexible ones sharing the room left (uikit-rules §13.4).",
                             get: { (bar: Toolbar) in bar.items }, set: { $0.items = $1 })
        LuaMember.method("setItems", "(items, animated)",
                         doc: "Replaces the items as setting items does; the fade is not modelled.") { (bar: Toolbar, call) in
            try call.expectCount(1...2)
            bar.setItems(try ObjectLists.argument(1, of: call, BarButtonItem.self, className: "BarButtonItem"),
                         animated: try call.value(2, default: false))
            return []
        }
        BarLookMembers.members(style: \Toolbar.barStyle, translucent: \Toolbar.isTranslucent, tint: \Toolbar.barTintColor)
        LuaMember.method("frameForItem", "(index) -> Rect",
                         doc: "The rectangle of the item at an index from 0 in the bar's bounds, where its button takes taps; an empty one out of range (uikit-rules §13.4).") { (bar: Toolbar, call) in
            try call.expectCount(1...1)
            return [try call.session.luaValue(bar.frameForItem(at: try call.value(1)))]
        }
    }
    .constructor { Toolbar() }
    .declaration
}

/// The look properties toolbars, navigation bars and search bars share: `barStyle`,
/// `isTranslucent`, `barTintColor`.
enum BarLookMembers {
    static func members<Bar: View>(style: ReferenceWritableKeyPath<Bar, BarStyle>, translucent: ReferenceWritableKeyPath<Bar, Bool>,
                                   tint: ReferenceWritableKeyPath<Bar, Color?>,
                                   translucentDoc: String = "Whether what is behind the bar shows through a little; default true (uikit-rules §13.5).") -> [LuaMember] {
        [
            LuaMember.enumeration("barStyle", doc: "\"default\" (light, dark titles) or \"black\" (dark, white titles); takes a name or raw value (uikit-rules §1.4, §13.5).",
                                  get: { (bar: Bar) in bar[keyPath: style] }, set: { $0[keyPath: style] = $1 }),
            LuaMember.property("isTranslucent", doc: translucentDoc,
                               get: { (bar: Bar) in bar[keyPath: translucent] }, set: { $0[keyPath: translucent] = $1 }),
            LayerBinding.color("barTintColor", doc: "The bar's background colour in place of the style's: a Color or a colour's name; nil (the default) for the style's (uikit-rules §13.5).",
                               get: { (bar: Bar) in bar[keyPath: tint] }, set: { $0[keyPath: tint] = $1 }),
        ]
    }
}
