import ControlKit

/// One entry of the target–action traffic a scenario observes.
///
/// Two kinds are kept apart on purpose: a control *emits* an event when it calls
/// `sendActions(for:)`, even with no target registered, and each registered target
/// then has an action *delivered* to it (or *failed*, when the action raised, or
/// *unhandled*, when nothing responded to it). Notes carry anything else worth reading
/// in a transcript, such as a touch that hit another view than the one intended.
///
/// This is the scenario layer's form of ControlKit's `TrafficRecord`, with the same
/// kinds: names instead of objects and event bits, as transcripts show them (custom
/// event names live in the session, not in ControlKit), so that records written by hand
/// in a pure-Lua scenario, which have no objects, are records like any other.
public struct TrafficEntry: Equatable, Sendable {
    /// What a record stands for: ControlKit's kinds, so both forms of the traffic name them alike.
    public typealias Kind = TrafficRecord.Kind

    /// Position in the recording, starting at 1.
    public var seq: Int
    /// Virtual time, in seconds.
    public var time: Double
    /// Emitted, delivered, unhandled, failed, or a note.
    public var kind: Kind
    /// Stable name of the sending control, e.g. `Button#1` or a user-given name.
    public var sender: String
    /// Event name in Lua style, e.g. `touchUpInside`; empty for notes.
    public var event: String
    /// Stable name of the target of a delivered action.
    public var target: String?
    /// Action name of a delivered action.
    public var action: String?
    /// For an action: the input event it went with, by name (`Event#1`), or `nil` written out
    /// when none did (uikit-rules §3.6); nil when the record says nothing of it.
    public var inputEvent: String?
    /// The sender's value at the time, already rendered, when the control has one.
    public var value: String?
    /// Text of a note, or the error of a failed action.
    public var text: String?

    public init(
        seq: Int, time: Double, kind: Kind, sender: String, event: String = "",
        target: String? = nil, action: String? = nil, inputEvent: String? = nil, value: String? = nil, text: String? = nil
    ) {
        self.seq = seq
        self.time = time
        self.kind = kind
        self.sender = sender
        self.event = event
        self.target = target
        self.action = action
        self.inputEvent = inputEvent
        self.value = value
        self.text = text
    }
}

extension TrafficRecord.Kind {
    /// Whether the action reached its target (it ran, even if it then failed).
    public var reachedTarget: Bool { self == .delivered || self == .failed }
}
