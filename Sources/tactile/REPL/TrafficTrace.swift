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
    /// Whether the `emitted` records show too: the control events a touch or code sends
    /// (touchDown, touchDragInside, …), whether or not a target is registered for them.
    var showsEmitted = false

    /// Whether `record` gets a line: deliveries and notes do; the `emitted` record that precedes
    /// a dispatch pass only with `showsEmitted`.
    func shows(_ record: ControlKit.TrafficRecord, eventNames: [String]) -> Bool {
        guard isOn, record.kind != .emitted || showsEmitted else { return false }
        guard let filter else { return true }
        if let sender = record.sender, sender.description == filter || sender.typeName == filter { return true }
        return eventNames.contains(filter)
    }

    /// What the live output shows now, and how to change it: the answer to every `:trace` switch.
    var summary: String {
        guard isOn else { return "live traffic hidden (:trace on shows each action as it is delivered)" }
        let which = filter.map { " for \($0)" } ?? ""
        if showsEmitted {
            return "live traffic\(which): each control event as it is sent (emitted) and each action delivered to a target; "
                + ":trace on shows deliveries only, :trace off hides it"
        }
        return "live traffic\(which): each action as it is delivered to a target, and notes; "
            + ":trace all adds every control event sent (touchDown, touchDragInside, … even with no target), :trace off hides it"
    }
}
