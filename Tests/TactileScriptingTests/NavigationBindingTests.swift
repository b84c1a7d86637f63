import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

@Suite("BarButtonItem, Toolbar, NavigationItem, NavigationBar and NavigationController from Lua")
struct NavigationBindingTests {
    /// A toolbar at the bottom of the default window, its add item's action a Lua function.
    private let toolbar = """
        got = {}
        bar = Toolbar{ frame = {0, 800, 390, 44},
                       items = {{title = "Edit", tag = 1}, BarButtonItem.flexibleSpace(),
                                {systemItem = "add", action = function(item, event) got[#got + 1] = {item, event} end}} }
        window:addSubview(bar)
        """

    @Test("uikit-rules §13.3: a tap on an item calls its function with the item and the tap's event, recorded from the item")
    func functionAction() throws {
        let session = try makeSession()
        try session.eval(toolbar + "\ntap(bar, Point(360, 22))")
        #expect(try session.text("return #got") == "1")
        #expect(try session.text("return got[1][1] == bar.items[3]") == "true")
        #expect(try session.text("return got[1][2].type") == "touches")
        #expect(session.trafficLines.contains { $0.hasSuffix("delivered  BarButtonItem#1  -> function#1 call  event=Event#1") })
        #expect(try session.text("return type(bar.items[3].action)") == "function")
    }

    @Test("uikit-rules §13.3: an action name is sent to the target table, target:name(item, event); a disabled item sends nothing")
    func namedActionToATable() throws {
        let session = try makeSession()
        try session.eval(toolbar + """

            editor = { count = 0 }
            function editor:startEditing(item, event) self.count = self.count + 1; self.last = item.title end
            local edit = bar.items[1]
            edit.target = editor
            edit.action = "startEditing"
            tap(bar, Point(30, 22))
            edit.isEnabled = false
            tap(bar, Point(30, 22))
            """)
        #expect(try session.text("return editor.count .. ' ' .. editor.last") == "1 Edit")
        #expect(try session.text("return bar.items[1].action") == "startEditing")
        #expect(try session.text("return bar.items[1].target == editor") == "true")
    }

    @Test("A Lua error in an item's action is reported with file and line, recorded as failed, and the bar goes on")
    func failingActionNeverEscapes() throws {
        let session = try makeSession()
        try session.run("""
            bar = Toolbar{ frame = {0, 800, 390, 44}, items = {{title = "Go", action = function() error("no way") end}} }
            window:addSubview(bar)
            tap(bar, Point(30, 22))
            after = true
            """, chunkName: "@scripts/bars.lua")
        #expect(try session.lua.global("after") == true)
        let failure = try #require(session.stage.actionFailures.first)
        #expect(failure.error.message == "scripts/bars.lua:1: no way")
        #expect(failure.sender == "BarButtonItem#1")
        #expect(session.stage.application.traffic.records.contains { $0.kind == .failed && $0.action == "call" })
    }

    @Test("uikit-rules §13.1, §13.4: system items are chosen at creation; widths and entries of the wrong kind are refused clearly")
    func refusals() throws {
        let session = try makeSession()
        try session.eval(toolbar)
        #expect(try session.text("return bar.items[3].systemItem") == "add")
        #expect(try session.text("return BarButtonItem{ systemItem = 'fixedSpace', width = 20 }.width") == "20.0")
        let readOnly = try #require(session.failure("bar.items[3].systemItem = 'trash'"))
        #expect(readOnly.message.contains("read-only"))
        let unknown = try #require(session.failure("BarButtonItem{ systemItem = 'trsh' }"))
        #expect(unknown.message.contains("did you mean 'trash'"))
        for (value, reason) in [("-5", "width from 0 to 10000 expected, got -5"), ("1e12", "width from 0 to 10000 expected, got 1000000000000"),
                                ("0/0", "finite number expected, got"), ("math.huge", "finite number expected, got inf")] {
            let error = try #require(session.failure("bar.items[2].width = \(value)"))
            #expect(error.message.contains("bad argument #1 to 'BarButtonItem.width' (\(reason)"), "\(error.message)")
        }
        let fixed = try #require(session.failure("BarButtonItem.fixedSpace(-1)"))
        #expect(fixed.message.contains("bad argument #1 to 'BarButtonItem.fixedSpace' (width from 0 to 10000 expected, got -1)"))
        let entries = try #require(session.failure("bar.items = {1, 2}"))
        #expect(entries.message.contains("list of BarButtonItem expected, got a list holding number"))
        #expect(try session.text("return #bar.items") == "3")
    }

