/// A property moving from one value to another over virtual time, started by `VirtualClock.animate`.
///
/// Unlike UIKit, where the model value jumps to the end at once and only the on-screen copy moves,
/// a headless model has no on-screen copy: the property itself takes the interpolated value each
/// time the clock advances, and the end value exactly when the animation finishes.
public final class Animation {
    /// How progress maps to the interpolation fraction.
    public enum Curve: Sendable {
        case linear
        case easeIn
        case easeOut
        case easeInOut

        /// The fraction for a linear progress between 0 and 1.
        public func fraction(_ progress: Double) -> Double {
            switch self {
            case .linear: return progress
            case .easeIn: return progress * progress
            case .easeOut: return progress * (2 - progress)
            case .easeInOut: return progress * progress * (3 - 2 * progress)
            }
        }
    }

    /// When the animation starts moving (after its delay), in virtual seconds.
    public let startTime: Double
    /// How long it moves, in seconds.
    public let duration: Double
    public let curve: Curve
    /// Whether the animation is still to finish (false once finished or cancelled).
    public private(set) var isRunning = true

    private let apply: (_ fraction: Double) -> Void
    private let completion: ((_ finished: Bool) -> Void)?

    /// The clock's activity observer when the animation was added, told when it ends.
    var activityObserver: ((ModelActivity) -> Void)?

    init(startTime: Double, duration: Double, curve: Curve,
         apply: @escaping (_ fraction: Double) -> Void,
         completion: ((_ finished: Bool) -> Void)?) {
        self.startTime = startTime
        self.duration = duration
        self.curve = curve
        self.apply = apply
        self.completion = completion
    }

    /// The time the animation finishes.
    public var endTime: Double { startTime + duration }

    /// Stops the animation where it is; the completion runs with `finished` false.
    public func cancel() {
        guard isRunning else { return }
        isRunning = false
        activityObserver?(.animationEnded(self, finished: false))
        completion?(false)
    }

    /// Brings the property to its value at a time; finishes the animation at or after its end.
    func update(to time: Double) {
        guard isRunning, time >= startTime else { return }
        let progress = duration > 0 && time < endTime ? min(1, (time - startTime) / duration) : 1
        apply(progress >= 1 ? 1 : curve.fraction(progress))
        if progress >= 1 {
            isRunning = false
            activityObserver?(.animationEnded(self, finished: true))
            completion?(true)
        }
    }
}
