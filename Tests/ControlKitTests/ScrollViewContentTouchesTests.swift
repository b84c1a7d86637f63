import Testing
@testable import ControlKit

/// How a scroll view shares touches with its content: delaysContentTouches, canCancelContentTouches,
/// touchesShouldCancel(in:) and touchesShouldBegin (uikit-rules §2.1.6, §8.12; Apple's
/// UIScrollView documentation).
@Suite("ScrollView content touches")
struct ScrollViewContentTouchesTests {
    private let stage = ScrollStage()
    private let log = ActionLog()

    /// A button in the content at (20, 200, 100×44), logging all its events.
    private func addButton() -> Button {
        let button = Button(frame: Rect(x: 20, y: 200, width: 100, height: 44))
        button.addTarget(log, action: "handle:", for: .allEvents)
        stage.scrollView.addSubview(button)
        return button
    }

    /// A plain view in the content at (0, 300, 320×100), logging its touches into `sink`.
    private func addPlainView(_ sink: @escaping (String) -> Void) -> TouchLoggingView {
        let view = TouchLoggingView(frame: Rect(x: 0, y: 300, width: 320, height: 100))
        view.sink = sink
        stage.scrollView.addSubview(view)
        return view
    }

    @Test("§2.1.6 delaysContentTouches: a quick tap on a button reaches it at touch-up, touchDown then touchUpInside")
    func quickTapReachesButtonAfterDelay() {
        let button = addButton()
        let touch = stage.driver.begin(at: stage.driver.center(of: button))
        stage.driver.wait(0.05)
        #expect(log.events.isEmpty && !button.isTracking)
        stage.driver.end(touch)
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("§8.12: a held touch reaches the button 150 ms after touch-down, and only then highlights it")
    func heldTouchReachesButtonAfter150ms() {
        let button = addButton()
        let touch = stage.driver.begin(at: stage.driver.center(of: button))
        stage.driver.wait(0.149)
        #expect(!button.isHighlighted && log.events.isEmpty)
        stage.driver.wait(0.002)
        #expect(button.isHighlighted && log.events == ["touchDown"])
        stage.driver.end(touch)
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("delaysContentTouches false: the button gets touchDown at once")
    func noDelay() {
        stage.scrollView.delaysContentTouches = false
        let button = addButton()
        let touch = stage.driver.begin(at: stage.driver.center(of: button))
        #expect(log.events == ["touchDown"])
        stage.driver.end(touch)
    }

    @Test("§2.1.6: a drag that starts a scroll within the delay never reaches the button, and scrolls")
    func quickDragOnButtonScrolls() {
        let button = addButton()
        stage.drag(by: -200, from: stage.driver.center(of: button))
        #expect(log.events.isEmpty)
        #expect(stage.scrollView.contentOffset.y > 0)
    }

    @Test("§2.1.6, §8.12 touchesShouldCancel: a drag on a button that already has the touch does not scroll and is not cancelled")
    func controlKeepsItsTouch() {
        let button = addButton()
        let touch = stage.driver.begin(at: stage.driver.center(of: button))
        stage.driver.wait(0.2)
        stage.driver.move(touch, to: stage.driver.center(of: button).offsetBy(dx: 0, dy: -30))
        stage.driver.move(touch, to: stage.driver.center(of: button).offsetBy(dx: 0, dy: -60))
        #expect(stage.scrollView.contentOffset == .zero && !stage.scrollView.isDragging)
        #expect(button.isTracking)
        stage.driver.end(touch)
        #expect(!log.events.contains("touchCancel"))
        #expect(log.events.first == "touchDown" && log.events.contains("touchUpInside"))
    }

    @Test("§2.1.6 canCancelContentTouches: a drag on a plain view that has the touch cancels its touches and scrolls")
    func scrollCancelsNonControlTouches() {
        var seen: [String] = []
        let view = addPlainView { seen.append($0) }
        let touch = stage.driver.begin(at: stage.driver.center(of: view))
        stage.driver.wait(0.2)
        #expect(seen == ["view began"])
        stage.driver.move(touch, to: stage.driver.center(of: view).offsetBy(dx: 0, dy: -30))
        stage.driver.move(touch, to: stage.driver.center(of: view).offsetBy(dx: 0, dy: -60))
        stage.driver.end(touch)
        #expect(seen == ["view began", "view cancelled"])
        #expect(stage.scrollView.contentOffset.y == 30)
    }

    @Test("canCancelContentTouches false: content that has the touch keeps it and the scroll view does not scroll")
    func cannotCancelContentTouches() {
        stage.scrollView.canCancelContentTouches = false
        var seen: [String] = []
        let view = addPlainView { seen.append($0) }
        let touch = stage.driver.begin(at: stage.driver.center(of: view))
        stage.driver.wait(0.2)
        stage.driver.move(touch, to: stage.driver.center(of: view).offsetBy(dx: 0, dy: -60))
        stage.driver.end(touch)
        #expect(seen == ["view began", "view moved", "view ended"])
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("touchesShouldCancel can be overridden: a scroll view that cancels controls takes a button's drag")
    func overriddenTouchesShouldCancel() {
        let cancelling = CancellingScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let stage = ScrollStage(scrollView: cancelling)
        let button = Button(frame: Rect(x: 20, y: 200, width: 100, height: 44))
        button.addTarget(log, action: "handle:", for: .allEvents)
        cancelling.addSubview(button)
        #expect(cancelling.touchesShouldCancel(in: View()) && cancelling.touchesShouldCancel(in: button))
        let touch = stage.driver.begin(at: stage.driver.center(of: button))
        stage.driver.wait(0.2)
        let start = stage.driver.center(of: button)
        stage.driver.move(touch, to: start.offsetBy(dx: 0, dy: -30))
        stage.driver.move(touch, to: start.offsetBy(dx: 0, dy: -60))
        stage.driver.end(touch)
        #expect(log.events == ["touchDown", "touchCancel"])
        #expect(stage.scrollView.contentOffset.y > 0)
    }

    @Test("touchesShouldCancel by default: false for controls, true for other views")
    func touchesShouldCancelDefault() {
        #expect(!stage.scrollView.touchesShouldCancel(in: Button()))
        #expect(!stage.scrollView.touchesShouldCancel(in: Slider()))
        #expect(stage.scrollView.touchesShouldCancel(in: View()))
        #expect(stage.scrollView.touchesShouldCancel(in: Label()))
    }

    @Test("touchesShouldBegin false keeps the touch from the content view; the scroll view still scrolls")
    func touchesShouldBeginVeto() {
        let refusing = RefusingScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let stage = ScrollStage(scrollView: refusing)
        var seen: [String] = []
        let view = TouchLoggingView(frame: Rect(x: 0, y: 300, width: 320, height: 100))
        view.sink = { seen.append($0) }
        refusing.addSubview(view)
        stage.driver.tap(view)
        stage.driver.longPress(view, duration: 0.3)
        #expect(seen.isEmpty && refusing.asked == 2)
        stage.drag(by: -100, from: stage.driver.center(of: view))
        #expect(stage.scrollView.contentOffset.y == 90)
    }

    @Test("isTracking is true from touch-down to lift, with or without a drag")
    func isTracking() {
        let touch = stage.driver.begin(at: Point(x: 160, y: 100))
        #expect(stage.scrollView.isTracking && !stage.scrollView.isDragging)
        stage.driver.wait(0.3)
        #expect(stage.scrollView.isTracking)
        stage.driver.end(touch)
        #expect(!stage.scrollView.isTracking)
    }

    @Test("the scroll view's own pan leaves nothing in the traffic unless someone registered an action on it")
    func ownPanIsQuiet() {
        stage.drag(by: -100, restBeforeLift: true)
        #expect(stage.application.traffic.records.allSatisfy { $0.kind == .note })
        let watcher = StateLog()
        stage.scrollView.panGestureRecognizer.addTarget(watcher, action: "panned:")
        stage.drag(by: -100, restBeforeLift: true)
        #expect(watcher.states.first == .began && watcher.states.last == .ended)
        #expect(stage.application.traffic.records.contains { $0.gestureState == .began })
    }
}

/// A scroll view whose touchesShouldCancel(in:) says yes even for controls.
private final class CancellingScrollView: ScrollView {
    override func touchesShouldCancel(in view: View) -> Bool { true }
}

/// A scroll view whose touchesShouldBegin says no, counting the questions.
private final class RefusingScrollView: ScrollView {
    private(set) var asked = 0

    override func touchesShouldBegin(_ touches: Set<Touch>, with event: InputEvent?, in view: View) -> Bool {
        asked += 1
        return false
    }
}
