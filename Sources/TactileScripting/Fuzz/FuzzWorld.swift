import ControlKit
import Foundation
import LuaKit

/// One sequence's world: a fresh interpreter with the scenario API, as `tactile test` gives a
/// scenario file — the target's set-up run, its views watched, and the step player ready. Each
/// sequence gets its own, so a sequence's result depends on nothing that ran before it.
final class FuzzWorld {
    /// How much one sequence may use.
    struct Limits: Sendable, Equatable {
        /// Lua instructions for the set-up and all the steps (model work counts, as in scenarios).
        var instructionBudget: Int
        /// Wall-clock seconds for the set-up and all the steps.
        var timeLimit: Double
        /// Bytes the interpreter may allocate.
        var memoryLimit: Int
    }

    let scenario: ScenarioSession
    let stage: ControlStage
    let session: ScriptSession
    /// The watch on the set-up's views.
    let watch: InvariantWatch
    /// The step functions (fuzz_player.lua).
    private let player: LuaRef
    /// The views the set-up returned, in order.
    let views: [View]

    /// Makes the world: runs the file (or the set-up made for a class), then, as a test's body
    /// begins, `misdirectedTouches("ignore")` and `watchInvariants(fuzz())`. Throws what a set-up
    /// that does not work says.
    init(target: FuzzTarget, limits: Limits, coverage: Bool, watchdog: TestWatchdog) throws(FuzzError) {
        var options = ScriptSession.Options()
        options.pluginPath = target.pluginPath
        options.trustPlugins = target.trustPlugins
        stage = ControlStage(options: options)
        var settings = ScenarioSettings(instructionBudget: limits.instructionBudget, memoryLimit: limits.memoryLimit,
                                        timeLimit: limits.timeLimit)
        settings.collectsCoverage = coverage
        let contents = target.kind == .scenario ? nil : Array(target.setUp.utf8)
        do {
            scenario = try ScenarioSession(file: target.setUpFile, contents: contents, mode: .test, settings: settings,
                                           stage: stage, watchdog: watchdog)
            try scenario.runFile()
        } catch {
            throw FuzzError("\(target.displayName) could not be set up: \(error.message)")
        }
        guard let session = stage.session else { throw FuzzError("\(target.displayName): the session did not start") }
        self.session = session
        stage.reset()
        scenario.state.clearDeferredError()
        guard case .function = (try? scenario.environment.rawGet("fuzz")) ?? .nil else {
            throw FuzzError("\(target.file ?? target.displayName) defines no fuzz set-up: a scenario to fuzz defines a global "
                            + "function fuzz() that makes the views, adds them to the window and returns them")
        }
        let watchTable: LuaRef
        do throws(LuaError) {
            let start = try scenario.state.load("misdirectedTouches(\"ignore\")\nreturn watchInvariants(fuzz())",
                                                chunkName: "=fuzz set-up", environment: scenario.environment)
            guard case .table(let table) = try scenario.state.withInstructionBudget(limits.instructionBudget, {
                () throws(LuaError) -> [LuaValue] in try start.call([])
            }).first ?? .nil else { throw LuaError.runtime("watchInvariants returned no watch") }
            watchTable = table
        } catch {
            throw FuzzError("the fuzz set-up of \(target.displayName) failed: \(error.message)")
        }
        guard let watch = session.stage.invariantWatches.last else { throw FuzzError("the fuzz set-up made no watch") }
        self.watch = watch
        views = watch.views
        do throws(LuaError) {
            let loaded = try EmbeddedLua.load("fuzz_player", chunkName: "=tactile.fuzz", in: scenario.state,
                                              environment: scenario.environment).call([try watchTable.rawGet("views")])
            guard case .table(let steps) = loaded.first ?? .nil else { throw LuaError.runtime("fuzz_player.lua returned no steps") }
            player = steps
        } catch {
            throw FuzzError("the fuzz player did not load: \(error.message)")
        }
    }

    /// Closes the interpreter (its objects' finalizers run).
    func close() {
        watch.stop()
        _ = scenario.close()
    }

    /// The traffic as a golden transcript has it.
    var transcript: String {
        Transcript.render(stage.trafficRecords, formatter: stage.trafficFormatter)
    }

    /// The lines of Lua the interpreter ran, by file.
    var coverage: LineCounts { scenario.state.lineCoverage }

    // MARK: Running steps

    /// What a step did, besides what the watch saw.
    enum StepOutcome: Equatable {
        case done
        /// An assignment refused with a clear error (a type or range check, a validate function).
        case refused(String)
        /// An assignment whose error came from elsewhere: the property's own functions failed.
        case escaped(String)
    }

