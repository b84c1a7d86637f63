/// Work scheduled on a `VirtualClock`: a delayed call or a repeating timer (like Foundation's `Timer`).
public final class VirtualTimer {
    /// The virtual time of the next firing.
    public internal(set) var fireDate: Double

    /// The time between firings of a repeating timer; 0 for a one-shot.
    public let interval: Double

    /// Whether the timer fires again after each firing.
    public var repeats: Bool { interval > 0 }

    /// False once the timer was invalidated or a one-shot timer fired.
    public internal(set) var isValid = true

    let body: (VirtualTimer) -> Void

    /// Whether the timer moves an animation (its steps are not timers to the activity observer).
    let stepsAnimation: Bool

    init(fireDate: Double, interval: Double, stepsAnimation: Bool = false, body: @escaping (VirtualTimer) -> Void) {
        self.fireDate = fireDate
        self.interval = interval
        self.stepsAnimation = stepsAnimation
        self.body = body
    }

    /// Stops the timer from ever firing again.
    public func invalidate() {
        isValid = false
    }
}
