/// Assertions on recorded traffic, evaluated against plain records.
///
/// Counting a plain event looks at what the sender *emitted*; asking about a target or
/// an action looks at what reached a target (*delivered*, or *failed* when it raised). Sequences compare the sender's emitted events.
/// Every failure message quotes the relevant part of the traffic in transcript form.
public enum TrafficMatchers {
    /// How many records of context an excerpt shows around the point of interest.
    static let excerptRadius = 5

    /// `expect(sender).to.have_sent(event, {target =, action =, inputEvent =, times =})`; an
    /// `inputEvent` (`Event#1`, or `nil` for none) asks about deliveries too.
    public static func sent(
        _ records: [TrafficEntry], sender: String, event: EventPattern,
        target: String? = nil, action: String? = nil, inputEvent: String? = nil, times: Int? = nil
    ) -> MatchOutcome {
        let wantsDelivery = target != nil || action != nil || inputEvent != nil
        let matching = records.filter { record in
            record.sender == sender && event.matches(record.event)
                && (wantsDelivery ? record.kind.reachedTarget : record.kind == .emitted)
                && (target == nil || record.target == target)
                && (action == nil || record.action == action)
                && (inputEvent == nil || record.inputEvent == inputEvent)
        }
        var what = "\(event)"
        if let target { what += " to \(target)" }
        if let action { what += " with action \(action)" }
        if let inputEvent { what += " with event \(inputEvent)" }
        let count = matching.count
        let passed = times.map { count == $0 } ?? (count > 0)
        let expectedCount = times.map { " " + plural($0, "time") } ?? ""
        let failure = "expected \(sender) to send \(what)\(expectedCount), but it was sent \(plural(count, "time"))\n"
            + excerpt(of: records.filter { $0.sender == sender }, sender: sender)
        let negatedFailure = "expected \(sender) not to send \(what)\(expectedCount), but it was sent \(plural(count, "time")):\n"
            + indent(matching.map(Transcript.line))
        return MatchOutcome(passed: passed, failure: failure, negatedFailure: negatedFailure)
    }

    /// `expect(sender).to.have_sent_exactly{...}`: the sender's whole event stream, nothing else.
    public static func sentExactly(_ records: [TrafficEntry], sender: String, events: [EventPattern]) -> MatchOutcome {
        let stream = records.filter { $0.sender == sender && $0.kind == .emitted }
        let common = min(events.count, stream.count)
        let divergence = (0..<common).first { !events[$0].matches(stream[$0].event) }
            ?? (events.count == stream.count ? nil : common)
        let expected = "expected \(sender) to send exactly \(list(events))\n  actual: \(list(stream.map(\.event)))\n"
        var failure = expected
        if let index = divergence {
            let wanted = index < events.count ? "\(events[index])" : "nothing more"
            let got = index < stream.count ? stream[index].event : "nothing more"
            failure += "first difference at event \(index + 1): expected \(wanted), got \(got)\n"
            failure += excerpt(of: stream, around: min(index, stream.count - 1), sender: sender)
        }
        return MatchOutcome(
            passed: divergence == nil, failure: failure,
            negatedFailure: "expected \(sender) not to send exactly \(list(events)), but it did")
    }

    /// `expect(sender).to.have_sent_in_order{...}`: the events appear in this order, others may come between.
    public static func sentInOrder(_ records: [TrafficEntry], sender: String, events: [EventPattern]) -> MatchOutcome {
        let stream = records.filter { $0.sender == sender && $0.kind == .emitted }
        var position = 0
        var matched = 0
        var lastMatch: Int?
        for pattern in events {
            guard let found = stream[position...].firstIndex(where: { pattern.matches($0.event) }) else { break }
            matched += 1
            lastMatch = found
            position = found + 1
        }
        let passed = matched == events.count
        var failure = "expected \(sender) to send in order \(list(events))\n  actual: \(list(stream.map(\.event)))\n"
        if !passed {
            let after = lastMatch.map { " after event \($0 + 1) (\(stream[$0].event))" } ?? ""
            failure += "found the first \(matched), then no \(events[matched])\(after)\n"
            failure += excerpt(of: stream, around: lastMatch ?? 0, sender: sender)
        }
        return MatchOutcome(
            passed: passed, failure: failure,
            negatedFailure: "expected \(sender) not to send in order \(list(events)), but it did")
    }

    // MARK: - Excerpts

    /// The records around one index, in transcript form, the index marked with `>`.
    static func excerpt(of records: [TrafficEntry], around index: Int? = nil, sender: String) -> String {
        guard !records.isEmpty else { return "traffic of \(sender): none" }
        let focus = index ?? records.count - 1
        let lower = max(0, focus - excerptRadius)
        let upper = min(records.count - 1, focus + excerptRadius)
        var lines = ["traffic of \(sender):"]
        if lower > 0 { lines.append("    … \(plural(lower, "earlier record"))") }
        for position in lower...upper {
            let marker = index == position ? "  > " : "    "
            lines.append(marker + Transcript.line(records[position]))
        }
        if upper < records.count - 1 { lines.append("    … \(plural(records.count - 1 - upper, "later record"))") }
        return lines.joined(separator: "\n")
    }

    private static func indent(_ lines: [String]) -> String {
        lines.map { "    " + $0 }.joined(separator: "\n")
    }

    private static func list(_ items: [some CustomStringConvertible]) -> String {
        "[" + items.map(\.description).joined(separator: ", ") + "]"
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
