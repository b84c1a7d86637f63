import Testing
@testable import ControlKit

/// `isExclusiveTouch`: a view that takes touches only alone in its window (Apple's UIView —
/// isExclusiveTouch; uikit-rules §2.1.7).
@Suite("Exclusive touch")
struct ExclusiveTouchTests {
    private let application = Application()
    private let window: Window
    private let driver: TouchDriver
    private let left = TouchTests.TouchLog(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    private let right = TouchTests.TouchLog(frame: Rect(x: 300, y: 0, width: 200, height: 200))

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        window.addSubview(left)
        window.addSubview(right)
        driver = TouchDriver(window: window)
    }

    @Test("§2.1.7: isExclusiveTouch is false by default, and two views then each get their own finger")
    func offByDefault() {
        #expect(!View().isExclusiveTouch)
        let first = driver.begin(at: Point(x: 10, y: 10))
        let second = driver.begin(at: Point(x: 310, y: 10))
        driver.end(second)
        driver.end(first)
        #expect(left.entries == ["began×1", "ended×1"] && right.entries == ["began×1", "ended×1"])
    }

    @Test("§2.1.7: while an exclusive-touch view tracks a touch, a new touch on another view of the window reaches no view")
    func exclusiveViewKeepsOthersOut() {
        left.isExclusiveTouch = true
        let first = driver.begin(at: Point(x: 10, y: 10))
        let second = driver.begin(at: Point(x: 310, y: 10))
        driver.move(second, to: Point(x: 320, y: 20))
        driver.end(second)
        #expect(second.view == nil && right.entries.isEmpty)
        driver.move(first, to: Point(x: 20, y: 20))
        driver.end(first)
        #expect(left.entries == ["began×1", "moved×1", "ended×1"])
        driver.tap(at: Point(x: 310, y: 10))
        #expect(right.entries == ["began×1", "ended×1"])
    }

    @Test("§2.1.7: a touch already down on another view keeps an exclusive-touch view from a new touch")
    func exclusiveViewWaitsItsTurn() {
        left.isExclusiveTouch = true
        let first = driver.begin(at: Point(x: 310, y: 10))
        let second = driver.begin(at: Point(x: 10, y: 10))
        driver.end(second)
        driver.move(first, to: Point(x: 320, y: 20))
        driver.end(first)
        #expect(left.entries.isEmpty && second.view == nil)
        #expect(right.entries == ["began×1", "moved×1", "ended×1"])
    }

    @Test("§2.1.7, §2.1.5: a kept-out touch reaches no gesture recognizer either")
    func keptOutOfRecognizers() {
        left.isExclusiveTouch = true
        let tap = TapGestureRecognizer()
        let log = StateLog()
        tap.addTarget(log, action: "tapped:")
        right.addGestureRecognizer(tap)
        let first = driver.begin(at: Point(x: 10, y: 10))
        driver.tap(at: Point(x: 310, y: 10))
        driver.end(first)
        #expect(log.states.isEmpty)
        driver.tap(at: Point(x: 310, y: 10))
        #expect(log.states == [.recognized])
    }

    @Test("§2.1.7: touches in another window are not kept out")
    func otherWindowsUnaffected() {
        left.isExclusiveTouch = true
        let otherWindow = application.makeWindow(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        let elsewhere = TouchTests.TouchLog(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        otherWindow.addSubview(elsewhere)
        let first = driver.begin(at: Point(x: 10, y: 10))
        TouchDriver(window: otherWindow).tap(at: Point(x: 10, y: 10))
        driver.end(first)
        #expect(elsewhere.entries == ["began×1", "ended×1"])
    }
}
