import Testing
@testable import ControlKit

/// Flag values seen by the actions at each step, uikit-rules §2.2 and §2.4 (checklist §9.2).
@Suite("Tracking flags at each action (§2.2, §2.4, §9.2)")
struct TrackingFlagsTests {
    private func flags(_ call: ActionLog.Call) -> String {
        "\(call.controlEvent) T\(call.isTracking ? 1 : 0) H\(call.isHighlighted ? 1 : 0) I\(call.isTouchInside ? 1 : 0)"
    }

    @Test("§9.2: out beyond the slop and back, released inside: isTracking, isHighlighted, isTouchInside at every action")
    func outAndBack() {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.move(touch, to: stage.right(of: 20))
        stage.driver.move(touch, to: stage.right(of: 100))
        stage.driver.move(touch, to: stage.right(of: 120))
        stage.driver.move(touch, to: stage.right(of: 40))
        stage.driver.end(touch)
        #expect(stage.log.calls.map(flags) == [
            "touchDown T1 H1 I1",
            "touchDragInside T1 H1 I1",
            "touchDragExit T1 H0 I0",
            "touchDragOutside T1 H0 I0",
            "touchDragOutside T1 H0 I0",
            "touchDragEnter T1 H1 I1",
            "touchDragInside T1 H1 I1",
            "touchUpInside T0 H1 I1",
        ])
    }

    @Test("§9.2: released outside: touchUpOutside sees no tracking, no highlight, not inside")
    func releasedOutside() {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.move(touch, to: stage.right(of: 100))
        stage.driver.end(touch)
        #expect(stage.log.calls.map(flags).last == "touchUpOutside T0 H0 I0")
    }

    @Test("§2.2: lifting beyond the slop in the same event: dragExit and touchUpOutside see the highlight still on")
    func liftOutsideInOneEvent() {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.end(touch, at: stage.right(of: 100))
        #expect(stage.log.calls.map(flags) == [
            "touchDown T1 H1 I1",
            "touchDragExit T1 H1 I0",
            "touchUpOutside T0 H1 I0",
        ])
        #expect(!stage.control.isHighlighted)
    }

    @Test("§2.2: touchCancel sees tracking over and the highlight cleared")
    func cancel() {
        let stage = Stage()
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.cancel(touch)
        #expect(stage.log.calls.map(flags) == ["touchDown T1 H1 I1", "touchCancel T0 H0 I0"])
    }
}

@Suite("Application windows")
struct ApplicationWindowTests {
    @Test("each touch is delivered through the window it began in")
    func twoWindows() {
        let application = Application()
        let first = application.makeWindow(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let second = application.makeWindow(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let one = Control(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let two = Control(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        first.addSubview(one)
        second.addSubview(two)
        let log = ActionLog()
        one.addTarget(log, action: "one", for: .touchUpInside)
        two.addTarget(log, action: "two", for: .touchUpInside)
        TouchDriver(window: second).tap(at: Point(x: 50, y: 50))
        #expect(log.actions == ["two"])
        #expect(application.windows.count == 2)
        #expect(one.application === application && two.application === application)
    }

    @Test("moving a window to another application moves its views' dispatch with it")
    func movingWindow() {
        let a = Application(), b = Application()
        let window = a.makeWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let control = Control()
        window.addSubview(control)
        b.addWindow(window)
        #expect(a.windows.isEmpty && b.windows.count == 1)
        control.sendActions(for: .valueChanged)
        #expect(a.traffic.records.isEmpty && b.traffic.records.count == 1)
    }
}
