import ControlKit
import LuaKit

/// `TabBarItem` (UIKit's `UITabBarItem`): `TabBarItem{ title = "Home", tag = 1, badgeValue = "3" }`.
/// Images are text masks, one string per row (`#` opaque, `+` half, `.` clear):
/// `item.image = {"#.#", ".#."}`; reading gives the rows back.
enum TabBarItemBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "TabBarItem", type: TabBarItem.self, base: nil, make: { TabBarItem() }) {
            Member.property("title", get: \TabBarItem.title, set: { $0.title = $1 })
            Member.property("badgeValue", get: \TabBarItem.badgeValue, set: { $0.badgeValue = $1 })
            Member.property("tag", get: \TabBarItem.tag, set: { $0.tag = $1 })
            Member.property("isEnabled", get: \TabBarItem.isEnabled, set: { $0.isEnabled = $1 })
            maskProperty("image", \TabBarItem.image)
            maskProperty("selectedImage", \TabBarItem.selectedImage)
        }
    }

    /// An image property read and written as mask rows, or nil.
    private static func maskProperty(_ name: String, _ keyPath: ReferenceWritableKeyPath<TabBarItem, Image?>) -> Member {
        Member.property(name, type: "{string}?", get: { (item: TabBarItem, session) in
            guard let image = item[keyPath: keyPath] else { return .nil }
            return try session.luaList(maskRows(of: image).map(LuaValue.string))
        }, set: { (item: TabBarItem, value, session) in
            item[keyPath: keyPath] = try maskImage(value, property: name, session: session)
        })
    }

    private static func maskImage(_ value: LuaValue, property: String, session: ScriptSession) throws -> Image? {
        if value == .nil { return nil }
        let refusal = ScriptError.badPropertyValue(className: "TabBarItem", name: property, expected: "list of mask rows",
                                                   got: session.typeName(of: value))
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
    static var binding: ClassBinding {
        ClassBinding(name: "TabBar", type: TabBar.self, base: "View", make: { TabBar() }) {
            Member.property("items", type: "{TabBarItem}", get: { (bar: TabBar, session) in
                try session.luaList(bar.items)
            }, set: { (bar: TabBar, value, session) in
                bar.items = try items(from: value, property: "items", session: session)
            })
            Member.property("selectedItem", type: "TabBarItem?", get: { (bar: TabBar, session) in
                try session.luaValue(for: bar.selectedItem)
            }, set: { (bar: TabBar, value, session) in
                let item = session.object(from: value) as? TabBarItem
                guard value == .nil || item != nil else {
                    throw ScriptError.badPropertyValue(className: "TabBar", name: "selectedItem", expected: "TabBarItem",
                                                       got: session.typeName(of: value))
                }
                bar.selectedItem = item
            })
            Member.property("didSelect", type: "function?", get: { (bar: TabBar, _) in
                (bar.delegate as? LuaTabBarDelegate).map { .function($0.didSelect) } ?? .nil
            }, set: { (bar: TabBar, value, session) in
                switch value {
                case .nil: bar.retainedDelegate = nil
                case .function(let function): bar.retainedDelegate = LuaTabBarDelegate(didSelect: function, session: session)
                default:
                    throw ScriptError.badPropertyValue(className: "TabBar", name: "didSelect", expected: "function",
                                                       got: session.typeName(of: value))
                }
            })
            Member.method("setItems", "(items, animated)") { (bar: TabBar, call) in
                try call.expectCount(1...2)
                bar.setItems(try items(from: call[1], property: "items", session: call.session),
                             animated: try call.value(2, default: false))
                return []
            }
            Member.method("frameForItem", "(index) -> Rect") { (bar: TabBar, call) in
                try call.expectCount(1...1)
                return [try call.session.luaValue(bar.frameForItem(at: try call.value(1)))]
            }
            Member.method("indexOfItem", "(item) -> integer?") { (bar: TabBar, call) in
                try call.expectCount(1...1)
                return [bar.index(of: try call.object(1, as: TabBarItem.self)).map(LuaValue.integer) ?? .nil]
            }
        }
    }

    /// A list of items from Lua: `TabBarItem`s, or tables of their properties (made into items).
    static func items(from value: LuaValue, property: String, session: ScriptSession) throws -> [TabBarItem] {
        guard case .table(let list) = value else {
            throw ScriptError.badPropertyValue(className: "TabBar", name: property, expected: "list of TabBarItem",
                                               got: session.typeName(of: value))
        }
        var items: [TabBarItem] = []
        for index in stride(from: 1, through: list.rawLength, by: 1) {
            let entry = try list.rawGet(.integer(index))
            let made = entry.isTable ? try session.construct(className: "TabBarItem", options: entry) : entry
            guard let item = session.object(from: made) as? TabBarItem else {
                throw ScriptError.badPropertyValue(className: "TabBar", name: property, expected: "list of TabBarItem",
                                                   got: "a list holding " + session.typeName(of: entry))
            }
            items.append(item)
        }
        return items
    }
}

