import ArgumentParser
import ControlKit
import Foundation
import LuaKit
import TactileScripting

/// `tactile-bench plugins`: one synthesized drag move through the Lua Knob plugin —
/// continueTracking in Lua, the base class's drag events, a Lua valueChanged target — beside the
/// floor `floor_knob.lua` (the same step as a plain-Lua knob) run unchanged by the same
/// interpreter in the same run. Then, for scale, a fuller pure-Lua model of the step
/// (`Models/knob_step.lua`: the plugin's own code with Tactile's part of the step written in Lua; each
/// run checks that it made every valueChanged and ended at the Lua Knob's angle) and the knob's
/// bare arithmetic and dispatch in Lua (`Models/knob_arithmetic.lua`).
///
///     $ tactile-bench plugins --moves 20000
///     drag move through the Lua Knob: … µs/move   (floor, floor_knob.lua: … µs/move; ratio …×)
///       a fuller pure-Lua model of the step: … µs/move; the knob's arithmetic and dispatch alone in Lua: … µs/move
struct PluginBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "Cost of a drag move through a Lua-defined control, against a pure-Lua model of the same step."
    )

    @Option(help: "How many moves each measurement makes.")
    var moves = 20_000

    @Option(help: "How many times each measurement is repeated; the fastest run is reported.")
    var repetitions = 5

    @Option(help: "The folder holding knob.lua.")
    var plugins = "plugins"

    @OptionGroup var lua: BenchLuaOptions

    func validate() throws {
        guard moves > 0, repetitions > 0 else { throw ValidationError("--moves and --repetitions must be positive") }
    }

    func run() throws {
        let stage = try KnobStage(moves: moves, pluginFolder: plugins, lua: lua.files)
        let floor = try lua.files.floor("floor_knob")
        var throughKnob = Double.infinity, floorFigure = Double.infinity, model = Double.infinity
        var arithmetic = Double.infinity
        for _ in 0..<repetitions {
            throughKnob = min(throughKnob, try stage.movesThroughKnob().nanoseconds(per: moves))
            floorFigure = min(floorFigure, try floor.nanosecondsPerOperation(iterations: moves))
            model = min(model, try stage.pureLuaModel().nanoseconds(per: moves))
            arithmetic = min(arithmetic, try stage.arithmeticModel().nanoseconds(per: moves))
            let angles = try stage.angles()
            guard angles.throughKnob == angles.model else {
                throw ValidationError("the model's knob ended at angle \(angles.model), the Lua Knob at \(angles.throughKnob)")
            }
        }
        print("drag move through the Lua Knob: \(microseconds(throughKnob)) µs/move"
            + "   (floor, floor_knob.lua: \(microseconds(floorFigure)) µs/move; ratio \(String(format: "%.2f", throughKnob / floorFigure))×)")
        print("  a fuller pure-Lua model of the step: \(microseconds(model)) µs/move;"
            + " the knob's arithmetic and dispatch alone in Lua: \(microseconds(arithmetic)) µs/move")
    }

    private func microseconds(_ nanoseconds: Double) -> String {
        String(format: "%.2f", nanoseconds / 1e3)
    }
}

/// A session with a continuous Knob on screen, a finger down on it and a Lua valueChanged
/// target (`Scenes/knob_on_screen.lua`); and, in the same interpreter, the pure-Lua models
/// printed for scale: `Models/knob_step.lua` (the same knob, finger and target modelled in Lua
/// around the plugin's own code, read from knob.lua in the plugin folder) and
/// `Models/knob_arithmetic.lua`.
final class KnobStage {
    let session: ScriptSession
    let knob: Control
    let touch: Touch
    let moves: Int
    let knobAngle: LuaRef
    let modelLoop: LuaRef
    let modelAngle: LuaRef
    let arithmeticLoop: LuaRef
    /// Two finger positions 0.2 rad apart on a circle around the knob's centre, in the window.
    let positions: [Point]

    init(moves: Int, pluginFolder: String, lua: BenchLua = BenchLua(folder: BenchLua.repositoryFolder)) throws {
        self.moves = moves
        let pluginFile = URL(fileURLWithPath: pluginFolder).appendingPathComponent("knob.lua").path
        guard let pluginSource = try? String(contentsOfFile: pluginFile, encoding: .utf8) else {
            throw ValidationError("cannot read \(pluginFile)")
        }
        var options = ScriptSession.Options()
        options.pluginPath = [pluginFolder]
        options.trafficCapacity = 10_000
        session = try ScriptSession(options: options)
        let values = try lua.runScene("knob_on_screen", in: session)
        let newDispatch = try lua.newDispatch(in: session)
        guard values.count == 2, let knob = session.object(from: values[0]) as? Control, let knobAngle = values[1].reference,
              let arithmeticLoop = try lua.callModel("knob_arithmetic", in: session, with: [newDispatch]).first?.reference else {
            throw ValidationError("the benchmark's Lua set-up did not return a knob and its models")
        }
        self.arithmeticLoop = arithmeticLoop
        self.knob = knob
        self.knobAngle = knobAngle
        positions = [-0.1, 0.1].map { angle in Point(x: 150 + 40 * cos(angle), y: 150 + 40 * sin(angle)) }
        let model = try lua.callModel("knob_step", in: session, with: [newDispatch, .string(pluginSource), .string("@" + pluginFile)]
            + positions.flatMap { [LuaValue.number($0.x), .number($0.y)] })
        guard model.count == 2, let modelLoop = model[0].reference, let modelAngle = model[1].reference else {
            throw ValidationError("the pure-Lua model did not return its functions")
        }
        self.modelLoop = modelLoop
        self.modelAngle = modelAngle
        touch = session.stage.touches.begin(at: positions[0])
    }

    /// Synthesized moves, back and forth, through the window to the Lua Knob. Never inlined, so
    /// an instruction profiler can count exactly it (`--toggle-collect='*movesThrough*'`).
    @inline(never)
    func movesThroughKnob() throws -> Duration {
        let before = try reports()
        let elapsed = ContinuousClock().measure {
            for index in 0..<moves { session.stage.touches.move(touch, to: positions[(index + 1) % 2]) }
        }
        guard try reports() == before + moves, knob.isTracking else {
            throw ValidationError("a move did not reach the Lua target")
        }
        return elapsed
    }

    /// The pure-Lua model of the same moves.
    func pureLuaModel() throws -> Duration {
        try timeLuaLoop(modelLoop, count: moves, failure: "the model missed moves")
    }

    /// The knob's arithmetic and dispatch alone, in Lua.
    func arithmeticModel() throws -> Duration {
        try timeLuaLoop(arithmeticLoop, count: moves, failure: "the arithmetic model missed moves")
    }

    /// The knob's angle through the Swift path and in the model; equal after the same moves,
    /// since both run the plugin's code on the same finger positions.
    func angles() throws -> (throughKnob: Double, model: Double) {
        let throughKnob = Double(luaValue: try knobAngle.call([]).first ?? .nil)
        let model = Double(luaValue: try modelAngle.call([]).first ?? .nil)
        guard let throughKnob, let model else { throw ValidationError("the knob's angle is not a number") }
        return (throughKnob, model)
    }

    private func reports() throws -> Int { Int(luaValue: try session.lua.global("reports")) ?? 0 }
}
