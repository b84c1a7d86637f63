import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

@Suite("TabBar, TabBarItem, ViewController and TabBarController from Lua")
struct TabBarBindingTests {
    /// A bar of three 130-point items at the bottom of the default window.
    private let bar = """
        bar = TabBar{ frame = {0, 795, 390, 49},
                      items = {{title = "Home", tag = 1}, TabBarItem{title = "Search", badgeValue = "2"}, {title = "Me"}} }
        window:addSubview(bar)
        """

    @Test("Construction with a table: items from TabBarItems or tables of their properties, laid out in equal widths")
    func construction() throws {
        let session = try makeSession()
        try session.eval(bar)
        #expect(try session.text("return bar") == #"TabBar#1(frame: (0, 795, 390×49), items: ["Home", "Search", "Me"])"#)
        #expect(try session.text("return bar.items[2].badgeValue") == "2")
        #expect(try session.text("return bar.items[1].tag") == "1")
        #expect(try session.text("return bar:frameForItem(2)") == "{260, 0, 130, 49}")
        #expect(try session.text("return bar:indexOfItem(bar.items[3])") == "2")
    }

    @Test("Items and view controllers print their state, as views do")
    func printing() throws {
        let session = try makeSession()
        try session.eval(bar)
        let item = try session.text("return bar.items[2]")
        #expect(item.hasPrefix("TabBarItem#") && item.hasSuffix(#"(title: "Search", badgeValue: "2")"#))
        #expect(try session.text("return ViewController{ title = 'Inbox' }") == #"ViewController#1(title: "Inbox")"#)
    }

    @Test("UITabBarDelegate tabBar(_:didSelect:) from Lua: a tap selects at touch-up and calls didSelect, again on a re-tap")
    func didSelectFromLua() throws {
        let session = try makeSession()
        try session.eval(bar + """
            got = {}
            bar.didSelect = function(b, item) got[#got + 1] = (b == bar) and item.title end
            tap(bar, Point(195, 24))
            tap(bar, Point(195, 24))
            """)
        #expect(try session.text("return table.concat(got, ',')") == "Search,Search")
        #expect(try session.text("return bar.selectedItem.title") == "Search")
        #expect(try session.text("return type(bar.didSelect)") == "function")
        #expect(session.trafficLines.contains { $0.hasSuffix("delivered  TabBar#1  -> function#1 tabBar:didSelectItem:") })
    }

    @Test("UITabBar.selectedItem from Lua: set in code it calls nothing; a value of the wrong type is refused")
    func programmaticSelection() throws {
        let session = try makeSession()
        try session.eval(bar + """
            calls = 0
            bar.didSelect = function() calls = calls + 1 end
            bar.selectedItem = bar.items[3]
            """)
        #expect(try session.text("return bar.selectedItem.title .. calls") == "Me0")
        let error = try #require(session.failure("bar.selectedItem = 3"))
        #expect(error.message.contains("bad argument #1 to 'TabBar.selectedItem' (TabBarItem expected, got number)"))
        let items = try #require(session.failure("bar.items = {1, 2}"))
        #expect(items.message.contains("list of TabBarItem expected"))
    }

    @Test("A Lua error in didSelect is reported with file and line, recorded as a failed delivery, and the selection stands")
    func failingCallbackNeverEscapes() throws {
        let session = try makeSession()
        try session.run(bar + """

            bar.didSelect = function() error("oops") end
            tap(bar, Point(50, 24))
            after = true
            """, chunkName: "@scripts/tabs.lua")
        #expect(try session.lua.global("after") == true)
        #expect(try session.text("return bar.selectedItem.title") == "Home")
        let failure = try #require(session.stage.actionFailures.first)
        #expect(failure.error.message == "scripts/tabs.lua:4: oops")
        #expect(failure.sender == "TabBar#1")
        #expect(session.stage.application.traffic.records.contains { $0.kind == .failed && $0.action == "tabBar:didSelectItem:" })
    }

    @Test("UITabBarItem images from Lua are text masks and read back as rows")
    func itemImages() throws {
        let session = try makeSession()
        try session.eval(##"item = TabBarItem{ title = "Me", image = {"#+", ".#"} }"##)
        #expect(try session.text("return table.concat(item.image, '|')") == "#+|.#")
        #expect(try session.text("return item.selectedImage") == "nil")
        #expect(session.failure(##"item.image = {"#?"}"##) != nil)
    }

    @Test("UITabBarControllerDelegate from Lua: shouldSelect may refuse, didSelect follows every user selection; code selection is silent")
    func controllerFromLua() throws {
        let session = try makeSession()
        try session.eval("""
            tabs = TabBarController{ frame = {0, 0, 390, 844},
                                     viewControllers = {{title = "A"}, {title = "B"}, ViewController{title = "C"}} }
            window:addSubview(tabs.view)
            log = {}
            tabs.shouldSelect = function(t, child) log[#log + 1] = "should " .. child.title; return child.title ~= "C" end
            tabs.didSelect = function(t, child) log[#log + 1] = "did " .. child.title end
            tap(tabs.tabBar, Point(195, 24))
            tap(tabs.tabBar, Point(320, 24))
            tap(tabs.tabBar, Point(195, 24))
            """)
        #expect(try session.text("return table.concat(log, ', ')") == "should B, did B, should C, should B, did B")
        #expect(try session.text("return tabs.selectedIndex") == "1")
        #expect(try session.text("return tabs.selectedViewController.title") == "B")
        try session.eval("log = {}; tabs.selectedIndex = 2")
        #expect(try session.text("return tabs.selectedViewController.title .. #log") == "C0")
        #expect(try session.text("return tabs.viewControllers[3].tabBarController == tabs") == "true")
        #expect(try session.text("return tabs.selectedViewController.view.superview == tabs.view") == "true")
        try session.eval("tabs.shouldSelect = nil")
        #expect(try session.text("return type(tabs.didSelect)") == "function")
    }

    @Test("A Lua error in shouldSelect is reported and the tap selects as if there were no shouldSelect")
    func failingShouldSelect() throws {
        let session = try makeSession()
        try session.eval("""
            tabs = TabBarController{ frame = {0, 0, 390, 844}, viewControllers = {{title = "A"}, {title = "B"}} }
            window:addSubview(tabs.view)
            tabs.shouldSelect = function() error("no") end
            tap(tabs.tabBar, Point(292, 24))
            """)
        #expect(try session.text("return tabs.selectedIndex") == "1")
        #expect(session.stage.actionFailures.first?.event == "shouldSelect")
    }
}
