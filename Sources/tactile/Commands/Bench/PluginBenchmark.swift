import ArgumentParser
import ControlKit
import Foundation
import LuaKit
import TactileScripting

/// `tactile bench plugins`: one synthesized drag move through the Lua Knob plugin —
/// continueTracking in Lua, the base class's drag events, a Lua valueChanged target — beside a
/// pure-Lua model of the same step run by the same interpreter.
///
///     $ tactile bench plugins --moves 20000
///     drag move through the Lua Knob: … µs/move   (baseline, pure-Lua model of the step: … µs/move)
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

    func validate() throws {
        guard moves > 0, repetitions > 0 else { throw ValidationError("--moves and --repetitions must be positive") }
    }

    func run() throws {
        let stage = try KnobStage(moves: moves, pluginFolder: plugins)
        var throughKnob = Duration.seconds(Int64.max)
        var model = Duration.seconds(Int64.max)
        for _ in 0..<repetitions {
            throughKnob = min(throughKnob, try stage.movesThroughKnob())
            model = min(model, try stage.pureLuaModel())
        }
        let ratio = throughKnob.inSeconds / model.inSeconds
        print("drag move through the Lua Knob: \(perMove(throughKnob)) µs/move"
            + "   (baseline, pure-Lua model of the step: \(perMove(model)) µs/move; ratio \(String(format: "%.2f", ratio)))")
    }

    private func perMove(_ duration: Duration) -> String {
        String(format: "%.2f", duration.nanoseconds(per: moves) / 1e3)
    }
}

/// A session with a continuous Knob on screen, a finger down on it and a Lua valueChanged
/// target; and, in the same interpreter, a Lua model of one move: the knob's step, the base
/// class's drag event and the dispatch of valueChanged to a function, each recorded.
private final class KnobStage {
    let session: ScriptSession
    let knob: Control
    let touch: Touch
    let moves: Int
    let modelLoop: LuaRef
    /// Two finger positions 0.2 rad apart on a circle around the knob's centre, in the window.
    let positions: [Point]

    init(moves: Int, pluginFolder: String) throws {
        self.moves = moves
        var options = ScriptSession.Options()
        options.pluginPath = [pluginFolder]
        options.trafficCapacity = 10_000
        session = try ScriptSession(options: options)
        let values = try session.run("""
            reports = 0
            local knob = Knob{ frame = {100, 100, 100, 100}, continuous = true, angle = 2 }
            window:addSubview(knob)
            knob:addTarget(function(sender, event) reports = reports + 1 end, "valueChanged")
            return knob, \(Self.pureLuaModel)
            """, chunkName: "=bench")
        guard let knob = session.object(from: values[0]) as? Control, let modelLoop = values[1].reference else {
            throw ValidationError("the benchmark's Lua set-up did not return a knob and a model")
        }
        self.knob = knob
        self.modelLoop = modelLoop
        positions = [-0.1, 0.1].map { angle in Point(x: 150 + 40 * cos(angle), y: 150 + 40 * sin(angle)) }
        touch = session.touches.begin(at: positions[0])
    }

    /// Synthesized moves, back and forth, through the window to the Lua Knob.
    func movesThroughKnob() throws -> Duration {
        let before = try reports()
        let elapsed = ContinuousClock().measure {
            for index in 0..<moves { session.touches.move(touch, to: positions[(index + 1) % 2]) }
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

    private func reports() throws -> Int { Int(luaValue: try session.lua.global("reports")) ?? 0 }

    /// One move modelled in Lua: hit the tracked control, run the knob's continueTracking (the
    /// plugin's arithmetic), record and dispatch valueChanged to a function through pcall, then
    /// the base class's inside test and touchDragInside emission. Returns a function of n
    /// that answers how many valueChanged reached the target.
    static let pureLuaModel = """
        (function()
          local VALUE_CHANGED, DRAG_INSIDE = 1 << 12, 1 << 2
        \(PureLuaDispatchModel.definitions)
          local knob = { name = "Knob#1", entries = {}, cache = {}, angle = 2, continuous = true, x = 100, y = 100, size = 100 }
          local function turn(from, to)
            local delta = (to - from) % (2 * math.pi)
            if delta > math.pi then delta = delta - 2 * math.pi end
            return delta
          end
          local function continueTracking(self, finger)
            local centre = { x = self.x + self.size / 2, y = self.y + self.size / 2 }
            local angle = math.atan(finger.y - centre.y, finger.x - centre.x)
            local value = self.angle + turn(self.finger, angle)
            self.finger = angle
            if value < 0 or value > 5 then
              self.angle = math.max(0, math.min(5, value)); send(self, VALUE_CHANGED, "valueChanged"); return false
            end
            self.angle = value
            if self.continuous then send(self, VALUE_CHANGED, "valueChanged") end
            return true
          end
          local calls = 0
          knob.entries[1] = { fn = function() calls = calls + 1 end, events = VALUE_CHANGED }
          local positions = { { x = 150 + 40 * math.cos(-0.1), y = 150 + 40 * math.sin(-0.1) },
                              { x = 150 + 40 * math.cos(0.1), y = 150 + 40 * math.sin(0.1) } }
          knob.finger = -0.1
          return function(n)
            calls = 0
            for i = 1, n do
              local finger = positions[i % 2 + 1]
              local inside = finger.x >= knob.x and finger.y >= knob.y
                and finger.x < knob.x + knob.size and finger.y < knob.y + knob.size
              if continueTracking(knob, finger) and inside then send(knob, DRAG_INSIDE, "touchDragInside") end
            end
            return calls
          end
        end)()
        """
}
