import ControlKit
import LuaKit

/// `NavigationItem` (UIKit's `UINavigationItem`): `NavigationItem{ title = "Tinker",
/// rightBarButtonItem = {title = "Evers", action = pushNext} }`. Bar button items are
/// `BarButtonItem`s or tables of their properties (uikit-rules §14.2).
enum NavigationItemBinding {
    static let declaration: LuaClassDeclaration = LuaClass<NavigationItem>("NavigationItem", namespace: StandardBindings.namespace) {
        LuaMember.property("title", doc: "The text in the middle of the bar while the item is on top, and the back button's while it is just beneath; nil by default (uikit-rules §14.2).",
                           get: \NavigationItem.title, set: { $0.title = $1 })
        LuaMember.property("titleView", type: "View?", doc: "A view shown in the middle of the bar in place of the title, at its own size; nil by default.",
                           read: { (item: NavigationItem, session) in try session.luaValue(for: item.titleView) },
                           write: { (item: NavigationItem, value, session) in
                               guard value == .nil || session.object(from: value) is View else { throw LuaValueRefusal(expected: "View") }
                               item.titleView = session.object(from: value) as? View
                           })
        LuaMember.property("prompt", doc: "A line of text above the title, which makes a navigation controller's bar 30 points taller; nil by default.",
                           get: \NavigationItem.prompt, set: { $0.prompt = $1 })
        ObjectLists.property("leftBarButtonItems", of: BarButtonItem.self, className: "BarButtonItem",
                             doc: "The items at the left end, the first leftmost; they replace the back button unless leftItemsSupplementBackButton (uikit-rules §14.2).",
                             get: { (item: NavigationItem) in item.leftBarButtonItems }, set: { $0.leftBarButtonItems = $1 })
        ObjectLists.property("rightBarButtonItems", of: BarButtonItem.self, className: "BarButtonItem",
                             doc: "The items at the right end, the first rightmost (uikit-rules §14.2).",
                             get: { (item: NavigationItem) in item.rightBarButtonItems }, set: { $0.rightBarButtonItems = $1 })
        barItemProperty("leftBarButtonItem", \.leftBarButtonItem, doc: "The first left item, or nil; setting it makes it the only one (uikit-rules §14.2).")
        barItemProperty("rightBarButtonItem", \.rightBarButtonItem, doc: "The first right item, or nil; setting it makes it the only one (uikit-rules §14.2).")
        barItemProperty("backBarButtonItem", \.backBarButtonItem, doc: "Gives the back button its title while this item is just beneath the top; its action is never sent, the back button pops (uikit-rules §14.2).")
        LuaMember.property("backButtonTitle", doc: "What the back button says while this item is just beneath the top: backBarButtonItem's title, else title, else \"Back\" (uikit-rules §14.2).",
                           get: \NavigationItem.backButtonTitle)
        LuaMember.property("hidesBackButton", doc: "Whether the back button is hidden while this item is on top; default false (uikit-rules §14.2).",
                           get: \NavigationItem.hidesBackButton, set: { $0.hidesBackButton = $1 })
        LuaMember.property("leftItemsSupplementBackButton", doc: "Whether the left items sit beside the back button rather than in its place; default false (uikit-rules §14.2).",
                           get: \NavigationItem.leftItemsSupplementBackButton, set: { $0.leftItemsSupplementBackButton = $1 })
        LuaMember.object("navigationBar", type: "NavigationBar?", doc: "The bar whose stack holds the item, or nil; read-only.") { (item: NavigationItem) in item.navigationBar }
        LuaMember.method("setLeftBarButtonItems", "(items, animated)", doc: "Replaces the left items; the fade is not modelled.") { (item: NavigationItem, call) in
            try call.expectCount(1...2)
            item.setLeftBarButtonItems(try ObjectLists.argument(1, of: call, BarButtonItem.self, className: "BarButtonItem"),
                                       animated: try call.value(2, default: false))
            return []
        }
        LuaMember.method("setRightBarButtonItems", "(items, animated)", doc: "Replaces the right items; the fade is not modelled.") { (item: NavigationItem, call) in
            try call.expectCount(1...2)
            item.setRightBarButtonItems(try ObjectLists.argument(1, of: call, BarButtonItem.self, className: "BarButtonItem"),
                                        animated: try call.value(2, default: false))
            return []
        }
        LuaMember.method("setHidesBackButton", "(hides, animated)", doc: "Hides or shows the back button while the item is on top; the fade is not modelled.") { (item: NavigationItem, call) in
            try call.expectCount(1...2)
            item.setHidesBackButton(try call.value(1), animated: try call.value(2, default: false))
            return []
        }
    }
    .constructor { NavigationItem() }
    .sessionRoot()
    .declaration

