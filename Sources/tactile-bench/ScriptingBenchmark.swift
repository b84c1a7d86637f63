import ArgumentParser
import ControlKit
import LuaKit
import TactileScripting

/// `tactile-bench scripting`: one valueChanged from a Swift control to a Lua function target,
/// beside the floor `floor_dispatch.lua` (a plain-Lua control setting a value and dispatching to
/// one Lua target) run unchanged by the same interpreter in the same run; then a fuller pure-Lua
/// model of Tactile's dispatch, for scale.
///
///     $ tactile-bench scripting --iterations 200000
///     valueChanged, Swift control -> Lua function target: … ns/dispatch   (floor, floor_dispatch.lua: … ns/dispatch; ratio …×)
///     valueChanged sent from Lua (c:sendActions): … ns/dispatch   (floor, floor_dispatch.lua: … ns/dispatch; ratio …×)
///     valueChanged a Lua-defined control sends itself (self:sendActions): … ns/dispatch   (floor, …; ratio …×)
///       a fuller pure-Lua model of Tactile's dispatch (records, protected calls): … ns/dispatch
struct ScriptingBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scripting",
        abstract: "Cost of a valueChanged reaching a Lua function target, against a pure-Lua model of the same dispatch."
    )

    @OptionGroup var options: BenchmarkOptions

    @OptionGroup var lua: BenchLuaOptions

    private var iterations: Int { options.iterations }
    private var repetitions: Int { options.repetitions }

    func run() throws {
        let stage = try ScriptingStage(iterations: iterations, lua: lua.files)
        let floor = try lua.files.floor("floor_dispatch")
        let measurements: [() throws -> Double] = [
            { try stage.swiftControlToLuaTarget().nanoseconds(per: iterations) },
            { try stage.sentFromLua().nanoseconds(per: iterations) },
            { try stage.pureLuaModel().nanoseconds(per: iterations) },
            { try floor.nanosecondsPerOperation(iterations: iterations) },
            { try stage.sentByDefinedControl().nanoseconds(per: iterations) },
        ]
        var best = measurements.map { _ in Double.infinity }
        for _ in 0..<repetitions {
            for (index, measure) in measurements.enumerated() { best[index] = min(best[index], try measure()) }
        }
        let beside = { (figure: Double) in
            "   (floor, floor_dispatch.lua: \(Self.format(best[3])) ns/dispatch; ratio \(String(format: "%.2f", figure / best[3]))×)"
        }
        print("valueChanged, Swift control -> Lua function target: \(Self.format(best[0])) ns/dispatch" + beside(best[0]))
        print("valueChanged sent from Lua (c:sendActions): \(Self.format(best[1])) ns/dispatch" + beside(best[1]))
        print("valueChanged a Lua-defined control sends itself (self:sendActions): \(Self.format(best[4])) ns/dispatch"
            + beside(best[4]))
        print("  a fuller pure-Lua model of Tactile's dispatch (records, protected calls): \(Self.format(best[2])) ns/dispatch")
    }

    private static func format(_ nanoseconds: Double) -> String {
        String(Int(nanoseconds.rounded()))
    }
}

/// One session holding a bound control and a Lua-defined one, each with a Lua function target
/// (`Scenes/dispatch_target.lua`),
/// and a pure-Lua model of a control's dispatch (`Models/dispatch_loop.lua`: cached matching, an
/// emission record, a protected call and a delivery record per target) in the same interpreter.
private final class ScriptingStage {
    let session: ScriptSession
    let control: Control
    let iterations: Int
    let luaLoop: LuaRef
    let definedLoop: LuaRef
    let modelLoop: LuaRef

    init(iterations: Int, lua: BenchLua) throws {
        self.iterations = iterations
        session = try ScriptSession()
        session.stage.application.traffic.isRecording = true
        let values = try lua.runScene("dispatch_target", in: session)
        let model = try lua.callModel("dispatch_loop", in: session, with: [try lua.newDispatch(in: session)])
        guard values.count == 3, let control = session.object(from: values[0]) as? Control,
              let luaLoop = values[1].reference, let definedLoop = values[2].reference,
              let modelLoop = model.first?.reference else {
            throw ValidationError("the benchmark's Lua set-up did not return a control and three loops")
        }
        self.control = control
        self.luaLoop = luaLoop
        self.definedLoop = definedLoop
        self.modelLoop = modelLoop
    }

    /// The Swift control sends valueChanged; the dispatch calls the Lua function.
    func swiftControlToLuaTarget() throws -> Duration {
        let before = try counted()
        let elapsed = ContinuousClock().measure {
            for _ in 0..<iterations { control.sendActions(for: .valueChanged) }
        }
        try check(before)
        return elapsed
    }

    /// A Lua loop calls `c:sendActions("valueChanged")` on the bound control. Never inlined, so
    /// callgrind can collect it by name (docs/performance.md).
    @inline(never)
    func sentFromLua() throws -> Duration {
        try timeSends(luaLoop)
    }

    /// A Lua-defined control's own method calls `self:sendActions("valueChanged")` in a loop.
    /// Never inlined, as `sentFromLua`.
    @inline(never)
    func sentByDefinedControl() throws -> Duration {
        try timeSends(definedLoop)
    }

    /// Runs a Lua loop of `iterations` sends, checking that each reached the target.
    private func timeSends(_ loop: LuaRef) throws -> Duration {
        let before = try counted()
        var failure: (any Error)?
        let elapsed = ContinuousClock().measure {
            do { try loop.call([.integer(iterations)]) } catch { failure = error }
        }
        if let failure { throw failure }
        try check(before)
        return elapsed
    }

    /// The pure-Lua model dispatches to a Lua function.
    func pureLuaModel() throws -> Duration {
        try timeLuaLoop(modelLoop, count: iterations, failure: "the model missed dispatches")
    }

    private func counted() throws -> Int { Int(luaValue: try session.lua.global("count")) ?? 0 }

    private func check(_ before: Int) throws {
        guard try counted() == before + iterations else { throw ValidationError("a dispatch did not reach the Lua target") }
    }

}
