/// A number kept within adjustable limits, by the rule UIKit's slider and stepper share
/// (uikit-rules §4.3, §4.4): a new limit that crosses the other moves that one to it too
/// (the new limit wins), and the value is re-clamped after every change. NaN is ignored everywhere.
struct BoundedValue: Equatable {
    private(set) var value: Double
    private(set) var minimum: Double
    private(set) var maximum: Double

    init(value: Double, minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
        self.value = min(maximum, max(minimum, value))
    }

    /// The candidate pulled within the limits.
    func clamped(_ candidate: Double) -> Double {
        min(maximum, max(minimum, candidate))
    }

    /// Sets the value, clamped to the limits.
    mutating func setValue(_ newValue: Double) {
        guard !newValue.isNaN else { return }
        value = clamped(newValue)
    }

    /// Sets the lower limit; a minimum above the maximum raises the maximum to it.
    mutating func setMinimum(_ newMinimum: Double) {
        guard !newMinimum.isNaN else { return }
        minimum = newMinimum
        if minimum > maximum { maximum = minimum }
        value = clamped(value)
    }

    /// Sets the upper limit; a maximum below the minimum lowers the minimum to it.
    mutating func setMaximum(_ newMaximum: Double) {
        guard !newMaximum.isNaN else { return }
        maximum = newMaximum
        if maximum < minimum { minimum = maximum }
        value = clamped(value)
    }
}
