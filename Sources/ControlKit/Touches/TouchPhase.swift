extension Touch {
    /// The stage of a touch in its sequence, with UIKit's raw values (`UITouch.Phase`, uikit-rules §1.3).
    public enum Phase: Int, Sendable, CaseIterable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7

        /// Whether the touch is over: lifted or cancelled.
        public var isFinal: Bool { self == .ended || self == .cancelled }
    }
}
