import ControlKit
import LuaKit

/// `TabBarItem` (UIKit's `UITabBarItem`): `TabBarItem{ title = "Home", tag = 1, badgeValue = "3" }`.
/// Images are text masks, one string per row (`#` opaque, `+` half, `.` clear):
/// `item.image = {"#.#", ".#."}`; reading gives the rows back.
enum TabBarItemBinding {
    static let declaration: LuaClassDeclaration = LuaClass<TabBarItem>("TabBarItem", namespace: StandardBindings.namespace) {
        LuaMember.property("title", doc: "The text under the item's image; nil (the default) shows none.",
                           get: \TabBarItem.title, set: { $0.title = $1 })
        LuaMember.property("badgeValue", doc: "The text of the badge at the item's top-right corner; nil (the default) shows no badge.",
                           get: \TabBarItem.badgeValue, set: { $0.badgeValue = $1 })
        LuaMember.property("tag", doc: "A number the script chooses to tell items apart; default 0.",
                           get: \TabBarItem.tag, set: { $0.tag = $1 })
        LuaMember.property("isEnabled", doc: "Whether the user can select the item; a disabled item's button lets touches through to what lies beneath; default true (uikit-rules §2.1.2).",
                           get: \TabBarItem.isEnabled, set: { $0.isEnabled = $1 })
        AppearanceMembers.tabBarItem
        maskProperty("image", \TabBarItem.image,
                     doc: "The image while not selected, as mask rows (\"#\" opaque, \"+\" half, \".\" clear; only the alpha counts), or nil (the default).")
        maskProperty("selectedImage", \TabBarItem.selectedImage,
                     doc: "The image while selected, as mask rows; nil (the default) shows image instead.")
    }
    .constructor { TabBarItem() }
    .sessionRoot()
    .declaration

    /// An image property read and written as mask rows, or nil; `doc` is its line of help.
    private static func maskProperty(_ name: String, _ keyPath: ReferenceWritableKeyPath<TabBarItem, Image?>, doc: String) -> LuaMember {
        LuaMember.property(name, type: "{string}?", doc: doc, read: { (item: TabBarItem, session) in
            guard let image = item[keyPath: keyPath] else { return .nil }
            return try session.luaList(maskRows(of: image).map(LuaValue.string))
        }, write: { (item: TabBarItem, value, session) in
            item[keyPath: keyPath] = try maskImage(value, property: name, session: session)
        })
    }

    private static func maskImage(_ value: LuaValue, property: String, session: ScriptSession) throws -> Image? {
        if value == .nil { return nil }
        let refusal = LuaValueRefusal(expected: "list of mask rows")
        guard case .table(let list) = value, list.rawLength > 0 else { throw refusal }
        var rows: [String] = []
        for index in 1...list.rawLength {
            guard let row = String(luaValue: try list.rawGet(.integer(index))) else { throw refusal }
            rows.append(row)
        }
        return try Image(mask: rows)
    }

    private static func maskRows(of image: Image) -> [String] {
        (0..<image.height).map { y in
            String((0..<image.width).map { x -> Character in
                switch image.alpha(at: Point(x: Double(x), y: Double(y))) {
                case 0: "."
                case 255: "#"
                default: "+"
                }
            })
        }
    }
}

/// `TabBar` (UIKit's `UITabBar`): `TabBar{ frame = {0, 795, 390, 49}, items = {{title = "Home"},
/// {title = "Search"}}, didSelect = function(bar, item) … end }`. Items are `TabBarItem`s or
/// tables of their properties. A tap lifting inside an item selects it and calls `didSelect`
/// (also for the selected item); setting `selectedItem` in code calls nothing.
enum TabBarBinding {
    static let declaration: LuaClassDeclaration = LuaClass<TabBar>("TabBar", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        AppearanceMembers.tabBar
        LuaMember.property("items", type: "{TabBarItem}", doc: "The items left to right, TabBarItems or tables of their properties; setting them keeps the selection if its item stays, else clears it.", read: { (bar: TabBar, session) in
            try session.luaList(bar.items)
        }, write: { (bar: TabBar, value, session) in
            bar.items = try items(from: value, property: "items", session: session)
        })
        LuaMember.property("selectedItem", type: "TabBarItem?", doc: "The selected item, or nil (the default); an item not among items is ignored; set in code it calls no didSelect.", read: { (bar: TabBar, session) in
            try session.luaValue(for: bar.selectedItem)
        }, write: { (bar: TabBar, value, session) in
            let item = session.object(from: value) as? TabBarItem
            guard value == .nil || item != nil else {
                throw LuaValueRefusal(expected: "TabBarItem")
            }
            bar.selectedItem = item
        })
        LuaMember.property("didSelect", type: "function?", doc: "Called as didSelect(bar, item) when a tap lifted inside an item selects it, also the item already selected; nil (the default) for none.", read: { (bar: TabBar, _) in
            (bar.delegate as? LuaTabBarDelegate).map { .function($0.didSelect) } ?? .nil
        }, write: { (bar: TabBar, value, session) in
            switch value {
            case .nil: bar.retainedDelegate = nil
            case .function(let function): bar.retainedDelegate = LuaTabBarDelegate(didSelect: function, session: session)
            default:
                throw LuaValueRefusal(expected: "function")
            }
        })
        LuaMember.method("setItems", "(items, animated)",
                         doc: "Replaces the items as setting items does; animation is not modelled.") { (bar: TabBar, call) in
            try call.expectCount(1...2)
            bar.setItems(try items(from: call[1], property: "items", session: call.session),
                         animated: try call.value(2, default: false))
            return []
        }
        LuaMember.method("frameForItem", "(index) -> Rect",
                         doc: "The rectangle of the item at an index from 0, in the bar's bounds, the items sharing the width equally; an empty one out of range.") { (bar: TabBar, call) in
            try call.expectCount(1...1)
            return [try call.session.luaValue(bar.frameForItem(at: try call.value(1)))]
        }
        LuaMember.property("isCustomizing", doc: "Whether the edit interface of the bar's tab bar controller shows; taps then select nothing; read-only (uikit-rules §19.4).",
                           get: \TabBar.isCustomizing)
        LuaMember.method("indexOfItem", "(item) -> integer?",
                         doc: "The item's position among items, from 0, or nil when the bar does not hold it.") { (bar: TabBar, call) in
            try call.expectCount(1...1)
            return [bar.index(of: try call.object(1, as: TabBarItem.self)).map(LuaValue.integer) ?? .nil]
        }
    }
    .constructor { TabBar() }
    .declaration

