import Testing
@testable import ControlKit

/// A delegate that logs what it is asked and told, and answers should-select from a set of refused titles.
private final class TabLog: TabBarControllerDelegate {
    var calls: [String] = []
    var refused: Set<String> = []

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        calls.append("should " + (viewController.title ?? ""))
        return !refused.contains(viewController.title ?? "")
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) throws {
        calls.append("did " + (viewController.title ?? ""))
    }
}

/// A controller filling a 300×600 window with children "Home", "Search", "Profile" (tabs 100 pt wide,
/// the bar from y = 551), a driver and a logging delegate.
private final class TabsStage {
    let application = Application()
    let window: Window
    let tabs = TabBarController(frame: Rect(x: 0, y: 0, width: 300, height: 600))
    let children = [ViewController(title: "Home"), ViewController(title: "Search"), ViewController(title: "Profile")]
    let driver: TouchDriver
    let log = TabLog()

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 300, height: 600))
        window.addSubview(tabs.view)
        tabs.viewControllers = children
        tabs.delegate = log
        driver = TouchDriver(window: window)
    }

    func tab(_ index: Int) -> Point { Point(x: 50 + 100 * Double(index), y: 575) }

    var actions: [String] { application.traffic.records.compactMap { record in record.action.map { "\(record.kind) \($0)" } } }
}

@Suite("TabBarController (UITabBarController, UITabBarControllerDelegate)")
struct TabBarControllerTests {
    @Test("UITabBarController: children's items (made from their titles) fill the bar; the first is selected and only its view is shown")
    func childrenAndInitialSelection() {
        let stage = TabsStage()
        #expect(stage.tabs.tabBar.items.map(\.title) == ["Home", "Search", "Profile"])
        #expect(stage.tabs.tabBar.items[1] === stage.children[1].tabBarItem)
        #expect(stage.tabs.selectedIndex == 0)
        #expect(stage.tabs.selectedViewController === stage.children[0])
        #expect(stage.tabs.tabBar.selectedItem === stage.children[0].tabBarItem)
        #expect(stage.children[0].view.superview === stage.tabs.view)
        #expect(stage.children[1].view.superview == nil)
        #expect(stage.children[0].tabBarController === stage.tabs)
        #expect(stage.tabs.tabBar.frame == Rect(x: 0, y: 551, width: 300, height: 49))
        #expect(stage.children[0].view.frame == Rect(x: 0, y: 0, width: 300, height: 551))
        #expect(stage.log.calls.isEmpty)
    }

    @Test("UITabBarControllerDelegate: a tap asks should-select, shows the tab, then tells did-select")
    func tapSelectsTab() {
        let stage = TabsStage()
        stage.driver.tap(at: stage.tab(2))
        #expect(stage.log.calls == ["should Profile", "did Profile"])
        #expect(stage.tabs.selectedIndex == 2)
        #expect(stage.tabs.selectedViewController === stage.children[2])
        #expect(stage.children[2].view.superview === stage.tabs.view)
        #expect(stage.children[0].view.superview == nil)
        #expect(stage.children[2].view.frame == Rect(x: 0, y: 0, width: 300, height: 551))
    }

    @Test("tabBarController(_:didSelect:) since iOS 3: tapping the selected tab asks and tells again")
    func reTapTellsAgain() {
        let stage = TabsStage()
        stage.driver.tap(at: stage.tab(0))
        #expect(stage.log.calls == ["should Home", "did Home"])
        #expect(stage.tabs.selectedIndex == 0)
    }

    @Test("tabBarController(_:shouldSelect:) false: the current tab stays, in the bar too, nothing is told, and a note says why")
    func refusedSelection() {
        let stage = TabsStage()
        stage.log.refused = ["Search"]
        stage.driver.tap(at: stage.tab(1))
        #expect(stage.log.calls == ["should Search"])
        #expect(stage.tabs.selectedIndex == 0)
        #expect(stage.tabs.tabBar.selectedItem === stage.children[0].tabBarItem)
        #expect(stage.application.traffic.records.contains { $0.kind == .note && $0.message?.hasPrefix("tabBarController:shouldSelectViewController: refused ViewController#") == true })
        #expect(!stage.actions.contains { $0.hasSuffix("didSelectItem:") })
    }

