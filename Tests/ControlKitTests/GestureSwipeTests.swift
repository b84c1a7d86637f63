import Testing
@testable import ControlKit

/// `SwipeGestureRecognizer` (uikit-rules §6): direction mask, recognition during the move,
/// and the thresholds the model names (50 pt along, at most 50 pt across, within 0.5 s).
@Suite("Swipe gesture recognizer")
struct GestureSwipeTests {
    private let stage = GestureStage()
    private let start = Point(x: 200, y: 200)

    @Test("defaults: direction right, one finger, 50 pt along within 0.5 s, at most 50 pt across (§6)")
    func defaults() {
        let swipe = SwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect(swipe.minimumPrimaryMovement == 50 && swipe.maximumSecondaryMovement == 50 && swipe.maximumDuration == 0.5)
        #expect([SwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test("a swipe is recognized during the move, while the finger is still down (§6)")
    func recognizedDuringMove() {
        let swipe = SwipeGestureRecognizer()
        let log = stage.watch(swipe)
        var fingersDown: [Int] = []
        log.onAction = { _ in fingersDown.append(stage.driver.activeTouches.count) }
        stage.driver.swipe(from: start, direction: .right, distance: 120, duration: 0.12, steps: 4)
        #expect(log.states == [.recognized])
        #expect(fingersDown == [1])
        #expect(log.times == [0.06])
    }

    @Test("each recognizer takes only its directions: one per direction, as the recipe does (§6)")
    func directions() {
        let left = SwipeGestureRecognizer(), up = SwipeGestureRecognizer()
        left.direction = .left
        up.direction = .up
        let leftLog = stage.watch(left), upLog = stage.watch(up)
        stage.driver.swipe(from: start, direction: .left, distance: 100)
        stage.driver.swipe(from: start, direction: .right, distance: 100)
        stage.driver.swipe(from: start, direction: .up, distance: 100)
        #expect(leftLog.states == [.recognized])
        #expect(upLog.states == [.recognized])
    }

    @Test("a mask with several directions takes any of them")
    func mask() {
        let swipe = SwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        let log = stage.watch(swipe)
        stage.driver.swipe(from: start, direction: .left, distance: 100)
        stage.driver.swipe(from: start, direction: .right, distance: 100)
        stage.driver.swipe(from: start, direction: .down, distance: 100)
        #expect(log.states == [.recognized, .recognized])
    }

    @Test("a stroke straying more than 50 pt across the direction fails")
    func diagonalFails() {
        let swipe = SwipeGestureRecognizer()
        let log = stage.watch(swipe)
        stage.driver.drag(from: start, to: start.offsetBy(dx: 60, dy: 160), steps: 6, duration: 0.15)
        #expect(log.states.isEmpty)
    }

    @Test("a stroke that takes more than 0.5 s to cover 50 pt fails")
    func slowFails() {
        let swipe = SwipeGestureRecognizer()
        let log = stage.watch(swipe)
        stage.driver.drag(from: start, to: start.offsetBy(dx: 200, dy: 0), steps: 20, duration: 4)
        #expect(log.states.isEmpty)
    }

    @Test("lifting before 50 pt fails it, and so does a second finger")
    func shortOrTwoFingersFail() {
        let swipe = SwipeGestureRecognizer()
        let log = stage.watch(swipe)
        stage.driver.swipe(from: start, direction: .right, distance: 40)
        let fingers = stage.driver.begin(at: [start, start.offsetBy(dx: 0, dy: 30)])
        stage.driver.wait(0.05)
        stage.driver.move(fingers, to: [start.offsetBy(dx: 100, dy: 0), start.offsetBy(dx: 100, dy: 30)])
        stage.driver.end(fingers)
        #expect(log.states.isEmpty)
    }
}
