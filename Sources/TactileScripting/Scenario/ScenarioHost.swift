import ControlKit
import Foundation
import LuaKit
import Rendering

/// The Swift functions the scenario API calls: traffic records, traffic assertions, golden
/// transcripts, and the sources of luassert's modules. They hold no strong reference to the Lua state.
final class ScenarioHost {
    let file: String
    let traffic: any TrafficSource
    let transcripts: GoldenTranscripts
    let snapshots: GoldenSnapshots
    /// Draws what `match_snapshot` compares.
    let stage: any ScenarioStage
    /// Receives each `it` block's result as it finishes in `run` mode.
    let inlineFinished: (TestResult) -> Void

    init(file: String, stage: any ScenarioStage, transcripts: GoldenTranscripts, snapshots: GoldenSnapshots,
         inlineFinished: @escaping (TestResult) -> Void) {
        self.file = file
        self.traffic = stage.traffic
        self.stage = stage
        self.transcripts = transcripts
        self.snapshots = snapshots
        self.inlineFinished = inlineFinished
    }

    /// The functions in the order the API's prologue takes them.
    func functions(in state: LuaState) throws(LuaError) -> [LuaValue] {
        let file = file, traffic = traffic, transcripts = transcripts, inlineFinished = inlineFinished
        let snapshots = snapshots, stage = stage
        let bodies: [(String, (LuaCall) throws -> LuaResults)] = [
            ("traffic_sent", { call in
                let times: Int? = try call.argument(5)
                return Self.results(call, TrafficMatchers.sent(
                    traffic.trafficRecords(), sender: try call.argument(1), event: EventPattern(try call.argument(2)),
                    target: try call.argument(3), action: try call.argument(4), inputEvent: try call.argument(6), times: times))
            }),
            ("traffic_sent_exactly", { call in
                Self.results(call, TrafficMatchers.sentExactly(
                    traffic.trafficRecords(), sender: try call.argument(1), events: try Self.patterns(call)))
            }),
            ("traffic_sent_in_order", { call in
                Self.results(call, TrafficMatchers.sentInOrder(
                    traffic.trafficRecords(), sender: try call.argument(1), events: try Self.patterns(call)))
            }),
            ("transcript_check", { call in
                let outcome = transcripts.check(name: try call.argument(1), actual: Transcript.render(traffic.trafficRecords()))
                return call.results(outcome.passed, outcome.failure)
            }),
            ("traffic_record", { call in
                let kindName: String = try call.argument(1)
                guard let kind = TrafficEntry.Kind(rawValue: kindName) else {
                    let kinds = TrafficEntry.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                    return call.results(false, "traffic:record kind must be one of \(kinds), got '\(kindName)'")
                }
                guard let log = traffic as? any HandRecordedTraffic else {
                    return call.results(false, "traffic:record writes hand-made recordings only; this traffic comes from controls")
                }
                let time: Double? = try call.argument(8)
                log.append(kind: kind, sender: try call.argument(2), event: try call.argument(3), time: time,
                               target: try call.argument(4), action: try call.argument(5), inputEvent: try call.argument(9),
                               value: try call.argument(6), text: try call.argument(7))
                return call.results(true)
            }),
            ("traffic_all", { [unowned state] call in
                let records = traffic.trafficRecords()
                let list = try state.newTable()
                for (index, record) in records.enumerated() {
                    let row = try state.newTable()
                    try row.rawSet("seq", .integer(record.seq))
                    try row.rawSet("time", .number(record.time))
                    try row.rawSet("kind", .string(record.kind.rawValue))
                    try row.rawSet("sender", .string(record.sender))
                    try row.rawSet("event", .string(record.event))
                    try row.rawSet("target", Self.optional(record.target))
                    try row.rawSet("action", Self.optional(record.action))
                    try row.rawSet("inputEvent", record.inputEvent == "nil" ? .boolean(false) : Self.optional(record.inputEvent))
                    try row.rawSet("value", Self.optional(record.value))
                    try row.rawSet("text", Self.optional(record.text))
                    try list.rawSet(.integer(index + 1), .table(row))
                }
                return try call.results([.table(list)])
            }),
            ("traffic_reset", { _ in traffic.resetTraffic(); return .none }),
            ("traffic_transcript", { call in call.results(Transcript.render(traffic.trafficRecords())) }),
            ("inline_finished", { call in
                inlineFinished(TestResult(luaValues: call.values, file: file))
                return .none
            }),
            ("snapshot_check", { call in
                let outcome = try Self.checkSnapshot(call, snapshots: snapshots, stage: stage)
                return call.results(outcome.passed, outcome.failure, outcome.negatedFailure)
            }),
            ("library_source", { call in call.results(EmbeddedLua.library(try call.argument(1))) }),
        ]
        return try bodies.map { (name, body) throws(LuaError) in .function(try state.function(named: name, body)) }
    }

    /// `snapshot_check(value, name, tolerance, share, scale)`: the picture of the value compared
    /// with the stored snapshot; bad options fail the assertion with what is wrong.
    private static func checkSnapshot(_ call: LuaCall, snapshots: GoldenSnapshots, stage: any ScenarioStage) throws -> MatchOutcome {
        func refused(_ message: String) -> MatchOutcome { MatchOutcome(passed: false, failure: message, negatedFailure: message) }
        let name: String = try call.argument(2)
        let tolerance = try call.argument(3, as: Int?.self) ?? GoldenSnapshots.defaultTolerance
        let share = try call.argument(4, as: Double?.self) ?? GoldenSnapshots.defaultShare
        let scale = try call.argument(5, as: Double?.self) ?? ScriptSession.defaultRenderScale
        guard (0...255).contains(tolerance) else { return refused("match_snapshot: tolerance must be from 0 to 255, got \(tolerance)") }
        guard (0...1).contains(share) else { return refused("match_snapshot: share must be from 0 to 1, got \(share.compactText)") }
        guard scale > 0, scale <= ImageRenderer.maximumScale else {
            return refused("match_snapshot: scale must be above 0 and at most \(Int(ImageRenderer.maximumScale)), got \(scale.compactText)")
        }
        let image: Image
        do {
            image = try stage.picture(of: call.value(1), scale: scale)
        } catch {
            return refused("match_snapshot: \(error)")
        }
        return snapshots.check(name: name, image: image, tolerance: tolerance, share: share)
    }

    private static func results(_ call: LuaCall, _ outcome: MatchOutcome) -> LuaResults {
        call.results(outcome.passed, outcome.failure, outcome.negatedFailure)
    }

    private static func patterns(_ call: LuaCall) throws -> [EventPattern] {
        try (2...max(2, call.argumentCount)).compactMap { n in
            n <= call.argumentCount ? EventPattern(try call.argument(n, as: String.self)) : nil
        }
    }

    private static func optional(_ text: String?) -> LuaValue {
        text.map { .string($0) } ?? .nil
    }
}
