/// A batch of input delivered together: for touches, every touch on the screen at one moment
/// (UIKit's `UIEvent`). Like UIKit, the touch driver reuses one event for every delivery of a
/// multi-touch sequence, updating its time and touches, so code must copy what it needs
/// rather than keep the event.
///
/// Named `InputEvent` rather than `Event` so it never clashes with `Control.Event`, the control
/// events, inside `Control` and its subclasses; traffic names it `Event#1`, as UIKit's `UIEvent`.
public final class InputEvent: TypeNamed {
    /// The kind of input, with UIKit's raw values (`UIEvent.EventType`, uikit-rules §5).
    public enum EventType: Int, Sendable, CaseIterable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
    }

    /// The kind of input.
    public let type: EventType

    /// The virtual time, in seconds, when the event occurred.
    public internal(set) var timestamp: Double

    /// Every touch in the event, including stationary ones, in the order the touches began.
    public internal(set) var touchesInOrder: [Touch]

    public init(type: EventType = .touches, timestamp: Double, touches: [Touch]) {
        self.type = type
        self.timestamp = timestamp
        self.touchesInOrder = touches
    }

    /// Every touch in the event.
    public var allTouches: Set<Touch> { Set(touchesInOrder) }

    public var typeName: String { "Event" }

    /// The touches delivered to a view.
    public func touches(for view: View) -> Set<Touch> {
        Set(touchesInOrder.filter { $0.view === view })
    }

    /// The touches that began in a window.
    public func touches(for window: Window) -> Set<Touch> {
        Set(touchesInOrder.filter { $0.window === window })
    }
}