    @Test("UITabBarController.selectedIndex and selectedViewController: set in code they tell nobody; unknown values are ignored")
    func programmaticSelectionIsSilent() {
        let stage = TabsStage()
        stage.tabs.selectedIndex = 1
        #expect(stage.tabs.selectedViewController === stage.children[1])
        #expect(stage.children[1].view.superview === stage.tabs.view)
        stage.tabs.selectedIndex = 7
        stage.tabs.selectedViewController = ViewController(title: "stranger")
        #expect(stage.tabs.selectedIndex == 1)
        stage.tabs.selectedViewController = stage.children[2]
        #expect(stage.tabs.selectedIndex == 2)
        #expect(stage.tabs.tabBar.selectedItem === stage.children[2].tabBarItem)
        #expect(stage.log.calls.isEmpty)
        #expect(stage.application.traffic.records.isEmpty)
    }

    @Test("UITabBarController.viewControllers: new children keep the selected child, else its index, else the first; none gives NSNotFound")
    func replacingChildren() {
        let stage = TabsStage()
        let extra = ViewController(title: "Extra")
        stage.tabs.selectedIndex = 2
        stage.tabs.viewControllers = [stage.children[2], extra]
        #expect(stage.tabs.selectedIndex == 0)
        #expect(stage.tabs.selectedViewController === stage.children[2])
        stage.tabs.selectedIndex = 1
        stage.tabs.viewControllers = [stage.children[0], stage.children[1], stage.children[2]]
        #expect(stage.tabs.selectedIndex == 1)
        #expect(extra.view.superview == nil)
        #expect(extra.tabBarController == nil)
        stage.tabs.viewControllers = [extra]
        #expect(stage.tabs.selectedIndex == 0)
        stage.tabs.viewControllers = []
        #expect(stage.tabs.selectedIndex == TabBarController.notFound)
        #expect(stage.tabs.selectedViewController == nil)
        #expect(stage.tabs.tabBar.selectedItem == nil)
        #expect(stage.tabs.view.subviews.count == 1)
    }

    @Test("UITabBarController.tabBar: its items come from the children; setting them directly is refused with a note")
    func barItemsBelongToTheController() {
        let stage = TabsStage()
        stage.tabs.tabBar.items = [TabBarItem(title: "Intruder")]
        #expect(stage.tabs.tabBar.items.map(\.title) == ["Home", "Search", "Profile"])
        #expect(stage.application.traffic.records.contains { $0.kind == .note && $0.message?.contains("takes its items from viewControllers") == true })
    }

    @Test("Traffic: the bar's tabBar:didSelectItem: comes before tabBarController:didSelectViewController:")
    func trafficOrder() {
        let stage = TabsStage()
        stage.driver.tap(at: stage.tab(1))
        // An action is recorded once it has run, so the messages it led to come first.
        #expect(stage.actions == ["unhandled tabBar:didSelectItem:", "delivered tabBarController:didSelectViewController:",
                                  "delivered itemTapped:"])
    }

    @Test("UIViewController.title: setting it retitles the default tab bar item; a custom item is used as given")
    func titlesAndItems() {
        let child = ViewController(title: "One")
        child.title = "Uno"
        #expect(child.tabBarItem.title == "Uno")
        let custom = TabBarItem(title: "Custom", tag: 9)
        let other = ViewController(title: "Two")
        other.tabBarItem = custom
        let tabs = TabBarController(frame: Rect(x: 0, y: 0, width: 200, height: 400))
        tabs.viewControllers = [child, other]
        #expect(tabs.tabBar.items[1] === custom)
    }

    @Test("ClosureTabBarControllerDelegate: a retained closure delegate can refuse and hears selections")
    func closureDelegate() {
        let stage = TabsStage()
        var told: [String] = []
        stage.tabs.retainedDelegate = ClosureTabBarControllerDelegate(
            shouldSelect: { _, child in child.title != "Profile" },
            didSelect: { _, child in told.append(child.title ?? "") })
        stage.driver.tap(at: stage.tab(2))
        stage.driver.tap(at: stage.tab(1))
        #expect(told == ["Search"])
        #expect(stage.tabs.selectedIndex == 1)
    }
}
