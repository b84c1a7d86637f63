import ControlKit
import LuaKit
import TactileScripting

/// The REPL host on the full scripting layer: every prepared state gets a
/// `ScriptSession` (the bound classes, `window`, `tap`, `clock`, `traffic`),
/// its traffic is shown live, and `:trace`, `:tree` and `:clock` work on it.
/// Classes are registered, and plugins on the plugin path loaded, when first
/// used (reading `Knob` loads `knob.lua`; a failure is reported there, with
/// file and line); completion offers their names before. `:plugins` lists the
/// plugins, checking that those not loaded yet compile, and `:reload` reloads them.
final class ScriptingHost: REPLHost {
    /// The session in the current state (a new one after `:reset`).
    private(set) var session: ScriptSession?
    private var trace = TrafficTrace(isOn: true)
    private var observation: TrafficObservation?
    /// The timeline `:trace file` writes, while it does.
    private var timeline: REPLTimeline?
    private var output: (String) -> Void = { _ in }
    private var colors = false
    private var width = 80

    func prepare(_ state: LuaState, options: SessionOptions, output: @escaping (String) -> Void) throws {
        observation?.cancel()
        var sessionOptions = ScriptSession.Options()
        sessionOptions.pluginPath = PluginRegistry.path(adding: options.pluginPaths)
        sessionOptions.trustPlugins = options.trustPlugins
        let session = try ScriptSession(lua: state, environment: nil, options: sessionOptions)
        session.stage.onActionFailure = { failure in
            output("error in action of \(failure.sender) for \(failure.event): \(failure.error.description)")
        }
        self.output = output
        self.session = session
        colors = options.colors
        width = options.width
        trace.isOn = !options.quiet
        followTraffic()
        timeline?.follow(session)
    }

    /// Whether the host observes the session's traffic (what each dispatch then calls).
    var followsTraffic: Bool { observation != nil }

    /// Observes the session's traffic while the trace is on, and only then: with the trace off
    /// (`--quiet`, `:trace off`) a dispatch costs the REPL nothing.
    private func followTraffic() {
        observation?.cancel()
        observation = nil
        guard trace.isOn, let session else { return }
        observation = session.stage.application.traffic.observe { [weak self] record in self?.show(record) }
    }

    private func show(_ record: ControlKit.TrafficRecord) {
        guard let session else { return }
        let names = record.controlEvent.map(session.eventNames.names(of:)) ?? []
        guard trace.shows(record, eventNames: names) else { return }
        output(session.trafficFormatter.line(record, numbered: true, colors: colors))
    }

    /// The control event names, custom events included.
    var eventNames: [String] {
        session?.eventNames.allNames ?? PlainLuaHost().eventNames
    }

    /// The event names, the global API and appearance proxies (classes are known from their schema).
    var helpTopics: [String] { eventNames + GlobalHelp.names + ["appearance"] }

    /// The plugins on the session's plugin path.
    var pluginNames: [String] {
        session?.customControls.plugins.discover().map(\.name) ?? []
    }

    var classNames: [String] {
        session.map { Array($0.usableClassNames) } ?? []
    }

    func prepareClass(named name: String) throws {
        _ = try session?.prepareClass(named: name)
    }

    func prepareEveryClass() {
        try? session?.registerEveryClass()
    }

    /// A class name no plugin on the plugin path defines says so, and how to give its folder.
    func explain(_ message: String) -> String {
        session?.explainingMissingClass(in: message) ?? message
    }

    /// Rewrites the timeline, when `:trace file` asked for one; a failure says why and stops it.
    func inputHandled() {
        guard let timeline else { return }
        do {
            try timeline.write()
        } catch {
            self.timeline = nil
            output("error: the timeline can no longer be written to \(timeline.path): \(error)")
        }
    }

    /// A note in the traffic of the current session, shown live like its other records.
    func note(_ text: String) {
        session?.stage.application.note(text)
    }

    func appearancePropertyNames(ofClass name: String) -> [String]? {
        session?.appearancePropertyNames(ofClass: name)
    }

    /// Members come from the class schema the bindings register in the state.
    func memberNames(ofClassNamed className: String, methodsOnly: Bool) -> [CompletionCandidate] { [] }

    /// A line on a control event name or a global of the scripting layer.
    func help(for topic: String) -> String? {
        if let text = GlobalHelp.text(for: topic) { return text }
        if topic == "appearance" { return ClassHelp.appearanceTopic }
        guard eventNames.contains(topic) else { return nil }
        return "\(topic): a control event; register with control:addTarget(fn, \"\(topic)\")"
    }

    func perform(_ command: MetaCommand, in state: LuaState) throws -> String? {
        guard let session else { return nil }
        switch command {
        case .trace(.status):
            return trace.summary
        case .trace(.on):
            trace = TrafficTrace(isOn: true)
            followTraffic()
            return trace.summary
        case .trace(.all):
            trace = TrafficTrace(isOn: true, filter: trace.filter, showsEmitted: true)
            followTraffic()
            return trace.summary
        case .trace(.off):
            trace.isOn = false
            followTraffic()
            return trace.summary
        case .trace(.filter(let name)):
            trace = TrafficTrace(isOn: true, filter: name, showsEmitted: trace.showsEmitted)
            followTraffic()
            return trace.summary
        case .trace(.file(let path?)):
            timeline = nil  // the one recording before stops first: it lets go of the application's observer
            let started = REPLTimeline(path: path, session: session)
            try started.write()
            timeline = started
            return "timeline written to \(path) after every input (Chrome trace JSON; :trace file off stops)"
        case .trace(.file(nil)):
            guard let stopped = timeline else { return "no timeline is being written" }
            timeline = nil
            return "timeline no longer written; \(stopped.path) keeps what it had"
        case .tree:
            return ViewTree.render(session.stage.window) { session.stage.application.name(of: $0).description }
        case .clock(let seconds):
            if let seconds { session.stage.application.clock.advance(by: seconds) }
            return "t=" + TrafficFormatter.time(session.stage.application.clock.now)
        case .plugins:
            let plugins = session.checkPlugins()
            guard !plugins.isEmpty else {
                return "no plugins on the plugin path (\(session.customControls.plugins.path.joined(separator: ", ")))"
            }
            return PluginListing.render(plugins, width: width, colors: colors)
        case .reload(let name):
            let plugins = try session.reloadPlugins(named: name)
            guard !plugins.isEmpty else { return "no plugin has been loaded yet" }
            let reloaded = plugins.filter { $0.loadError == nil }.map { "reloaded " + PluginListing.name(of: $0) }
            let failed = plugins.filter { $0.loadError != nil }.map(PluginListing.failure(of:))
            if failed.isEmpty { return reloaded.joined(separator: "\n") }
            reloaded.forEach(output)
            throw PluginCommandFailure(description: failed.joined(separator: "\n"))
        case .show(let request):
            return try request.perform(in: session, terminal: .current())
        case .help, .load, .reset, .quit, .serve:
            return nil
        }
    }
}

/// A `:reload` that left plugins failing; the text has one line per plugin.
struct PluginCommandFailure: Error, CustomStringConvertible {
    let description: String
}