    /// A list of items from Lua: `TabBarItem`s, or tables of their properties (made into items).
    static func items(from value: LuaValue, property: String, session: ScriptSession) throws -> [TabBarItem] {
        guard case .table(let list) = value else {
            throw LuaValueRefusal(expected: "list of TabBarItem")
        }
        var items: [TabBarItem] = []
        for index in stride(from: 1, through: list.rawLength, by: 1) {
            let entry = try list.rawGet(.integer(index))
            let made = entry.isTable ? try session.construct(className: "TabBarItem", options: entry) : entry
            guard let item = session.object(from: made) as? TabBarItem else {
                throw LuaValueRefusal(expected: "list of TabBarItem", reason: "\("list of TabBarItem") expected, got a list holding " + session.classes.typeName(of: entry))
            }
            items.append(item)
        }
        return items
    }
}

/// `ViewController` (the part of UIKit's `UIViewController` the tab bar and navigation controllers
/// need): a root `view`, a `title`, the `tabBarItem` and `navigationItem` made from the title, the
/// `toolbarItems`, and the appearance callbacks as functions (`navigationMembers`).
enum ViewControllerBinding {
    static let declaration: LuaClassDeclaration = LuaClass<ViewController>("ViewController", namespace: StandardBindings.namespace) {
        LuaMember.property("title", doc: "The controller's title; setting it also retitles its tabBarItem; nil by default.",
                           get: \ViewController.title, set: { $0.title = $1 })
        LuaMember.object("view", type: "View", doc: "The root view the controller manages.") { (controller: ViewController) in controller.view }
        LuaMember.object("tabBarController", type: "TabBarController?",
                         doc: "The tab bar controller the controller is a child of, or nil.") { (controller: ViewController) in controller.tabBarController }
        LuaMember.property("tabBarItem", type: "TabBarItem", doc: "The item standing for the controller in a tab bar: the one set, else one made from title when first asked for.", read: { (controller: ViewController, session) in
            try session.luaValue(for: controller.tabBarItem)
        }, write: { (controller: ViewController, value, session) in
            guard let item = session.object(from: value) as? TabBarItem else {
                throw LuaValueRefusal(expected: "TabBarItem")
            }
            controller.tabBarItem = item
        })
        ViewControllerBinding.navigationMembers
    }
    .constructor { ViewController() }
    .sessionRoot()
    .declaration
}

