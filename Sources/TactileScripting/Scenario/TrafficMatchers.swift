import ControlKit

/// Assertions on recorded traffic, evaluated against the application's records.
///
/// Counting a plain event looks at what the sender *emitted*; asking about a target or
/// an action looks at what reached a target (*delivered*, or *failed* when it raised). Sequences compare the sender's emitted events.
/// Objects are named as the traffic names them (`Slider#1`); events as the formatter names them.
/// Every failure message quotes the relevant part of the traffic in transcript form.
public struct TrafficMatchers {
    /// The records, oldest first.
    public let records: [TrafficRecord]
    /// How records read, and what their events are called.
    public let formatter: TrafficFormatter

    public init(records: [TrafficRecord], formatter: TrafficFormatter) {
        self.records = records
        self.formatter = formatter
    }

    /// How many records of context an excerpt shows around the point of interest.
    static let excerptRadius = 5

    /// `expect(sender).to.have_sent(event, {target =, action =, inputEvent =, times =})`; an
    /// `inputEvent` (`Event#1`, or `nil` for none) asks about deliveries too.
    public func sent(
        sender: String, event: EventPattern,
        target: String? = nil, action: String? = nil, inputEvent: String? = nil, times: Int? = nil
    ) -> MatchOutcome {
        let wantsDelivery = target != nil || action != nil || inputEvent != nil
        let senderName = ObjectName(sender), targetName = target.flatMap(ObjectName.init)
        let matching = records.filter { record in
            record.sender == senderName && event.matches(formatter.event(of: record))
                && (wantsDelivery ? record.wasHandled : record.kind == .emitted)
                && (target == nil || (targetName != nil && record.target == targetName))
                && (action == nil || record.action == action)
                && (inputEvent == nil || record.inputEvent?.description == inputEvent)
        }
        var what = "\(event)"
        if let target { what += " to \(target)" }
        if let action { what += " with action \(action)" }
        if let inputEvent { what += " with event \(inputEvent)" }
        let count = matching.count
        let passed = times.map { count == $0 } ?? (count > 0)
        let expectedCount = times.map { " " + plural($0, "time") } ?? ""
        let failure = "expected \(sender) to send \(what)\(expectedCount), but it was sent \(plural(count, "time"))\n"
            + excerpt(of: records.filter { $0.sender == senderName }, sender: sender)
        let negatedFailure = "expected \(sender) not to send \(what)\(expectedCount), but it was sent \(plural(count, "time")):\n"
            + indent(matching.map { formatter.line($0) })
        return MatchOutcome(passed: passed, failure: failure, negatedFailure: negatedFailure)
    }

    /// `expect(sender).to.have_sent_exactly{...}`: the sender's whole event stream, nothing else.
    public func sentExactly(sender: String, events: [EventPattern]) -> MatchOutcome {
        let stream = emitted(by: sender)
        let common = min(events.count, stream.count)
        let divergence = (0..<common).first { !events[$0].matches(formatter.event(of: stream[$0])) }
            ?? (events.count == stream.count ? nil : common)
        let expected = "expected \(sender) to send exactly \(list(events))\n  actual: \(list(stream.map(formatter.event(of:))))\n"
        var failure = expected
        if let index = divergence {
            let wanted = index < events.count ? "\(events[index])" : "nothing more"
            let got = index < stream.count ? formatter.event(of: stream[index]) : "nothing more"
            failure += "first difference at event \(index + 1): expected \(wanted), got \(got)\n"
            failure += excerpt(of: stream, around: min(index, stream.count - 1), sender: sender)
        }
        return MatchOutcome(
            passed: divergence == nil, failure: failure,
            negatedFailure: "expected \(sender) not to send exactly \(list(events)), but it did")
    }

    /// `expect(sender).to.have_sent_in_order{...}`: the events appear in this order, others may come between.
    public func sentInOrder(sender: String, events: [EventPattern]) -> MatchOutcome {
        let stream = emitted(by: sender)
        var position = 0
        var matched = 0
        var lastMatch: Int?
        for pattern in events {
            guard let found = stream[position...].firstIndex(where: { pattern.matches(formatter.event(of: $0)) }) else { break }
            matched += 1
            lastMatch = found
            position = found + 1
        }
        let passed = matched == events.count
        var failure = "expected \(sender) to send in order \(list(events))\n  actual: \(list(stream.map(formatter.event(of:))))\n"
        if !passed {
            let after = lastMatch.map { " after event \($0 + 1) (\(formatter.event(of: stream[$0])))" } ?? ""
            failure += "found the first \(matched), then no \(events[matched])\(after)\n"
            failure += excerpt(of: stream, around: lastMatch ?? 0, sender: sender)
        }
        return MatchOutcome(
            passed: passed, failure: failure,
            negatedFailure: "expected \(sender) not to send in order \(list(events)), but it did")
    }

    /// The events a sender emitted, in order.
    private func emitted(by sender: String) -> [TrafficRecord] {
        let name = ObjectName(sender)
        return records.filter { $0.sender == name && $0.kind == .emitted }
    }

    // MARK: - Excerpts

    /// The records around one index, in transcript form, the index marked with `>`.
    func excerpt(of records: [TrafficRecord], around index: Int? = nil, sender: String) -> String {
        guard !records.isEmpty else { return "traffic of \(sender): none" }
        let focus = index ?? records.count - 1
        let lower = max(0, focus - Self.excerptRadius)
        let upper = min(records.count - 1, focus + Self.excerptRadius)
        var lines = ["traffic of \(sender):"]
        if lower > 0 { lines.append("    … \(plural(lower, "earlier record"))") }
        for position in lower...upper {
            let marker = index == position ? "  > " : "    "
            lines.append(marker + formatter.line(records[position]))
        }
        if upper < records.count - 1 { lines.append("    … \(plural(records.count - 1 - upper, "later record"))") }
        return lines.joined(separator: "\n")
    }

    private func indent(_ lines: [String]) -> String {
        lines.map { "    " + $0 }.joined(separator: "\n")
    }

    private func list(_ items: [some CustomStringConvertible]) -> String {
        "[" + items.map(\.description).joined(separator: ", ") + "]"
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
