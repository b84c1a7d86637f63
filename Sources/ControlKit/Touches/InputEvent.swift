/// A batch of input delivered together: for touches, every touch on the screen at one moment
/// (UIKit's `UIEvent`). Like UIKit, the touch driver reuses one event for every delivery of a
/// multi-touch sequence, updating its time and touches, so code must copy what it needs
/// rather than keep the event.
///
/// Named `InputEvent` rather than `Event` so it never clashes with `Control.Event`, the control
/// events, inside `Control` and its subclasses; traffic names it `Event#1`, as UIKit's `UIEvent`.
public final class InputEvent: TypeNamed, LifetimeLinked {
    private var linkSlot = LifetimeLinkSlot()

    /// The link through which others refer to the event without keeping it alive (`LifetimeLink`).
    public var lifetimeLink: LifetimeLink { linkSlot.link(to: self) }

    deinit { linkSlot.end() }

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
    public var timestamp: Double { moment.timestamp }

    /// Every touch in the event, including stationary ones, in the order the touches began.
    public var touchesInOrder: [Touch] { moment.touches }

    /// The time and the touches, which a sequence's next delivery replaces together.
    private var moment: (timestamp: Double, touches: [Touch])

    public init(type: EventType = .touches, timestamp: Double, touches: [Touch]) {
        self.type = type
        moment = (timestamp, touches)
    }

    /// The event as a sequence's next delivery sends it: at a new time, with the touches down then.
    func update(timestamp: Double, touches: [Touch]) {
        moment = (timestamp, touches)
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
