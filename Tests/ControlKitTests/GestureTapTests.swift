import Testing
@testable import ControlKit

/// `TapGestureRecognizer`: UIKit's defaults and the tap rules of uikit-rules §5.
@Suite("Tap gesture recognizer")
struct GestureTapTests {
    private let stage = GestureStage()
    private let spot = Point(x: 200, y: 200)

    @Test("defaults: one tap of one finger, 0.35 s between taps, 45 pt of movement, 0.75 s per tap (§5)")
    func defaults() {
        let tap = TapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(tap.maximumIntervalBetweenTaps == 0.35)
        #expect(tap.allowableMovement == 45)
        #expect(tap.maximumTapDuration == 0.75)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
    }

    @Test("a tap is recognized once, at the lift (discrete: possible → recognized)")
    func singleTap() {
        let tap = TapGestureRecognizer()
        let log = stage.watch(tap)
        let touch = stage.driver.begin(at: spot)
        #expect(tap.state == .possible && log.states.isEmpty)
        stage.driver.wait(0.1)
        stage.driver.end(touch)
        #expect(log.states == [.recognized])
        #expect(log.times == [0.1])
        #expect(tap.state == .possible)
    }

    @Test("a double tap is recognized at the second lift when the taps are within 0.35 s (§5)")
    func doubleTap() {
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let log = stage.watch(double)
        stage.driver.tap(at: spot)
        #expect(log.states.isEmpty)
        stage.driver.wait(0.3)
        stage.driver.tap(at: spot.offsetBy(dx: 10, dy: 0))
        #expect(log.states == [.recognized])
    }

    @Test("a second tap later than 0.35 s after the first lift is too late: the double tap failed (§5)")
    func doubleTapTooSlow() {
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let log = stage.watch(double)
        stage.driver.tap(at: spot)
        stage.driver.wait(0.36)
        stage.driver.tap(at: spot)
        stage.driver.wait(1)
        #expect(log.states.isEmpty)
    }

    @Test("a finger moving more than 45 pt fails the tap; 45 pt still counts (§5)")
    func movementFails() {
        let tap = TapGestureRecognizer()
        let log = stage.watch(tap)
        stage.driver.drag(from: spot, to: spot.offsetBy(dx: 46, dy: 0), steps: 2, duration: 0.1)
        #expect(log.states.isEmpty)
        stage.driver.drag(from: spot, to: spot.offsetBy(dx: 45, dy: 0), steps: 2, duration: 0.1)
        #expect(log.states == [.recognized])
    }

    @Test("a press held longer than 0.75 s is no tap (§5)")
    func heldTooLong() {
        let tap = TapGestureRecognizer()
        let log = stage.watch(tap)
        stage.driver.longPress(at: spot, duration: 0.8)
        #expect(log.states.isEmpty)
        stage.driver.longPress(at: spot, duration: 0.7)
        #expect(log.states == [.recognized])
    }

    @Test("numberOfTouchesRequired 2 takes two fingers at once; one finger fails it")
    func twoFingerTap() {
        let tap = TapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let log = stage.watch(tap)
        stage.driver.tap(at: spot)
        #expect(log.states.isEmpty)
        let fingers = stage.driver.begin(at: [spot, spot.offsetBy(dx: 30, dy: 0)])
        stage.driver.wait(0.05)
        stage.driver.end(fingers)
        #expect(log.states == [.recognized])
        #expect(tap.location(in: nil) == spot.offsetBy(dx: 15, dy: 0))
    }
}
