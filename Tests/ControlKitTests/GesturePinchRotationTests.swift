import Testing
@testable import ControlKit

/// `PinchGestureRecognizer` and `RotationGestureRecognizer` (Apple's documentation of their scale,
/// rotation and velocity), driven by the touch driver's two-finger synthesis.
@Suite("Pinch and rotation gesture recognizers")
struct GesturePinchRotationTests {
    private let stage = GestureStage()

    @Test("the driver's pinch puts two fingers down in one event and lifts them in one event")
    func twoFingerSynthesis() {
        var events: [[Touch.Phase]] = []
        let observer = PhaseObservingView(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        observer.isMultipleTouchEnabled = true
        observer.onEvent = { events.append($0.touchesInOrder.map(\.phase)) }
        stage.add(observer)
        stage.driver.pinch(observer, from: 1, to: 2, steps: 2)
        #expect(events.first == [.began, .began])
        #expect(events.last == [.ended, .ended])
        #expect(events.count == 4)
    }

    @Test("pinching apart to twice the distance gives scale 2 with a positive velocity; together gives 0.5")
    func pinchScale() {
        let pinch = PinchGestureRecognizer()
        var scales: [Double] = [], velocities: [Double] = []
        let log = stage.watch(pinch)
        log.onAction = { _ in
            scales.append(pinch.scale)
            velocities.append(pinch.velocity)
        }
        stage.driver.pinch(stage.container, from: 1, to: 2, steps: 10, duration: 0.5)
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(abs((scales.last ?? 0) - 2) < 1e-9)
        #expect(velocities.dropFirst().allSatisfy { abs($0 - 2) < 1e-6 })
        scales.removeAll()
        stage.driver.pinch(stage.container, from: 1, to: 0.5)
        #expect(abs((scales.last ?? 0) - 0.5) < 1e-9)
    }

    @Test("the pinch begins only after the distance changed by 8 pt; one finger never pinches")
    func pinchBeginsAfterChange() {
        let pinch = PinchGestureRecognizer()
        let log = stage.watch(pinch)
        stage.driver.pinch(stage.container, from: 1, to: 1.07)
        #expect(log.states.isEmpty)
        stage.driver.drag(from: Point(x: 100, y: 100), to: Point(x: 300, y: 300))
        #expect(log.states.isEmpty)
        stage.driver.pinch(stage.container, from: 1, to: 1.1)
        #expect(log.states.first == .began)
    }

    @Test("setting the scale measures later changes from the current distance")
    func settingScale() {
        let pinch = PinchGestureRecognizer()
        var scales: [Double] = []
        let log = stage.watch(pinch)
        log.onAction = { _ in
            scales.append(pinch.scale)
            pinch.scale = 1
        }
        stage.driver.pinch(stage.container, from: 1, to: 2, steps: 2)
        #expect(scales.count == 3)
        #expect(abs(scales[0] - 1.5) < 1e-9 && abs(scales[1] - 2 / 1.5) < 1e-9 && abs(scales[2] - 1) < 1e-9)
    }

    @Test("turning two fingers a quarter clockwise gives rotation π/2 and a positive velocity; the other way, negative")
    func rotation() {
        let turn = RotationGestureRecognizer()
        var rotations: [Double] = [], velocities: [Double] = []
        let log = stage.watch(turn)
        log.onAction = { _ in
            rotations.append(turn.rotation)
            velocities.append(turn.velocity)
        }
        stage.driver.rotate(stage.container, by: .pi / 2, steps: 10, duration: 0.5)
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(abs((rotations.last ?? 0) - .pi / 2) < 1e-9)
        #expect(velocities.allSatisfy { abs($0 - .pi) < 1e-6 })
        rotations.removeAll()
        stage.driver.rotate(stage.container, by: -.pi / 4)
        #expect(abs((rotations.last ?? 0) + .pi / 4) < 1e-9)
    }

    @Test("the rotation begins only after the fingers turned 0.05 rad")
    func rotationBeginsAfterTurn() {
        let turn = RotationGestureRecognizer()
        let log = stage.watch(turn)
        stage.driver.rotate(stage.container, by: 0.04)
        #expect(log.states.isEmpty)
        stage.driver.rotate(stage.container, by: 0.06)
        #expect(log.states.first == .began)
    }
}

/// A view that reports each event that reaches it.
private final class PhaseObservingView: View {
    var onEvent: ((InputEvent) -> Void)?

    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { event.map { onEvent?($0) } }
    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { event.map { onEvent?($0) } }
    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { event.map { onEvent?($0) } }
}