    @Test("Title text attributes: set per state from {font, color}, read back for exactly that state")
    func titleAttributes() throws {
        let session = try makeSession()
        try session.eval(toolbar + """

            bar.items[1]:setTitleTextAttributes({ font = Font.boldSystemFont(15), color = "systemRed" }, "normal")
            """)
        #expect(try session.text("return bar.items[1]:titleTextAttributes().font.pointSize") == "15.0")
        #expect(try session.text("return bar.items[1]:titleTextAttributes('highlighted')") == "nil")
        let bad = try #require(session.failure("bar.items[1]:setTitleTextAttributes({ colour = 'red' })"))
        #expect(bad.message.contains("unknown title attribute 'colour'"))
    }

    /// The seed's stand-alone bar: Tinker, and a right item Evers that pushes the next item.
    private let tinker = """
        log = {}
        nav = NavigationBar{ frame = {0, 0, 390, 44} }
        window:addSubview(nav)
        function pushNext(sender)
          local item = NavigationItem{ title = sender.title }
          if sender.title == "Evers" then item.rightBarButtonItem = { title = "Chance", action = pushNext } end
          nav:pushNavigationItem(item, true)
        end
        nav.items = { NavigationItem{ title = "Tinker", rightBarButtonItem = { title = "Evers", action = pushNext } } }
        nav.didPush = function(bar, item) log[#log + 1] = "didPush " .. item.title end
        nav.shouldPop = function(bar, item) log[#log + 1] = "shouldPop " .. item.title; return item.title ~= "Chance" or allowChance end
        nav.didPop = function(bar, item) log[#log + 1] = "didPop " .. item.title end
        """

    @Test("uikit-rules §14.4: the seed's Tinker to Evers to Chance, pushed by taps on the right items, didPush after each transition")
    func tinkerToEversToChance() throws {
        let session = try makeSession()
        try session.eval(tinker + """

            tap(nav, Point(360, 22))
            transitioning = nav.isTransitioning
            clock.advance(0.35)
            tap(nav, Point(350, 22))
            clock.advance(0.35)
            """)
        #expect(try session.text("return transitioning") == "true")
        #expect(try session.text("return table.concat(log, ', ')") == "didPush Evers, didPush Chance")
        #expect(try session.text("return nav.topItem.title .. ' < ' .. nav.backItem.title") == "Chance < Evers")
        #expect(try session.text("return #nav.items") == "3")
    }

    @Test("uikit-rules §14.3, §14.4: the back button pops once shouldPop allows; a refusal keeps the top item")
    func backNavigationAndVeto() throws {
        let session = try makeSession()
        try session.eval(tinker + """

            nav:pushNavigationItem(NavigationItem{ title = "Evers" })
            nav:pushNavigationItem({ title = "Chance" })
            log = {}
            tap(nav, Point(30, 22))
            clock.advance(0.35)
            refused = nav.topItem.title
            allowChance = true
            tap(nav, Point(30, 22))
            clock.advance(0.35)
            """)
        #expect(try session.text("return refused") == "Chance")
        #expect(try session.text("return table.concat(log, ', ')") == "shouldPop Chance, shouldPop Chance, didPop Chance")
        #expect(try session.text("return nav.topItem.title") == "Evers")
        #expect(session.trafficLines.contains { $0.contains("navigationBar:shouldPopItem: refused NavigationItem#") })
    }

    @Test("uikit-rules §14.6: pushing an item twice or during a transition is an error at the caller's line naming the method")
    func stackErrors() throws {
        let session = try makeSession()
        try session.eval(tinker)
        let twice = try #require(session.failure("nav:pushNavigationItem(nav.topItem)"))
        #expect(twice.message.hasPrefix("test:1: pushNavigationItem: NavigationItem#"))
        #expect(twice.message.hasSuffix(#"("Tinker") is already on the stack"#))
        try session.eval("nav:pushNavigationItem({ title = 'Evers' }, true)")
        let during = try #require(session.failure("\n nav:popNavigationItem(true)"))
        #expect(during.message == "test:2: popNavigationItem: an animated transition is running until t=0.350; advance the clock first")
        let duplicate = try #require(session.failure("local i = NavigationItem{}; clock.advance(1); nav.items = {i, i}"))
        #expect(duplicate.message.contains("bad argument #1 to 'NavigationBar.items' (setItems: NavigationItem#"))
        #expect(try session.text("return #nav.items") == "2")
        #expect(try session.text("return nav:popNavigationItem() and nav:popNavigationItem()") == "nil")
    }

    @Test("uikit-rules §14.4: a Lua error in didPush is reported with its file and line; the bar goes on")
    func failingDelegate() throws {
        let session = try makeSession()
        try session.run("""
            nav = NavigationBar{ frame = {0, 0, 390, 44}, items = {{ title = "A" }} }
            nav.didPush = function() error("bad push") end
            nav:pushNavigationItem({ title = "B" })
            after = nav.topItem.title
            """, chunkName: "@scripts/nav.lua")
        #expect(try session.text("return after") == "B")
        #expect(session.stage.actionFailures.first?.error.message == "scripts/nav.lua:2: bad push")
        #expect(session.stage.application.traffic.records.contains { $0.kind == .failed && $0.action == "navigationBar:didPushItem:" })
    }

