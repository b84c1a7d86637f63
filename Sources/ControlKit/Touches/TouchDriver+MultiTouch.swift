import Foundation

/// Several fingers at once: the low-level steps, where every finger listed changes in the same
/// event, and the two-finger gestures built on them.
///
///     > driver.pinch(photo, from: 1, to: 2)        -- fingers 100 pt apart spread to 200 pt
///     > driver.rotate(dial, by: .pi / 2)           -- fingers turn a quarter clockwise
///     > let fingers = driver.begin(at: [Point(x: 100, y: 100), Point(x: 140, y: 100)])
///     > driver.move(fingers, to: [Point(x: 100, y: 160), Point(x: 140, y: 160)])
///     > driver.end(fingers)
extension TouchDriver {
    /// Puts several fingers down now, in one event; returns the new touches in the same order.
    @discardableResult
    public func begin(at locations: [Point]) -> [Touch] {
        let touches = locations.map { window.makeTouch(at: $0, timestamp: clock.now) }
        fingers.sequence.add(touches)
        send(changing: touches)
        return touches
    }

    /// Moves several fingers now, in one event: `touches[i]` to `locations[i]` (extra entries of
    /// either list are ignored, as are touches that are no longer down).
    public func move(_ touches: [Touch], to locations: [Point]) {
        let moving = zip(touches, locations).filter { isActive($0.0) }
        guard !moving.isEmpty else { return }
        for (touch, location) in moving { update(touch, phase: .moved, location: location) }
        send(changing: moving.map(\.0))
    }

    /// Lifts several fingers now, in one event, where they are.
    public func end(_ touches: [Touch]) {
        finish(touches, phase: .ended)
    }

    /// Has the system cancel several touches now, in one event.
    public func cancel(_ touches: [Touch]) {
        finish(touches, phase: .cancelled)
    }

    /// Pinches about a view's centre: two fingers on a horizontal line, `span × startScale` apart,
    /// move in `steps` even steps over `duration` seconds until they are `span × endScale` apart, then lift.
    public func pinch(_ view: View, from startScale: Double = 1, to endScale: Double, span: Double = 100, steps: Int = 10, duration: Double = 0.3) {
        pinch(at: center(of: view), from: startScale, to: endScale, span: span, steps: steps, duration: duration)
    }

    /// Pinches about a point in window coordinates (see `pinch(_:from:to:span:steps:duration:)`).
    public func pinch(at center: Point, from startScale: Double = 1, to endScale: Double, span: Double = 100, steps: Int = 10, duration: Double = 0.3) {
        twoFingerStroke(at: center, steps: steps, duration: duration) { fraction in
            (span * (startScale + (endScale - startScale) * fraction), 0)
        }
    }

    /// Turns two fingers about a view's centre by `angle` radians (clockwise on screen positive),
    /// `span` points apart, starting on a horizontal line, in `steps` even steps over `duration` seconds, then lifts.
    public func rotate(_ view: View, by angle: Double, span: Double = 100, steps: Int = 10, duration: Double = 0.3) {
        rotate(at: center(of: view), by: angle, span: span, steps: steps, duration: duration)
    }

    /// Turns two fingers about a point in window coordinates (see `rotate(_:by:span:steps:duration:)`).
    public func rotate(at center: Point, by angle: Double, span: Double = 100, steps: Int = 10, duration: Double = 0.3) {
        twoFingerStroke(at: center, steps: steps, duration: duration) { fraction in
            (span, angle * fraction)
        }
    }

    /// Two fingers symmetric about a centre, their distance and angle given for each fraction of the stroke.
    private func twoFingerStroke(at center: Point, steps: Int, duration: Double, shape: (Double) -> (span: Double, angle: Double)) {
        func positions(_ fraction: Double) -> [Point] {
            let (span, angle) = shape(fraction)
            let dx = cos(angle) * span / 2, dy = sin(angle) * span / 2
            return [Point(x: center.x - dx, y: center.y - dy), Point(x: center.x + dx, y: center.y + dy)]
        }
        let fingers = begin(at: positions(0))
        let moves = max(1, steps)
        for step in 1...moves {
            guard clock.mayTakeStep() else { return finish(fingers, phase: .cancelled) }
            wait(duration / Double(moves))
            move(fingers, to: positions(Double(step) / Double(moves)))
        }
        end(fingers)
    }

    private func finish(_ touches: [Touch], phase: Touch.Phase) {
        let finishing = touches.filter(isActive)
        guard !finishing.isEmpty else { return }
        for touch in finishing { update(touch, phase: phase, location: touch.locationInWindow) }
        send(changing: finishing)
    }
}
