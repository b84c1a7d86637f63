import Testing
@testable import ControlKit

/// A delegate that logs the items it hears about and can be told to throw.
private final class SelectionLog: TabBarDelegate {
    var items: [TabBarItem] = []
    var failure: (any Error)?

    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) throws {
        items.append(item)
        if let failure { throw failure }
    }
}

/// A 300×49 bar at (0, 700) with items "A", "B", "C" (100 pt each) in a 400×800 window, a driver
/// and a logging delegate.
private final class TabBarStage {
    let application = Application()
    let window: Window
    let bar = TabBar(frame: Rect(x: 0, y: 700, width: 300, height: 49))
    let driver: TouchDriver
    let log = SelectionLog()
    let items = [TabBarItem(title: "A", tag: 1), TabBarItem(title: "B", tag: 2), TabBarItem(title: "C", tag: 3)]

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(bar)
        bar.items = items
        bar.delegate = log
        driver = TouchDriver(window: window)
    }

    /// The centre of item `index` in window coordinates.
    func item(_ index: Int) -> Point { Point(x: 50 + 100 * Double(index), y: 724.5) }

    /// The traffic, one line per record, without sequence numbers and times.
    var traffic: [String] {
        application.traffic.records.map { TrafficFormatter().line($0).split(separator: " ").dropFirst().joined(separator: " ") }
    }
}

@Suite("TabBar (UITabBar, UITabBarDelegate)")
struct TabBarTests {
    @Test("UITabBarDelegate tabBar(_:didSelect:): a tap selects its item when it lifts inside, then tells the delegate")
    func tapSelectsAtTouchUpInside() throws {
        let stage = TabBarStage()
        let touch = stage.driver.begin(at: stage.item(1))
        #expect(stage.bar.selectedItem == nil)
        #expect(try #require(stage.bar.button(at: 1)).isHighlighted)
        stage.driver.end(touch)
        #expect(stage.bar.selectedItem === stage.items[1])
        #expect(stage.log.items.map(\.tag) == [2])
        #expect(try #require(stage.bar.button(at: 1)).isSelected)
        #expect(try !#require(stage.bar.button(at: 0)).isSelected)
    }

    @Test("UITabBarDelegate tabBar(_:didSelect:): tapping the selected item tells the delegate again")
    func reTapTellsAgain() {
        let stage = TabBarStage()
        stage.driver.tap(at: stage.item(2))
        stage.driver.tap(at: stage.item(2))
        #expect(stage.bar.selectedItem === stage.items[2])
        #expect(stage.log.items.map(\.tag) == [3, 3])
    }

    @Test("UITabBar.selectedItem: setting it in code is silent, an item not in the bar is ignored, nil clears")
    func programmaticSelectionIsSilent() {
        let stage = TabBarStage()
        stage.bar.selectedItem = stage.items[0]
        stage.bar.selectedItem = TabBarItem(title: "stranger")
        #expect(stage.bar.selectedItem === stage.items[0])
        stage.bar.selectedItem = nil
        #expect(stage.bar.selectedItem == nil)
        #expect(stage.log.items.isEmpty)
        #expect(stage.application.traffic.records.isEmpty)
    }

    @Test("UIBarItem.isEnabled, uikit-rules §2.1.2: a disabled item is transparent to touches and is not selected")
    func disabledItemIsNotSelectable() {
        let stage = TabBarStage()
        stage.items[1].isEnabled = false
        stage.driver.tap(at: stage.item(1))
        #expect(stage.bar.selectedItem == nil)
        #expect(stage.log.items.isEmpty)
        #expect(stage.application.traffic.records.isEmpty)
        #expect(stage.bar.hitTest(Point(x: 150, y: 24), with: nil) === stage.bar)
        stage.items[1].isEnabled = true
        stage.driver.tap(at: stage.item(1))
        #expect(stage.bar.selectedItem === stage.items[1])
    }

    @Test("uikit-rules §2.5: an item's touch area reaches 15 pt beyond its button, not 70")
    func fifteenPointMargin() {
        let stage = TabBarStage()
        let near = stage.driver.begin(at: stage.item(0))
        stage.driver.move(near, to: Point(x: 50, y: 760))   // 11 pt below the bar
        stage.driver.end(near)
        #expect(stage.bar.selectedItem === stage.items[0])
        let far = stage.driver.begin(at: stage.item(1))
        stage.driver.move(far, to: Point(x: 150, y: 775))   // 26 pt below the bar
        stage.driver.end(far)
        #expect(stage.bar.selectedItem === stage.items[0])
        #expect(stage.log.items.map(\.tag) == [1])
        #expect(stage.traffic.contains("emitted TabBarButton#2 touchUpOutside (0 registered)"))
    }

    @Test("uikit-rules §2.5: sliding onto a neighbouring item and lifting there selects neither")
    func slideToNeighbourSelectsNothing() {
        let stage = TabBarStage()
        let touch = stage.driver.begin(at: stage.item(0))
        stage.driver.move(touch, to: stage.item(1))
        stage.driver.end(touch)
        #expect(stage.bar.selectedItem == nil)
        #expect(stage.log.items.isEmpty)
    }

