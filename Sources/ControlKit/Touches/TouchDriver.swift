/// Synthesizes touch sequences and sends them through a window, as fingers would: each new touch
/// is hit-tested by the window, and time passes on the application's virtual clock between steps
/// (so timers due in between fire at their moment). Tracking methods are never called directly.
///
/// Locations are in window coordinates; `center(of:)` gives a view's centre there.
///
///     > driver.tap(button)
///     > driver.drag(from: slider.center, to: Point(x: 300, y: 40), steps: 10, duration: 0.5)
public final class TouchDriver {
    /// How a synthesized touch finishes.
    public enum Ending: Sendable {
        /// The finger lifts (touchesEnded).
        case lift
        /// The system cancels the touch (touchesCancelled).
        case cancel
    }

    /// A direction for `swipe`.
    public enum Direction: Sendable, CaseIterable {
        case right, left, up, down

        var unitVector: Point {
            switch self {
            case .right: return Point(x: 1, y: 0)
            case .left: return Point(x: -1, y: 0)
            case .up: return Point(x: 0, y: -1)
            case .down: return Point(x: 0, y: 1)
            }
        }
    }

    /// The window touches are sent through.
    public let window: Window

    /// The clock that timestamps touches: the window's application's, or a private one for a window without one.
    public let clock: VirtualClock

    /// How long a tap's finger stays down, in seconds.
    public var tapDuration = 0.05

    /// The pause between the taps of a multi-tap, in seconds (well inside UIKit's 0.35 s).
    public var pauseBetweenTaps = 0.1

    /// The touches that have begun and not yet ended or been cancelled, in the order they began.
    public var activeTouches: [Touch] { fingers.sequence.touches }

    /// The path each finger of the latest gesture took (see `TouchTrail`).
    public var trails: [TouchTrail] { fingers.trails.trails }

    /// The fingers: those down with the event they are delivered in, and the path each took.
    var fingers = Fingers()

    /// The software keyboard, which types into the window's first responder.
    public let keyboard: Keyboard

    public init(window: Window) {
        self.window = window
        self.clock = window.owningApplication?.clock ?? VirtualClock()
        self.keyboard = Keyboard(window: window, clock: clock)
    }

    /// The fingers go with the driver: the touches of the sequence under way let go of their views.
    /// A control or recognizer following one holds the touch, which held the view, so without this
    /// they would keep each other alive after the session that made them is gone.
    deinit {
        for touch in fingers.sequence.touchesOfSequence { touch.view = nil }
    }

    /// Types text into the window's first responder, one key per character (see `Keyboard.type`).
    @discardableResult
    public func type(_ text: String) -> Bool {
        keyboard.type(text)
    }

