import Testing
@testable import ControlKit

/// A delegate that logs what it is asked and told, refuses what it is told to, and can throw.
private final class BarLog: NavigationBarDelegate {
    var lines: [String] = []
    var refusePops: Set<String> = []
    var refusePushes: Set<String> = []
    var failure: (any Error)?

    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool {
        lines.append("shouldPush \(item.title ?? "")")
        return !refusePushes.contains(item.title ?? "")
    }

    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) throws {
        lines.append("didPush \(item.title ?? "")")
        if let failure { throw failure }
    }

    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool {
        lines.append("shouldPop \(item.title ?? "")")
        return !refusePops.contains(item.title ?? "")
    }

    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) throws {
        lines.append("didPop \(item.title ?? "")")
    }
}

/// A stand-alone 390×44 bar at the top of a 390×844 window, with a logging delegate and a driver.
/// Titles are measured by the fixed-pitch measurer: 10.2 pt a character at 17 pt.
private final class BarStage {
    let application = Application()
    let window: Window
    let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 390, height: 44))
    let driver: TouchDriver
    let log = BarLog()

    init(titles: [String] = []) throws {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(bar)
        try bar.setItems(titles.map { NavigationItem(title: $0) }, animated: false)
        bar.delegate = log
        driver = TouchDriver(window: window)
    }

    /// The back button, if the bar shows one.
    var backButton: BarButton? {
        bar.subviews.compactMap { $0 as? BarButton }.first { $0.isBackButton }
    }

    /// The title label the bar shows.
    var titleLabel: Label? {
        bar.subviews.compactMap { $0 as? Label }.first { $0.font.weight == .semibold }
    }

    /// Taps the back button.
    func tapBack() throws {
        let back = try #require(backButton)
        driver.tap(at: back.convert(back.bounds.center, to: window))
    }

    var traffic: [String] {
        application.traffic.records.map { TrafficFormatter().line($0).split(separator: " ").dropFirst().joined(separator: " ") }
    }
}

@Suite("NavigationBar and NavigationItem (UINavigationBar, UINavigationItem, UINavigationBarDelegate)")
struct NavigationBarTests {
    @Test("uikit-rules §14.1: setItems replaces the stack and tells the delegate nothing; topItem and backItem follow")
    func setItemsIsSilent() throws {
        let stage = try BarStage(titles: ["Tinker", "Evers"])
        #expect(stage.bar.topItem?.title == "Evers")
        #expect(stage.bar.backItem?.title == "Tinker")
        #expect(stage.bar.items.map(\.title) == ["Tinker", "Evers"])
        #expect(stage.log.lines.isEmpty)
        #expect(stage.bar.items.allSatisfy { $0.navigationBar === stage.bar })
        try stage.bar.setItems([], animated: false)
        #expect(stage.bar.topItem == nil && stage.bar.backItem == nil)
    }

    @Test("uikit-rules §14.4: a push asks shouldPush, then tells didPush; a refusal keeps the stack and is a note")
    func pushAsksAndTells() throws {
        let stage = try BarStage(titles: ["Tinker"])
        try stage.bar.pushItem(NavigationItem(title: "Evers"), animated: false)
        stage.log.refusePushes = ["Chance"]
        try stage.bar.pushItem(NavigationItem(title: "Chance"), animated: false)
        #expect(stage.log.lines == ["shouldPush Evers", "didPush Evers", "shouldPush Chance"])
        #expect(stage.bar.items.map(\.title) == ["Tinker", "Evers"])
        #expect(stage.traffic.contains { $0.contains("navigationBar:shouldPushItem: refused NavigationItem#") && $0.contains(#"("Chance")"#) })
        #expect(stage.traffic.contains("delivered NavigationBar#1 -> BarLog#1 navigationBar:didPushItem:"))
    }

    @Test("uikit-rules §14.4: an animated push changes the stack at once and tells didPush when the 0.35 s transition ends")
    func animatedPushFollowsTheClock() throws {
        let stage = try BarStage(titles: ["Tinker"])
        try stage.bar.pushItem(NavigationItem(title: "Evers"), animated: true)
        #expect(stage.bar.topItem?.title == "Evers")
        #expect(stage.bar.isTransitioning)
        #expect(stage.log.lines == ["shouldPush Evers"])
        stage.application.clock.advance(by: 0.3)
        #expect(stage.log.lines == ["shouldPush Evers"])
        stage.application.clock.advance(by: 0.05)
        #expect(stage.log.lines == ["shouldPush Evers", "didPush Evers"])
        #expect(!stage.bar.isTransitioning)
        #expect(stage.bar.subviews.allSatisfy { $0.alpha == 1 })
    }

