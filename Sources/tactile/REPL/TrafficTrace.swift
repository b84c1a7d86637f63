import ControlKit
import TactileScripting

/// The live traffic lines of a REPL session: which records are shown, and
/// how one reads (`#3 t=0.5 Button#1 touchUpInside -> Recorder#1.tapped:`).
struct TrafficTrace {
    /// Whether lines are shown at all.
    var isOn: Bool
    /// When set, only records whose sender (`Button#1` or `Button`) or
    /// event (`touchUpInside`) is this name.
    var filter: String?

    /// Whether `record` gets a line: actions and notes do, the `emitted`
    /// record that precedes a dispatch pass does not.
    func shows(_ record: ControlKit.TrafficRecord, eventNames: [String]) -> Bool {
        guard isOn, record.kind != .emitted else { return false }
        guard let filter else { return true }
        if let sender = record.sender, sender.description == filter || sender.typeName == filter { return true }
        return eventNames.contains(filter)
    }

    /// One line for a record: sequence, virtual time, sender, event, target
    /// and action, then what went wrong for records that are not deliveries.
    /// With `colors`, the sequence and time are dim, the event is yellow, the
    /// delivery green and a failure red (ANSI escapes).
    static func line(for record: ControlKit.TrafficRecord, event: String?, colors: Bool = false) -> String {
        func paint(_ text: String, _ style: Style) -> String {
            colors ? "\u{1B}[" + style.rawValue + "m" + text + "\u{1B}[0m" : text
        }
        var parts = [paint("#\(record.sequence)", .dim), paint("t=" + Transcript.fixed(record.time), .dim)]
        if let sender = record.sender { parts.append(sender.description) }
        if let event { parts.append(paint(event, .event)) }
        if let action = record.action {
            parts.append(paint("-> " + (record.target.map { "\($0)." } ?? "") + action, .delivery))
        }
        let trouble: Style = record.kind == .note ? .dim : .trouble
        if record.kind != .delivered { parts.append(paint("[\(record.kind.rawValue)]", trouble)) }
        if let message = record.message { parts.append(paint(message, trouble)) }
        return parts.joined(separator: " ")
    }

    /// The SGR codes of a coloured line.
    private enum Style: String {
        case dim = "2"
        case event = "33"
        case delivery = "32"
        case trouble = "31"
    }
}
