import Testing
@testable import ControlKit

@Suite("Traffic recording")
struct TrafficTests {
    private let stage = Stage()

    @Test("every pass records an emission, even with nothing registered, then one record per registration")
    func emittedAndDelivered() {
        stage.control.removeTarget(nil, action: nil, for: .allEvents)
        stage.control.sendActions(for: .valueChanged)
        stage.control.addTarget(stage.log, action: "changed:", for: .valueChanged)
        stage.control.sendActions(for: .valueChanged)
        let lines = stage.application.traffic.records.map(\.description)
        #expect(lines == [
            "#1  t=0.000  emitted    ProbeControl#1  valueChanged  (0 registered)",
            "#2  t=0.000  emitted    ProbeControl#1  valueChanged  (1 registered)",
            "#3  t=0.000  delivered  ProbeControl#1  valueChanged  -> ActionLog#1 changed:  event=nil",
        ])
    }

    @Test("records carry sequence numbers, virtual time, sender, control event, target and action")
    func fields() throws {
        stage.driver.wait(1.5)
        stage.driver.tap(stage.control)
        let delivered = stage.application.traffic.records.filter { $0.kind == .delivered }
        #expect(delivered.map(\.controlEvent) == [.touchDown, .touchUpInside])
        let up = try #require(delivered.last)
        #expect(up.time == 1.55)
        #expect(up.sender?.description == "ProbeControl#1")
        #expect(up.target?.description == "ActionLog#1")
        #expect(up.action == "handle:event:" && up.route == .target && up.wasHandled)
        let sequences = stage.application.traffic.records.map(\.sequence)
        #expect(sequences == Array(1...sequences.count))
    }

    @Test("§3.2, §3.6: a delivery records the event it went with: the tap's one event for each of its actions, none for a send from code, the next tap's own")
    func deliveriesRecordTheirInputEvent() {
        stage.driver.tap(stage.control)
        stage.control.sendActions(for: .touchDown)
        stage.driver.wait(1)
        stage.driver.tap(stage.control)
        let records = stage.application.traffic.records
        let first = TrafficRecord.ActionEvent.event(ObjectName(typeName: "Event", number: 1))
        let second = TrafficRecord.ActionEvent.event(ObjectName(typeName: "Event", number: 2))
        #expect(records.filter { $0.kind == .delivered }.map(\.inputEvent) == [first, first, .absent, second, second])
        #expect(records.filter { $0.kind == .emitted }.allSatisfy { $0.inputEvent == nil })
    }

    @Test("object names are stable per application: numbered per type in order of first mention")
    func stableNames() {
        let other = Control()
        let third = ProbeControl()
        #expect(stage.application.name(of: stage.control).description == "ProbeControl#1")
        #expect(stage.application.name(of: other).description == "Control#1")
        #expect(stage.application.name(of: third).description == "ProbeControl#2")
        #expect(stage.application.name(of: stage.control).description == "ProbeControl#1")
        #expect(Application().name(of: third).description == "ProbeControl#1")
    }

    @Test("a view named by two applications keeps each one's name, numbered in each one's own order")
    func viewNamedByTwoApplications() {
        let other = Application()
        let shared = Control(), local = Control()
        #expect(stage.application.name(of: shared).description == "Control#1")
        #expect(other.name(of: local).description == "Control#1")
        #expect(other.name(of: shared).description == "Control#2")
        #expect(stage.application.name(of: shared).description == "Control#1")
        #expect(other.name(of: shared).description == "Control#2")
        #expect(stage.application.name(of: local).description == "Control#2")
        #expect(other.name(of: local).description == "Control#1")
    }

    @Test("a name stands for its object, a view or a target, while the object lives; a new object never takes a released one's name")
    func objectsByName() {
        var control: Control? = Control()
        var target: ActionLog? = ActionLog()
        let controlName = stage.application.name(of: control!), targetName = stage.application.name(of: target!)
        #expect(stage.application.object(named: controlName) === control)
        #expect(stage.application.object(named: targetName) === target)
        control = nil
        target = nil
        #expect(stage.application.object(named: controlName) == nil)
        #expect(stage.application.object(named: targetName) == nil)
        // Objects made after may reuse the released ones' memory, never their names.
        let next = Control(), nextTarget = ActionLog()
        #expect(stage.application.existingName(of: next) == nil && stage.application.existingName(of: nextTarget) == nil)
        #expect(stage.application.name(of: next).description == "Control#2")
    }

    @Test("a type can choose the name it is recorded under")
    func customTypeName() {
        final class Scripted: Control {
            override var typeName: String { "Knob" }
        }
        #expect(stage.application.name(of: Scripted()).description == "Knob#1")
    }

    @Test("observers see matching records as they happen and stop when cancelled")
    func observers() {
        var seen: [String] = []
        let observation = stage.application.traffic.observe(TrafficFilter(events: .touchUpInside, kinds: [.delivered])) {
            seen.append($0.controlEvent?.description ?? "")
        }
        stage.driver.tap(stage.control)
        #expect(seen == ["touchUpInside"])
        observation.cancel()
        stage.driver.wait(1)
        stage.driver.tap(stage.control)
        #expect(seen.count == 1)
    }

    @Test("filters select by sender and by target")
    func filters() {
        let other = Control()
        stage.window.addSubview(other)
        let otherLog = ActionLog()
        other.addTarget(otherLog, action: "x", for: .valueChanged)
        stage.control.addTarget(stage.log, action: "y", for: .valueChanged)
        var bySender = 0, byTarget = 0
        let senderName = stage.application.name(of: other)
        let targetName = stage.application.name(of: stage.log)
        let first = stage.application.traffic.observe(TrafficFilter(sender: senderName)) { _ in bySender += 1 }
        let second = stage.application.traffic.observe(TrafficFilter(target: targetName)) { _ in byTarget += 1 }
        other.sendActions(for: .valueChanged)
        stage.control.sendActions(for: .valueChanged)
        #expect(bySender == 2, "emitted + delivered from the other control")
        #expect(byTarget == 1)
        _ = (first, second)
    }

    @Test("releasing the observation cancels it")
    func releasedObservation() {
        var count = 0
        do {
            let observation = stage.application.traffic.observe { _ in count += 1 }
            stage.control.sendActions(for: .valueChanged)
            _ = observation
        }
        stage.control.sendActions(for: .valueChanged)
        #expect(count == 1)
    }

    @Test("a bounded recorder keeps only the newest records and counts the dropped ones")
    func ringBuffer() {
        let application = Application(trafficCapacity: 3)
        for index in 0..<5 { application.note("n\(index)") }
        #expect(application.traffic.records.map(\.message) == ["n2", "n3", "n4"])
        #expect(application.traffic.records.map(\.sequence) == [3, 4, 5])
        #expect(application.traffic.droppedCount == 2)
        application.traffic.clear()
        application.note("after")
        #expect(application.traffic.records.map(\.sequence) == [6])
    }

    @Test("recording can be paused while observers keep hearing")
    func pausedRecording() {
        var heard = 0
        let observation = stage.application.traffic.observe { _ in heard += 1 }
        stage.application.traffic.isRecording = false
        stage.application.note("quiet")
        #expect(stage.application.traffic.records.isEmpty && heard == 1)
        _ = observation
    }
}
