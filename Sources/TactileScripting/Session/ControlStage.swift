import ControlKit
import LuaKit

/// The scenario stage with real controls: each scenario file gets a `ScriptSession` in its
/// interpreter, so `Slider{...}`, `window`, `tap`, `clock` and the rest are in the file's
/// environment, and the traffic matchers read what the controls actually sent. Every test
/// starts from a new application and an empty window. Records written by hand with
/// `traffic:record{...}` are kept too and follow the controls' records. A file's session
/// registers the built-in classes as the file first uses them (`registersClassesOnFirstUse`).
public final class ControlStage: ScenarioStage {
    private let recording = StageTraffic()
    private let options: ScriptSession.Options

    public init(options: ScriptSession.Options = ScriptSession.Options()) {
        var options = options
        options.registersClassesOnFirstUse = true
        self.options = options
    }

    public var traffic: any TrafficSource { recording }

    /// The session of the file, once installed.
    public var session: ScriptSession? { recording.session }

    public func install(in state: LuaState, environment: LuaRef) throws(LuaError) {
        let session = try ScriptSession(lua: state, environment: environment, options: options)
        session.raisesFailuresInScripts = true
        recording.session = session
    }

    public func reset() {
        try? recording.session?.resetModel()
        recording.handMade.resetTraffic()
    }

    public func picture(of value: LuaValue, scale: Double) throws -> Image {
        guard let session else { throw ScriptError.message("the session has ended") }
        if let image = session.object(from: value) as? ScriptImage { return image.image }
        guard let view = session.object(from: value) as? View else {
            throw ScriptError.message("match_snapshot compares a view or an image, not a \(session.typeName(of: value))")
        }
        return try session.picture(of: view, scale: scale, touches: false)
    }
}

/// A stage's traffic: the session's records, then any written by hand.
private final class StageTraffic: HandRecordedTraffic {
    var session: ScriptSession?
    let handMade = TrafficLog()

    func trafficRecords() -> [TrafficEntry] {
        let recorded = session?.trafficRecords() ?? []
        let offset = recorded.last?.seq ?? 0
        return recorded + handMade.trafficRecords().map { record in
            var renumbered = record
            renumbered.seq += offset
            return renumbered
        }
    }

    func resetTraffic() {
        session?.resetTraffic()
        handMade.resetTraffic()
    }

    func append(kind: TrafficEntry.Kind, sender: String, event: String, time: Double?,
                target: String?, action: String?, inputEvent: String?, value: String?, text: String?) -> TrafficEntry {
        handMade.append(kind: kind, sender: sender, event: event, time: time, target: target, action: action,
                        inputEvent: inputEvent, value: value, text: text)
    }
}
