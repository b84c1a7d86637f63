import ControlKit

/// A session is the traffic source of a scenario that drives real controls: its application's
/// records, in the scenario runner's form (names instead of objects, kind for kind).
extension ScriptSession: TrafficSource {
    public func trafficRecords() -> [TrafficEntry] {
        application.traffic.records.map(scenarioRecord)
    }

    public func resetTraffic() {
        application.traffic.clear()
    }

    /// One ControlKit record in the scenario runner's form.
    func scenarioRecord(_ record: ControlKit.TrafficRecord) -> TrafficEntry {
        let sender = record.sender?.description ?? ""
        let event = record.controlEvent.map(eventNames.description(of:)) ?? record.gestureState?.description ?? ""
        let target = record.target?.description
        let inputEvent = record.inputEvent?.description
        switch record.kind {
        case .emitted:
            return TrafficEntry(seq: record.sequence, time: record.time, kind: .emitted, sender: sender, event: event)
        case .delivered:
            return TrafficEntry(seq: record.sequence, time: record.time, kind: .delivered, sender: sender, event: event,
                                 target: target, action: record.action, inputEvent: inputEvent)
        case .failed:
            return TrafficEntry(seq: record.sequence, time: record.time, kind: .failed, sender: sender, event: event,
                                 target: target, action: record.action, inputEvent: inputEvent, text: record.message)
        case .unhandled:
            return TrafficEntry(seq: record.sequence, time: record.time, kind: .unhandled, sender: sender, event: event,
                                 target: target, action: record.action, inputEvent: inputEvent)
        case .note:
            return TrafficEntry(seq: record.sequence, time: record.time, kind: .note, sender: sender, event: event,
                                 text: record.message)
        }
    }
}
