import ControlKit

/// A session is the traffic source of a scenario that drives real controls: its application's
/// records, in the scenario runner's form. The runner's model has three kinds, so a failed
/// action is a `delivered` record whose text says it failed, and an action nobody performed is a
/// `note`.
extension ScriptSession: TrafficSource {
    public func trafficRecords() -> [TrafficRecord] {
        application.traffic.records.map(scenarioRecord)
    }

    public func resetTraffic() {
        application.traffic.clear()
    }

    /// One ControlKit record in the scenario runner's form.
    func scenarioRecord(_ record: ControlKit.TrafficRecord) -> TrafficRecord {
        let sender = record.sender?.description ?? ""
        let event = record.controlEvent.map(eventNames.description(of:)) ?? record.gestureState?.description ?? ""
        let target = record.target?.description
        switch record.kind {
        case .emitted:
            return TrafficRecord(seq: record.sequence, time: record.time, kind: .emitted, sender: sender, event: event)
        case .delivered:
            return TrafficRecord(seq: record.sequence, time: record.time, kind: .delivered, sender: sender, event: event,
                                 target: target, action: record.action)
        case .failed:
            return TrafficRecord(seq: record.sequence, time: record.time, kind: .delivered, sender: sender, event: event,
                                 target: target, action: record.action, text: "failed: " + (record.message ?? ""))
        case .unhandled:
            return TrafficRecord(seq: record.sequence, time: record.time, kind: .note, sender: sender, event: event,
                                 text: "unhandled: \(record.action ?? "")")
        case .note:
            return TrafficRecord(seq: record.sequence, time: record.time, kind: .note, sender: sender, event: event,
                                 text: record.message)
        }
    }
}
