import ControlKit
import Foundation
import LuaKit
@testable import TactileScripting
import TestSupport

/// The limits the fuzzer's tests run sequences under: the defaults of `tactile fuzz`.
let fuzzTestLimits = FuzzWorld.Limits(instructionBudget: 20_000_000, timeLimit: 10, memoryLimit: ScenarioSettings.defaultMemoryLimit)

/// The folder of the fuzzer's fixtures: deliberately broken copies of plugins.
let fuzzFixtures: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/fuzz").path

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
    var brokenInvariants: [String] { invariantWatches.last?.violations.map(\.invariant) ?? [] }
}
