import ControlKit
import LuaKit

/// The scenario stage with real controls: each scenario file gets a `ScriptSession` in its
/// interpreter, so `Slider{...}`, `window`, `tap`, `clock` and the rest are in the file's
/// environment, and the traffic matchers read what the controls actually sent. Every test
/// starts from a new application and an empty window. A file's session registers the
/// built-in classes as the file first uses them, as every session does.
public final class ControlStage: ScenarioStage {
    /// The session of the file, once installed.
    public private(set) var session: ScriptSession?
    private let options: ScriptSession.Options
    /// Records the timeline, once started.
    private var timeline: TimelineRecorder?

    public init(options: ScriptSession.Options = ScriptSession.Options()) {
        self.options = options
    }

    public var trafficRecords: [TrafficRecord] { session?.stage.application.traffic.records ?? [] }

    public var trafficFormatter: TrafficFormatter { session?.trafficFormatter ?? TrafficFormatter() }

    public func clearTraffic() { session?.stage.application.traffic.clear() }

    public func install(in state: LuaState, environment: LuaRef) throws(LuaError) {
        let session = try ScriptSession(lua: state, environment: environment, options: options)
        session.stage.raisesFailuresInScripts = true
        self.session = session
    }

    /// The plugins the file loaded or tried to, and, for a name it looked for in vain (a class
    /// no plugin defines yet), where that plugin would be: its file and its folder in each
    /// folder of the plugin path.
    public var pluginsUsed: [String] {
        guard let session else { return [] }
        let registry = session.customControls.plugins
        let used = registry.known.values.compactMap { plugin -> String? in
            if case .unloaded = plugin.status { return nil }
            return plugin.isFolder ? String(plugin.path.dropLast("/init.lua".count)) : plugin.path
        }
        let awaited = registry.missing.flatMap { name in registry.path.flatMap { ["\($0)/\(name).lua", "\($0)/\(name)"] } }
        return (used + awaited).sorted()
    }

    public func reset() {
        try? session?.resetModel()
        if let timeline, let session { timeline.follow(session.stage.application) }
    }

    public func startTimeline() {
        let recorder = TimelineRecorder(formatter: trafficFormatter)
        if let session { recorder.follow(session.stage.application) }
        timeline = recorder
    }

    public func markTimeline(_ test: TestResult) {
        timeline?.mark(test.name, arguments: ["status": .text(test.status.rawValue)])
    }

    public func takeTimeline() -> Timeline? { timeline?.take() }

    public func picture(of value: LuaValue, scale: Double) throws -> Image {
        guard let session else { throw ScriptError.message("the session has ended") }
        if let image = session.object(from: value) as? ScriptImage { return image.image }
        guard let view = session.object(from: value) as? View else {
            throw ScriptError.message("match_snapshot compares a view or an image, not a \(session.classes.typeName(of: value))")
        }
        return try session.picture(of: view, scale: scale, touches: false)
    }
}
