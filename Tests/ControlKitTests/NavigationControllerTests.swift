import Testing
@testable import ControlKit

/// One log for the appearance callbacks of several controllers and a navigation controller's
/// delegate, in the order they happen, with the virtual time.
private final class AppearanceLog: AppearanceObserver, NavigationControllerDelegate {
    var lines: [String] = []
    var clock: VirtualClock?
    var failure: (any Error)?

    func viewController(_ viewController: ViewController, ran callback: AppearanceCallback, animated: Bool) throws {
        lines.append("\(viewController.title ?? "?") \(callback)\(animated ? " animated" : "")")
        if let failure { throw failure }
    }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) throws {
        lines.append("willShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) throws {
        lines.append("didShow \(viewController.title ?? "?")")
    }

    /// Takes the lines so far.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

/// A navigation controller filling a 390×844 window, with a root "Inbox", an appearance log on
/// every controller made through `make`, and a driver.
private final class NavigationStage {
    let application = Application()
    let window: Window
    let log = AppearanceLog()
    let driver: TouchDriver
    let navigation: NavigationController

    init(inWindow: Bool = true) {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        driver = TouchDriver(window: window)
        navigation = NavigationController(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        navigation.delegate = log
        try? navigation.setViewControllers([make("Inbox")], animated: false)
        if inWindow { window.addSubview(navigation.view) }
        _ = log.take()
    }

    func make(_ title: String) -> ViewController {
        let controller = ViewController(title: title)
        controller.appearanceObserver = log
        return controller
    }

    func tapBack() throws {
        let back = try #require(navigation.navigationBar.subviews.compactMap { $0 as? BarButton }.first { $0.isBackButton })
        driver.tap(at: back.convert(back.bounds.center, to: window))
    }
}

@Suite("NavigationController (UINavigationController, UINavigationControllerDelegate, appearance callbacks)")
struct NavigationControllerTests {
    @Test("uikit-rules §14.5: an animated push calls will-disappear, will-appear, willShow, then after 0.35 s did-disappear, did-appear, didShow")
    func animatedPushOrder() throws {
        let stage = NavigationStage()
        let message = stage.make("Message")
        try stage.navigation.pushViewController(message, animated: true)
        #expect(stage.log.take() == ["Inbox viewWillDisappear animated", "Message viewWillAppear animated", "willShow Message"])
        #expect(stage.navigation.topViewController === message)
        #expect(stage.navigation.navigationBar.topItem === message.navigationItem)
        #expect(message.view.superview === stage.navigation.view)
        stage.application.clock.advance(by: 0.2)
        #expect(stage.log.lines.isEmpty)
        #expect(message.view.frame.minX > 0 && message.view.frame.minX < 390)
        stage.application.clock.advance(by: 0.15)
        #expect(stage.log.take() == ["Inbox viewDidDisappear animated", "Message viewDidAppear animated", "didShow Message"])
        #expect(message.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(stage.navigation.viewControllers[0].view.superview == nil)
        #expect(message.appearanceState == .appeared && stage.navigation.viewControllers[0].appearanceState == .disappeared)
    }

    @Test("uikit-rules §14.5: a push without animation runs every callback at once, in the same order")
    func plainPushOrder() throws {
        let stage = NavigationStage()
        try stage.navigation.pushViewController(stage.make("Message"), animated: false)
        #expect(stage.log.take() == ["Inbox viewWillDisappear", "Message viewWillAppear", "willShow Message",
                                     "Inbox viewDidDisappear", "Message viewDidAppear", "didShow Message"])
    }

    @Test("uikit-rules §14.3, §14.5: the back button pops the top view controller, animated")
    func backButtonPopsTheViewController() throws {
        let stage = NavigationStage()
        let message = stage.make("Message")
        try stage.navigation.pushViewController(message, animated: false)
        _ = stage.log.take()
        try stage.tapBack()
        #expect(stage.navigation.viewControllers.map(\.title) == ["Inbox"])
        #expect(message.navigationController === stage.navigation)
        stage.application.clock.advance(by: 0.35)
        #expect(stage.log.take() == ["Message viewWillDisappear animated", "Inbox viewWillAppear animated", "willShow Inbox",
                                     "Message viewDidDisappear animated", "Inbox viewDidAppear animated", "didShow Inbox"])
        #expect(message.navigationController == nil && message.view.superview == nil)
    }

    @Test("uikit-rules §14.5: the root is never popped; popToRoot and popToViewController return what they popped, bottom first")
    func pops() throws {
        let stage = NavigationStage()
        #expect(try stage.navigation.popViewController(animated: false) == nil)
        #expect(try stage.navigation.popToRootViewController(animated: false)?.isEmpty == true)
        let a = stage.make("A"), b = stage.make("B"), c = stage.make("C")
        for controller in [a, b, c] { try stage.navigation.pushViewController(controller, animated: false) }
        #expect(try stage.navigation.popViewController(animated: false) === c)
        try stage.navigation.pushViewController(c, animated: false)
        #expect(try stage.navigation.popToViewController(a, animated: false)?.map(\.title) == ["B", "C"])
        try stage.navigation.pushViewController(b, animated: false)
        #expect(try stage.navigation.popToRootViewController(animated: false)?.map(\.title) == ["A", "B"])
        #expect(stage.navigation.visibleViewController?.title == "Inbox")
        #expect(throws: NavigationError.self) { try stage.navigation.popToViewController(c, animated: false) }
    }

    @Test("uikit-rules §14.6: a view controller pushed twice or belonging to another container is an error naming it")
    func pushErrors() throws {
        let stage = NavigationStage()
        let root = try #require(stage.navigation.topViewController)
        do {
            try stage.navigation.pushViewController(root, animated: false)
            Issue.record("pushing the root again was taken")
        } catch {
            #expect("\(error)" == #"pushViewController: ViewController#1 ("Inbox") is already on the stack"#)
        }
        let other = NavigationController(rootViewController: ViewController(title: "Elsewhere"))
        let stranger = try #require(other.topViewController)
        #expect(throws: NavigationError.self) { try stage.navigation.pushViewController(stranger, animated: false) }
        #expect(throws: NavigationError.self) { try stage.navigation.pushViewController(stage.navigation, animated: false) }
        let twice = stage.make("Twice")
        #expect(throws: NavigationError.self) { try stage.navigation.setViewControllers([twice, twice], animated: false) }
        #expect(stage.navigation.viewControllers.map(\.title) == ["Inbox"])
    }

    @Test("uikit-rules §14.6: a change during an animated transition is an error; the running one finishes")
    func changeDuringTransition() throws {
        let stage = NavigationStage()
        try stage.navigation.pushViewController(stage.make("A"), animated: true)
        #expect(throws: NavigationError.transitionInProgress(method: "pushViewController", endsAt: 0.35)) {
            try stage.navigation.pushViewController(stage.make("B"), animated: true)
        }
        #expect(throws: NavigationError.self) { try stage.navigation.popViewController(animated: false) }
        #expect(stage.window.hitTest(Point(x: 195, y: 400), with: nil) === stage.navigation.view)
        stage.application.clock.advance(by: 0.35)
        #expect(!stage.navigation.isTransitioning)
        #expect(stage.navigation.viewControllers.map(\.title) == ["Inbox", "A"])
    }

    @Test("uikit-rules §14.6: the bar of a navigation controller refuses pushes and pops of its own")
    func managedBarRefusesItsOwnChanges() {
        let stage = NavigationStage()
        #expect(throws: NavigationError.managedByController(method: "pushItem")) {
            try stage.navigation.navigationBar.pushItem(NavigationItem(title: "X"), animated: false)
        }
    }

    @Test("uikit-rules §14.5: the controller's view entering and leaving a window makes its top child appear and disappear")
    func windowEntryDrivesAppearance() throws {
        let stage = NavigationStage(inWindow: false)
        let root = try #require(stage.navigation.topViewController)
        #expect(root.appearanceState == .disappeared)
        stage.window.addSubview(stage.navigation.view)
        #expect(stage.log.take() == ["Inbox viewWillAppear", "Inbox viewDidAppear"])
        stage.navigation.view.removeFromSuperview()
        #expect(stage.log.take() == ["Inbox viewWillDisappear", "Inbox viewDidDisappear"])
        try stage.navigation.pushViewController(stage.make("Hidden"), animated: true)
        #expect(stage.log.take() == ["willShow Hidden", "didShow Hidden"])
        #expect(!stage.navigation.isTransitioning)
    }

    @Test("uikit-rules §14.5: an appearance observer's error is recorded as a failed callback and the push goes on")
    func failingAppearanceCallback() throws {
        let stage = NavigationStage()
        stage.log.failure = TestFailure(description: "broken")
        try stage.navigation.pushViewController(stage.make("Message"), animated: false)
        #expect(stage.navigation.topViewController?.appearanceState == .appeared)
        let failures = stage.application.traffic.records.filter { $0.kind == .failed }
        #expect(failures.map { $0.action ?? "" } == ["viewWillDisappear", "viewWillAppear", "viewDidDisappear", "viewDidAppear"])
    }

    @Test("The toolbar shows the top view controller's toolbar items and is hidden by default; the navigation item follows the title")
    func toolbarAndItems() throws {
        let stage = NavigationStage()
        #expect(stage.navigation.isToolbarHidden && stage.navigation.toolbar.isHidden)
        let message = stage.make("Message")
        let reply = BarButtonItem(barButtonSystemItem: .reply)
        message.toolbarItems = [.flexibleSpace(), reply]
        try stage.navigation.pushViewController(message, animated: false)
        stage.navigation.setToolbarHidden(false, animated: false)
        #expect(!stage.navigation.toolbar.isHidden)
        #expect(stage.navigation.toolbar.items.last === reply)
        #expect(stage.navigation.toolbar.frame == Rect(x: 0, y: 800, width: 390, height: 44))
        let trash = BarButtonItem(barButtonSystemItem: .trash)
        message.toolbarItems = [trash]
        #expect(stage.navigation.toolbar.items.map { $0 === trash } == [true])
        message.title = "Re: Message"
        #expect(message.navigationItem.title == "Re: Message")
        #expect(stage.navigation.navigationBar.topItem?.title == "Re: Message")
    }

    @Test("A prompt makes the bar 74 points high; an opaque bar pushes the child's view below it")
    func barLayout() throws {
        let stage = NavigationStage()
        let root = try #require(stage.navigation.topViewController)
        #expect(stage.navigation.navigationBar.frame == Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        root.navigationItem.prompt = "Pick one"
        stage.navigation.navigationBar.isTranslucent = false
        stage.navigation.view.layoutIfNeeded()
        #expect(stage.navigation.navigationBar.frame.height == 74)
        #expect(root.view.frame == Rect(x: 0, y: 74, width: 390, height: 770))
    }
}

