import ControlKit
import TactileScripting

/// Which records the REPL shows as live traffic lines (the lines themselves are the traffic's
/// one format, `TrafficFormatter`).
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
}
