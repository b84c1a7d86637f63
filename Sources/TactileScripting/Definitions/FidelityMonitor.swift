import ControlKit

/// Watches what a scripted control sends while it handles one touch phase (or one
/// programmatic property assignment) and notes what would surprise its author on a device:
///
/// - a touch event its override sends that the base class also sends for the same touch
///   (targets get it twice, as in the cookbook's TouchDown sent from beginTracking);
/// - a `continueTracking` that returned false and left the control highlighted
///   (UIKit does not clear it, uikit-rules §8.2);
/// - a `cancelTracking` override that did not call `super` (the control stays tracking);
/// - valueChanged sent from a programmatic assignment (UIKit's controls send it only for
///   user interaction).
///
/// The control reports each of its emissions (`controlSent(_:by:)`, from its
/// `sendActions(for:with:)`), so watching costs a flag and no traffic observer.
/// Notes go to the traffic as `note` records and to the session's `fidelityNotes`; never errors.
final class FidelityMonitor {
    /// What is being watched.
    enum Scope {
        /// One call of a raw touch method (touchesBegan, …) and everything it runs.
        case touchPhase
        /// One assignment of a declared property by a script, outside touch handling.
        case assignment
    }

    /// Whether a phase is being watched now.
    private(set) var isWatching = false
    private var scope = Scope.touchPhase
    private var sentByOverride: [(event: Control.Event, hook: Hook)] = []
    private var sentByBase: Control.Event = []
    private var programmaticValueChanges = 0
    var continueTrackingReturnedFalse = false
    var cancelWithoutSuper = false
    var baseCancelCount = 0

    /// The touch events UIKit's base class sends by itself (uikit-rules §2.3).
    static let baseTouchEvents: Control.Event = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel,
    ]

    /// Starts watching the control's emissions.
    func begin(_ scope: Scope) {
        self.scope = scope
        if !sentByOverride.isEmpty { sentByOverride.removeAll(keepingCapacity: true) }
        sentByBase = []
        programmaticValueChanges = 0
        continueTrackingReturnedFalse = false
        cancelWithoutSuper = false
        isWatching = true
    }

    /// Called by the control for each event set it is about to send; classified while watching.
    func controlSent(_ events: Control.Event, by control: Control, runningHook: Hook?) {
        // An emission made by an action while another of the control's events is dispatched is neither's.
        guard isWatching, control.controlEventBeingSent == nil else { return }
        switch scope {
        case .assignment:
            if events.contains(.valueChanged) { programmaticValueChanges += 1 }
        case .touchPhase:
            if let hook = runningHook {
                sentByOverride.append((events, hook))
            } else {
                sentByBase.formUnion(events)
            }
        }
    }

    /// Stops watching and records the notes the phase earned.
    func end(control: View, session: ScriptSession?) {
        isWatching = false
        guard let session else { return }
        var name: String { (control.application ?? session.application).name(of: control).description }
        var reported: Control.Event = []
        for (events, hook) in sentByOverride {
            let duplicates = events.intersection(sentByBase).intersection(FidelityMonitor.baseTouchEvents).subtracting(reported)
            for event in session.eventNames.names(of: duplicates) {
                session.addFidelityNote(.duplicateEvent, event: event, control: control, message:
                    "\(name) sent \(event) from its \(hook.rawValue) override, and the base class sends \(event) for the same touch: targets receive it twice")
            }
            reported.formUnion(duplicates)
        }
        if continueTrackingReturnedFalse && (control as? Control)?.isHighlighted == true {
            session.addFidelityNote(.stuckHighlight, event: nil, control: control, message:
                "\(name): continueTracking returned false and left the control highlighted (UIKit does not clear it, uikit-rules §8.2)")
        }
        if cancelWithoutSuper {
            session.addFidelityNote(.cancelWithoutSuper, event: nil, control: control, message:
                "\(name): the cancelTracking override did not call super, so the control is still tracking")
        }
        if programmaticValueChanges > 0 {
            session.addFidelityNote(.programmaticValueChanged, event: "valueChanged", control: control, message:
                "\(name) sent valueChanged from a programmatic change (UIKit's controls send it only for user interaction)")
        }
        if !sentByOverride.isEmpty { sentByOverride.removeAll(keepingCapacity: true) }
        sentByBase = []
    }
}
