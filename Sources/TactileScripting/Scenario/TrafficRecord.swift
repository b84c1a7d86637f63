/// One entry of the target–action traffic a scenario observes.
///
/// Two kinds are kept apart on purpose: a control *emits* an event when it calls
/// `sendActions(for:)`, even with no target registered, and each registered target
/// then has an action *delivered* to it. Notes carry anything else worth reading in
/// a transcript, such as a touch that hit another view than the one intended.
public struct TrafficRecord: Equatable, Sendable {
    /// What a record stands for.
    public enum Kind: String, Sendable, CaseIterable {
        /// The control sent the event (`sendActions(for:)`), whatever its targets.
        case emitted
        /// An action was delivered to one target through the central dispatcher.
        case delivered
        /// A free-form line, e.g. where a synthesized touch landed.
        case note
    }

    /// Position in the recording, starting at 1.
    public var seq: Int
    /// Virtual time, in seconds.
    public var time: Double
    public var kind: Kind
    /// Stable name of the sending control, e.g. `Button#1` or a user-given name.
    public var sender: String
    /// Event name in Lua style, e.g. `touchUpInside`; empty for notes.
    public var event: String
    /// Stable name of the target of a delivered action.
    public var target: String?
    /// Action name of a delivered action.
    public var action: String?
    /// The sender's value at the time, already rendered, when the control has one.
    public var value: String?
    /// Text of a note.
    public var text: String?

    public init(
        seq: Int, time: Double, kind: Kind, sender: String, event: String = "",
        target: String? = nil, action: String? = nil, value: String? = nil, text: String? = nil
    ) {
        self.seq = seq
        self.time = time
        self.kind = kind
        self.sender = sender
        self.event = event
        self.target = target
        self.action = action
        self.value = value
        self.text = text
    }
}
