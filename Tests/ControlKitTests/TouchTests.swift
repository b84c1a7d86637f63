import Testing
@testable import ControlKit

/// uikit-rules §5 and §2.1.3–4.
@Suite("Touches and events (§5)")
struct TouchTests {
    /// A view that records the touches delivered to it.
    final class TouchLog: View {
        var entries: [String] = []
        var lastEvent: InputEvent?
        override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { note("began", touches, event) }
        override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { note("moved", touches, event) }
        override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { note("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { note("cancelled", touches, event) }
        private func note(_ phase: String, _ touches: Set<Touch>, _ event: InputEvent?) {
            entries.append("\(phase)×\(touches.count)")
            lastEvent = event
        }
    }

    private let application = Application()
    private let window: Window
    private let driver: TouchDriver

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        driver = TouchDriver(window: window)
    }

    @Test("§1.3: touch phases and event types have UIKit's raw values")
    func rawValues() {
        #expect(Touch.Phase.allCases.map(\.rawValue) == Array(0...7))
        #expect([Touch.Phase.began, .moved, .stationary, .ended, .cancelled].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([InputEvent.EventType.touches, .motion, .remoteControl, .presses].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("§5: location(in:) and previousLocation(in:) convert into the view; nil gives window coordinates")
    func locations() {
        let view = View(frame: Rect(x: 100, y: 200, width: 50, height: 50))
        window.addSubview(view)
        let touch = driver.begin(at: Point(x: 110, y: 210))
        #expect(touch.location(in: view) == Point(x: 10, y: 10))
        driver.move(touch, to: Point(x: 130, y: 205))
        #expect(touch.location(in: view) == Point(x: 30, y: 5))
        #expect(touch.previousLocation(in: view) == Point(x: 10, y: 10))
        #expect(touch.location(in: nil) == Point(x: 130, y: 205))
        #expect(touch.window === window)
    }

    @Test("§2.1.3: a touch's view is fixed when it begins, even after the finger leaves the view")
    func viewIsSticky() {
        let first = TouchLog(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let second = TouchLog(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(first)
        window.addSubview(second)
        let touch = driver.begin(at: Point(x: 50, y: 50))
        driver.move(touch, to: Point(x: 250, y: 50))
        driver.end(touch)
        #expect(touch.view === first)
        #expect(first.entries == ["began×1", "moved×1", "ended×1"])
        #expect(second.entries.isEmpty)
    }

    @Test("§5: timestamps come from the virtual clock and phases follow the sequence")
    func timestampsAndPhases() {
        let view = TouchLog(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        application.clock.advance(by: 2)
        let touch = driver.begin(at: Point(x: 10, y: 10))
        #expect(touch.phase == .began && touch.timestamp == 2)
        driver.wait(0.25)
        driver.move(touch, to: Point(x: 20, y: 10))
        #expect(touch.phase == .moved && touch.timestamp == 2.25)
        #expect(view.lastEvent?.timestamp == 2.25)
        driver.cancel(touch)
        #expect(touch.phase == .cancelled)
        #expect(view.entries.last == "cancelled×1")
        #expect(driver.activeTouches.isEmpty)
    }

    @Test("§5: an event carries every touch on the screen; stationary touches are not delivered again")
    func allTouchesAndStationary() throws {
        let left = TouchLog(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let right = TouchLog(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(left)
        window.addSubview(right)
        let one = driver.begin(at: Point(x: 10, y: 10))
        let two = driver.begin(at: Point(x: 210, y: 10))
        let event = try #require(right.lastEvent)
        #expect(event.allTouches == [one, two])
        #expect(event.touches(for: right) == [two])
        #expect(event.touches(for: window) == [one, two])
        #expect(one.phase == .stationary)
        driver.move(two, to: Point(x: 220, y: 10))
        #expect(left.entries == ["began×1"])
        #expect(right.entries == ["began×1", "moved×1"])
    }

    @Test("§2.1.4: a view without multiple touch enabled receives only the first touch; with it, both")
    func multipleTouch() {
        let view = TouchLog(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let first = driver.begin(at: Point(x: 10, y: 10))
        let second = driver.begin(at: Point(x: 100, y: 100))
        driver.end(second)
        driver.end(first)
        #expect(view.entries == ["began×1", "ended×1"])
        view.entries = []
        view.isMultipleTouchEnabled = true
        let third = driver.begin(at: Point(x: 10, y: 10))
        let fourth = driver.begin(at: Point(x: 100, y: 100))
        driver.end(fourth)
        driver.end(third)
        #expect(view.entries == ["began×1", "began×1", "ended×1", "ended×1"])
    }

    @Test("touches not handled by a plain view travel up the responder chain to its superview")
    func forwardedToSuperview() {
        let parent = TouchLog(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        driver.tap(at: Point(x: 10, y: 10))
        #expect(parent.entries == ["began×1", "ended×1"])
    }
}

/// Multi-tap counting, uikit-rules §5: within 0.35 s and 45 pt of the previous tap.
@Suite("Tap counting (§5)")
struct TapCountTests {
    private let application = Application()
    private let window: Window
    private let driver: TouchDriver

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        driver = TouchDriver(window: window)
    }

    private func tap(at point: Point, hold: Double = 0.05) -> Touch {
        let touch = driver.begin(at: point)
        driver.wait(hold)
        driver.end(touch)
        return touch
    }

    @Test("§5: quick taps at the same place count 1, 2, 3")
    func counting() {
        let counts = (0..<3).map { _ -> Int in
            let touch = tap(at: Point(x: 100, y: 100))
            driver.wait(0.2)
            return touch.tapCount
        }
        #expect(counts == [1, 2, 3])
    }

    @Test("§5: a pause longer than 0.35 s starts a new sequence; 0.35 s exactly continues it")
    func interval() {
        _ = tap(at: Point(x: 100, y: 100))
        driver.wait(0.35)
        #expect(tap(at: Point(x: 100, y: 100)).tapCount == 2)
        driver.wait(0.36)
        #expect(tap(at: Point(x: 100, y: 100)).tapCount == 1)
    }

    @Test("§5: a tap more than 45 pt from the previous one starts a new sequence")
    func distance() {
        _ = tap(at: Point(x: 100, y: 100))
        driver.wait(0.1)
        #expect(tap(at: Point(x: 140, y: 100)).tapCount == 2)
        driver.wait(0.1)
        #expect(tap(at: Point(x: 200, y: 100)).tapCount == 1)
    }

    @Test("§5: after a touch that was no tap (held too long, or moved too far) the next touch counts 1")
    func previousMustBeATap() {
        _ = tap(at: Point(x: 100, y: 100), hold: 0.8)
        driver.wait(0.1)
        #expect(tap(at: Point(x: 100, y: 100)).tapCount == 1)
        driver.wait(0.1)
        let dragged = driver.begin(at: Point(x: 100, y: 100))
        driver.move(dragged, to: Point(x: 200, y: 100))
        driver.end(dragged, at: Point(x: 100, y: 100))
        driver.wait(0.1)
        #expect(tap(at: Point(x: 100, y: 100)).tapCount == 1)
    }

    @Test("§5: how far a touch moved is its own: a second finger that strayed does not spoil the first's tap")
    func travelIsPerTouch() {
        let still = driver.begin(at: Point(x: 100, y: 100))
        let strayed = driver.begin(at: Point(x: 300, y: 300))
        driver.move(strayed, to: Point(x: 400, y: 400))
        driver.end(strayed)
        driver.end(still)
        driver.wait(0.1)
        #expect(tap(at: Point(x: 100, y: 100)).tapCount == 2)
    }

    @Test("a gesture's trails: one per finger, in the order the fingers came down, each with its own points")
    func trailsPerFinger() {
        let first = driver.begin(at: Point(x: 10, y: 10))
        let second = driver.begin(at: Point(x: 50, y: 50))
        driver.move(first, to: Point(x: 20, y: 10))
        driver.end(first)
        let third = driver.begin(at: Point(x: 90, y: 90))
        driver.move(second, to: Point(x: 60, y: 50))
        driver.end([second, third])
        #expect(driver.trails.map(\.points) == [
            [Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 20, y: 10)],
            [Point(x: 50, y: 50), Point(x: 60, y: 50), Point(x: 60, y: 50)],
            [Point(x: 90, y: 90), Point(x: 90, y: 90)],
        ])
        #expect(driver.trails.allSatisfy { !$0.isDown })
        _ = driver.begin(at: Point(x: 5, y: 5))
        #expect(driver.trails == [TouchTrail(points: [Point(x: 5, y: 5)], isDown: true)])
    }

    @Test("§5: the thresholds are configurable per window")
    func configurable() {
        window.tapCounting.maximumIntervalBetweenTaps = 1
        _ = tap(at: Point(x: 100, y: 100))
        driver.wait(0.9)
        #expect(tap(at: Point(x: 100, y: 100)).tapCount == 2)
    }
}