    /// A property holding one bar button item (or nil), set from an item or a table of its properties.
    private static func barItemProperty(_ name: String, _ keyPath: ReferenceWritableKeyPath<NavigationItem, BarButtonItem?>,
                                        doc: String) -> LuaMember {
        LuaMember.property(name, type: "BarButtonItem?", doc: doc, read: { (item: NavigationItem, session) in
            try session.luaValue(for: item[keyPath: keyPath])
        }, write: { (item: NavigationItem, value, session) in
            if value == .nil { return item[keyPath: keyPath] = nil }
            let made: LuaValue
            if case .table = value { made = try session.construct(className: "BarButtonItem", options: value) } else { made = value }
            guard let barItem = session.object(from: made) as? BarButtonItem else { throw LuaValueRefusal(expected: "BarButtonItem") }
            item[keyPath: keyPath] = barItem
        })
    }
}

/// `NavigationBar` (UIKit's `UINavigationBar`): `NavigationBar{ frame = {0, 0, 390, 44}, items =
/// {{title = "Tinker"}} }`, then `bar:pushNavigationItem(NavigationItem{title = "Evers"}, true)`.
/// The back button pops; `shouldPush`, `didPush`, `shouldPop` and `didPop` are the delegate's
/// methods as functions (uikit-rules §14).
enum NavigationBarBinding {
    static let declaration: LuaClassDeclaration = LuaClass<NavigationBar>("NavigationBar", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        ObjectLists.property("items", of: NavigationItem.self, className: "NavigationItem",
                             doc: "The stack, bottom first, NavigationItems or tables of their properties; setting it calls no delegate function; an item twice or on another bar is refused (uikit-rules §14.6).",
                             get: { (bar: NavigationBar) in bar.items }, set: { try $0.setItems($1, animated: false) })
        LuaMember.object("topItem", type: "NavigationItem?", doc: "The item on top of the stack, shown in the bar; nil when empty; read-only.") { (bar: NavigationBar) in bar.topItem }
        LuaMember.object("backItem", type: "NavigationItem?", doc: "The item just beneath the top, which the back button stands for; nil with fewer than two; read-only (uikit-rules §14.2).") { (bar: NavigationBar) in bar.backItem }
        LuaMember.property("isTransitioning", doc: "Whether an animated push or pop is running (0.35 s on the virtual clock), during which the bar takes no taps; read-only (uikit-rules §14.4).",
                           get: \NavigationBar.isTransitioning)
        LuaMember.method("pushNavigationItem", "(item, animated)",
                         doc: "Pushes an item (or a table of its properties) on top once shouldPush allows, then calls didPush; an item on a stack already is an error (uikit-rules §14.4, §14.6).") { (bar: NavigationBar, call) in
            try call.expectCount(1...2)
            let item = try navigationItem(call, 1)
            try naming("pushNavigationItem") { try bar.pushItem(item, animated: try call.value(2, default: false)) }
            return []
        }
        LuaMember.method("popNavigationItem", "(animated) -> NavigationItem?",
                         doc: "Pops the top item once shouldPop allows, calls didPop, and returns it; nil when refused or with one item left, which is never popped (uikit-rules §14.3).") { (bar: NavigationBar, call) in
            try call.expectCount(0...1)
            let animated: Bool = try call.value(1, default: false)
            let popped = try naming("popNavigationItem") { try bar.popItem(animated: animated) }
            return [try call.session.luaValue(for: popped)]
        }
        LuaMember.method("setItems", "(items, animated)",
                         doc: "Replaces the stack as setting items does, calling no delegate function (uikit-rules §14.1).") { (bar: NavigationBar, call) in
            try call.expectCount(1...2)
            let items = try ObjectLists.argument(1, of: call, NavigationItem.self, className: "NavigationItem")
            try naming("setItems") { try bar.setItems(items, animated: try call.value(2, default: false)) }
            return []
        }
        BarLookMembers.members(style: \NavigationBar.barStyle, translucent: \NavigationBar.isTranslucent, tint: \NavigationBar.barTintColor)
        LuaMember.property("titleTextAttributes", type: "table?", doc: "The title's font and colour as {font = …, color = …}; nil (the default) for 17 pt semibold in the style's colour.",
                           read: { (bar: NavigationBar, session) in
                               try bar.titleTextAttributes.map { try BarButtonItemBinding.luaValue($0, session: session) } ?? .nil
                           }, write: { (bar: NavigationBar, value, session) in
                               bar.titleTextAttributes = try titleAttributes(value, session: session)
                           })
        LuaMember.property("preferredHeight", type: "number", doc: "The bar's height for its top item: 44, or 74 with a prompt; a navigation controller sizes its bar so; read-only.",
                           read: { (bar: NavigationBar, _) in .number(bar.preferredHeight) })
        LuaNavigationBarDelegate.callbacks.map { callback in
            LuaMember.callback(callback.name, signature: callback.signature, doc: callback.doc) { (bar: NavigationBar, session) in
                LuaNavigationBarDelegate.installed(on: bar, session: session).functions
            }
        }
    }
    .constructor { NavigationBar() }
    .declaration

