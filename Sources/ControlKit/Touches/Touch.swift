/// One finger on the screen, followed from touch-down to lift or cancellation (UIKit's `UITouch`).
///
/// A touch is an object whose identity lasts the whole sequence: the window updates its phase,
/// location and timestamp in place. Its `view` is fixed when it begins, by hit testing, and stays
/// that view even when the finger leaves it (uikit-rules §2.1.3).
public final class Touch: Hashable, CustomStringConvertible, LifetimeLinked {
    private var linkSlot = LifetimeLinkSlot()

    /// The link through which others refer to the touch without keeping it alive (`LifetimeLink`).
    public var lifetimeLink: LifetimeLink { linkSlot.link(to: self) }

    deinit { linkSlot.end() }

    /// A number unique within the window that created the touch, in creation order.
    public let identifier: Int

    /// Where the touch is and what it is doing: one value, which the window and the touch
    /// driver change on every move.
    private var state: TouchState

    /// The current stage of the touch.
    public internal(set) var phase: Phase {
        get { state.phase }
        set { state.phase = newValue }
    }

    /// The number of quick taps this touch belongs to (1 for a single tap; uikit-rules §5).
    public internal(set) var tapCount: Int {
        get { state.tapCount }
        set { state.tapCount = newValue }
    }

    /// The virtual time, in seconds, when the touch began or last changed.
    public internal(set) var timestamp: Double {
        get { state.timestamp }
        set { state.timestamp = newValue }
    }

    /// The view the touch is delivered to; fixed when the touch begins.
    public internal(set) var view: View? {
        get { state.view }
        set { state.view = newValue }
    }

    /// The gesture recognizers that receive the touch: those of its view and the view's ancestors,
    /// nearest first, that accepted it when it began.
    public internal(set) var gestureRecognizers: [GestureRecognizer] {
        get { state.gestureRecognizers }
        set { state.gestureRecognizers = newValue }
    }

    /// The farthest the touch has been from where it began, in points, as of its last move or
    /// end (kept by the window's `TapCounter`: a touch that strays too far is no tap).
    var farthestTravel: Double {
        get { state.farthestTravel }
        set { state.farthestTravel = newValue }
    }

    /// The window in which the touch began; nil once that window is released (it is not retained).
    public var window: Window? { windowLink.object }
    private let windowLink: LinkedReference<Window>

    /// The location when the touch began, in window coordinates.
    public let initialLocationInWindow: Point

    /// The timestamp when the touch began.
    public let initialTimestamp: Double

    /// The current location, in window coordinates.
    public internal(set) var locationInWindow: Point {
        get { state.location }
        set { state.location = newValue }
    }

    /// The location before the last change, in window coordinates.
    public internal(set) var previousLocationInWindow: Point {
        get { state.previousLocation }
        set { state.previousLocation = newValue }
    }

    init(identifier: Int, location: Point, timestamp: Double, window: Window) {
        self.identifier = identifier
        self.state = TouchState(phase: .began, location: location, previousLocation: location, timestamp: timestamp)
        windowLink = LinkedReference(window)
        self.initialLocationInWindow = location
        self.initialTimestamp = timestamp
    }

    /// Moves the touch to a new place and phase at a time, remembering where it was.
    func update(phase: Phase, location: Point, timestamp: Double) {
        state.previousLocation = state.location
        state.location = location
        state.phase = phase
        state.timestamp = timestamp
    }

    /// The current location in a view's coordinates; in window coordinates when `view` is nil.
    public func location(in view: View?) -> Point {
        convert(locationInWindow, to: view)
    }

    /// The location before the last change, in a view's coordinates; in window coordinates when `view` is nil.
    public func previousLocation(in view: View?) -> Point {
        convert(previousLocationInWindow, to: view)
    }

    private func convert(_ point: Point, to view: View?) -> Point {
        guard let view else { return point }
        return view.convert(point, from: window)
    }

    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        "Touch#\(identifier) \(phase) at \(locationInWindow) taps \(tapCount) t=\(timestamp)"
    }
}

/// What changes in a touch as it moves (`Touch`'s phase, place, time, taps, view and recognizers).
private struct TouchState {
    var phase: Touch.Phase
    var location: Point
    var previousLocation: Point
    var timestamp: Double
    var tapCount = 1
    var view: View?
    var gestureRecognizers: [GestureRecognizer] = []
    var farthestTravel = 0.0
}
