import ControlKit
import Foundation
import LuaKit
import Rendering

/// The Swift functions the scenario API calls: traffic assertions, golden transcripts and
/// snapshots, the sources of luassert's modules and the API's parts loaded on first use, each
/// made when the part that calls it loads. (The records themselves are the session's `traffic`
/// table.) They hold no strong reference to the Lua state.
final class ScenarioHost {
    let file: String
    let transcripts: GoldenTranscripts
    let snapshots: GoldenSnapshots
    /// Draws what `match_snapshot` compares.
    let stage: any ScenarioStage
    /// Receives each `it` block's result as it finishes in `run` mode.
    let inlineFinished: (TestResult) -> Void
    /// The parts of the API the file loaded (`ScenarioLuaSource.parts`), in order: each once
    /// at most, none when the file uses neither `expect` nor luassert.
    private(set) var partsLoaded: [String] = []
    /// The names of the host functions made so far, in order: the prologue's, then each
    /// loaded part's.
    var functionsMade: [String] {
        ["traffic_transcript", "load_part"] + partsLoaded.flatMap { partFunctions($0).map(\.0) }
    }

    init(file: String, stage: any ScenarioStage, transcripts: GoldenTranscripts, snapshots: GoldenSnapshots,
         inlineFinished: @escaping (TestResult) -> Void) {
        self.file = file
        self.stage = stage
        self.transcripts = transcripts
        self.snapshots = snapshots
        self.inlineFinished = inlineFinished
    }

    /// The functions the API's prologue takes, in its order: `traffic_transcript` and
    /// `load_part`. The others are made with the part that calls them (`partFunctions`).
    func functions(in state: LuaState) throws(LuaError) -> [LuaValue] {
        let stage = stage
        let transcript = try state.function(named: "traffic_transcript") { call in call.results(Self.transcript(of: stage)) }
        let loadPart = try state.function(named: "load_part") { [self] call in
            let name: String = try call.argument(1)
            guard let part = ScenarioLuaSource.parts[name] else { throw call.badArgument(1, expected: "part of the scenario API") }
            guard case .table(let environment) = call.value(2) else { throw call.badArgument(2, expected: "table") }
            guard case .table(let host) = call.value(3) else { throw call.badArgument(3, expected: "table") }
            partsLoaded.append(name)
            for (name, body) in partFunctions(name) {
                try host.rawSet(.string(name), .function(call.state.function(named: name, body)))
            }
            return try call.results([.function(part.load(in: call.state, environment: environment))])
        }
        return [.function(transcript), .function(loadPart)]
    }

    /// The host functions the part `name` calls (`ScenarioLuaSource.parts`), by name.
    private func partFunctions(_ part: String) -> [(String, (LuaCall) throws -> LuaResults)] {
        let file = file, transcripts = transcripts, inlineFinished = inlineFinished
        let snapshots = snapshots, stage = stage
        let matchers = { TrafficMatchers(records: stage.trafficRecords, formatter: stage.trafficFormatter) }
        switch part {
        case "tests":
            return [("inline_finished", { call in
                inlineFinished(TestResult(luaValues: call.values, file: file))
                return .none
            })]
        case "matchers":
            return [
                ("traffic_sent", { call in
                    let times: Int? = try call.argument(5)
                    return Self.results(call, matchers().sent(
                        sender: try call.argument(1), event: EventPattern(try call.argument(2)),
                        target: try call.argument(3), action: try call.argument(4), inputEvent: try call.argument(6), times: times))
                }),
                ("traffic_sent_exactly", { call in
                    Self.results(call, matchers().sentExactly(sender: try call.argument(1), events: try Self.patterns(call)))
                }),
                ("traffic_sent_in_order", { call in
                    Self.results(call, matchers().sentInOrder(sender: try call.argument(1), events: try Self.patterns(call)))
                }),
                ("transcript_check", { call in
                    let outcome = transcripts.check(name: try call.argument(1), actual: Self.transcript(of: stage))
                    return call.results(outcome.passed, outcome.failure)
                }),
                ("snapshot_check", { call in
                    let outcome = try Self.checkSnapshot(call, snapshots: snapshots, stage: stage)
                    return call.results(outcome.passed, outcome.failure, outcome.negatedFailure)
                }),
            ]
        case "luassert":
            return [("library_source", { call in call.results(EmbeddedLua.library(try call.argument(1))) })]
        default:
            return []
        }
    }

    /// The stage's traffic as a golden transcript has it.
    private static func transcript(of stage: any ScenarioStage) -> String {
        Transcript.render(stage.trafficRecords, formatter: stage.trafficFormatter)
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
}