    /// A view's centre in window coordinates, once the window's due layout has run (as it has in
    /// UIKit before touches arrive), so a view a container places is found where it shows.
    public func center(of view: View) -> Point {
        window.layoutIfNeeded()
        return view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    /// Lets time pass with no touch changing.
    public func wait(_ seconds: Double) {
        clock.advance(by: seconds)
    }

    // MARK: Low level

    /// Puts a finger down now at a point; returns the new touch.
    @discardableResult
    public func begin(at location: Point) -> Touch {
        let touch = window.makeTouch(at: location, timestamp: clock.now)
        fingers.sequence.add([touch])
        send(changing: touch)
        return touch
    }

    /// Moves a finger now to a point.
    public func move(_ touch: Touch, to location: Point) {
        guard isActive(touch) else { return }
        update(touch, phase: .moved, location: location)
        send(changing: touch)
    }

    /// Lifts a finger now, optionally moving it in the same event.
    public func end(_ touch: Touch, at location: Point? = nil) {
        guard isActive(touch) else { return }
        update(touch, phase: .ended, location: location ?? touch.locationInWindow)
        send(changing: touch)
    }

    /// Has the system cancel a touch now.
    public func cancel(_ touch: Touch) {
        guard isActive(touch) else { return }
        update(touch, phase: .cancelled, location: touch.locationInWindow)
        send(changing: touch)
    }

    // MARK: Gestures

    /// Taps at a point `count` times in quick succession (so the taps count as a multi-tap).
    /// Stops after a whole tap when the clock's `mayContinue` says so.
    public func tap(at location: Point, count: Int = 1) {
        for index in 0..<max(1, count) {
            if index > 0 {
                guard clock.mayTakeStep() else { return }
                wait(pauseBetweenTaps)
            }
            let touch = begin(at: location)
            wait(tapDuration)
            end(touch)
        }
    }

    /// Taps a view's centre `count` times.
    public func tap(_ view: View, count: Int = 1) {
        tap(at: center(of: view), count: count)
    }

    /// Holds a finger still at a point for a while, then lifts it.
    public func longPress(at location: Point, duration: Double = 1) {
        let touch = begin(at: location)
        wait(duration)
        end(touch)
    }

    /// Holds a finger still on a view's centre for a while, then lifts it.
    public func longPress(_ view: View, duration: Double = 1) {
        longPress(at: center(of: view), duration: duration)
    }

    /// Drags from one point to another in `steps` evenly spaced moves spread over `duration`
    /// seconds, then lifts (or cancels) at the last point.
    public func drag(from start: Point, to end: Point, steps: Int = 10, duration: Double = 0.3, ending: Ending = .lift) {
        drag(along: [start, end], steps: steps, duration: duration, ending: ending)
    }

    /// Drags along a path of points: the finger goes down at the first, makes `steps` moves evenly
    /// spaced by distance along the path over `duration` seconds, and lifts (or is cancelled) at the last.
    /// When the clock's `mayContinue` stops it midway, the system cancels the touch where it is.
    public func drag(along path: [Point], steps: Int = 10, duration: Double = 0.3, ending: Ending = .lift) {
        guard let first = path.first else { return }
        let touch = begin(at: first)
        let moves = max(1, steps)
        for step in 1...moves {
            guard clock.mayTakeStep() else { return cancel(touch) }
            wait(duration / Double(moves))
            move(touch, to: point(along: path, fraction: Double(step) / Double(moves)))
        }
        switch ending {
        case .lift: end(touch)
        case .cancel: cancel(touch)
        }
    }

    /// Swipes quickly from a point in a direction over a distance.
    public func swipe(from start: Point, direction: Direction, distance: Double = 200, duration: Double = 0.15, steps: Int = 6) {
        let vector = direction.unitVector
        let end = Point(x: start.x + vector.x * distance, y: start.y + vector.y * distance)
        drag(from: start, to: end, steps: steps, duration: duration)
    }

    // MARK: Internals

    func isActive(_ touch: Touch) -> Bool {
        fingers.sequence.touches.contains { $0 === touch }
    }

    func update(_ touch: Touch, phase: Touch.Phase, location: Point) {
        touch.update(phase: phase, location: location, timestamp: clock.now)
    }

    /// Sends an event with every active touch, the others marked stationary, then forgets finished touches.
    func send(changing touch: Touch) {
        send(changing: [touch])
    }

    /// Sends one event in which several touches change, the other active ones marked stationary.
    func send(changing touches: [Touch]) {
        let event = fingers.event(changing: touches, at: clock.now)
        if let application = window.owningApplication {
            application.sendEvent(event)
        } else {
            window.sendEvent(event)
        }
        fingers.sequence.forgetFinishedTouches()
    }

    /// The point a fraction of the way along a path, measured by distance.
    func point(along path: [Point], fraction: Double) -> Point {
        let segments = zip(path, path.dropFirst()).map { ($0, $1, $0.distance(to: $1)) }
        let total = segments.reduce(0) { $0 + $1.2 }
        guard total > 0 else { return path.last! }
        var remaining = fraction * total
        for (from, to, length) in segments {
            if remaining <= length { return from.interpolated(to: to, fraction: length > 0 ? remaining / length : 1) }
            remaining -= length
        }
        return path.last!
    }
}

/// A touch driver's fingers: one value, so that a move reaches them once (each access to a
/// collection a class keeps is checked while the program runs; docs/performance.md).
struct Fingers {
    /// The fingers down and the event they are delivered in.
    var sequence = TouchSequence()
    /// The trails and the touch drawing each.
    var trails = GestureTrails()

    /// Adds the touches' places to their trails and makes the event in which they change.
    mutating func event(changing touches: [Touch], at time: Double) -> InputEvent {
        trails.record(touches)
        return sequence.event(changing: touches, at: time)
    }
}
