import ControlKit

/// What the watch checks of each event a control emits, as it is emitted.
extension InvariantWatch {
    /// Who sent an emission: the base class (or the standard control's own code), an override
    /// of a Lua-defined class, or an action of another pass of the same control.
    enum Origin: Equatable {
        case base
        case override
        case action
    }

    /// The sender of an emission being recorded now, given the override of a Lua-defined
    /// control running, if any.
    private func origin(of control: Control, hook: Hook?) -> Origin {
        // The pass being recorded has not set its own event yet: one set is an outer pass's.
        if control.controlEventBeingSent != nil { return .action }
        return hook == nil ? .base : .override
    }

    /// The events that belong to a touch: the touch events. (Other events may follow a cancel for
    /// reasons of their own: a field taken out of its window stops editing, uikit-rules §4.7; a
    /// composite control's page settles. The standard controls' valueChanged have rules of their own.)
    static let eventsOfATouch = FidelityMonitor.baseTouchEvents

    /// One pass of events a watched control emitted.
    func emitted(_ events: Control.Event, by control: Control, _ watched: WatchedControl) {
        guard !isRunningInvariant else { return }
        openPass(events, from: control)
        for name in session?.eventNames.names(of: events) ?? [] { watched.sentSinceCheck[name, default: 0] += 1 }
        let hook = ScriptedBehavior.of(control)?.runningHook
        // An override beginning a touch sends for a new one, before the model says tracking began.
        if hook == .beginTracking || hook == .touchesBegan { watched.cancelled = false }
        let touchCaused = events.intersection(Self.eventsOfATouch)
        if watched.cancelled && !touchCaused.isEmpty {
            report(.nothingAfterCancel, control, "sent \(eventName(touchCaused)) after its touch was cancelled")
        }
        let origin = origin(of: control, hook: hook)
        let touchEvents = events.intersection(FidelityMonitor.baseTouchEvents)
        if !touchEvents.isEmpty, origin == .base {
            if control is SegmentedControl {
                report(.segmentedControlSendsNoTouchEvents, control, "sent \(eventName(touchEvents))")
            } else {
                checkOrder(of: touchEvents, from: control, watched)
            }
        }
        if events.contains(.valueChanged) { valueChangedSent(by: control, watched) }
    }
}
