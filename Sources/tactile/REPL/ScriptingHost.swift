import ControlKit
import LuaKit
import TactileScripting

/// The REPL host on the full scripting layer: every prepared state gets a
/// `ScriptSession` (the bound classes, `window`, `tap`, `clock`, `traffic`),
/// its traffic is shown live, and `:trace`, `:tree` and `:clock` work on it.
/// Plugins are not loaded yet: `:plugins` and `:reload` say so.
final class ScriptingHost: REPLHost {
    /// The session in the current state (a new one after `:reset`).
    private(set) var session: ScriptSession?
    private var trace = TrafficTrace(isOn: true)
    private var observation: TrafficObservation?
    private var output: (String) -> Void = { _ in }

    func prepare(_ state: LuaState, options: SessionOptions, output: @escaping (String) -> Void) throws {
        observation?.cancel()
        let session = try ScriptSession(lua: state, environment: nil)
        session.onActionFailure = { failure in
            output("error in action of \(failure.sender) for \(failure.event): \(failure.error.description)")
        }
        self.output = output
        self.session = session
        trace.isOn = !options.quiet
        observation = session.application.traffic.observe { [weak self] record in self?.show(record) }
        if !options.pluginPaths.isEmpty { output("note: " + HostError.pluginsUnavailable.description) }
    }

    private func show(_ record: ControlKit.TrafficRecord) {
        guard let session else { return }
        let names = record.controlEvent.map(session.eventNames.names(of:)) ?? []
        guard trace.shows(record, eventNames: names) else { return }
        let event = record.controlEvent.map(session.eventNames.description(of:))
        output(TrafficTrace.line(for: record, event: event))
    }

    /// The control event names, custom events included.
    var eventNames: [String] {
        session?.eventNames.allNames ?? PlainLuaHost().eventNames
    }

    /// The event names (classes are known from their schema).
    var helpTopics: [String] { eventNames }

    var pluginNames: [String] { [] }

    /// Members come from the class schema the bindings register in the state.
    func memberNames(ofClassNamed className: String, methodsOnly: Bool) -> [CompletionCandidate] { [] }

    /// A line on a control event name.
    func help(for topic: String) -> String? {
        guard eventNames.contains(topic) else { return nil }
        return "\(topic): a control event; register with control:addTarget(fn, \"\(topic)\")"
    }

    func perform(_ command: MetaCommand, in state: LuaState) throws -> String? {
        guard let session else { return nil }
        switch command {
        case .trace(.on):
            trace = TrafficTrace(isOn: true)
            return "traffic shown live"
        case .trace(.off):
            trace.isOn = false
            return "traffic hidden"
        case .trace(.filter(let name)):
            trace = TrafficTrace(isOn: true, filter: name)
            return "traffic shown live for \(name)"
        case .tree:
            return ViewTree.render(session.window) { session.application.name(of: $0).description }
        case .clock(let seconds):
            if let seconds { session.application.clock.advance(by: seconds) }
            return "t=" + TrafficTrace.seconds(session.application.clock.now)
        case .reload, .plugins:
            throw HostError.pluginsUnavailable
        case .help, .load, .reset, .quit:
            return nil
        }
    }
}

/// What the scripting host cannot do yet.
enum HostError: Error, CustomStringConvertible {
    case pluginsUnavailable

    var description: String {
        "plugins are not loaded by the REPL yet: --plugin-path is ignored, and :plugins and :reload have nothing to work on"
    }
}
