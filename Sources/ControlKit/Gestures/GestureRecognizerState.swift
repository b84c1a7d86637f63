extension GestureRecognizer {
    /// The stage a recognizer is at, with UIKit's raw values (`UIGestureRecognizer.State`).
    ///
    /// A discrete recognizer goes from `possible` to `recognized` (which is `ended`) or `failed`;
    /// a continuous one goes `possible` → `began` → `changed`… → `ended` or `cancelled`, or fails
    /// before beginning. Both return to `possible` once the touches of the sequence are over.
    public enum State: Int, Sendable, CaseIterable, CustomStringConvertible {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        /// A discrete gesture was recognized; the same state as `ended`.
        public static let recognized = State.ended

        /// Whether the recognizer is done with the sequence: ended, cancelled or failed.
        public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }

        /// Whether a continuous gesture is in progress: began or changed.
        public var isInProgress: Bool { self == .began || self == .changed }

        /// Whether the recognizer sends its actions on entering this state (every state but possible and failed).
        var sendsActions: Bool { self != .possible && self != .failed }

        /// Whether UIKit allows moving from this state to another; other changes are ignored.
        func allowsTransition(to next: State) -> Bool {
            switch self {
            case .possible: return next == .began || next == .ended || next == .failed
            case .began, .changed: return next == .changed || next == .ended || next == .cancelled
            case .ended, .cancelled, .failed: return false
            }
        }

        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }
}
