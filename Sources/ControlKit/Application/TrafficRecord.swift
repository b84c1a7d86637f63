/// One entry of an application's traffic: an event a control emitted, an action delivered or not, or a note.
///
/// A control's dispatch pass produces one `emitted` record (even when nothing is registered for the
/// event), and so does a gesture recognizer's change of state (carrying the state); then comes one
/// record per registration called: `delivered`, `unhandled` (nobody responds to
/// the action) or `failed` (the action threw).
public struct TrafficRecord: Sendable, CustomStringConvertible {
    /// What the record reports.
    public enum Kind: String, Sendable, CaseIterable {
        /// A control sent an event, or a gesture recognizer entered a state; `registrations` says how
        /// many registrations it called.
        case emitted
        /// An action ran.
        case delivered
        /// No object responded to the action.
        case unhandled
        /// The action ran and threw; `message` holds the error.
        case failed
        /// Something worth knowing that is neither: `message` says what.
        case note
    }

    /// How an action found the object that performed it.
    public enum Route: String, Sendable {
        /// The registered target.
        case target
        /// The responder chain, the action having no (live) target.
        case responderChain
        /// A closure action.
        case closure
    }

    /// The event argument an action was sent with (UIKit's `sendAction(_:to:for:)` passes it on
    /// to the action): the input event that caused it, or nil.
    public enum ActionEvent: Hashable, Sendable, CustomStringConvertible {
        /// No event: code sent the action (`sendActions(for:)`), or a gesture recognizer did.
        case absent
        /// The input event of the touch sequence that caused the action, by its traffic name (`Event#1`).
        case event(ObjectName)

        /// `Event#1`, or `nil` for no event.
        public var description: String {
            switch self {
            case .absent: "nil"
            case .event(let name): name.description
            }
        }
    }

    /// The position of the record in the application's traffic, from 1, never reused.
    public let sequence: Int
    /// The virtual time of the record, in seconds.
    public let time: Double
    public let kind: Kind
    /// The control (or other object) that sent it.
    public let sender: ObjectName?
    /// The control event of the dispatch pass, if the action came from one.
    public let controlEvent: Control.Event?
    /// The state of the gesture recognizer that sent it, if a recognizer did.
    public let gestureState: GestureRecognizer.State?
    /// The object that performed the action (or was asked to).
    public let target: ObjectName?
    public let route: Route?
    /// The action name, or a closure action's title or identifier.
    public var action: String? { internedAction?.text }
    /// The action kept as a number, so that storing and discarding a record counts no
    /// references for it (`InternedString`).
    private let internedAction: InternedString?
    /// For an action sent to a target, the responder chain or a closure (delivered, failed or
    /// unhandled): the event it was sent with. Nil for other records.
    public let inputEvent: ActionEvent?
    /// For `emitted`: how many registrations the event matched.
    public let registrations: Int?
    /// The error of a `failed` record or the text of a `note`.
    public var message: String? { messageBox?.text }
    /// The message in a box of its own: a record without one (nearly all of them) then holds a
    /// single nil reference, and storing or discarding it costs no string reference counting.
    private let messageBox: RecordMessage?

    public init(
        sequence: Int, time: Double, kind: Kind, sender: ObjectName?, controlEvent: Control.Event?,
        gestureState: GestureRecognizer.State? = nil, target: ObjectName? = nil, route: Route? = nil, action: String? = nil,
        inputEvent: ActionEvent? = nil, registrations: Int? = nil, message: String? = nil
    ) {
        self.init(sequence: sequence, time: time, kind: kind, sender: sender, controlEvent: controlEvent,
                  gestureState: gestureState, target: target, route: route, internedAction: action.map(InternedString.init),
                  inputEvent: inputEvent, registrations: registrations, message: message)
    }

    init(
        sequence: Int, time: Double, kind: Kind, sender: ObjectName?, controlEvent: Control.Event?,
        gestureState: GestureRecognizer.State? = nil, target: ObjectName? = nil, route: Route? = nil,
        internedAction: InternedString?, inputEvent: ActionEvent? = nil, registrations: Int? = nil, message: String? = nil
    ) {
        self.sequence = sequence
        self.time = time
        self.kind = kind
        self.sender = sender
        self.controlEvent = controlEvent
        self.gestureState = gestureState
        self.target = target
        self.route = route
        self.internedAction = internedAction
        self.inputEvent = inputEvent
        self.registrations = registrations
        messageBox = message.map(RecordMessage.init)
    }

    /// Whether an action was performed (delivered, or performed and failed).
    public var wasHandled: Bool { kind == .delivered || kind == .failed }

    /// The record as one numbered line, as `TrafficFormatter` writes it:
    /// `#3  t=0.100  delivered  Button#1  touchUpInside  -> Recorder#1 tapped  event=Event#1`.
    public var description: String { TrafficFormatter().line(self, numbered: true) }
}

/// The text of a record's message.
private final class RecordMessage: Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }
}
