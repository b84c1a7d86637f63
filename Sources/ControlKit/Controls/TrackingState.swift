/// What a control keeps while it follows a touch (uikit-rules §2.2, §2.4).
struct TrackingState {
    /// Whether the control is following a touch.
    var isTracking = false
    /// Whether the tracked touch is inside the enlarged touch area; valid during tracking only.
    var isTouchInside = false
    /// How far outside its bounds a touch still counts as inside, in points, on every side.
    var touchSlop = Control.defaultTouchSlop
}

/// A control's dispatch pass in progress: the events it sends and the application every
/// registration of the pass goes through, even when an action moves the control (uikit-rules §3.3).
struct DispatchPass {
    var events: Control.Event?
    var application: Application?
}