    /// Argument `n` as a navigation item: a `NavigationItem` or a table of its properties.
    static func navigationItem(_ call: MethodCall, _ n: Int) throws -> NavigationItem {
        if case .table = call[n] {
            guard let item = call.session.object(from: try call.session.construct(className: "NavigationItem", options: call[n])) as? NavigationItem else {
                throw call.bad(n, expected: "NavigationItem")
            }
            return item
        }
        return try call.object(n, as: NavigationItem.self)
    }

    /// Runs a change of a stack, a `NavigationError` naming the method as Lua calls it.
    static func naming<T>(_ method: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as NavigationError {
            throw error.naming(method)
        }
    }

    /// Title attributes assigned as `{font = …, color = …}`, or nil.
    private static func titleAttributes(_ value: LuaValue, session: ScriptSession) throws -> BarTitleAttributes? {
        if value == .nil { return nil }
        guard case .table(let table) = value else { throw LuaValueRefusal(expected: "table of title attributes") }
        var attributes = BarTitleAttributes()
        for (key, field) in try table.entries() {
            let reading = MethodCall(function: "NavigationBar.titleTextAttributes", arguments: [field], session: session)
            switch key {
            case .string("font"): attributes.font = try reading.font(1)
            case .string("color"): attributes.color = try reading.color(1)
            default:
                let name = String(describing: key).trimmingCharacters(in: ["\""])
                throw LuaValueRefusal(expected: "table of title attributes", reason: LuaMessages.unknown("title attribute", name, among: ["font", "color"]))
            }
        }
        return attributes
    }
}

