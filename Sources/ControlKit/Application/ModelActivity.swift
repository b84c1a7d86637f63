/// Something that happened in an application's model besides its traffic, told as it happens to
/// the clock's `activityObserver` (`Application.activityObserver`): what a timeline of a session
/// shows beside the traffic records. Nothing is made or named when no observer is set.
public enum ModelActivity {
    /// How a control stopped tracking its touch.
    public enum TrackingEnd: Sendable, Equatable {
        /// The finger lifted, inside the control's touch area or not (touchUpInside or touchUpOutside follows).
        case lifted(inside: Bool)
        /// Tracking was cancelled: by the system cancelling the touch, or the control leaving its window.
        case cancelled
        /// `continueTracking` returned false: tracking stopped silently.
        case stopped
    }

    /// The application has delivered an event's touches to its windows (`Application.sendEvent`):
    /// each touch carries its phase, and its view since it began.
    case touches(InputEvent)
    /// A control began tracking a touch (its `beginTracking` returned true).
    case trackingBegan(Control, Touch)
    /// A control stopped tracking.
    case trackingEnded(Control, TrackingEnd)
    /// A gesture recognizer entered a state (returning to `possible` after a sequence included).
    case gestureState(GestureRecognizer, GestureRecognizer.State)
    /// A timer or delayed call is about to fire (an animation's own steps are not told).
    case timerFired(VirtualTimer)
    /// An animation was scheduled; it moves from its `startTime`.
    case animationAdded(Animation)
    /// An animation finished (`finished` true) or was cancelled.
    case animationEnded(Animation, finished: Bool)
}
