/// Anything that can hand a scenario the traffic recorded so far.
///
/// The Lua bindings of the control model provide one backed by the application's
/// recorder; `TrafficLog` is the plain in-memory one scenarios fill by hand.
public protocol TrafficSource: AnyObject {
    /// Every record in order of `seq`.
    func trafficRecords() -> [TrafficEntry]
    /// Forgets what was recorded (a fresh model for the next test).
    func resetTraffic()
}

/// Traffic that also takes records written by hand with `traffic:record{...}`.
public protocol HandRecordedTraffic: TrafficSource {
    /// Appends a hand-made record, numbered after the last one.
    @discardableResult
    func append(
        kind: TrafficEntry.Kind, sender: String, event: String, time: Double?,
        target: String?, action: String?, inputEvent: String?, value: String?, text: String?
    ) -> TrafficEntry
}

/// An in-memory traffic recording, filled with `traffic:record{...}` from Lua.
public final class TrafficLog: HandRecordedTraffic {
    private var records: [TrafficEntry] = []

    public init() {}

    /// Appends a record, numbering it after the last one; without a time it takes the
    /// time of the record before it.
    @discardableResult
    public func append(
        kind: TrafficEntry.Kind, sender: String, event: String = "", time: Double? = nil,
        target: String? = nil, action: String? = nil, inputEvent: String? = nil, value: String? = nil, text: String? = nil
    ) -> TrafficEntry {
        let record = TrafficEntry(
            seq: records.count + 1, time: time ?? records.last?.time ?? 0, kind: kind,
            sender: sender, event: event, target: target, action: action, inputEvent: inputEvent, value: value, text: text)
        records.append(record)
        return record
    }

    public func trafficRecords() -> [TrafficEntry] { records }

    public func resetTraffic() { records.removeAll() }
}