/// `ViewController` (the little of UIKit's `UIViewController` a tab bar controller needs): a root
/// `view`, a `title`, and the `tabBarItem` made from the title unless one is set.
enum ViewControllerBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "ViewController", type: ViewController.self, base: nil, make: { ViewController() }) {
            Member.property("title", get: \ViewController.title, set: { $0.title = $1 })
            Member.object("view", type: "View") { (controller: ViewController) in controller.view }
            Member.object("tabBarController", type: "TabBarController?") { (controller: ViewController) in controller.tabBarController }
            Member.property("tabBarItem", type: "TabBarItem", get: { (controller: ViewController, session) in
                try session.luaValue(for: controller.tabBarItem)
            }, set: { (controller: ViewController, value, session) in
                guard let item = session.object(from: value) as? TabBarItem else {
                    throw ScriptError.badPropertyValue(className: session.className(of: controller), name: "tabBarItem",
                                                       expected: "TabBarItem", got: session.typeName(of: value))
                }
                controller.tabBarItem = item
            })
        }
    }
}

/// `TabBarController` (UIKit's `UITabBarController`): `TabBarController{ frame = {0, 0, 390, 844},
/// viewControllers = {{title = "Home"}, {title = "Search"}} }`, then `window:addSubview(tabs.view)`.
/// Children are `ViewController`s or tables of their properties. `shouldSelect(tabs, child)` must
/// return true for a tapped tab to be selected; `didSelect(tabs, child)` follows every user
/// selection. `selectedIndex` counts from 0, as in UIKit (`math.maxinteger`, UIKit's NSNotFound,
/// when there are no children); setting it or `selectedViewController` calls nothing.
enum TabBarControllerBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "TabBarController", type: TabBarController.self, base: "ViewController",
                     make: { TabBarController() }) {
            Member.rect("frame", get: \TabBarController.view.frame, set: { $0.view.frame = $1 })
            Member.object("tabBar", type: "TabBar") { (tabs: TabBarController) in tabs.tabBar }
            Member.property("viewControllers", type: "{ViewController}", get: { (tabs: TabBarController, session) in
                try session.luaList(tabs.viewControllers)
            }, set: { (tabs: TabBarController, value, session) in
                tabs.viewControllers = try children(from: value, session: session)
            })
            Member.property("selectedIndex", get: \TabBarController.selectedIndex, set: { $0.selectedIndex = $1 })
            Member.property("selectedViewController", type: "ViewController?", get: { (tabs: TabBarController, session) in
                try session.luaValue(for: tabs.selectedViewController)
            }, set: { (tabs: TabBarController, value, session) in
                guard let child = session.object(from: value) as? ViewController else {
                    throw ScriptError.badPropertyValue(className: "TabBarController", name: "selectedViewController",
                                                       expected: "ViewController", got: session.typeName(of: value))
                }
                tabs.selectedViewController = child
            })
            callback("shouldSelect", \.shouldSelect)
            callback("didSelect", \.didSelect)
        }
    }

    /// A delegate function property; setting one keeps the other.
    private static func callback(_ name: String, _ slot: KeyPath<LuaTabBarControllerDelegate, LuaRef?>) -> Member {
        Member.property(name, type: "function?", get: { (tabs: TabBarController, _) in
            (tabs.delegate as? LuaTabBarControllerDelegate)?[keyPath: slot].map(LuaValue.function) ?? .nil
        }, set: { (tabs: TabBarController, value, session) in
            let function: LuaRef?
            switch value {
            case .nil: function = nil
            case .function(let given): function = given
            default:
                throw ScriptError.badPropertyValue(className: "TabBarController", name: name, expected: "function",
                                                   got: session.typeName(of: value))
            }
            let current = tabs.delegate as? LuaTabBarControllerDelegate
            let should = name == "shouldSelect" ? function : current?.shouldSelect
            let did = name == "didSelect" ? function : current?.didSelect
            tabs.retainedDelegate = should == nil && did == nil
                ? nil : LuaTabBarControllerDelegate(shouldSelect: should, didSelect: did, session: session)
        })
    }

    private static func children(from value: LuaValue, session: ScriptSession) throws -> [ViewController] {
        guard case .table(let list) = value else {
            throw ScriptError.badPropertyValue(className: "TabBarController", name: "viewControllers",
                                               expected: "list of ViewController", got: session.typeName(of: value))
        }
        var children: [ViewController] = []
        for index in stride(from: 1, through: list.rawLength, by: 1) {
            let entry = try list.rawGet(.integer(index))
            let made = entry.isTable ? try session.construct(className: "ViewController", options: entry) : entry
            guard let child = session.object(from: made) as? ViewController else {
                throw ScriptError.badPropertyValue(className: "TabBarController", name: "viewControllers",
                                                   expected: "list of ViewController", got: "a list holding " + session.typeName(of: entry))
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
