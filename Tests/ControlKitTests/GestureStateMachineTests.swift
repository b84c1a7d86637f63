import Testing
@testable import ControlKit

/// UIKit's recognizer state machine (`UIGestureRecognizer.State`; Apple's "About the gesture
/// recognizer state machine"), target–action pairs and traffic.
@Suite("Gesture recognizer state machine")
struct GestureStateMachineTests {
    private let stage = GestureStage()

    @Test("states carry UIKit's raw values and recognized is ended")
    func rawValues() {
        #expect(GestureRecognizer.State.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(GestureRecognizer.State.recognized == .ended)
    }

    @Test("a discrete recognizer goes possible → recognized or failed; other changes are ignored")
    func discreteTransitions() {
        let recognizer = GestureRecognizer()
        recognizer.state = .changed
        #expect(recognizer.state == .possible)
        recognizer.state = .cancelled
        #expect(recognizer.state == .possible)
        recognizer.state = .recognized
        #expect(recognizer.state == .ended)
        recognizer.state = .failed
        #expect(recognizer.state == .ended)
    }

    @Test("a continuous recognizer goes began → changed… → ended or cancelled, and cannot fail once begun")
    func continuousTransitions() {
        let recognizer = GestureRecognizer()
        recognizer.state = .began
        recognizer.state = .failed
        #expect(recognizer.state == .began)
        recognizer.state = .changed
        recognizer.state = .changed
        #expect(recognizer.state == .changed)
        recognizer.state = .cancelled
        #expect(recognizer.state == .cancelled)
    }

    @Test("actions are sent on began, changed, ended and cancelled, never on failed")
    func actionsPerState() {
        let log = StateLog()
        let continuous = GestureRecognizer(target: log, action: "moved:")
        continuous.state = .began
        continuous.state = .changed
        continuous.state = .ended
        let failing = GestureRecognizer(target: log, action: "moved:")
        failing.state = .failed
        let cancelled = GestureRecognizer(target: log, action: "moved:")
        cancelled.state = .began
        cancelled.state = .cancelled
        #expect(log.states == [.began, .changed, .ended, .began, .cancelled])
    }

    @Test("after its sequence the recognizer returns to possible and reset() runs — not before the finger lifts")
    func resetAfterSequence() {
        let stroke = StrokeRecognizer()
        let log = stage.watch(stroke)
        let touch = stage.driver.begin(at: Point(x: 100, y: 100))
        stage.driver.move(touch, to: Point(x: 120, y: 100))
        #expect(stroke.state == .began)
        stroke.state = .cancelled
        stage.driver.move(touch, to: Point(x: 140, y: 100))
        #expect(stroke.state == .cancelled && stroke.resets == 0)
        stage.driver.end(touch)
        #expect(stroke.state == .possible && stroke.resets == 1)
        #expect(log.states == [.began, .cancelled])
    }

    @Test("several target–action pairs and closures run in the order added; removed and released ones do not")
    func severalActions() {
        let first = StateLog(), second = StateLog()
        var closureStates: [GestureRecognizer.State] = []
        let recognizer = GestureRecognizer(target: first, action: "a:")
        recognizer.addTarget(second, action: "b:")
        recognizer.addTarget(first, action: "a:")
        recognizer.addAction(Action(title: "note") { sender, _ in
            closureStates.append((sender as! GestureRecognizer).state)
        })
        recognizer.state = .began
        recognizer.removeTarget(second, action: nil)
        recognizer.state = .ended
        #expect(first.states == [.began, .ended])
        #expect(second.states == [.began])
        #expect(closureStates == [.began, .ended])

        var released: StateLog? = StateLog()
        let other = GestureRecognizer(target: released!, action: "a:")
        released = nil
        other.state = .recognized
        let emitted = other.dispatchingApplication.traffic.records.filter { $0.kind == .emitted }
        #expect(emitted.map(\.registrations) == [0])
    }

    @Test("every action is recorded in the traffic with the recognizer as sender and its state")
    func traffic() {
        let tap = TapGestureRecognizer()
        let log = stage.watch(tap)
        stage.driver.tap(at: Point(x: 50, y: 50))
        #expect(log.states == [.ended])
        let lines = stage.application.traffic.records.map(\.description)
        #expect(lines == [
            "#1  t=0.050  emitted    TapGestureRecognizer#1  ended  (1 registered)",
            "#2  t=0.050  delivered  TapGestureRecognizer#1  ended  -> StateLog#1 handle:  event=nil",
        ])
        #expect(stage.application.traffic.records.allSatisfy { $0.gestureState == .ended && $0.controlEvent == nil })
    }

    @Test("disabling a recognizer mid-gesture cancels it, and a disabled one receives no touches")
    func disabling() {
        let stroke = StrokeRecognizer()
        let log = stage.watch(stroke)
        let touch = stage.driver.begin(at: Point(x: 100, y: 100))
        stage.driver.move(touch, to: Point(x: 130, y: 100))
        stroke.isEnabled = false
        stage.driver.end(touch)
        #expect(log.states == [.began, .cancelled])
        stage.driver.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100))
        #expect(log.states == [.began, .cancelled])
        #expect(stroke.state == .possible)
    }

    @Test("numberOfTouches and location(in:) follow the centroid of the touches, which stays after they lift")
    func locationAndTouches() throws {
        let pinch = PinchGestureRecognizer()
        let child = stage.add(View(frame: Rect(x: 100, y: 100, width: 200, height: 200)))
        stage.watch(pinch, on: child)
        let fingers = stage.driver.begin(at: [Point(x: 150, y: 200), Point(x: 250, y: 200)])
        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.location(in: child) == Point(x: 100, y: 100))
        #expect(pinch.location(in: nil) == Point(x: 200, y: 200))
        #expect(try #require(pinch.location(ofTouch: 1, in: child)) == Point(x: 150, y: 100))
        stage.driver.end(fingers)
        #expect(pinch.numberOfTouches == 0)
        #expect(pinch.location(in: nil) == Point(x: 200, y: 200))
    }

    @Test("a touch lists the recognizers of its view and the view's ancestors, nearest first (uikit-rules §5)")
    func touchRecognizers() {
        let child = stage.add(View(frame: Rect(x: 100, y: 100, width: 100, height: 100)))
        let outer = TapGestureRecognizer(), inner = TapGestureRecognizer()
        stage.watch(outer)
        stage.watch(inner, on: child)
        let touch = stage.driver.begin(at: Point(x: 150, y: 150))
        #expect(touch.gestureRecognizers.map(ObjectIdentifier.init) == [ObjectIdentifier(inner), ObjectIdentifier(outer)])
        stage.driver.end(touch)
    }
}
