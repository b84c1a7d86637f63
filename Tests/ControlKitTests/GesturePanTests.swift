import Testing
@testable import ControlKit

/// `PanGestureRecognizer`: begins after a small movement (10 pt, the model's named hysteresis),
/// translation, velocity and setTranslation (Apple's UIPanGestureRecognizer documentation).
@Suite("Pan gesture recognizer")
struct GesturePanTests {
    private let stage = GestureStage()
    private let start = Point(x: 100, y: 200)

    @Test("defaults: one finger or more, begins after 10 pt")
    func defaults() {
        let pan = PanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == .max)
        #expect(pan.minimumMovementToBegin == 10)
    }

    @Test("the pan begins once the finger moved 10 pt, not before")
    func beginsAfterSmallMovement() {
        let pan = PanGestureRecognizer()
        let log = stage.watch(pan)
        let touch = stage.driver.begin(at: start)
        stage.driver.move(touch, to: start.offsetBy(dx: 9, dy: 0))
        #expect(pan.state == .possible)
        stage.driver.move(touch, to: start.offsetBy(dx: 6, dy: 8))
        #expect(pan.state == .began)
        stage.driver.end(touch)
        #expect(log.states == [.began, .ended])
    }

    @Test("a drag goes began, changed on every move, ended at lift; translation is the total movement")
    func continuousDrag() {
        let pan = PanGestureRecognizer()
        var translations: [Point] = []
        let log = stage.watch(pan)
        log.onAction = { _ in translations.append(pan.translation(in: stage.container)) }
        stage.driver.drag(from: start, to: start.offsetBy(dx: 100, dy: 0), steps: 10, duration: 0.3)
        #expect(log.states == [.began] + Array(repeating: .changed, count: 9) + [.ended])
        #expect(translations.first == Point(x: 10, y: 0))
        #expect(translations.last == Point(x: 100, y: 0))
    }

    @Test("velocity is the speed of the last move, in points per second")
    func velocity() {
        let pan = PanGestureRecognizer()
        var velocities: [Point] = []
        let log = stage.watch(pan)
        log.onAction = { _ in velocities.append(pan.velocity(in: nil)) }
        stage.driver.drag(from: start, to: start.offsetBy(dx: 0, dy: 100), steps: 10, duration: 0.5)
        let last = velocities.last ?? .zero
        #expect(abs(last.y - 200) < 1e-6 && last.x == 0)
    }

    @Test("setTranslation re-bases the translation, so each action can read the movement since the last")
    func setTranslation() {
        let pan = PanGestureRecognizer()
        var steps: [Double] = []
        let log = stage.watch(pan)
        log.onAction = { _ in
            steps.append(pan.translation(in: stage.container).x)
            pan.setTranslation(.zero, in: stage.container)
        }
        stage.driver.drag(from: start, to: start.offsetBy(dx: 50, dy: 0), steps: 5, duration: 0.2)
        #expect(steps == [10, 10, 10, 10, 10, 0])
    }

    @Test("translation is given in the coordinate system of the view asked")
    func translationInScaledView() {
        let pan = PanGestureRecognizer()
        let zoomed = stage.add(View(frame: Rect(x: 0, y: 0, width: 200, height: 200)))
        zoomed.transform = Transform(scaleX: 2, y: 2)
        stage.watch(pan)
        let touch = stage.driver.begin(at: start)
        stage.driver.move(touch, to: start.offsetBy(dx: 40, dy: 0))
        #expect(pan.translation(in: nil) == Point(x: 40, y: 0))
        #expect(pan.translation(in: zoomed) == Point(x: 20, y: 0))
        stage.driver.end(touch)
    }

    @Test("lifting without moving 10 pt fails it: no action, a failed record (§2.1.5)")
    func noMovementFails() {
        let pan = PanGestureRecognizer()
        let log = stage.watch(pan)
        stage.driver.tap(at: start)
        #expect(log.states.isEmpty)
        #expect(stage.transcript(of: pan) == ["failed"])
    }
}
