import ControlKit

/// Traffic records made as data, numbered in order, for tests of what reads them.
struct RecordFixtures {
    private(set) var records: [TrafficRecord] = []

    /// Appends a record; names are written as the traffic writes them (`Button#1`).
    mutating func add(_ kind: TrafficRecord.Kind, _ sender: String?, _ event: Control.Event? = nil, time: Double = 0,
                      target: String? = nil, route: TrafficRecord.Route? = nil, action: String? = nil,
                      inputEvent: TrafficRecord.ActionEvent? = nil, registrations: Int? = nil, message: String? = nil) {
        records.append(TrafficRecord(
            sequence: records.count + 1, time: time, kind: kind, sender: sender.flatMap(ObjectName.init), controlEvent: event,
            target: target.flatMap(ObjectName.init), route: route, action: action, inputEvent: inputEvent,
            registrations: registrations, message: message))
    }
}
