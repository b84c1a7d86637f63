/// Recognizes two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`).
/// Continuous: began once the distance between the fingers changed by `minimumSpanChangeToBegin`,
/// changed on every move, ended when a finger lifts (failed if that happens before it began).
///
///     > let pinch = PinchGestureRecognizer(target: log, action: "zoomed:")
///     > photo.addGestureRecognizer(pinch)
///     > driver.pinch(photo, from: 1, to: 2)
///     > pinch.scale
///     2.0
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much the distance between the fingers must change before the pinch begins, in points.
    /// UIKit does not document it; the model takes 8 pt [INF].
    public var minimumSpanChangeToBegin = 8.0

    private var baseSpan = 1.0
    private var scaleAtBase = 1.0
    private var lastSpan = 1.0
    private var previousScale = 1.0
    private var previousTime = 0.0

    /// The distance between the fingers relative to when they came down (1 at first). Setting it,
    /// as handlers do to get the change since the last call, measures from the current distance.
    public var scale: Double {
        get { scaleAtBase * currentSpan / baseSpan }
        set {
            scaleAtBase = newValue
            baseSpan = currentSpan
            previousScale = newValue
        }
    }

    /// How fast the scale changed at the last move, in scale factor per second.
    public private(set) var velocity = 0.0

    private var currentSpan: Double {
        twoFingers.map { max(span(of: $0), 1e-9) } ?? lastSpan
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent) {
        guard state == .possible, let fingers = twoFingers, numberOfTouches == 2 else { return }
        baseSpan = max(span(of: fingers), 1e-9)
        lastSpan = baseSpan
        previousTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent) {
        guard let fingers = twoFingers else { return }
        let newSpan = max(span(of: fingers), 1e-9)
        let elapsed = event.timestamp - previousTime
        let current = scale
        if elapsed > 0 { velocity = (current - previousScale) / elapsed }
        previousScale = current
        previousTime = event.timestamp
        if state == .possible {
            if abs(newSpan - baseSpan) >= minimumSpanChangeToBegin { state = .began }
        } else {
            state = .changed
        }
        lastSpan = newSpan
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent) {
        if let fingers = twoFingers { lastSpan = max(span(of: fingers), 1e-9) }
        state = state == .possible ? .failed : .ended
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        baseSpan = 1
        scaleAtBase = 1
        lastSpan = 1
        previousScale = 1
        velocity = 0
    }
}