    @Test("uikit-rules §2.2: a cancelled touch selects nothing")
    func cancelledTouchSelectsNothing() {
        let stage = TabBarStage()
        let touch = stage.driver.begin(at: stage.item(2))
        stage.driver.cancel(touch)
        #expect(stage.bar.selectedItem == nil)
        #expect(stage.traffic == ["emitted TabBarButton#1 touchDown (0 registered)", "emitted TabBarButton#1 touchCancel (0 registered)"])
    }

    @Test("UITabBar layout (compact, fill): the items share the width equally and follow a resize")
    func equalWidths() throws {
        let stage = TabBarStage()
        #expect(stage.bar.frameForItem(at: 0) == Rect(x: 0, y: 0, width: 100, height: 49))
        #expect(stage.bar.frameForItem(at: 2) == Rect(x: 200, y: 0, width: 100, height: 49))
        #expect(stage.bar.frameForItem(at: 3) == .zero)
        #expect(try #require(stage.bar.button(at: 1)).frame == Rect(x: 100, y: 0, width: 100, height: 49))
        stage.bar.frame = Rect(x: 0, y: 700, width: 390, height: 49)
        stage.driver.tap(at: Point(x: 300, y: 724))   // in C's new share, 260…390
        #expect(stage.bar.selectedItem === stage.items[2])
        #expect(try #require(stage.bar.button(at: 2)).frame == Rect(x: 260, y: 0, width: 130, height: 49))
    }

    @Test("UITabBar.items: new items keep a selection that is still there and drop one that is gone")
    func settingItemsKeepsOrClearsSelection() {
        let stage = TabBarStage()
        stage.bar.selectedItem = stage.items[1]
        stage.bar.setItems([stage.items[1], stage.items[2]], animated: true)
        #expect(stage.bar.selectedItem === stage.items[1])
        #expect(stage.bar.lastItemChangeWasAnimated)
        stage.bar.items = [stage.items[0], stage.items[0]]
        #expect(stage.bar.items.count == 1)
        #expect(stage.bar.selectedItem == nil)
        #expect(stage.bar.subviews.count == 1)
    }

    @Test("Traffic: the button's touch events, then tabBar:didSelectItem: to the delegate inside the button's action to the bar")
    func selectionTraffic() {
        let stage = TabBarStage()
        stage.driver.tap(at: stage.item(0))
        // An action is recorded once it has run, so the delegate message it sent comes first.
        #expect(stage.traffic == [
            "emitted TabBarButton#1 touchDown (0 registered)",
            "emitted TabBarButton#1 touchUpInside (1 registered)",
            "delivered TabBar#1 -> SelectionLog#1 tabBar:didSelectItem:",
            "delivered TabBarButton#1 touchUpInside -> TabBar#1 itemTapped: event=Event#1",
        ])
    }

    @Test("Traffic: without a delegate the selection is recorded as unhandled; a throwing delegate as failed")
    func unhandledAndFailedSelections() {
        let stage = TabBarStage()
        stage.log.failure = TestFailure(description: "boom")
        stage.driver.tap(at: stage.item(0))
        #expect(stage.bar.selectedItem === stage.items[0])
        #expect(stage.traffic.dropLast().last == "failed TabBar#1 -> SelectionLog#1 tabBar:didSelectItem: boom")
        stage.bar.delegate = nil
        stage.driver.tap(at: stage.item(1))
        #expect(stage.bar.selectedItem === stage.items[1])
        #expect(stage.traffic.dropLast().last == "unhandled TabBar#1 -> tabBar:didSelectItem:")
    }

    @Test("ClosureTabBarDelegate: a retained closure delegate lives as long as the bar and hears selections")
    func retainedClosureDelegate() {
        let stage = TabBarStage()
        var titles: [String] = []
        stage.bar.retainedDelegate = ClosureTabBarDelegate { _, item in titles.append(item.title ?? "") }
        stage.driver.tap(at: stage.item(2))
        stage.driver.tap(at: stage.item(0))
        #expect(titles == ["C", "A"])
    }

    @Test("UITabBarItem: selectedImage falls back to image; the description shows title, tag, badge and state")
    func itemBasics() throws {
        let plain = try Image(mask: ["#."])
        let item = TabBarItem(title: "Inbox", image: plain, tag: 4)
        item.badgeValue = "3"
        #expect(item.displayedImage(selected: true) == plain)
        item.isEnabled = false
        #expect(item.description == "TabBarItem(title: \"Inbox\", tag: 4, badgeValue: \"3\", isEnabled: false)")
        let bar = TabBar(frame: Rect(x: 0, y: 0, width: 100, height: 49))
        bar.items = [item]
        #expect(bar.description == "TabBar(frame: (0, 0, 100×49), items: [-\"Inbox\"])")
    }
}
