import ControlKit
import LuaKit

/// What a scenario file runs against: the traffic it observes, and whatever the
/// scripting layer adds to the scenario's environment (controls, window, clock,
/// touch verbs). One stage serves one file; `reset()` gives each test a fresh model.
/// `ControlStage` is the stage of every scenario file; tests may stand in their own.
public protocol ScenarioStage: AnyObject {
    /// The recorded target–action traffic the traffic matchers and transcripts read, oldest first.
    var trafficRecords: [TrafficRecord] { get }

    /// How the traffic reads as text, with the event names the stage's scripts use.
    var trafficFormatter: TrafficFormatter { get }

    /// Forgets the traffic recorded so far.
    func clearTraffic()

    /// Adds this stage's globals to the scenario's environment, once, before the file runs.
    func install(in state: LuaState, environment: LuaRef) throws(LuaError)

    /// Starts the next test from a fresh model and empty traffic.
    func reset()

    /// Adds a note to the traffic, such as a Lua warning.
    func note(_ message: String)

    /// A failure's message with what the stage can add (a class no plugin defines says so).
    func explain(_ message: String) -> String

    /// The picture `expect(value).to.match_snapshot(name)` compares: a view drawn at a scale,
    /// or an image as it is.
    func picture(of value: LuaValue, scale: Double) throws -> Image
}

extension ScenarioStage {
    /// A stage without plugins has nothing to add.
    public func explain(_ message: String) -> String { message }

    public func picture(of value: LuaValue, scale: Double) throws -> Image {
        throw ScriptError.message("match_snapshot compares views, and this stage has none")
    }
}