@Suite("TabBarController appearance callbacks")
struct TabBarControllerAppearanceTests {
    @Test("uikit-rules §14.5: switching tabs in a window calls will-disappear, will-appear, did-disappear, did-appear")
    func tabSwitchOrder() {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let log = AppearanceLog()
        let tabs = TabBarController(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let children = ["A", "B"].map { title -> ViewController in
            let child = ViewController(title: title)
            child.appearanceObserver = log
            return child
        }
        tabs.viewControllers = children
        #expect(log.take().isEmpty)
        window.addSubview(tabs.view)
        #expect(log.take() == ["A viewWillAppear", "A viewDidAppear"])
        tabs.selectedIndex = 1
        #expect(log.take() == ["A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear"])
        #expect(children[1].parent === tabs)
        tabs.viewControllers = [children[0]]
        #expect(log.take() == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear"])
    }

    @Test("uikit-rules §14.5: a navigation controller as a tab passes the tab's appearance on to its top view controller")
    func navigationControllerInATab() throws {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let log = AppearanceLog()
        let root = ViewController(title: "Inbox"), other = ViewController(title: "Other")
        root.appearanceObserver = log
        other.appearanceObserver = log
        let navigation = NavigationController(rootViewController: root)
        navigation.title = "Mail"
        navigation.appearanceObserver = log
        let tabs = TabBarController(frame: window.bounds)
        tabs.viewControllers = [navigation, other]
        window.addSubview(tabs.view)
        #expect(log.take() == ["Mail viewWillAppear", "Inbox viewWillAppear", "Mail viewDidAppear", "Inbox viewDidAppear"])
        tabs.selectedIndex = 1
        #expect(log.take() == ["Mail viewWillDisappear", "Inbox viewWillDisappear", "Other viewWillAppear",
                               "Mail viewDidDisappear", "Inbox viewDidDisappear", "Other viewDidAppear"])
        try navigation.pushViewController(ViewController(title: "Hidden"), animated: true)
        #expect(!navigation.isTransitioning)
        #expect(root.navigationController === navigation && navigation.parent === tabs)
    }
}
