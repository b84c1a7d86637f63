import ArgumentParser
import ControlKit
import LuaKit
import TactileScripting

/// `tactile-bench targets`: the time per `addTarget` while one control is given 10,000 distinct
/// Lua closures as targets, beside the same for 100,000 (`Scenes/many_closures.lua`), each in a
/// fresh session. An add costs the same however many targets the control has, so the two
/// figures should be close: the second line says how close.
///
///     $ tactile-bench targets
///     addTarget, 10000 distinct closures on one control: … ns/add   (… ms in all)
///     addTarget, 100000 distinct closures on one control: … ns/add   (… ms in all; …× the time of 10000 for 10× the closures, …× per add)
struct TargetBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "targets",
        abstract: "Time per addTarget of distinct Lua closures on one control, for two numbers of closures side by side."
    )

    @Option(help: "How many closures the smaller run adds.")
    var small = 10_000

    @Option(help: "How many closures the larger run adds.")
    var large = 100_000

    @Option(help: "How many times each measurement is repeated; the fastest run is reported.")
    var repetitions = 3

    @OptionGroup var lua: BenchLuaOptions

    func validate() throws {
        guard small > 0, large > small, repetitions > 0 else {
            throw ValidationError("--small and --repetitions must be positive, and --large more than --small")
        }
    }

    func run() throws {
        var smallBest = Double.infinity, largeBest = Double.infinity
        for _ in 0..<repetitions {
            smallBest = min(smallBest, try nanosecondsPerAdd(closures: small))
            largeBest = min(largeBest, try nanosecondsPerAdd(closures: large))
        }
        let perAdd = largeBest / smallBest
        let sizes = Double(large) / Double(small)
        print("addTarget, \(small) distinct closures on one control: \(Self.format(smallBest)) ns/add"
            + "   (\(Self.milliseconds(smallBest, closures: small)) ms in all)")
        print("addTarget, \(large) distinct closures on one control: \(Self.format(largeBest)) ns/add"
            + "   (\(Self.milliseconds(largeBest, closures: large)) ms in all;"
            + " \(Self.ratio(perAdd * sizes))× the time of \(small) for \(String(format: "%g", sizes))× the closures, \(Self.ratio(perAdd))× per add)")
    }

    /// Gives one control of a fresh session `closures` distinct Lua closures as targets, made
    /// beforehand, and answers the time per add.
    private func nanosecondsPerAdd(closures: Int) throws -> Double {
        let session = try ScriptSession()
        let values = try lua.files.runScene("many_closures", in: session)
        guard values.count == 3, let control = session.object(from: values[0]) as? Control,
              let make = values[1].reference, let addAll = values[2].reference else {
            throw ValidationError("the benchmark's Lua set-up did not return a control and two functions")
        }
        try make.call([.integer(closures)])
        var failure: (any Error)?
        let elapsed = ContinuousClock().measure {
            do { try addAll.call([.integer(closures)]) } catch { failure = error }
        }
        if let failure { throw failure }
        guard control.allTargets.count == closures else { throw ValidationError("a closure did not become a target") }
        return elapsed.nanoseconds(per: closures)
    }

    private static func format(_ nanoseconds: Double) -> String {
        String(Int(nanoseconds.rounded()))
    }

    private static func milliseconds(_ nanosecondsPerAdd: Double, closures: Int) -> String {
        String(format: "%.1f", nanosecondsPerAdd * Double(closures) / 1e6)
    }

    private static func ratio(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
