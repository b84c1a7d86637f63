import Testing
@testable import ControlKit

/// Tracking rules beyond the worked sequences: slop, surprises (§8), disabled controls, highlight timing.
@Suite("Tracking behaviour (§2.2–2.5, §8)")
struct TrackingBehaviourTests {
    @Test("§8.1: a custom control that sends touchDown itself from beginTracking produces it twice, its own first")
    func duplicateTouchDown() {
        let stage = Stage(events: .touchDown)
        stage.control.onBegin = { $0.sendActions(for: .touchDown) }
        stage.driver.tap(stage.control)
        #expect(stage.log.events == ["touchDown", "touchDown"])
        #expect(stage.log.calls[0].isTracking == false, "the manual one runs before isTracking is set")
        #expect(stage.log.calls[1].isTracking)
    }

    @Test("§8.1: sending touchUpInside from endTracking also duplicates it")
    func duplicateTouchUp() {
        let stage = Stage(events: .touchUpInside)
        stage.control.onEnd = { $0.sendActions(for: .touchUpInside) }
        stage.driver.tap(stage.control)
        #expect(stage.log.events == ["touchUpInside", "touchUpInside"])
    }

    @Test("§8.5: dragExit then dragOutside are separate passes: a target for both is called twice on the crossing move")
    func twoPassesPerCrossing() {
        let stage = Stage(events: [.touchDragExit, .touchDragOutside, .touchDragEnter, .touchDragInside])
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.move(touch, to: stage.right(of: 100))
        #expect(stage.log.events == ["touchDragExit", "touchDragOutside"])
        stage.driver.move(touch, to: stage.center)
        #expect(stage.log.events == ["touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside"])
        stage.driver.end(touch)
    }

    @Test("§2.5, §8.4: touchUpInside fires up to 70 pt outside the bounds, touchUpOutside beyond")
    func slopBoundary() {
        let stage = Stage(events: [.touchUpInside, .touchUpOutside])
        for dx in [69.0, 70.0] {
            let touch = stage.driver.begin(at: stage.center)
            stage.driver.end(touch, at: stage.right(of: dx))
            stage.driver.wait(1)
        }
        #expect(stage.log.events == ["touchUpInside", "touchUpOutside"])
    }

    @Test("§2.5: the slop is configurable per control")
    func configurableSlop() {
        let stage = Stage(events: [.touchUpInside, .touchUpOutside])
        stage.control.touchSlop = 10
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.end(touch, at: stage.right(of: 30))
        #expect(stage.log.events == ["touchUpOutside"])
    }

    @Test("§2.5: overriding point(inside:) enlarges the tracking area, but shrinking it does not shrink the slop")
    func pointInsideAndSlop() {
        final class Wide: ProbeControl {
            override func point(inside point: Point, with event: InputEvent?) -> Bool {
                bounds.insetBy(dx: -200, dy: 0).contains(point)
            }
        }
        final class Narrow: ProbeControl {
            override func point(inside point: Point, with event: InputEvent?) -> Bool { false }
        }
        let wide = Stage(events: [.touchUpInside, .touchUpOutside], control: Wide(frame: Rect(x: 300, y: 300, width: 100, height: 50)))
        let touch = wide.driver.begin(at: wide.center)
        wide.driver.end(touch, at: wide.right(of: 150))
        #expect(wide.log.events == ["touchUpInside"])
        let narrow = Stage(events: [.touchUpInside, .touchUpOutside], control: Narrow(frame: Rect(x: 300, y: 300, width: 100, height: 50)))
        #expect(narrow.control.pointMostlyInside(Point(x: 120, y: 25), with: nil))
        #expect(!narrow.control.pointMostlyInside(Point(x: 171, y: 25), with: nil))
    }

    @Test("§2.4: highlight follows the slop test during the drag")
    func highlightFollowsInside() {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        #expect(stage.control.isHighlighted && stage.control.isTouchInside)
        stage.driver.move(touch, to: stage.right(of: 100))
        #expect(!stage.control.isHighlighted && !stage.control.isTouchInside && stage.control.isTracking)
        stage.driver.move(touch, to: stage.right(of: 50))
        #expect(stage.control.isHighlighted && stage.control.isTouchInside)
        stage.driver.end(touch)
        #expect(!stage.control.isHighlighted && !stage.control.isTouchInside && !stage.control.isTracking)
    }

    @Test("§2.2 touchesEnded step 6: a highlight applied only at touch-up lasts 0.12 s on the clock")
    func lateHighlightLingers() {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.move(touch, to: stage.right(of: 100))
        stage.driver.end(touch, at: stage.center)
        #expect(stage.log.events.suffix(2) == ["touchDragEnter", "touchUpInside"])
        #expect(stage.log.calls.last?.isHighlighted == true)
        #expect(stage.control.isHighlighted)
        stage.driver.wait(0.11)
        #expect(stage.control.isHighlighted)
        stage.driver.wait(0.02)
        #expect(!stage.control.isHighlighted)
    }

    @Test("§2.1.2, §8.8: a disabled control receives no touches; the touch falls through to the view beneath")
    func disabledReceivesNothing() {
        let stage = Stage()
        stage.control.isEnabled = false
        stage.driver.tap(stage.control)
        #expect(stage.log.events.isEmpty)
        #expect(stage.control.trackingCalls.isEmpty)
    }

    @Test("§2.2 touchesBegan step 1: a control with user interaction disabled that still gets touches does not track")
    func interactionDisabledDoesNotTrack() {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.end(touch)
        stage.control.isUserInteractionEnabled = false
        stage.control.touchesBegan([touch], with: nil)
        #expect(stage.control.trackingCalls == ["begin", "end"], "only the first, interactive touch was tracked")
        #expect(!stage.control.isTracking && stage.log.events == ["touchDown", "touchUpInside"])
    }

    @Test("§2.4: disabling mid-touch does not stop tracking; later events still go out, without re-highlighting")
    func disabledMidTouch() {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.move(touch, to: stage.right(of: 100))
        stage.control.isEnabled = false
        stage.driver.move(touch, to: stage.center)
        #expect(!stage.control.isHighlighted)
        stage.driver.end(touch)
        #expect(stage.log.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside", "touchUpInside"])
    }

    @Test("§2.1.4: the control tracks only its first touch; a second finger is not delivered to it")
    func singleTouch() {
        let stage = Stage()
        let first = stage.driver.begin(at: stage.center)
        let second = stage.driver.begin(at: Point(x: 310, y: 310))
        stage.driver.end(second)
        #expect(stage.control.isTracking)
        stage.driver.end(first)
        #expect(stage.log.events == ["touchDown", "touchUpInside"])
    }

    @Test("§2.2: touches a control does not track go up the responder chain")
    func untrackedTouchesForwarded() {
        final class Catcher: View {
            var phases: [String] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { phases.append("began") }
            override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { phases.append("moved") }
            override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { phases.append("ended") }
        }
        let stage = Stage()
        let catcher = Catcher(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        stage.window.addSubview(catcher)
        catcher.addSubview(stage.control)
        stage.control.frame = Rect(x: 300, y: 300, width: 100, height: 50)
        stage.control.beginAnswer = false
        stage.driver.drag(from: stage.center, to: stage.right(of: 10), steps: 1)
        #expect(catcher.phases == ["moved", "ended"], "§2.2: began is not forwarded after beginTracking refuses; later phases are")
    }
}
