import Foundation

/// Recognizes two fingers turning about each other (UIKit's `UIRotationGestureRecognizer`).
/// Continuous: began once the line between the fingers turned by `minimumRotationToBegin`,
/// changed on every move, ended when a finger lifts (failed if that happens before it began).
///
///     > let turn = RotationGestureRecognizer(target: log, action: "turned:")
///     > dial.addGestureRecognizer(turn)
///     > driver.rotate(dial, by: .pi / 2)
///     > turn.rotation                         -- about π/2, clockwise positive
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far the fingers must turn before the rotation begins, in radians. UIKit does not
    /// document it; the model takes 0.05 rad, about 3° [INF].
    public var minimumRotationToBegin = 0.05

    private var lastAngle = 0.0
    private var previousTime = 0.0

    /// How far the fingers turned since they came down, in radians, clockwise on screen positive.
    /// Handlers may set it (usually to 0) to measure from the current position.
    public var rotation = 0.0

    /// How fast the fingers turned at the last move, in radians per second.
    public private(set) var velocity = 0.0

    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent) {
        guard state == .possible, let fingers = twoFingers, numberOfTouches == 2 else { return }
        lastAngle = angle(of: fingers)
        previousTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent) {
        guard let fingers = twoFingers else { return }
        let newAngle = angle(of: fingers)
        var turn = newAngle - lastAngle
        if turn > .pi { turn -= 2 * .pi }
        if turn <= -.pi { turn += 2 * .pi }
        lastAngle = newAngle
        rotation += turn
        let elapsed = event.timestamp - previousTime
        if elapsed > 0 { velocity = turn / elapsed }
        previousTime = event.timestamp
        if state == .possible {
            if abs(rotation) >= minimumRotationToBegin { state = .began }
        } else {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent) {
        state = state == .possible ? .failed : .ended
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        rotation = 0
        velocity = 0
        lastAngle = 0
    }
}