    @Test("uikit-rules §14.5: a navigation controller from Lua: appearance callbacks and willShow/didShow in order, the back button pops")
    func navigationController() throws {
        let session = try makeSession()
        try session.eval("""
            log = {}
            local function watch(vc)
              for _, name in ipairs{ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" } do
                vc[name] = function(c, animated) log[#log + 1] = c.title .. " " .. name end
              end
              return vc
            end
            nav = NavigationController{ frame = {0, 0, 390, 844}, viewControllers = { watch(ViewController{ title = "Inbox" }) } }
            nav.willShow = function(n, vc, animated) log[#log + 1] = "willShow " .. vc.title end
            nav.didShow = function(n, vc, animated) log[#log + 1] = "didShow " .. vc.title .. " " .. tostring(animated) end
            window:addSubview(nav.view)
            log = {}
            message = watch(ViewController{ title = "Message" })
            nav:pushViewController(message, true)
            clock.advance(0.35)
            pushed = table.concat(log, ", ")
            log = {}
            tap(nav.navigationBar, Point(30, 22))
            clock.advance(0.35)
            """)
        #expect(try session.text("return pushed") ==
                "Inbox viewWillDisappear, Message viewWillAppear, willShow Message, Inbox viewDidDisappear, Message viewDidAppear, didShow Message true")
        #expect(try session.text("return table.concat(log, ', ')") ==
                "Message viewWillDisappear, Inbox viewWillAppear, willShow Inbox, Message viewDidDisappear, Inbox viewDidAppear, didShow Inbox true")
        #expect(try session.text("return nav.topViewController.title .. ' ' .. nav.topViewController.appearanceState") == "Inbox appeared")
        #expect(try session.text("return message.navigationController") == "nil")
        #expect(try session.text("return nav.viewControllers[1].navigationItem == nav.navigationBar.topItem") == "true")
    }

    @Test("uikit-rules §14.6: a navigation controller refuses a view controller twice, one of another container, and its bar's own changes")
    func navigationControllerRefusals() throws {
        let session = try makeSession()
        try session.eval("""
            nav = NavigationController{ frame = {0, 0, 390, 844}, viewControllers = {{ title = "Root" }} }
            tabs = TabBarController{ viewControllers = {{ title = "Tab" }} }
            """)
        let twice = try #require(session.failure("nav:pushViewController(nav.topViewController)"))
        #expect(twice.message.contains(#"pushViewController: ViewController#1 ("Root") is already on the stack"#))
        let other = try #require(session.failure("nav:pushViewController(tabs.viewControllers[1])"))
        #expect(other.message.contains("already belongs to TabBarController#"))
        let managed = try #require(session.failure("nav.navigationBar:pushNavigationItem({ title = 'X' })"))
        #expect(managed.message.contains("pushNavigationItem: the bar belongs to a navigation controller"))
        let notThere = try #require(session.failure("nav:popToViewController(ViewController{})"))
        #expect(notThere.message.contains("popToViewController: ViewController#"))
        #expect(try session.text("return nav:popViewController()") == "nil")
        #expect(try session.text("return #nav:popToRootViewController()") == "0")
    }

    @Test("A view controller's toolbar items fill the navigation controller's toolbar, shown when isToolbarHidden is false")
    func toolbarItems() throws {
        let session = try makeSession()
        try session.eval("""
            nav = NavigationController{ frame = {0, 0, 390, 844},
                                        viewControllers = {{ title = "Root", toolbarItems = { BarButtonItem.flexibleSpace(), { systemItem = "compose" } } }} }
            nav.isToolbarHidden = false
            """)
        #expect(try session.text("return nav.toolbar.items[2].systemItem") == "compose")
        #expect(try session.text("return nav.toolbar.isHidden") == "false")
        #expect(try session.text("return nav.toolbar.frame") == "{0, 800, 390, 44}")
    }

    @Test("Bars, items and controllers print their state")
    func printing() throws {
        let session = try makeSession()
        try session.eval(tinker)
        #expect(try session.text("return nav") == #"NavigationBar#1(frame: (0, 0, 390×44), items: ["Tinker"])"#)
        #expect(try session.text("return nav.topItem").hasSuffix(#"(title: "Tinker", right: ["Evers"])"#))
        #expect(try session.text("return nav.topItem.rightBarButtonItem").hasSuffix(#"(title: "Evers", action: call)"#))
    }
}
