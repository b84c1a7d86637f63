import ControlKit
import LuaKit

/// `PickerView` (UIKit's `UIPickerView`): drums of rows from Lua. Components and rows count from
/// 0, as in UIKit. The simplest data source is a list of title lists, one per component; the
/// data source's and delegate's methods are functions, each getting the picker first:
///
///     local p = PickerView{ titles = { {"Alabama", "Alaska"}, {"AM", "PM"} },
///                           didSelectRow = function(p, row, component) print(row, component) end }
///     local q = PickerView{ numberOfComponentsInPickerView = function(p) return 1 end,
///                           numberOfRowsInComponent = function(p, component) return 50 end,
///                           viewForRow = function(p, row, component, reusing)
///                             local label = reusing or Label{ textAlignment = "center" }
///                             label.text = states[row + 1]
///                             return label
///                           end }
///
/// `p:spin(component, rows)` turns a drum as a finger does (a drag through the window); `drag`
/// and `tap` on the picker work as on any view. A function that raises or answers what it
/// should not is reported as a failed action at the script's line (the picker then uses the
/// default answer) and the picker goes on (uikit-rules §15).
enum PickerViewBinding {
    static let declaration: LuaClassDeclaration = LuaClass<PickerView>("PickerView", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        LuaMember.property("numberOfComponents", type: "integer", doc: "The number of components (drums) the data source gave, read again when the data is due for a reload; read-only (uikit-rules §15.1).", read: { (picker: PickerView, _) in
            .integer(picker.numberOfComponents)
        })
        LuaMember.property("titles", type: "{{string}}?", doc: "The rows' titles, one list per component, the simplest data source: setting lists makes the script's delegate the data source; nil by default (uikit-rules §15.1).", read: { (picker: PickerView, session) in
            guard let titles = pickerDelegate(picker, session).titles else { return .nil }
            return try session.luaList(titles.map { try session.luaList($0.map(LuaValue.string)) })
        }, write: { (picker: PickerView, value, session) in
            let delegate = pickerDelegate(picker, session)
            if value == .nil {
                delegate.titles = nil
            } else {
                delegate.titles = try titleLists(value)
            }
            install(delegate, on: picker)
        })
        LuaMember.method("numberOfRows", "(component) -> integer", doc: "The number of rows of a component (from 0); 0 for a component that does not exist (uikit-rules §15.1).") { (picker: PickerView, call) in
            try call.expectCount(1...1)
            return [.integer(picker.numberOfRows(inComponent: try call.value(1)))]
        }
        LuaMember.method("selectedRow", "(component) -> integer", doc: "The row on a component's band since it last came to rest or was selected in code; -1 when the component has no rows or does not exist (uikit-rules §15.2).") { (picker: PickerView, call) in
            try call.expectCount(1...1)
            return [.integer(picker.selectedRow(inComponent: try call.value(1)))]
        }
        LuaMember.method("selectRow", "(row, component, animated)",
                         doc: "Turns a component to a row, at once or animated (default false), telling the delegate nothing; selectedRow answers it at once; a missing row or component is a bad argument (uikit-rules §15.2, §8.3).") { (picker: PickerView, call) in
            try call.expectCount(2...3)
            let component = try componentArgument(call, 2, of: picker)
            let row: Int = try call.value(1)
            let rows = picker.numberOfRows(inComponent: component)
            guard (0..<rows).contains(row) else {
                let expected = rows == 0 ? "no row (component \(component) has none)" : "row from 0 to \(rows - 1) of component \(component)"
                throw ScriptError.badArgument(1, to: "selectRow", "\(expected) expected, got \(row)")
            }
            picker.selectRow(row, inComponent: component, animated: try call.value(3, default: false))
            return []
        }
        LuaMember.method("reloadComponent", "(component)", doc: "Reads a component's rows and row height again and asks for its rows in view anew; the selection stays, moved to the last row when there are fewer (uikit-rules §15.3).") { (picker: PickerView, call) in
            try call.expectCount(1...1)
            picker.reloadComponent(try componentArgument(call, 1, of: picker))
            return []
        }
        LuaMember.method("reloadAllComponents", "()", doc: "Reads the number of components and every component's rows again; selections stay, moved to the last row when there are fewer (uikit-rules §15.3).") { (picker: PickerView, call) in
            try call.expectCount(0...0)
            picker.reloadAllComponents()
            return []
        }
        LuaMember.method("view", "(row, component) -> View?", doc: "The view viewForRow gave for a row while the row is in view; nil otherwise and for rows showing titles (uikit-rules §15.1).") { (picker: PickerView, call) in
            try call.expectCount(2...2)
            let row: Int = try call.value(1)
            let component: Int = try call.value(2)
            return [try call.session.luaValue(for: picker.view(forRow: row, forComponent: component))]
        }
        LuaMember.method("rowSize", "(component) -> Size", doc: "A component's width and row height; {0, 0} for a component that does not exist (uikit-rules §15.4).") { (picker: PickerView, call) in
            try call.expectCount(1...1)
            return [try call.session.luaValue(picker.rowSize(forComponent: try call.value(1)))]
        }
        LuaMember.method("visibleRows", "(component) -> {integer}", doc: "The rows of a component on the drum now, top to bottom: only these were asked of the delegate (uikit-rules §15.1).") { (picker: PickerView, call) in
            try call.expectCount(1...1)
            return [try call.session.luaList(picker.visibleRows(inComponent: try call.value(1)).map { LuaValue.integer($0) })]
        }
        LuaMember.method("isSpinning", "(component) -> boolean", doc: "Whether a component's drum is turning: dragged, decelerating or animating to a row (uikit-rules §15.2).") { (picker: PickerView, call) in
            try call.expectCount(1...1)
            return [.boolean(picker.isSpinning(component: try call.value(1)))]
        }
        LuaMember.method("spin", "(component, rows) -> boolean",
                         doc: "Turns a component by rows (positive: later rows) with a drag through the window that rests before lifting, as a user would; didSelectRow follows if another row is reached (uikit-rules §15.2).") { (picker: PickerView, call) in
            try call.expectCount(2...2)
            let component = try componentArgument(call, 1, of: picker)
            let rows: Int = try call.value(2)
            guard abs(rows) <= ScriptSession.mostRepeats else {
                throw ScriptError.badArgument(2, to: "spin", "rows from -\(ScriptSession.mostRepeats) to \(ScriptSession.mostRepeats) expected, got \(rows)")
            }
            return [.boolean(call.session.stage.touches.spin(picker, component: component, by: rows))]
        }
        LuaPickerDelegate.callbackNames.map { name in
            LuaMember.callback(name, signature: LuaPickerDelegate.signatures[name] ?? "(p)", doc: LuaPickerDelegate.docs[name] ?? "") { (picker: PickerView, session) in
                let delegate = pickerDelegate(picker, session)
                install(delegate, on: picker)
                return delegate.callbacks
            }
        }
    }
    .constructor { PickerView() }
    .declaration

