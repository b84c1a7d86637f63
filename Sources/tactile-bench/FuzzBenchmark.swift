import ArgumentParser
import Foundation
import TactileScripting
import TestSupport

/// `tactile-bench fuzz`: how fast `tactile fuzz` goes — sequences and steps per second on the Knob
/// and the range slider (each sequence in a fresh session, checked after every step, as the
/// command runs them in one worker), beside the floor of a sequence of no steps (a fresh session,
/// the set-up and the watch); and the time to shrink a 500-step failure to its two steps.
///
///     $ tactile-bench fuzz --runs 100
///     fuzz Knob: 100 sequences, 3808 steps in 2.10 s: 47.6 sequences/s, 1813 steps/s   (floor, a sequence of no steps: 5.1 ms)
///     …
///     shrink a 500-step failure to 2 steps: 0.84 s (63 runs)
struct FuzzBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Sequences and steps per second of tactile fuzz, and the time to shrink a 500-step failure."
    )

    @Option(help: "How many sequences each target runs.")
    var runs = 100

    @Option(help: "How many times each measurement is repeated; the fastest run is reported.")
    var repetitions = 3

    @OptionGroup var lua: BenchLuaOptions

    func validate() throws {
        guard runs > 0, repetitions > 0 else { throw ValidationError("--runs and --repetitions must be positive") }
    }

    func run() throws {
        for plugin in ["knob", "range_slider"] {
            let target = try FuzzTargets.resolve("plugins/\(plugin).lua", pluginPath: ["plugins"])[0]
            let fuzzer = Fuzzer(target: target, options: FuzzOptions(seed: 1))
            var best = Duration.seconds(Int64.max), summary = FuzzSummary(target: target.displayName)
            for _ in 0..<repetitions {
                let elapsed = try ContinuousClock().measure { summary = try fuzzer.fuzz(runs: 0..<runs) }
                best = min(best, elapsed)
            }
            var floor = Duration.seconds(Int64.max)
            for _ in 0..<repetitions {
                floor = min(floor, try ContinuousClock().measure { for _ in 0..<runs { _ = try fuzzer.replay([]) } })
            }
            let seconds = best.inSeconds
            print("fuzz \(target.className ?? plugin): \(summary.runs) sequences, \(summary.steps) steps in "
                  + String(format: "%.2f s: %.1f sequences/s, %.0f steps/s", seconds, Double(summary.runs) / seconds,
                           Double(summary.steps) / seconds)
                  + String(format: "   (floor, a sequence of no steps: %.1f ms)", floor.inSeconds * 1000 / Double(runs)))
        }
        let box = try FuzzTargets.resolve(LockboxFailure.scene(in: lua.folder), pluginPath: [])[0]
        let fuzzer = Fuzzer(target: box, options: FuzzOptions(seed: 1))
        var best = Duration.seconds(Int64.max)
        var shrunk: FuzzFailure?
        for _ in 0..<repetitions {
            best = min(best, try ContinuousClock().measure { shrunk = try fuzzer.shrink(LockboxFailure.fiveHundredSteps()) })
        }
        guard let shrunk else { throw ValidationError("the 500 steps did not fail") }
        print("shrink a 500-step failure to \(shrunk.steps.count) steps: "
              + String(format: "%.2f s (%d runs)", best.inSeconds, shrunk.shrinkRuns))
    }
}
