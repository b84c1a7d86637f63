/// Recognizes fingers held still for a while (UIKit's `UILongPressGestureRecognizer`). Continuous:
/// began when the press has lasted `minimumPressDuration` on the virtual clock, changed as the
/// fingers then move (any distance), ended when they lift. Moving more than `allowableMovement`
/// or lifting before the delay fails it.
///
///     > let hold = LongPressGestureRecognizer(target: log, action: "held:")
///     > icon.addGestureRecognizer(hold)
///     > driver.longPress(icon, duration: 1)   -- began at 0.5 s, ended at the lift
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay down, in seconds (UIKit's default, 0.5 s).
    public var minimumPressDuration = 0.5

    /// How far the fingers may move before the press begins, in points (UIKit's default, 10 pt).
    public var allowableMovement = 10.0

    /// How many fingers the press takes (default 1).
    public var numberOfTouchesRequired = 1

    private var startCentroid: Point?
    private var timer: VirtualTimer?

    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent) {
        guard state == .possible else { return }
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        startCentroid = centroidInWindow
        timer?.invalidate()
        timer = clock?.perform(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent) {
        if state == .possible {
            if let start = startCentroid, centroidInWindow.distance(to: start) > allowableMovement { state = .failed }
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
        timer?.invalidate()
        timer = nil
        startCentroid = nil
    }
}
