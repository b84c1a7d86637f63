/// The states of two neighbours, for images chosen by both, such as the divider between two
/// segments or between a stepper's halves.
struct StatePair: Hashable {
    let left: UInt
    let right: UInt

    init(_ left: Control.State, _ right: Control.State) {
        self.left = left.rawValue
        self.right = right.rawValue
    }

    /// Two normal neighbours: the fallback of every pair.
    static let normal = StatePair(.normal, .normal)
}