/// `NavigationController` (UIKit's `UINavigationController`): `NavigationController{ frame = {0, 0,
/// 390, 844}, viewControllers = {{title = "Inbox"}} }`, then `window:addSubview(nav.view)` and
/// `nav:pushViewController(ViewController{title = "Message"}, true)`. `willShow` and `didShow` are
/// the delegate's methods as functions (uikit-rules §14.5).
enum NavigationControllerBinding {
    static let declaration: LuaClassDeclaration = LuaClass<NavigationController>("NavigationController", namespace: StandardBindings.namespace, superclass: ViewControllerBinding.declaration) {
        LuaMember.rect("frame", doc: "The frame of the controller's view: the bar along its top, the toolbar (when shown) along its bottom, the top view controller's view under them.",
                       get: \NavigationController.view.frame, set: { $0.view.frame = $1 })
        LuaMember.object("navigationBar", type: "NavigationBar", doc: "The bar along the top; its items are the view controllers' navigationItems, so push view controllers rather than items.") { (nav: NavigationController) in
            nav.navigationBar
        }
        LuaMember.object("toolbar", type: "Toolbar", doc: "The toolbar along the bottom, showing the top view controller's toolbarItems while isToolbarHidden is false.") { (nav: NavigationController) in
            nav.toolbar
        }
        ObjectLists.property("viewControllers", of: ViewController.self, className: "ViewController",
                             doc: "The stack, root first, ViewControllers or tables of their properties; one twice or in another container is refused (uikit-rules §14.6).",
                             get: { (nav: NavigationController) in nav.viewControllers }, set: { try $0.setViewControllers($1, animated: false) })
        LuaMember.object("topViewController", type: "ViewController?", doc: "The view controller on top of the stack; nil when empty; read-only.") { (nav: NavigationController) in nav.topViewController }
        LuaMember.object("visibleViewController", type: "ViewController?", doc: "The view controller whose view is shown: the top one, presentation not being modelled; read-only.") { (nav: NavigationController) in nav.visibleViewController }
        LuaMember.property("isTransitioning", doc: "Whether an animated push or pop is running (0.35 s on the virtual clock); read-only (uikit-rules §14.5).",
                           get: \NavigationController.isTransitioning)
        LuaMember.property("isNavigationBarHidden", doc: "Whether the navigation bar is hidden; default false.",
                           get: \NavigationController.isNavigationBarHidden, set: { $0.isNavigationBarHidden = $1 })
        LuaMember.property("isToolbarHidden", doc: "Whether the toolbar is hidden; default true.",
                           get: \NavigationController.isToolbarHidden, set: { $0.isToolbarHidden = $1 })
        LuaMember.method("pushViewController", "(vc, animated)",
                         doc: "Pushes a view controller (or a table of its properties), sliding its view in when animated; one on the stack already is an error (uikit-rules §14.5, §14.6).") { (nav: NavigationController, call) in
            try call.expectCount(1...2)
            let controller = try viewController(call, 1)
            try NavigationBarBinding.naming("pushViewController") { try nav.pushViewController(controller, animated: try call.value(2, default: false)) }
            return []
        }
        LuaMember.method("popViewController", "(animated) -> ViewController?",
                         doc: "Pops the top view controller and returns it; nil with only the root, which is never popped (uikit-rules §14.5).") { (nav: NavigationController, call) in
            try call.expectCount(0...1)
            let animated: Bool = try call.value(1, default: false)
            return [try call.session.luaValue(for: try NavigationBarBinding.naming("popViewController") { try nav.popViewController(animated: animated) })]
        }
        LuaMember.method("popToRootViewController", "(animated) -> {ViewController}",
                         doc: "Pops every view controller above the root and returns them, bottom first.") { (nav: NavigationController, call) in
            try call.expectCount(0...1)
            let animated: Bool = try call.value(1, default: false)
            let popped = try NavigationBarBinding.naming("popToRootViewController") { try nav.popToRootViewController(animated: animated) }
            return [try popped.map { try call.session.luaList($0) } ?? .nil]
        }
        LuaMember.method("popToViewController", "(vc, animated) -> {ViewController}",
                         doc: "Pops the view controllers above one on the stack and returns them, bottom first; one not on the stack is an error (uikit-rules §14.6).") { (nav: NavigationController, call) in
            try call.expectCount(1...2)
            let target = try call.object(1, as: ViewController.self)
            let animated: Bool = try call.value(2, default: false)
            let popped = try NavigationBarBinding.naming("popToViewController") { try nav.popToViewController(target, animated: animated) }
            return [try popped.map { try call.session.luaList($0) } ?? .nil]
        }
        LuaMember.method("setViewControllers", "(list, animated)",
                         doc: "Replaces the stack; the new top slides in as by a push, or as by a pop when it was on the stack (uikit-rules §14.5).") { (nav: NavigationController, call) in
            try call.expectCount(1...2)
            let controllers = try ObjectLists.argument(1, of: call, ViewController.self, className: "ViewController")
            try NavigationBarBinding.naming("setViewControllers") { try nav.setViewControllers(controllers, animated: try call.value(2, default: false)) }
            return []
        }
        LuaMember.method("setToolbarHidden", "(hidden, animated)", doc: "Shows or hides the toolbar; the slide is not modelled.") { (nav: NavigationController, call) in
            try call.expectCount(1...2)
            nav.setToolbarHidden(try call.value(1), animated: try call.value(2, default: false))
            return []
        }
        LuaMember.method("setNavigationBarHidden", "(hidden, animated)", doc: "Shows or hides the navigation bar; the slide is not modelled.") { (nav: NavigationController, call) in
            try call.expectCount(1...2)
            nav.setNavigationBarHidden(try call.value(1), animated: try call.value(2, default: false))
            return []
        }
        LuaNavigationControllerDelegate.callbacks.map { callback in
            LuaMember.callback(callback.name, signature: callback.signature, doc: callback.doc) { (nav: NavigationController, session) in
                LuaNavigationControllerDelegate.installed(on: nav, session: session).functions
            }
        }
    }
    .constructor { NavigationController() }
    .declaration

    /// Argument `n` as a view controller: a `ViewController` or a table of its properties.
    private static func viewController(_ call: MethodCall, _ n: Int) throws -> ViewController {
        if case .table = call[n] {
            guard let made = call.session.object(from: try call.session.construct(className: "ViewController", options: call[n])) as? ViewController else {
                throw call.bad(n, expected: "ViewController")
            }
            return made
        }
        return try call.object(n, as: ViewController.self)
    }
}
