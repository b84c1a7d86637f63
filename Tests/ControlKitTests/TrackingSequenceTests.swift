import Testing
@testable import ControlKit

/// The worked sequences of uikit-rules §2.6 (checklist §9.2): targets registered for
/// `.allTouchEvents`, touches synthesized through the window, default 70 pt slop.
@Suite("Tracking sequences (§2.6)")
struct TrackingSequenceTests {
    @Test("§2.6: tap inside sends touchDown then touchUpInside")
    func tapInside() {
        let stage = Stage()
        stage.driver.tap(stage.control)
        #expect(stage.log.events == ["touchDown", "touchUpInside"])
    }

    @Test("§2.2: flags at touchDown are tracking, highlighted, inside; at touchUpInside not tracking but still highlighted and inside")
    func flagsDuringTap() throws {
        let stage = Stage()
        stage.driver.tap(stage.control)
        let down = try #require(stage.log.calls.first)
        #expect(down.isTracking && down.isHighlighted && down.isTouchInside)
        let up = try #require(stage.log.calls.last)
        #expect(!up.isTracking && up.isHighlighted && up.isTouchInside)
        #expect(!stage.control.isHighlighted && !stage.control.isTouchInside && !stage.control.isTracking)
    }

    @Test("§2.6: the second tap of a double tap sends touchDown, touchDownRepeat, touchUpInside")
    func doubleTap() {
        let stage = Stage()
        stage.driver.tap(stage.control, count: 2)
        #expect(stage.log.events == ["touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside"])
    }

    @Test("§8.5: touchDown and touchDownRepeat are separate passes, so a target registered for both is called twice")
    func repeatIsSeparatePass() {
        let stage = Stage(events: [.touchDown, .touchDownRepeat])
        stage.driver.tap(stage.control, count: 2)
        #expect(stage.log.events == ["touchDown", "touchDown", "touchDownRepeat"])
    }

    @Test("§2.6: press, move within the slop, release sends dragInside for each move then touchUpInside")
    func moveWithinSlop() {
        let stage = Stage()
        stage.driver.drag(from: stage.center, to: stage.right(of: 60), steps: 3)
        #expect(stage.log.events == ["touchDown", "touchDragInside", "touchDragInside", "touchDragInside", "touchUpInside"])
    }

    @Test("§2.6: moving beyond the slop sends dragExit then dragOutside, and release outside sends touchUpOutside")
    func leaveAndReleaseOutside() throws {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.move(touch, to: stage.right(of: 30))
        stage.driver.move(touch, to: stage.right(of: 100))
        stage.driver.move(touch, to: stage.right(of: 150))
        stage.driver.end(touch)
        #expect(stage.log.events == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragOutside", "touchUpOutside"])
        let exit = stage.log.calls[2]
        #expect(exit.isTracking && !exit.isHighlighted && !exit.isTouchInside)
    }

    @Test("§2.6: coming back inside sends dragEnter then dragInside, and release inside sends touchUpInside")
    func comeBackAndReleaseInside() {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.move(touch, to: stage.right(of: 100))
        stage.driver.move(touch, to: stage.right(of: 10))
        stage.driver.move(touch, to: stage.center)
        stage.driver.end(touch)
        #expect(stage.log.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside", "touchDragInside", "touchUpInside"])
        #expect(stage.log.calls[3].isHighlighted && stage.log.calls[3].isTouchInside)
    }

    @Test("§2.6: leaving the slop and lifting in the same event sends dragExit then touchUpOutside, no dragOutside")
    func leaveAndLiftTogether() {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.end(touch, at: stage.right(of: 100))
        #expect(stage.log.events == ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    @Test("§2.6, §8.2: beginTracking returning false sends nothing and does not highlight")
    func beginTrackingRefuses() {
        let stage = Stage()
        stage.control.beginAnswer = false
        let touch = stage.driver.begin(at: stage.center)
        #expect(!stage.control.isHighlighted && !stage.control.isTracking)
        stage.driver.move(touch, to: stage.right(of: 10))
        stage.driver.end(touch)
        #expect(stage.log.events.isEmpty)
        #expect(stage.control.trackingCalls == ["begin"])
    }

    @Test("§2.6, §8.2: continueTracking returning false on the second move ends everything silently with a sticky highlight")
    func continueTrackingRefuses() {
        let stage = Stage()
        stage.control.continueAnswers = [true, false]
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.move(touch, to: stage.right(of: 10))
        stage.driver.move(touch, to: stage.right(of: 20))
        stage.driver.move(touch, to: stage.right(of: 200))
        stage.driver.end(touch)
        #expect(stage.log.events == ["touchDown", "touchDragInside"])
        #expect(stage.control.trackingCalls == ["begin", "continue", "continue"])
        #expect(stage.control.isHighlighted)
        #expect(!stage.control.isTracking)
    }

    @Test("§2.6: a touch the system cancels mid-way sends touchCancel after the drags and clears the highlight")
    func systemCancel() throws {
        let stage = Stage()
        stage.driver.drag(from: stage.center, to: stage.right(of: 10), steps: 2, ending: .cancel)
        #expect(stage.log.events == ["touchDown", "touchDragInside", "touchDragInside", "touchCancel"])
        #expect(stage.control.trackingCalls == ["begin", "continue", "continue", "cancel"])
        let cancel = try #require(stage.log.calls.last)
        #expect(cancel.event != nil && !cancel.isTracking && !cancel.isHighlighted)
    }

    @Test("§2.2: removed from the window mid-touch, the control cancels tracking with a nil event and hears no more")
    func removedFromWindow() throws {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        stage.control.removeFromSuperview()
        #expect(stage.log.events == ["touchDown", "touchCancel"])
        #expect(stage.control.trackingCalls == ["begin", "cancel(nil)"])
        let cancel = try #require(stage.log.calls.last)
        #expect(cancel.event == nil)
        stage.driver.move(touch, to: stage.right(of: 10))
        stage.driver.end(touch)
        #expect(stage.log.events.count == 2)
    }

    @Test("§2.2: endTracking runs before touchUpInside while isTracking is still true")
    func endTrackingBeforeTouchUp() {
        let stage = Stage()
        var trackingDuringEnd: Bool?
        var eventsBeforeEnd: [String] = []
        stage.control.onEnd = { control in
            trackingDuringEnd = control.isTracking
            eventsBeforeEnd = stage.log.events
        }
        stage.driver.tap(stage.control)
        #expect(trackingDuringEnd == true)
        #expect(eventsBeforeEnd == ["touchDown"])
    }
}
