import Testing
@testable import ControlKit

/// A delegate that logs the edit interface's messages and the tab selections.
private final class CustomizingLog: TabBarControllerDelegate {
    var calls: [String] = []

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) throws {
        calls.append("did " + (viewController.title ?? "More"))
    }

    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) throws {
        calls.append("willBegin \(viewControllers.count)")
    }

    func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) throws {
        calls.append("willEnd \(changed)")
    }

    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) throws {
        calls.append("didEnd \(changed)")
    }
}

/// A tab bar controller filling a 390×844 window with seven children, so the fifth tab is More.
private final class MoreStage {
    let application = Application()
    let window: Window
    let tabs = TabBarController(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let children = ["Artists", "Albums", "Songs", "Genres", "Composers", "Compilations", "Playlists"].map { ViewController(title: $0) }
    let driver: TouchDriver
    let log = CustomizingLog()

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(tabs.view)
        tabs.viewControllers = children
        tabs.delegate = log
        driver = TouchDriver(window: window)
    }

    /// The centre of the tab at an index, in window coordinates.
    func tab(_ index: Int) -> Point {
        let frame = tabs.tabBar.frameForItem(at: index)
        return tabs.tabBar.convert(Point(x: frame.midX, y: frame.midY), to: window)
    }

    var list: MoreListController { tabs.moreList }

    /// The centre of a row of the More list, in window coordinates.
    func row(_ row: Int) -> Point {
        window.layoutIfNeeded()
        let rect = list.tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return list.tableView.convert(Point(x: rect.midX, y: rect.midY), to: window)
    }
}

@Suite("The More list (uikit-rules §19)")
struct MoreListTests {
    @Test("§19.1: with more than five children the first four have tabs and the fifth is More; five or fewer have no More tab")
    func moreTab() {
        let stage = MoreStage()
        #expect(stage.tabs.hasMoreTab)
        #expect(stage.tabs.tabBar.items.map(\.title) == ["Artists", "Albums", "Songs", "Genres", "More"])
        #expect(stage.tabs.moreViewControllers.map(\.title) == ["Composers", "Compilations", "Playlists"])
        #expect(stage.tabs.moreNavigationController.viewControllers.first === stage.list)
        #expect(stage.list.view === stage.list.tableView)
        stage.tabs.viewControllers = Array(stage.children.prefix(5))
        #expect(!stage.tabs.hasMoreTab)
        #expect(stage.tabs.tabBar.items.map(\.title) == ["Artists", "Albums", "Songs", "Genres", "Composers"])
    }

    @Test("§19.1: the list has a row per child without a tab, its title, its image and a disclosure indicator")
    func listRows() throws {
        let stage = MoreStage()
        stage.children[5].tabBarItem.image = Image(width: 25, height: 25)
        stage.tabs.viewControllers = stage.children
        stage.driver.tap(at: stage.tab(4))
        stage.window.layoutIfNeeded()
        let table = stage.list.tableView
        #expect(table.numberOfRows(inSection: 0) == 3)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel.text == "Compilations")
        #expect(cell.imageView.image != nil)
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(stage.list.navigationItem.rightBarButtonItem === stage.list.editItem)
    }

    @Test("§19.2: a row pushes its child; the More tab tapped again pops back to the list; selectedIndex follows")
    func selectingOnTheList() {
        let stage = MoreStage()
        stage.driver.tap(at: stage.tab(4))
        #expect(stage.tabs.selectedViewController === stage.tabs.moreNavigationController)
        #expect(stage.tabs.selectedIndex == TabBarController.notFound)
        stage.driver.tap(at: stage.row(2))
        stage.application.clock.advance(by: 1)
        #expect(stage.tabs.moreNavigationController.topViewController === stage.children[6])
        #expect(stage.tabs.selectedViewController === stage.children[6])
        #expect(stage.tabs.selectedIndex == 6)
        #expect(stage.log.calls == ["did More"], "a row of the list is no did-select")
        stage.driver.tap(at: stage.tab(4))
        stage.application.clock.advance(by: 1)
        #expect(stage.tabs.moreNavigationController.topViewController === stage.list)
        #expect(stage.tabs.selectedIndex == TabBarController.notFound)
        #expect(stage.children[6].parent === stage.tabs, "a child popped off the More list stays the tab bar controller's")
    }

    @Test("§19.2: selecting a child on the More list in code selects the More tab with the child shown")
    func selectingInCode() {
        let stage = MoreStage()
        stage.tabs.selectedViewController = stage.children[5]
        #expect(stage.tabs.tabBar.selectedItem?.title == "More")
        #expect(stage.tabs.moreNavigationController.topViewController === stage.children[5])
        #expect(stage.tabs.selectedIndex == 5)
        stage.tabs.selectedIndex = 1
        #expect(stage.tabs.selectedViewController === stage.children[1])
        #expect(stage.log.calls.isEmpty)
    }

    @Test("§19.4: Edit shows the interface; a child dragged onto a tab swaps places; Done tells will-end and did-end with changed")
    func editInterface() throws {
        let stage = MoreStage()
        stage.driver.tap(at: stage.tab(4))
        stage.window.layoutIfNeeded()
        let edit = try #require(stage.tabs.moreNavigationController.navigationBar.content?.button(for: stage.list.editItem))
        stage.driver.tap(edit)
        #expect(stage.tabs.isCustomizing && stage.tabs.tabBar.isCustomizing)
        let sheet = try #require(stage.tabs.customizeView)
        stage.window.layoutIfNeeded()
        let playlists = sheet.convert(Point(x: sheet.frameForItem(at: 6).midX, y: sheet.frameForItem(at: 6).midY), to: stage.window)
        stage.driver.drag(from: playlists, to: stage.tab(1), steps: 6)
        #expect(stage.tabs.viewControllers.map(\.title) == ["Artists", "Playlists", "Songs", "Genres", "Composers", "Compilations", "Albums"])
        #expect(stage.tabs.tabBar.items.map(\.title) == ["Artists", "Playlists", "Songs", "Genres", "More"])
        let more = stage.tab(4)
        stage.driver.drag(from: playlists, to: more, steps: 3)
        #expect(stage.tabs.viewControllers[6].title == "Albums", "the More tab takes no drop")
        stage.driver.tap(at: stage.tab(0))
        #expect(stage.tabs.tabBar.selectedItem?.title == "More", "a tap on a tab selects nothing while editing")
        let done = try #require(sheet.navigationBar.content?.button(for: sheet.doneItem))
        stage.driver.tap(done)
        #expect(!stage.tabs.isCustomizing && sheet.superview == nil)
        #expect(stage.log.calls == ["did More", "willBegin 7", "willEnd true", "didEnd true"])
    }

    @Test("§19.4: no customizable child, no Edit button; ending without a change says so")
    func customizable() {
        let stage = MoreStage()
        stage.tabs.beginCustomizing()
        stage.tabs.endCustomizing()
        #expect(stage.log.calls == ["willBegin 7", "willEnd false", "didEnd false"])
        stage.tabs.customizableViewControllers = []
        #expect(stage.list.navigationItem.rightBarButtonItem == nil)
        stage.tabs.beginCustomizing()
        #expect(!stage.tabs.isCustomizing)
        stage.tabs.viewControllers = stage.children
        #expect(stage.tabs.customizableViewControllers?.count == 7, "setting viewControllers makes every child customizable")
    }
}
