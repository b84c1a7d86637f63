import Testing
@testable import ControlKit

/// Failing is a change of state like any other: every recognizer that fails leaves one `failed`
/// record in the traffic, sending no action (Apple's UIGestureRecognizer — state; uikit-rules §2.1.5).
@Suite("Gesture failure records")
struct GestureFailureRecordTests {
    private let stage = GestureStage()
    private let spot = Point(x: 200, y: 200)

    /// The recognizer's failed records: emitted, with the state, calling no registration.
    private func failures(of recognizer: GestureRecognizer) -> [TrafficRecord] {
        let name = stage.application.name(of: recognizer)
        return stage.application.traffic.records.filter { $0.sender == name && $0.gestureState == .failed }
    }

    @Test("§2.1.5: a long press whose finger strays 11 pt reads failed at once and leaves one failed record, no action")
    func longPressStraying() throws {
        let press = LongPressGestureRecognizer()
        let log = stage.watch(press)
        let touch = stage.driver.begin(at: spot)
        stage.driver.move(touch, to: spot.offsetBy(dx: 0, dy: 11))
        #expect(press.state == .failed)
        #expect(stage.transcript(of: press) == ["failed"])
        stage.driver.wait(1)
        stage.driver.end(touch)
        #expect(log.states.isEmpty && stage.transcript(of: press) == ["failed"])
        let record = try #require(failures(of: press).first)
        #expect(record.kind == .emitted && record.registrations == 0 && record.time == 0)
    }

    @Test("§2.1.5: a long press lifted before 0.5 s fails, recorded at the lift; each failed sequence has its record")
    func longPressTooShort() {
        let press = LongPressGestureRecognizer()
        stage.watch(press)
        stage.driver.longPress(at: spot, duration: 0.4)
        stage.driver.wait(1)
        stage.driver.longPress(at: spot, duration: 0.3)
        let times = failures(of: press).map(\.time)
        #expect(times.count == 2 && close(times[0], 0.4) && close(times[1], 1.7))
        #expect(press.state == .possible)
    }

    @Test("§2.1.5: a long press recognized then released has no failed record")
    func longPressRecognizedNeverFails() {
        let press = LongPressGestureRecognizer()
        stage.watch(press)
        stage.driver.longPress(at: spot, duration: 1)
        #expect(stage.transcript(of: press) == ["began", "ended"])
    }

    @Test("§2.1.5: a tap held longer than 0.75 s fails and is recorded")
    func tapHeldTooLong() {
        let tap = TapGestureRecognizer()
        stage.watch(tap)
        stage.driver.longPress(at: spot, duration: 1)
        #expect(stage.transcript(of: tap) == ["failed"])
    }

    @Test("§2.1.5, §6: a swipe too slow to be one fails and is recorded")
    func slowSwipe() {
        let swipe = SwipeGestureRecognizer()
        stage.watch(swipe)
        stage.driver.swipe(from: Point(x: 50, y: 200), direction: .right, distance: 100, duration: 2, steps: 20)
        #expect(stage.transcript(of: swipe) == ["failed"])
    }

    @Test("§2.1.5: pinch and rotation recognizers that one finger never starts fail at its lift, recorded")
    func twoFingerRecognizersWithOneFinger() {
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        stage.watch(pinch)
        stage.watch(rotation)
        stage.driver.tap(at: spot)
        #expect(stage.transcript(of: pinch) == ["failed"] && stage.transcript(of: rotation) == ["failed"])
    }

    @Test("§2.1.5: a single tap that must wait for a double tap fails when the double tap recognizes, recorded")
    func failedByARival() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.watch(single)
        stage.watch(double)
        stage.driver.tap(at: spot, count: 2)
        #expect(stage.transcript(of: double) == ["ended"])
        #expect(stage.transcript(of: single) == ["failed"])
    }
}
