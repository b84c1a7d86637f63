import ArgumentParser
import Foundation
import LuaKit
import TactileScripting

/// `tactile-bench session`: what a scenario file costs before its first line runs — a fresh
/// interpreter with the scenario API, a session with every binding, then closing it — measured
/// as `tactile test`'s workers pay it, on an empty scenario file, beside the floor of a bare
/// interpreter (`lua_newstate` + `luaL_openlibs` + `lua_close`) in the same run. The figure is
/// the difference between running 2n and n files in one process, per file, so what a process
/// pays once (the first session) is left out.
///
///     $ tactile-bench session --files 200
///     empty scenario file: … µs/file   (floor, lua_newstate + luaL_openlibs: … µs; target 3× floor: … µs; ratio …×)
struct SessionBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session",
        abstract: "Per-file cost of a scenario file's session, against a bare lua_newstate + luaL_openlibs."
    )

    @Option(help: "How many files the smaller run tests (the larger one tests twice as many).")
    var files = 200

    @Option(help: "How many times each measurement is repeated; the fastest run is reported.")
    var repetitions = 5

    func validate() throws {
        guard files > 0, repetitions > 0 else { throw ValidationError("--files and --repetitions must be positive") }
    }

    func run() throws {
        try withBenchFolder { folder in try measure(file: folder + "/empty.lua") }
    }

    /// Measures testing `file`, written empty, against the floor, and prints both.
    private func measure(file: String) throws {
        try Data().write(to: URL(fileURLWithPath: file))
        let runner = ScenarioRunner(settings: ScenarioSettings(), makeStage: { ControlStage() })
        _ = runner.test(file: file)  // what the process pays once
        var perFile = Double.infinity, floor = Double.infinity
        for _ in 0..<repetitions {
            let small = try time(files, of: file, with: runner)
            let large = try time(2 * files, of: file, with: runner)
            perFile = min(perFile, (large - small).nanoseconds(per: files))
            var made = true
            let elapsed = ContinuousClock().measure { made = LuaState.freshStateBaseline(count: files) }
            guard made else { throw ValidationError("a bare Lua state could not be made") }
            floor = min(floor, elapsed.nanoseconds(per: files))
        }
        print("empty scenario file: \(Self.microseconds(perFile)) µs/file"
            + "   (floor, lua_newstate + luaL_openlibs: \(Self.microseconds(floor)) µs;"
            + " target 3× floor: \(Self.microseconds(3 * floor)) µs; ratio \(String(format: "%.2f", perFile / floor))×)")
    }

    /// Tests the empty file `count` times, as one worker would, checking each run found no error.
    private func time(_ count: Int, of file: String, with runner: ScenarioRunner) throws -> Duration {
        var failure: TestResult?
        let elapsed = ContinuousClock().measure {
            for _ in 0..<count {
                if let result = runner.test(file: file).tests.first { failure = result }
            }
        }
        if let failure { throw ValidationError("the empty file did not run cleanly: \(failure.message ?? "")") }
        return elapsed
    }

    private static func microseconds(_ nanoseconds: Double) -> String {
        String(format: "%.1f", nanoseconds / 1e3)
    }
}