    @Test("uikit-rules §14.3: a tap on the back button pops the top item, asking shouldPop and telling didPop")
    func backButtonPops() throws {
        let stage = try BarStage(titles: ["Tinker", "Evers", "Chance"])
        try stage.tapBack()
        #expect(stage.bar.topItem?.title == "Evers")
        stage.application.clock.advance(by: 0.35)
        #expect(stage.log.lines == ["shouldPop Chance", "didPop Chance"])
        stage.log.refusePops = ["Evers"]
        try stage.tapBack()
        stage.application.clock.advance(by: 0.35)
        #expect(stage.bar.topItem?.title == "Evers")
        #expect(stage.log.lines.last == "shouldPop Evers")
    }

    @Test("uikit-rules §14.6: during a transition the bar takes no taps, and a push or pop in code is an error")
    func transitionRefusesChanges() throws {
        let stage = try BarStage(titles: ["Tinker"])
        try stage.bar.pushItem(NavigationItem(title: "Evers"), animated: true)
        try stage.tapBack()
        #expect(stage.bar.topItem?.title == "Evers")
        #expect(throws: NavigationError.transitionInProgress(method: "pushItem", endsAt: 0.35)) {
            try stage.bar.pushItem(NavigationItem(title: "Chance"), animated: false)
        }
        #expect(throws: NavigationError.self) { try stage.bar.popItem(animated: false) }
        stage.application.clock.advance(by: 0.4)
        #expect(try stage.bar.popItem(animated: false)?.title == "Evers")
    }

    @Test("uikit-rules §14.3: the bottom item is never popped: popItem returns nil and asks nobody")
    func bottomItemStays() throws {
        let stage = try BarStage(titles: ["Tinker"])
        #expect(try stage.bar.popItem(animated: true) == nil)
        #expect(stage.bar.items.count == 1)
        #expect(stage.log.lines.isEmpty)
        #expect(stage.backButton == nil)
    }

    @Test("uikit-rules §14.6: pushing an item already on the stack, or on another bar, is an error naming it; nothing changes")
    func pushingAnItemTwiceIsAnError() throws {
        let stage = try BarStage(titles: ["Tinker", "Evers"])
        let evers = try #require(stage.bar.topItem)
        #expect(throws: NavigationError.self) { try stage.bar.pushItem(evers, animated: false) }
        do {
            try stage.bar.pushItem(evers, animated: false)
        } catch {
            #expect("\(error)".hasPrefix("pushItem: NavigationItem#"))
            #expect("\(error)".hasSuffix(#" ("Evers") is already on the stack"#))
        }
        let other = NavigationBar()
        #expect(throws: NavigationError.self) { try other.pushItem(evers, animated: false) }
        #expect(throws: NavigationError.self) { try stage.bar.setItems([evers, evers], animated: false) }
        #expect(stage.bar.items.map(\.title) == ["Tinker", "Evers"])
        #expect(stage.log.lines.isEmpty)
    }

    @Test("uikit-rules §14.4: an error thrown by didPush is recorded as a failed delivery and the bar goes on")
    func failingDelegateIsRecorded() throws {
        let stage = try BarStage(titles: ["Tinker"])
        stage.log.failure = TestFailure(description: "broken")
        try stage.bar.pushItem(NavigationItem(title: "Evers"), animated: false)
        #expect(stage.bar.topItem?.title == "Evers")
        #expect(stage.traffic.contains("failed NavigationBar#1 -> BarLog#1 navigationBar:didPushItem: broken"))
        try stage.tapBack()
        stage.application.clock.advance(by: 0.35)
        #expect(stage.bar.items.count == 1)
    }

    @Test("uikit-rules §14.2: the back button shows the back item's back bar button item's title, else its title, else Back")
    func backButtonTitle() throws {
        let stage = try BarStage(titles: ["Tinker", "Evers"])
        #expect(stage.backButton?.item.title == "Tinker")
        let below = try #require(stage.bar.backItem)
        below.backBarButtonItem = BarButtonItem(title: "Home")
        #expect(stage.backButton?.item.title == "Home")
        below.backBarButtonItem = nil
        below.title = nil
        #expect(stage.backButton?.item.title == "Back")
        #expect(below.backButtonTitle == "Back")
    }

    @Test("uikit-rules §14.2: hidesBackButton hides it; left items take its place unless they supplement it")
    func backButtonAndLeftItems() throws {
        let stage = try BarStage(titles: ["Tinker", "Evers"])
        let top = try #require(stage.bar.topItem)
        top.hidesBackButton = true
        #expect(stage.backButton == nil)
        top.hidesBackButton = false
        let cancel = BarButtonItem(barButtonSystemItem: .cancel)
        top.leftBarButtonItem = cancel
        #expect(stage.backButton == nil)
        #expect(stage.bar.subviews.contains { ($0 as? BarButton)?.item === cancel })
        top.leftItemsSupplementBackButton = true
        let back = try #require(stage.backButton)
        let cancelButton = try #require(stage.bar.subviews.compactMap { $0 as? BarButton }.first { $0.item === cancel })
        #expect(cancelButton.frame.minX == back.frame.maxX + 8)
    }

    @Test("uikit-rules §14.2: right items from the right edge inwards, the first rightmost; the title centred on the bar")
    func layout() throws {
        let stage = try BarStage(titles: ["Tinker"])
        let top = try #require(stage.bar.topItem)
        let edit = BarButtonItem(barButtonSystemItem: .edit), add = BarButtonItem(barButtonSystemItem: .add)
        top.rightBarButtonItems = [add, edit]
        let buttons = stage.bar.subviews.compactMap { $0 as? BarButton }
        let addFrame = try #require(buttons.first { $0.item === add }).frame
        let editFrame = try #require(buttons.first { $0.item === edit }).frame
        #expect(addFrame == Rect(x: 374 - 28, y: 0, width: 28, height: 44))
        #expect(editFrame.maxX == addFrame.minX - 8)
        let title = try #require(stage.titleLabel)
        #expect(title.text == "Tinker")
        #expect(abs(title.frame.midX - 195) < 0.001)
    }

    @Test("uikit-rules §14.2: a long title moves into the room between the groups and is narrowed to it")
    func longTitleKeepsClearOfTheItems() throws {
        let stage = try BarStage(titles: ["Tinker", String(repeating: "Long ", count: 20)])
        let top = try #require(stage.bar.topItem)
        top.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .done)
        let title = try #require(stage.titleLabel)
        let back = try #require(stage.backButton)
        let done = try #require(stage.bar.subviews.compactMap { $0 as? BarButton }.first { $0.item === top.rightBarButtonItem })
        #expect(title.frame.minX == back.frame.maxX + 8)
        #expect(title.frame.maxX == done.frame.minX - 8)
    }

    @Test("uikit-rules §14.2: a prompt makes the preferred height 74 and sits above the content")
    func prompt() throws {
        let stage = try BarStage(titles: ["Tinker"])
        #expect(stage.bar.preferredHeight == 44)
        stage.bar.topItem?.prompt = "Choose a player"
        #expect(stage.bar.preferredHeight == 74)
        stage.bar.frame = Rect(x: 0, y: 0, width: 390, height: 74)
        stage.bar.layoutIfNeeded()
        let prompt = try #require(stage.bar.subviews.compactMap { $0 as? Label }.first { $0.text == "Choose a player" })
        #expect(prompt.frame == Rect(x: 16, y: 0, width: 358, height: 30))
        #expect(stage.titleLabel?.frame.minY == 30)
    }

    @Test("uikit-rules §13.3: a right item's tap on the bar sends its action from the item")
    func rightItemSendsItsAction() throws {
        let stage = try BarStage(titles: ["Tinker"])
        let log = ActionLog()
        let item = BarButtonItem(title: "Evers", target: log, action: "pushNext:")
        stage.bar.topItem?.rightBarButtonItem = item
        let button = try #require(stage.bar.subviews.compactMap { $0 as? BarButton }.first { $0.item === item })
        stage.driver.tap(at: button.convert(button.bounds.center, to: stage.window))
        #expect(log.calls.map(\.action) == ["pushNext:"])
        #expect(log.calls.first?.sender === item)
    }

    @Test("A bar describes its stack")
    func description() throws {
        let stage = try BarStage(titles: ["Tinker", "Evers"])
        #expect(stage.bar.description == #"NavigationBar(frame: (0, 0, 390×44), items: ["Tinker", "Evers"])"#)
        #expect(stage.bar.topItem?.description == #"NavigationItem(title: "Evers")"#)
    }
}
