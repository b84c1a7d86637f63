import ControlKit
import Foundation
import LuaKit
@testable import TactileScripting
import TestSupport
import Testing

/// The limits the fuzzer's tests run sequences under: the defaults of `tactile fuzz`.
let fuzzTestLimits = FuzzWorld.Limits(instructionBudget: 20_000_000, timeLimit: 10, memoryLimit: ScenarioSettings.defaultMemoryLimit)

/// The folder of the fuzzer's fixtures: plugins that break limits, and the mutations of seed
/// plugins (`mutations.json`).
let fuzzFixtures: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/fuzz").path

/// A seed plugin with one deliberate bug (docs/fuzzing.md §7): the plugin of `plugins/` with the
/// one change `mutations.json` names, written under its own file name to a scratch folder that
/// lives as long as this.
final class MutantPlugin {
    private struct Mutation: Decodable {
        let plugin: String
        let find: String
        let replace: String
    }

    private let folder: ScratchFolder
    /// The mutant's file.
    let path: String

    init(_ name: String) throws {
        let mutations = try JSONDecoder().decode([String: Mutation].self,
                                                 from: Data(contentsOf: URL(fileURLWithPath: fuzzFixtures + "/mutations.json")))
        let mutation = try #require(mutations[name], "mutations.json has no mutation \(name)")
        let original = try String(contentsOfFile: repositoryPlugins + "/" + mutation.plugin, encoding: .utf8)
        try #require(original.components(separatedBy: mutation.find).count == 2,
                     "the mutation \(name) finds its text exactly once in plugins/\(mutation.plugin)")
        folder = ScratchFolder("mutant")
        path = try folder.write(mutation.plugin, original.replacingOccurrences(of: mutation.find, with: mutation.replace))
    }
}

/// A target made from a scenario file holding `source` (a `function fuzz() … end`, and anything
/// else a scenario file holds), written to `scratch`.
func scenarioTarget(_ source: String, in scratch: ScratchFolder, name: String = "set_up_test.lua",
                    pluginPath: [String] = [repositoryPlugins]) throws -> FuzzTarget {
    let file = try scratch.write(name, source)
    return try FuzzTargets.resolve(file, pluginPath: pluginPath)[0]
}

/// A runner of sequences on a target with the default limits.
func runner(_ target: FuzzTarget, limits: FuzzWorld.Limits = fuzzTestLimits) -> FuzzRunner {
    FuzzRunner(target: target, limits: limits, watchdog: .shared)
}

/// A fuzzer of a target with the options of `tactile fuzz` and `seed`, changed by `configure`.
func fuzzer(_ target: FuzzTarget, seed: UInt64 = 1, _ configure: (inout FuzzOptions) -> Void = { _ in }) -> Fuzzer {
    var options = FuzzOptions(seed: seed)
    configure(&options)
    return Fuzzer(target: target, options: options)
}

/// A session for scripts that watch views, with the repository's plugins.
func watchSession() throws -> ScriptSession {
    var options = ScriptSession.Options()
    options.pluginPath = [repositoryPlugins]
    return try ScriptSession(options: options)
}

extension ScriptSession {
    /// The identifiers of the invariants the script's latest watch found broken, in order.
    var brokenInvariants: [String] { stage.invariantWatches.last?.violations.map(\.invariant) ?? [] }
}