    /// Runs one step through the player. Throws the Lua error that stopped it (a limit, or a
    /// step that could not run).
    func run(_ step: FuzzStep) throws(LuaError) -> StepOutcome {
        func call(_ name: String, _ arguments: [LuaValue]) throws(LuaError) -> [LuaValue] {
            guard case .function(let function) = try player.rawGet(.string(name)) else {
                throw LuaError.runtime("the fuzz player has no step '\(name)'")
            }
            return try function.call(arguments)
        }
        switch step {
        case .down(let finger, let view, let point):
            _ = try call("down", [.integer(finger), .integer(view)] + Self.values(point))
        case .move(let finger, let point):
            _ = try call("move", [.integer(finger)] + Self.values(point))
        case .up(let finger):
            _ = try call("up", [.integer(finger)])
        case .cancel(let finger):
            _ = try call("cancel", [.integer(finger)])
        case .wait(let seconds):
            _ = try call("wait", [Self.value(seconds)])
        case .tap(let view, let point, let count):
            _ = try call("tap", [.integer(view)] + Self.values(point) + [.integer(count)])
        case .longPress(let view, let point, let duration):
            _ = try call("longPress", [.integer(view)] + Self.values(point) + [Self.value(duration)])
        case .drag(let view, let from, let to, let moves, let duration):
            _ = try call("drag", [.integer(view)] + Self.values(from) + Self.values(to) + [.integer(moves), Self.value(duration)])
        case .swipe(let view, let from, let direction, let distance):
            _ = try call("swipe", [.integer(view)] + Self.values(from) + [.string(direction), Self.value(distance)])
        case .pinch(let view, let from, let to):
            _ = try call("pinch", [.integer(view), Self.value(from), Self.value(to)])
        case .rotate(let view, let angle):
            _ = try call("rotate", [.integer(view), Self.value(angle)])
        case .set(let view, let property, let value):
            let results = try call("set", [.integer(view), .string(property), Self.value(value)])
            guard results.first == .boolean(false) else { return .done }
            let message = results.count > 1 ? session.describe(results[1]) : "the assignment failed"
            return Self.isRefusal(message) ? .refused(message) : .escaped(message)
        case .reattach(let view):
            _ = try call("reattach", [.integer(view)])
        case .reloadData(let view):
            _ = try call("reloadData", [.integer(view)])
        case .reloadPlugin(let name):
            _ = try call("reloadPlugin", [.string(name)])
        }
        return .done
    }

    /// Whether an assignment's error is a refusal the host or the class meant: a bad argument
    /// (a type, range or validate check) or a read-only property.
    static func isRefusal(_ message: String) -> Bool {
        message.contains("bad argument") || message.contains("is read-only") || message.contains("must be greater than 0")
    }

    /// A number as the reproduction's source gives it to Lua: an integral number as an integer
    /// (`20`, not `20.0`), so the player passes what the file's literal makes.
    static func value(_ number: Double) -> LuaValue {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return .integer(Int(number)) }
        return .number(number)
    }

    static func value(_ value: FuzzValue) -> LuaValue {
        switch value {
        case .number(let number): Self.value(number)
        case .integer(let number): .integer(number)
        case .boolean(let flag): .boolean(flag)
        }
    }

    private static func values(_ point: FuzzPoint) -> [LuaValue] {
        [value(point.x), value(point.y)]
    }

    // MARK: The set-up's source

    /// The source of a scenario's `fuzz` function, copied from its file, for reproductions to
    /// begin with: it must stand alone, since only it is copied.
    static func setUpSource(of target: FuzzTarget) throws(FuzzError) -> String {
        let world = try FuzzWorld(target: target, limits: Limits(instructionBudget: ScenarioSettings.defaultInstructionBudget,
                                                                 timeLimit: ScenarioSettings.defaultTimeLimit,
                                                                 memoryLimit: ScenarioSettings.defaultMemoryLimit),
                                  coverage: false, watchdog: .shared)
        defer { world.close() }
        guard let file = target.file, case .function(let setUp) = (try? world.scenario.environment.rawGet("fuzz")) ?? .nil,
              let frame = try? world.scenario.state.stackInspection().frame,
              let info = try? frame.call([.function(setUp)]), info.count >= 5,
              case .string(let source) = info[1], case .integer(let first) = info[2], case .integer(let last) = info[4] else {
            throw FuzzError("the fuzz set-up of \(target.displayName) could not be read")
        }
        guard source == "@" + file, first > 0, last >= first else {
            throw FuzzError("the fuzz set-up of \(target.displayName) must be a function written in \(target.file ?? "the file") itself")
        }
        let lines: [Substring]
        do { lines = String(decoding: try FileContents.read(file), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) }
        catch { throw FuzzError(error.description) }
        guard last <= lines.count else { throw FuzzError("the fuzz set-up of \(target.displayName) could not be read") }
        return lines[(first - 1)..<last].joined(separator: "\n") + "\n"
    }
}