    /// The picker's script delegate (also its data source), made when first needed.
    static func pickerDelegate(_ picker: PickerView, _ session: ScriptSession) -> LuaPickerDelegate {
        session.customControls.scriptDelegates.delegate(for: picker) {
            LuaPickerDelegate(callbacks: LuaCallbacks(session: session, owner: picker), session: session)
        }
    }

    /// Makes the script delegate the picker's data source and delegate; the data is read again
    /// at the next use.
    private static func install(_ delegate: LuaPickerDelegate, on picker: PickerView) {
        picker.dataSource = delegate
        picker.delegate = delegate
    }

    /// A list of lists of strings, one per component.
    private static func titleLists(_ value: LuaValue) throws -> [[String]] {
        guard case .table(let list) = value else { throw LuaValueRefusal(expected: "list of lists of strings") }
        var lists: [[String]] = []
        for index in stride(from: 1, through: list.rawLength, by: 1) {
            guard case .table(let titles) = try list.rawGet(.integer(index)) else {
                throw LuaValueRefusal(expected: "list of lists of strings", reason: "entry \(index) is not a list")
            }
            var component: [String] = []
            for row in stride(from: 1, through: titles.rawLength, by: 1) {
                guard case .string(let title) = try titles.rawGet(.integer(row)) else {
                    throw LuaValueRefusal(expected: "list of lists of strings", reason: "entry \(row) of list \(index) is not a string")
                }
                component.append(title)
            }
            lists.append(component)
        }
        return lists
    }

    /// Argument `n` as a component of the picker: a bad argument unless one exists.
    private static func componentArgument(_ call: MethodCall, _ n: Int, of picker: PickerView) throws -> Int {
        let component: Int = try call.value(n)
        let count = picker.numberOfComponents
        guard (0..<count).contains(component) else {
            let expected = count == 0 ? "no component (the picker has none)" : "component from 0 to \(count - 1)"
            throw ScriptError.badArgument(n, to: call.function, "\(expected) expected, got \(component)")
        }
        return component
    }
}
