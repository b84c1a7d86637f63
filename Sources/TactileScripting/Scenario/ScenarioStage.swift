import ControlKit
import LuaKit

/// What a scenario file runs against: the traffic it observes, and whatever the
/// scripting layer adds to the scenario's environment (controls, window, clock,
/// touch verbs). One stage serves one file; `reset()` gives each test a fresh model.
public protocol ScenarioStage: AnyObject {
    /// The recorded target–action traffic the `traffic` table and the traffic matchers read.
    var traffic: any TrafficSource { get }

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

/// The stage of pure-Lua scenarios: no controls, and traffic written by hand with
/// `traffic:record{...}`.
public final class HandRecordedStage: ScenarioStage {
    private let log = TrafficLog()

    public init() {}

    public var traffic: any TrafficSource { log }

    public func install(in state: LuaState, environment: LuaRef) throws(LuaError) {}

    public func reset() { log.resetTraffic() }

    public func note(_ message: String) { log.append(kind: .note, sender: "", text: message) }
}
