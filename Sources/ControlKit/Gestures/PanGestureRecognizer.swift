/// Recognizes a finger (or several) dragging across the view (UIKit's `UIPanGestureRecognizer`).
/// Continuous: began once the fingers moved `minimumMovementToBegin`, changed on every move, ended
/// when the last finger lifts.
///
/// Translation is measured from where the fingers went down, so the first `began` already reports
/// the movement that started the pan; a finger joining or leaving does not make it jump.
///
///     > let pan = PanGestureRecognizer(action: Action { sender, _ in … })
///     > card.addGestureRecognizer(pan)
///     > driver.drag(from: card.center, to: Point(x: 300, y: 120))
///     > pan.translation(in: card)
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that make a pan (default 1).
    public var minimumNumberOfTouches = 1

    /// The most fingers that make a pan (default unlimited).
    public var maximumNumberOfTouches = Int.max

    /// How far the fingers must move before the pan begins, in points. UIKit does not document it;
    /// 10 pt is the commonly measured hysteresis of its pan recognizer [INF].
    public var minimumMovementToBegin = 10.0

    private var originInWindow = Point.zero
    private var previousCentroid = Point.zero
    private var previousTime = 0.0
    private var lastVelocity = Point.zero

    /// How far the fingers moved since the gesture began (or since `setTranslation`), in a view's
    /// coordinate system (nil: the window's).
    public func translation(in view: View?) -> Point {
        let current = centroidInWindow
        return vector(from: originInWindow, to: current, in: view)
    }

    /// Makes the translation read `translation` in a view's coordinate system from now on, as a
    /// handler does to get the movement since its last call.
    public func setTranslation(_ translation: Point, in view: View?) {
        let current = centroidInWindow
        guard let view, view.window != nil else {
            originInWindow = Point(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let inView = view.convert(current, from: nil)
        originInWindow = view.convert(Point(x: inView.x - translation.x, y: inView.y - translation.y), to: nil)
    }

    /// The speed of the last move, in points per second, in a view's coordinate system (nil: the window's).
    public func velocity(in view: View?) -> Point {
        vector(from: .zero, to: lastVelocity, in: view)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent) {
        if touches.count == numberOfTouches {
            originInWindow = centroidInWindow
        } else {
            rebase(removing: [], adding: touches)
        }
        previousCentroid = centroidInWindow
        previousTime = event.timestamp
        if state.isInProgress && numberOfTouches > maximumNumberOfTouches { state = .ended }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent) {
        let current = centroidInWindow
        let elapsed = event.timestamp - previousTime
        if elapsed > 0 {
            lastVelocity = Point(x: (current.x - previousCentroid.x) / elapsed, y: (current.y - previousCentroid.y) / elapsed)
        }
        previousCentroid = current
        previousTime = event.timestamp
        if state == .possible {
            let fingersFit = (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(numberOfTouches)
            if fingersFit && current.distance(to: originInWindow) >= minimumMovementToBegin { state = .began }
        } else {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent) {
        let remaining = self.touches.filter { !touches.contains($0) }
        if remaining.isEmpty {
            state = state == .possible ? .failed : .ended
        } else {
            rebase(removing: touches, adding: [])
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        lastVelocity = .zero
    }

    /// Moves the origin so the translation keeps its value when the set of fingers (and so the centroid) changes.
    private func rebase(removing removed: Set<Touch>, adding added: Set<Touch>) {
        let all = touches.filter { !removed.contains($0) }
        let before = centroid(of: touches.filter { !added.contains($0) })
        let after = centroid(of: all)
        originInWindow = Point(x: originInWindow.x + after.x - before.x, y: originInWindow.y + after.y - before.y)
    }

    private func centroid(of touches: [Touch]) -> Point {
        guard !touches.isEmpty else { return centroidInWindow }
        let sum = touches.reduce(Point.zero) { Point(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
        return Point(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
    }

    /// The vector between two window points expressed in a view's coordinate system.
    private func vector(from start: Point, to end: Point, in view: View?) -> Point {
        guard let view, view.window != nil else { return Point(x: end.x - start.x, y: end.y - start.y) }
        let a = view.convert(start, from: nil)
        let b = view.convert(end, from: nil)
        return Point(x: b.x - a.x, y: b.y - a.y)
    }
}
