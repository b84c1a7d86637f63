import ControlKit
import LuaKit

/// What an `InvariantWatch` remembers of one control between the moments it checks it: the
/// touch it tracks, where the base class's touch events have got to, and the values its rules
/// compare with.
final class WatchedControl {
    /// Where the base class's touch events are for the tracked touch (uikit-rules §2.2).
    enum TouchEvents {
        /// No touch: no touch event may come from the base class.
        case idle
        /// Tracking has begun; touchDown comes next.
        case begun
        /// touchDown was sent; drag events, then one touch-up or touchCancel.
        case down
        /// The touch ended with a touch-up or touchCancel.
        case finished
    }

    /// The control, while it lives.
    var control: Control? { controlLink.object }
    private let controlLink: LinkedReference<Control>

    /// The touch tracking began with, until it ends (held weakly: a touch holds its view).
    var touch: Touch? {
        get { touchLink.object }
        set { touchLink = LinkedReference(newValue) }
    }
    private var touchLink = LinkedReference<Touch>()
    /// Whether tracking began and has not ended, as the model told the watch.
    var isTracking = false
    /// Whether the last tracking stopped with `continueTracking` answering false: the flags stay
    /// as they were (uikit-rules §8.2).
    var stoppedSilently = false
    var touchEvents = TouchEvents.idle
    /// Whether the base class's last drag event or touch-down put the touch inside.
    var insideByEvents = true
    /// The last touchDown, touchDownRepeat being allowed only right after it.
    var lastBaseEventWasTouchDown = false
    /// Set by a cancel; nothing may be sent until the next tracking begins.
    var cancelled = false
    /// When the last tracked touch lifted; its highlight may last `Control.minimumHighlightDuration`.
    var liftedAt: Double?
    /// valueChanged passes since tracking began.
    var valueChangesThisTouch = 0
    /// A standard control's value at the last check: a valueChanged must differ from it (it is
    /// checked after every event and step), and a stepper with no finger on it keeps it.
    var valueAtLastCheck: Double?
    /// The value when the current touch began, which a stepper reporting at touch-up compares with.
    var valueAtTouchDown: Double?
    /// The events the control sent since the declared invariants last ran, by name.
    var sentSinceCheck: [String: Int] = [:]
    /// The declared properties' values when the declared invariants last ran (`step.before`).
    var before: LuaRef?
    /// The closure actions the watch registered on the control (`InvariantWatch+Targets`).
    var watchActions: [Action] = []

    init(_ control: Control) {
        controlLink = LinkedReference(control)
    }
}
