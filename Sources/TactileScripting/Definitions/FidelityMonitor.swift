import ControlKit

/// Watches what a scripted control sends while it handles one touch phase and notes what would
/// surprise its author on a device (the behaviour notes a fifth case itself, valueChanged sent
/// while a declared property is assigned outside touch handling):
///
/// - a touch event its override sends that the base class also sends for the same touch
///   (targets get it twice, as in the cookbook's TouchDown sent from beginTracking);
/// - a `continueTracking` that returned false and left the control highlighted
///   (UIKit does not clear it, uikit-rules §8.2);
/// - a `cancelTracking` override that did not call `super` (the control stays tracking).
///
/// The control reports each of its emissions (`controlSent(_:by:)`, from its
/// `sendActions(for:with:)`), so watching costs a flag and no traffic observer.
/// Notes go to the traffic as `note` records and to the session's `fidelityNotes`; never errors.
final class FidelityMonitor {
    /// Whether a phase is being watched now.
    private(set) var isWatching = false
    /// The base class's touch events an override sent, with the override, in order.
    private var sentByOverride = InlineStack<OverrideSend>()
    /// Those beyond the ones `sentByOverride` keeps inline.
    private var moreSentByOverride: [OverrideSend] = []
    private var sentByBase: Control.Event = []
    var continueTrackingReturnedFalse = false
    var cancelWithoutSuper = false
    var baseCancelCount = 0

    /// The touch events UIKit's base class sends by itself (uikit-rules §2.3).
    static let baseTouchEvents: Control.Event = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel,
    ]

    /// Starts watching the control's emissions during one call of a raw touch method
    /// (touchesBegan, …) and everything it runs.
    func begin() {
        forgetSendsByOverride()
        sentByBase = []
        continueTrackingReturnedFalse = false
        cancelWithoutSuper = false
        isWatching = true
    }

    /// Called by the control for each event set it is about to send; classified while watching.
    func controlSent(_ events: Control.Event, by control: Control, runningHook: Hook?) {
        // An emission made by an action while another of the control's events is dispatched is neither's.
        guard isWatching, control.controlEventBeingSent == nil else { return }
        if let hook = runningHook {
            // Only touch events the base class sends can be sent twice.
            let touchEvents = events.intersection(FidelityMonitor.baseTouchEvents)
            if !touchEvents.isEmpty {
                let send = OverrideSend(events: touchEvents, hook: hook)
                if !sentByOverride.push(send) { moreSentByOverride.append(send) }
            }
        } else {
            sentByBase.formUnion(events)
        }
    }

    /// Stops watching and records the notes the phase earned; the session is asked for only
    /// when there may be some.
    func end(control: View, session: @autoclosure () -> ScriptSession?) {
        isWatching = false
        guard sentByOverride.count > 0 || continueTrackingReturnedFalse || cancelWithoutSuper,
              let session = session() else { return }
        var name: String { (control.application ?? session.stage.application).name(of: control).description }
        var reported: Control.Event = []
        for send in sendsByOverride {
            let duplicates = send.events.intersection(sentByBase).subtracting(reported)
            guard !duplicates.isEmpty else { continue }
            for event in session.eventNames.names(of: duplicates) {
                session.customControls.addFidelityNote(.duplicateEvent, event: event, control: control, message:
                    "\(name) sent \(event) from its \(send.hook.name) override, and the base class sends \(event) for the same touch: targets receive it twice")
            }
            reported.formUnion(duplicates)
        }
        if continueTrackingReturnedFalse && (control as? Control)?.isHighlighted == true {
            session.customControls.addFidelityNote(.stuckHighlight, event: nil, control: control, message:
                "\(name): continueTracking returned false and left the control highlighted (UIKit does not clear it, uikit-rules §8.2)")
        }
        if cancelWithoutSuper {
            session.customControls.addFidelityNote(.cancelWithoutSuper, event: nil, control: control, message:
                "\(name): the cancelTracking override did not call super, so the control is still tracking")
        }
        forgetSendsByOverride()
        sentByBase = []
    }

    /// The sends by overrides since `begin`, in order.
    private var sendsByOverride: [OverrideSend] {
        (0..<sentByOverride.inlineCount).map { sentByOverride[$0] } + moreSentByOverride
    }

    private func forgetSendsByOverride() {
        if sentByOverride.removeAll() { moreSentByOverride.removeAll(keepingCapacity: true) }
    }
}

/// Touch events of the base class an override sent, and the override.
struct OverrideSend: BitwiseCopyable {
    let events: Control.Event
    let hook: Hook
}