/// `TabBarController` (UIKit's `UITabBarController`): `TabBarController{ frame = {0, 0, 390, 844},
/// viewControllers = {{title = "Home"}, {title = "Search"}} }`, then `window:addSubview(tabs.view)`.
/// Children are `ViewController`s or tables of their properties; beyond five, the fifth tab is the
/// More tab (`moreNavigationController`, uikit-rules §19). `shouldSelect(tabs, child)` must
/// return true for a tapped tab to be selected; `didSelect(tabs, child)` follows every user
/// selection. `selectedIndex` counts from 0, as in UIKit (`math.maxinteger`, UIKit's NSNotFound,
/// when there are no children); setting it or `selectedViewController` calls nothing.
enum TabBarControllerBinding {
    static let declaration: LuaClassDeclaration = LuaClass<TabBarController>("TabBarController", namespace: StandardBindings.namespace, superclass: ViewControllerBinding.declaration) {
        LuaMember.rect("frame", doc: "The frame of the controller's view: the tab bar takes its bottom 49 points, the selected child's view the rest.",
                       get: \TabBarController.view.frame, set: { $0.view.frame = $1 })
        LuaMember.object("tabBar", type: "TabBar", doc: "The bar along the bottom; its items are the children's tabBarItems, so set viewControllers rather than them.") { (tabs: TabBarController) in
            tabs.tabBar
        }
        LuaMember.property("viewControllers", type: "{ViewController}", doc: "The children in tab order, ViewControllers or tables of their properties; setting them keeps the selected child if it stays, else the index, else the first.", read: { (tabs: TabBarController, session) in
            try session.luaList(tabs.viewControllers)
        }, write: { (tabs: TabBarController, value, session) in
            tabs.viewControllers = try children(from: value, session: session)
        })
        LuaMember.integerOrNotFound("selectedIndex", doc: "The selected child's index, from 0, or math.maxinteger without children; an index out of range is ignored; set in code it calls no delegate function.",
                                    get: \TabBarController.selectedIndex, set: { $0.selectedIndex = $1 })
        LuaMember.property("selectedViewController", type: "ViewController?", doc: "The selected child, or nil without children; one that is no child is ignored; set in code it calls no delegate function.", read: { (tabs: TabBarController, session) in
            try session.luaValue(for: tabs.selectedViewController)
        }, write: { (tabs: TabBarController, value, session) in
            guard value == .nil || session.object(from: value) is ViewController else {
                throw LuaValueRefusal(expected: "ViewController")
            }
            tabs.selectedViewController = session.object(from: value) as? ViewController
        })
        LuaMember.object("moreNavigationController", type: "NavigationController", doc: "The More tab's navigation controller: its first view controller's view is the table listing the children beyond the fourth; read-only (uikit-rules §19.1).") { (tabs: TabBarController) in
            tabs.moreNavigationController
        }
        LuaMember.property("hasMoreTab", doc: "Whether the bar shows a More tab: there are more than 5 children; read-only (uikit-rules §19.1).", get: \TabBarController.hasMoreTab)
        LuaMember.property("moreViewControllers", type: "{ViewController}", doc: "The children on the More list, in order: those after the fourth when there is a More tab; read-only (uikit-rules §19.1).",
                           read: { (tabs: TabBarController, session) in try session.luaList(tabs.moreViewControllers) })
        LuaMember.property("customizableViewControllers", type: "{ViewController}?", doc: "The children the edit interface lets the user move; setting viewControllers makes it all of them; nil or {} hides the More list's Edit button (uikit-rules §19.4).", read: { (tabs: TabBarController, session) in
            try tabs.customizableViewControllers.map { try session.luaList($0) } ?? .nil
        }, write: { (tabs: TabBarController, value, session) in
            tabs.customizableViewControllers = value == .nil ? nil : try children(from: value, session: session)
        })
        LuaMember.property("isCustomizing", doc: "Whether the edit interface shows; read-only (uikit-rules §19.4).", get: \TabBarController.isCustomizing)
        LuaMember.method("beginCustomizing", "()", doc: "Shows the edit interface, as the More list's Edit button does, calling willBeginCustomizing; nothing while it shows or with no customizable child (uikit-rules §19.4).") { (tabs: TabBarController, call) in
            try call.expectCount(0...0)
            tabs.beginCustomizing()
            return []
        }
        LuaMember.method("endCustomizing", "()", doc: "Ends the edit interface, as its Done button does, calling willEndCustomizing and didEndCustomizing (uikit-rules §19.4).") { (tabs: TabBarController, call) in
            try call.expectCount(0...0)
            tabs.endCustomizing()
            return []
        }
        LuaTabBarControllerDelegate.callbacks.map { callback in
            Self.callback(callback.name, doc: callback.doc)
        }
    }
    .constructor { TabBarController() }
    .declaration

    /// A delegate function property; setting one keeps the others. `doc` is its line of help.
    private static func callback(_ name: String, doc: String) -> LuaMember {
        LuaMember.property(name, type: "function?", doc: doc, read: { (tabs: TabBarController, _) in
            (tabs.delegate as? LuaTabBarControllerDelegate)?.functions[name].map(LuaValue.function) ?? .nil
        }, write: { (tabs: TabBarController, value, session) in
            var functions = (tabs.delegate as? LuaTabBarControllerDelegate)?.functions ?? [:]
            switch value {
            case .nil: functions[name] = nil
            case .function(let given): functions[name] = given
            default:
                throw LuaValueRefusal(expected: "function")
            }
            tabs.retainedDelegate = functions.isEmpty ? nil : LuaTabBarControllerDelegate(functions: functions, session: session)
        })
    }

    private static func children(from value: LuaValue, session: ScriptSession) throws -> [ViewController] {
        guard case .table(let list) = value else {
            throw LuaValueRefusal(expected: "list of ViewController")
        }
        var children: [ViewController] = []
        for index in stride(from: 1, through: list.rawLength, by: 1) {
            let entry = try list.rawGet(.integer(index))
            let made = entry.isTable ? try session.construct(className: "ViewController", options: entry) : entry
            guard let child = session.object(from: made) as? ViewController else {
                throw LuaValueRefusal(expected: "list of ViewController", reason: "\("list of ViewController") expected, got a list holding " + session.classes.typeName(of: entry))
            }
            children.append(child)
        }
        return children
    }
}

private extension LuaValue {
    var isTable: Bool {
        if case .table = self { return true }
        return false
    }
}
