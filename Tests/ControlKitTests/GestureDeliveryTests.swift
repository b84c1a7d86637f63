import Testing
@testable import ControlKit

/// Touch delivery with recognizers, in UIKit's order (uikit-rules §2.1.5; Apple's
/// UIGestureRecognizer documentation of cancelsTouchesInView, delaysTouchesBegan,
/// delaysTouchesEnded, require(toFail:) and the delegate).
@Suite("Gesture delivery")
struct GestureDeliveryTests {
    private let stage = GestureStage()

    /// A plain control, which claims no gesture, at (100, 100, 100, 50); its events show in the transcript.
    private func addControl() -> Control {
        stage.add(Control(frame: Rect(x: 100, y: 100, width: 100, height: 50)))
    }

    @Test("recognizers see each touch before its view, the view's own recognizers before its ancestors' (§2.1.5)")
    func recognizersFirst() {
        var order: [String] = []
        let child = stage.add(TouchLoggingView(frame: Rect(x: 100, y: 100, width: 100, height: 100)))
        child.sink = { order.append($0) }
        let outer = TouchLoggingRecognizer(label: "outer") { order.append($0) }
        let inner = TouchLoggingRecognizer(label: "inner") { order.append($0) }
        outer.delaysTouchesEnded = false
        inner.delaysTouchesEnded = false
        stage.container.addGestureRecognizer(outer)
        child.addGestureRecognizer(inner)
        stage.driver.drag(from: Point(x: 150, y: 150), to: Point(x: 160, y: 150), steps: 1)
        #expect(order == [
            "inner began", "outer began", "view began",
            "inner moved", "outer moved", "view moved",
            "inner ended", "outer ended", "view ended",
        ])
    }

    @Test("a recognizer that recognizes cancels the tracking of a control under the finger: touchCancel (§2.1.5, §6)")
    func recognitionCancelsControlTracking() {
        let control = addControl()
        let pan = PanGestureRecognizer()
        stage.watch(pan)
        stage.driver.drag(from: Point(x: 150, y: 125), to: Point(x: 250, y: 125), steps: 10)
        #expect(stage.transcript(of: control) == ["touchDown", "touchCancel"])
        #expect(stage.transcript(of: pan) == ["began"] + Array(repeating: "changed", count: 9) + ["ended"])
        #expect(stage.transcript.prefix(3) == ["Control#1 touchDown", "PanGestureRecognizer#1 began", "Control#1 touchCancel"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test("a single-tap recognizer over a plain control takes the tap: touchDown, then touchCancel, no touchUpInside")
    func tapOverPlainControl() {
        let control = addControl()
        let tap = TapGestureRecognizer()
        stage.watch(tap)
        stage.driver.tap(control)
        #expect(stage.transcript == ["Control#1 touchDown", "TapGestureRecognizer#1 ended", "Control#1 touchCancel"])
    }

    @Test("with cancelsTouchesInView off the view keeps its touches while the recognizer recognizes")
    func cancelsTouchesInViewOff() {
        let control = addControl()
        let tap = TapGestureRecognizer()
        tap.cancelsTouchesInView = false
        stage.watch(tap)
        stage.driver.tap(control)
        #expect(stage.transcript(of: control) == ["touchDown", "touchUpInside"])
        #expect(stage.transcript(of: tap) == ["ended"])
    }

    @Test("require(toFail:): a single tap waits for the double tap to fail, so it fires 0.35 s after the lift")
    func singleWaitsForDouble() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singleLog = stage.watch(single), doubleLog = stage.watch(double)
        stage.driver.tap(at: Point(x: 50, y: 50))
        #expect(single.state == .possible && singleLog.states.isEmpty)
        stage.driver.wait(0.34)
        #expect(singleLog.states.isEmpty)
        stage.driver.wait(0.02)
        #expect(singleLog.states == [.recognized])
        #expect(abs(singleLog.times[0] - 0.4) < 1e-9)
        #expect(doubleLog.states.isEmpty)
    }

    @Test("require(toFail:): a double tap recognizes and the single tap waiting for it fails")
    func doubleBeatsSingle() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singleLog = stage.watch(single), doubleLog = stage.watch(double)
        stage.driver.tap(at: Point(x: 50, y: 50), count: 2)
        stage.driver.wait(1)
        #expect(doubleLog.states == [.recognized])
        #expect(singleLog.states.isEmpty)
    }

    @Test("the delegate's shouldRequireFailure(of:) works like require(toFail:)")
    func delegateRequiresFailure() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let delegate = ScriptedGestureDelegate()
        delegate.requiresFailureOf = double
        single.delegate = delegate
        let singleLog = stage.watch(single)
        stage.watch(double)
        stage.driver.tap(at: Point(x: 50, y: 50))
        #expect(singleLog.states.isEmpty)
        stage.driver.wait(0.4)
        #expect(singleLog.states == [.recognized])
    }

    @Test("without a failure requirement, the first recognizer to recognize fails the others")
    func exclusiveByDefault() {
        let first = TapGestureRecognizer(), second = TapGestureRecognizer()
        let firstLog = stage.watch(first), secondLog = stage.watch(second)
        stage.driver.tap(at: Point(x: 50, y: 50))
        #expect(firstLog.states == [.recognized] && secondLog.states.isEmpty)
    }

    @Test("the delegate's shouldRecognizeSimultaneously lets both recognize")
    func delegateSimultaneous() {
        let first = TapGestureRecognizer(), second = TapGestureRecognizer()
        let delegate = ScriptedGestureDelegate()
        delegate.simultaneous = true
        second.delegate = delegate
        let firstLog = stage.watch(first), secondLog = stage.watch(second)
        stage.driver.tap(at: Point(x: 50, y: 50))
        #expect(firstLog.states == [.recognized] && secondLog.states == [.recognized])
    }

    @Test("a delegate vetoing shouldBegin fails the recognizer, and the control under it keeps its tap")
    func delegateVetoesBegin() {
        let control = addControl()
        let tap = TapGestureRecognizer()
        let delegate = ScriptedGestureDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        stage.watch(tap)
        stage.driver.tap(control)
        #expect(delegate.shouldBeginAsked == 1)
        #expect(stage.transcript(of: tap) == ["failed"])
        #expect(stage.transcript(of: control) == ["touchDown", "touchUpInside"])
    }

    @Test("a delegate refusing a touch keeps it from the recognizer altogether")
    func delegateRefusesTouch() {
        let tap = TapGestureRecognizer()
        let delegate = ScriptedGestureDelegate()
        delegate.shouldReceive = false
        tap.delegate = delegate
        let log = stage.watch(tap)
        let touch = stage.driver.begin(at: Point(x: 50, y: 50))
        #expect(touch.gestureRecognizers.isEmpty && tap.numberOfTouches == 0)
        stage.driver.end(touch)
        #expect(log.states.isEmpty)
    }

    @Test("delaysTouchesBegan: the view gets the touch only once the recognizer failed, began and ended together")
    func delaysTouchesBeganUntilFailure() {
        let control = addControl()
        let press = LongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        stage.watch(press)
        let touch = stage.driver.begin(at: Point(x: 150, y: 125))
        #expect(stage.transcript(of: control).isEmpty && !control.isTracking)
        stage.driver.wait(0.2)
        stage.driver.end(touch)
        #expect(stage.transcript(of: control) == ["touchDown", "touchUpInside"])
        #expect(stage.transcript(of: press) == ["failed"])
        let times = stage.application.traffic.records.filter { $0.kind == .emitted }.map(\.time)
        #expect(times == [0.2, 0.2, 0.2])
    }

    @Test("delaysTouchesBegan: when the recognizer recognizes, the view never sees the touch — not even a cancel")
    func delaysTouchesBeganDiscardsOnRecognition() {
        let control = addControl()
        let press = LongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        stage.watch(press)
        stage.driver.longPress(at: Point(x: 150, y: 125), duration: 1)
        #expect(stage.transcript(of: control).isEmpty)
        #expect(stage.transcript(of: press) == ["began", "ended"])
    }

    @Test("delaysTouchesEnded: a control's touch-up waits until a double-tap recognizer fails")
    func delaysTouchesEndedUntilFailure() {
        let control = addControl()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        stage.watch(double)
        stage.driver.tap(control)
        #expect(stage.transcript(of: control) == ["touchDown"])
        stage.driver.wait(0.4)
        #expect(stage.transcript(of: control) == ["touchDown", "touchUpInside"])
        let upTime = stage.application.traffic.records.last { $0.controlEvent == .touchUpInside }?.time ?? 0
        #expect(abs(upTime - 0.4) < 1e-9)
    }

    @Test("with delaysTouchesEnded off, the control's touch-up is not held")
    func delaysTouchesEndedOff() {
        let control = addControl()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        stage.watch(double)
        stage.driver.tap(control)
        #expect(stage.transcript(of: control) == ["touchDown", "touchUpInside"])
    }

    @Test("a removed recognizer no longer sees touches")
    func removedRecognizer() {
        let tap = TapGestureRecognizer()
        let log = stage.watch(tap)
        stage.container.removeGestureRecognizer(tap)
        stage.driver.tap(at: Point(x: 50, y: 50))
        #expect(log.states.isEmpty && tap.view == nil && stage.container.gestureRecognizers.isEmpty)
    }
}
