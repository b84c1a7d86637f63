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

    /// Starts recording a timeline of what the model does (`--trace`); `reset()` carries it on
    /// to the fresh model.
    func startTimeline()

    /// Adds an instant to the timeline for a test that finished where it stands (`tactile run`).
    func markTimeline(_ test: TestResult)

    /// What the model did since the timeline started or was last taken; nil when none is recorded.
    func takeTimeline() -> Timeline?

    /// The plugins the file loaded so far, or tried to, each by its file (`plugins/knob.lua`)
    /// or, for a folder plugin, its folder (`plugins/gauge`), as the plugin path spells it; and
    /// where the plugins it looked for in vain would be.
    var pluginsUsed: [String] { get }

    /// A failure's message with what the stage can add (a class no plugin defines says so).
    func explain(_ message: String) -> String

    /// The picture `expect(value).to.match_snapshot(name)` compares: a view drawn at a scale,
    /// or an image as it is.
    func picture(of value: LuaValue, scale: Double) throws -> Image
}

extension ScenarioStage {
    /// A stage without a model records no timeline.
    public func startTimeline() {}

    public func markTimeline(_ test: TestResult) {}

    public func takeTimeline() -> Timeline? { nil }

    /// A stage without plugins uses none.
    public var pluginsUsed: [String] { [] }

    /// A stage without plugins has nothing to add.
    public func explain(_ message: String) -> String { message }

    public func picture(of value: LuaValue, scale: Double) throws -> Image {
        throw ScriptError.message("match_snapshot compares views, and this stage has none")
    }
}
