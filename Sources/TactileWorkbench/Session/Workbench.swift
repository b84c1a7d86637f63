import ControlKit
import Foundation
import LuaKit
import TactileScripting

/// The workbench on the session's thread: it carries out what pages ask (fingers, edits,
/// console lines, the clock, time travel, saving) on the host's session, records every input,
/// and after each batch of jobs sends the pages what changed — the canvas's changed pixels, the
/// view tree, the selected view's properties, new traffic, the clock and the timeline.
///
/// Everything here runs on the one thread that owns the session (the main thread): the server's
/// threads only post jobs to the `SessionInbox` and write what the `ViewerHub` hands them.
public final class Workbench {
    public let host: any WorkbenchHost
    public let inbox: SessionInbox
    public let hub: ViewerHub
    /// Where saved scenarios go.
    public var saveFolder: String
    /// How long Lua a job runs may take before it is interrupted (nil: no limit).
    public var luaTimeLimit: Double? = 30
    /// How a job's Lua is interrupted from the server's threads.
    let wallClock: @Sendable () -> Double

    public private(set) var log: InputLog
    private var player: ClockPlayer
    private var viewers: [ViewerID] = []
    private var selection: [Int]?
    private let ticker: Ticker

    // The session's parts, made again when the host's session changes.
    private var attached: ScriptSession?
    private var canvases: [Double: CanvasStream] = [:]
    private var feed: TrafficFeed?
    private var inspector: PropertyInspector?
    private var lua: WorkbenchLua?
    private var fingers: [Int: Touch] = [:]

    // What the pages were last sent.
    private var sentTree: TreeNode?
    private var sentInspector: InspectorContents??
    private var sentClock: ClockState?
    private var sentTimeline: (count: Int, position: Int)?
    /// How many inputs the pages have been sent (fewer after inputs were dropped).
    private var sentInputs = 0
    private var trafficNeedsReset = false

    /// Work done so far, for tests and the benchmark (counting, never timing).
    public private(set) var jobsHandled = 0
    public private(set) var publishes = 0
    /// Whether the clock's frames are being ticked (playing, with something scheduled or a
    /// finger down): an idle page is not.
    public var isTicking: Bool { ticker.isActive }
    /// Traffic entries gathered and not yet sent.
    public var pendingTrafficEntries: Int { feed?.pendingCount ?? 0 }

    /// A workbench on the host's session; `log` holds the inputs the session has had already (a
    /// REPL's lines before `:serve`), which time travel replays too.
    public init(host: any WorkbenchHost, inbox: SessionInbox, hub: ViewerHub, saveFolder: String = ".", log: InputLog = InputLog(),
                wallClock: @escaping @Sendable () -> Double = Workbench.monotonicSeconds) {
        self.host = host
        self.log = log
        self.inbox = inbox
        self.hub = hub
        self.saveFolder = saveFolder
        self.wallClock = wallClock
        ticker = Ticker(inbox: inbox)
        player = ClockPlayer(wall: wallClock(), virtual: host.session.stage.application.clock.now)
        host.sessionWillEnd = { [inbox] in inbox.luaWorkEnded() }
        attach()
    }

    /// Seconds on the machine's monotonic clock.
    @Sendable public static func monotonicSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    var session: ScriptSession { host.session }

    // MARK: Running jobs

    /// Runs every job waiting, then sends the pages what changed. Returns how many jobs ran.
    @discardableResult
    public func runPendingJobs() -> Int {
        let jobs = inbox.takeJobs()
        guard !jobs.isEmpty else { return 0 }
        for job in jobs { handle(job) }
        publish()
        return jobs.count
    }

    /// Serves until `shouldStop` says so, sleeping while no job waits (the `tactile serve` loop).
    public func serve(until shouldStop: () -> Bool = { false }) {
        while !shouldStop() {
            inbox.wait(seconds: 0.5)
            runPendingJobs()
        }
    }

    /// Carries out one job (without sending what changed: `publish()` does).
    public func handle(_ job: SessionInbox.Job) {
        jobsHandled += 1
        inbox.luaWorkStarted(session.lua.interruptHandle, timeLimit: luaTimeLimit)
        defer { inbox.luaWorkEnded() }
        switch job {
        case .joined(let viewer):
            join(viewer)
        case .left(let viewer):
            viewers.removeAll { $0 == viewer }
            if !viewers.contains(where: { $0.scale == viewer.scale }) { canvases[viewer.scale] = nil }
        case .message(let viewer, let message):
            handle(message, from: viewer)
        case .tick:
            followWallClock()
        case .filesChanged(let paths):
            let relevant = paths.filter(host.dependsOn)
            if !relevant.isEmpty { reload(after: relevant) }
        }
    }

    private func handle(_ message: ClientMessage, from viewer: ViewerID) {
        switch message {
        case .hello, .interrupt:
            break
        case .finger(let id, let phase, let point):
            followWallClock()
            if phase == .down { send(.hit(HitExplanation(session: session).report(at: point)), to: viewer) }
            if perform(.finger(id: id, phase: phase, at: point)) { record(.finger(id: id, phase: phase, at: point)) }
        case .select(let reference):
            guard let reference else {
                selection = nil
                return
            }
            let reader = ViewTreeReader(session: session)
            guard let view = reader.view(reference), let path = reader.path(of: view) else {
                return fail("no view \(reference) in the window", about: "select", to: viewer)
            }
            selection = path
        case .edit(let reference, let property, let value):
            edit(reference, property, value, from: viewer)
        case .console(let line):
            followWallClock()
            runConsole(line, from: viewer)
        case .complete(let text):
            let (insertion, listing) = host.complete(text)
            send(.completion(insertion: insertion, listing: listing), to: viewer)
        case .clock(let command):
            clock(command)
        case .travel(let position):
            travel(to: position, from: viewer)
        case .save(let name, let replace):
            save(name, replacing: replace, from: viewer)
        }
    }

    private func join(_ viewer: ViewerID) {
        viewers.append(viewer)
        do {
            let canvas = try canvas(at: viewer.scale)
            if canvas.wholeFrame() == nil { _ = try canvas.nextFrame() }
            let bounds = session.stage.window.bounds
            send(.welcome(Welcome(width: bounds.width, height: bounds.height, scale: viewer.scale, mode: host.mode,
                                  files: host.startupFiles)), to: viewer)
            if let frame = canvas.wholeFrame() { send(.frame(frame), to: viewer) }
        } catch {
            fail("the canvas cannot be drawn at scale \(viewer.scale): \(error)", about: "hello", to: viewer)
        }
        send(.tree(ViewTreeReader(session: session).tree()), to: viewer)
        send(.inspector(selectedContents()), to: viewer)
        send(.traffic(TrafficBatch(reset: true, entries: feed?.backlog() ?? [])), to: viewer)
        send(.clock(clockState()), to: viewer)
        send(.timeline(timelineState()), to: viewer)
    }

    // MARK: Inputs

    /// Moves the session's clock to where the playing clock says it is now, in whole
    /// milliseconds (a saved scenario then reads `clock.advance(0.136)`).
    private func followWallClock() {
        guard let target = player.target(wall: wallClock()) else { return }
        let seconds = ((target - session.stage.application.clock.now) * 1000).rounded(.down) / 1000
        guard seconds >= 0.001 else { return }
        let step = WorkbenchInput.advance(by: seconds)
        if perform(step) { record(step) }
    }

    /// Carries an input out on the session; false when it changed nothing worth recording.
    @discardableResult
    private func perform(_ input: WorkbenchInput) -> Bool {
        let clock = session.stage.application.clock
        switch input {
        case .advance(let seconds):
            clock.advance(by: seconds)
        case .runUntilIdle:
            clock.runUntilIdle()
        case .finger(let id, let phase, let point):
            let touches = session.stage.touches
            feed?.touchEventStarts()
            switch phase {
            case .down:
                if let stale = fingers.removeValue(forKey: id) { touches.cancel(stale) }
                fingers[id] = touches.begin(at: point)
            case .move:
                guard let touch = fingers[id] else { return false }
                touches.move(touch, to: point)
            case .up, .cancel:
                guard let touch = fingers.removeValue(forKey: id) else { return false }
                if phase == .up { touches.end(touch, at: point) } else { touches.cancel(touch) }
            }
        case .console(let line, _, _):
            _ = host.runConsoleLine(line)
        case .edit(let reference, let property, let value):
            guard let view = ViewTreeReader(session: session).view(reference) else { return false }
            try? inspector?.set(property, of: view, to: value)
        }
        return true
    }

    private func record(_ input: WorkbenchInput) {
        log.record(input, at: session.stage.application.clock.now)
    }

    private func runConsole(_ line: String, from viewer: ViewerID) {
        let prompt = host.consolePrompt, continues = host.consoleContinues
        let before = ObjectIdentifier(session)
        let reply = host.runConsoleLine(line)
        record(.console(line, continues: continues, failed: !reply.errors.isEmpty))
        if ObjectIdentifier(session) != before { attach() }
        broadcast(.console(ConsoleEcho(input: line, prompt: prompt, output: reply.output, errors: reply.errors,
                                       next: host.consolePrompt)))
    }

    /// A line the terminal of a REPL sharing the session ran: recorded as the page's console
    /// lines are, and shown on the pages.
    public func terminalLineHandled(_ line: String, prompt: String, continues: Bool, reply: ConsoleReply) {
        record(.console(line, continues: continues, failed: !reply.errors.isEmpty))
        if attached !== session { attach() }
        broadcast(.console(ConsoleEcho(input: line, prompt: prompt, output: reply.output, errors: reply.errors,
                                       next: host.consolePrompt)))
        publish()
    }

    private func edit(_ reference: ViewReference, _ property: String, _ value: EditValue, from viewer: ViewerID) {
        followWallClock()
        let reader = ViewTreeReader(session: session)
        guard let view = reader.view(reference), let path = reader.path(of: view) else {
            return fail("no view \(reference) in the window", about: "edit", to: viewer)
        }
        do {
            guard let inspector else { throw LuaError.runtime("the inspector is not ready") }
            try inspector.set(property, of: view, to: value)
            record(.edit(view: .path(path), property: property, value: value))
        } catch let error as LuaError {
            fail("\(ViewTreeReader.className(of: view)).\(property): \(error.message)", about: "edit", to: viewer)
        } catch {
            fail("\(ViewTreeReader.className(of: view)).\(property): \(error)", about: "edit", to: viewer)
        }
    }

    private func clock(_ command: ClientMessage.ClockCommand) {
        let now = wallClock()
        switch command {
        case .play(let speed):
            followWallClock()
            player.play(speed: speed, wall: now, virtual: session.stage.application.clock.now)
        case .pause:
            followWallClock()
            player.pause(wall: now, virtual: session.stage.application.clock.now)
        case .step:
            followWallClock()
            let step = WorkbenchInput.advance(by: Ticker.interval)
            perform(step)
            record(step)
        case .runUntilIdle:
            followWallClock()
            perform(.runUntilIdle)
            record(.runUntilIdle)
        }
        player.anchor(wall: now, virtual: session.stage.application.clock.now)
    }

    // MARK: Time travel and reloading

    /// Rebuilds the session and replays the first `position` inputs.
    private func travel(to position: Int, from viewer: ViewerID?) {
        guard position <= log.count else {
            if let viewer { fail("there are only \(log.count) inputs", about: "travel", to: viewer) }
            return
        }
        do {
            try replay(upTo: position)
        } catch {
            if let viewer { fail("the session could not be rebuilt: \(error)", about: "travel", to: viewer) }
        }
    }

    /// A fresh session from the host, with the recorded inputs up to `position` replayed into it
    /// silently; the ones after stay recorded until a new input drops them.
    func replay(upTo position: Int) throws {
        inbox.luaWorkEnded()
        defer { inbox.luaWorkStarted(session.lua.interruptHandle, timeLimit: luaTimeLimit) }
        fingers.removeAll()
        var rebuilt: (any Error)?
        host.silently {
            do {
                try host.rebuild()
            } catch {
                rebuilt = error
            }
        }
        if let rebuilt { throw rebuilt }
        attach()
        host.silently {
            for input in log.inputs.prefix(position) { perform(input) }
        }
        if attached !== session { attach() }
        log.position = position
        player.anchor(wall: wallClock(), virtual: session.stage.application.clock.now)
        trafficNeedsReset = true
    }

    /// Files the session was built from changed: rebuild it and replay the inputs so far, so what
    /// is on the page is what the same touches do with the new code.
    private func reload(after paths: [String]) {
        let names = paths.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        do {
            try replay(upTo: log.position)
            broadcast(.notice("reloaded after \(names) changed: the session was rebuilt and its \(log.position) inputs replayed"))
        } catch {
            broadcast(.error(message: "after \(names) changed, the session could not be rebuilt: \(error)", about: "reload"))
        }
    }

    // MARK: Saving

    private func save(_ name: String, replacing: Bool, from viewer: ViewerID) {
        let folder = saveFolder.hasSuffix("/") ? String(saveFolder.dropLast()) : saveFolder
        let scenarioPath = folder + "/" + name + ".lua", transcriptPath = folder + "/" + name + ".transcript"
        let files = FileManager.default
        if !replacing, files.fileExists(atPath: scenarioPath) || files.fileExists(atPath: transcriptPath) {
            return fail("\(scenarioPath) exists; save again to replace it", about: "save", to: viewer)
        }
        guard session.stage.application.traffic.droppedCount == 0 else {
            return fail("the session's traffic outgrew what is kept (\(session.options.trafficCapacity ?? 0) records): "
                + "its transcript would be incomplete", about: "save", to: viewer)
        }
        do {
            // The golden transcript: the session's traffic in the scenario runner's one format.
            let transcript = Transcript.render(session.stage.application.traffic.records, formatter: session.trafficFormatter)
            let scenario = writer(named: name).scenario(of: Array(log.inputs.prefix(log.position)))
            try Data(scenario.utf8).write(to: URL(fileURLWithPath: scenarioPath), options: .atomic)
            try Data(transcript.utf8).write(to: URL(fileURLWithPath: transcriptPath), options: .atomic)
            send(.saved(scenario: scenarioPath, transcript: transcriptPath), to: viewer)
        } catch {
            fail("could not save \(name): \(error)", about: "save", to: viewer)
        }
    }

    private func writer(named name: String) -> ScenarioWriter {
        let lua = session.lua
        let scripts = host.startupFiles.filter { !host.isPlugin($0) }.compactMap { path -> (String, String)? in
            guard let bytes = try? FileContents.read(path) else { return nil }
            return (path, String(decoding: bytes, as: UTF8.self))
        }
        let folders = Set(host.startupFiles.filter(host.isPlugin).map { ($0 as NSString).deletingLastPathComponent })
        let command = "tactile test \(name).lua" + folders.sorted().map { " --plugin-path \($0.isEmpty ? "." : $0)" }.joined()
        return ScenarioWriter(
            name: name, startupScripts: scripts, command: command,
            isExpression: { line in (try? lua.load("return " + line, chunkName: "=check")) != nil },
            compiles: { line in (try? lua.load(line, chunkName: "=check")) != nil })
    }

    // MARK: Publishing

    /// Makes the parts that belong to the host's current session.
    private func attach() {
        attached = session
        feed = TrafficFeed(session: session)
        lua = try? WorkbenchLua(session: session)
        inspector = lua.map { PropertyInspector(session: session, lua: $0) }
        canvases.removeAll()
        for scale in Set(viewers.map(\.scale)) { _ = try? canvas(at: scale) }
        sentTree = nil
        sentInspector = nil
        trafficNeedsReset = true
    }

    private func canvas(at scale: Double) throws -> CanvasStream {
        if let canvas = canvases[scale] { return canvas }
        let canvas = try CanvasStream(window: session.stage.window, scale: scale)
        canvases[scale] = canvas
        return canvas
    }

    /// Sends every page what changed since it was last sent.
    public func publish() {
        publishes += 1
        if attached !== session { attach() }
        for (scale, canvas) in canvases {
            do {
                if let packet = try canvas.nextFrame() {
                    let message = ServerMessage.frame(packet).encoded
                    for viewer in viewers where viewer.scale == scale { hub.send(message, to: viewer) }
                }
            } catch {
                broadcast(.error(message: "the canvas could not be drawn: \(error)", about: nil))
            }
        }
        let tree = ViewTreeReader(session: session).tree()
        if tree != sentTree {
            sentTree = tree
            broadcast(.tree(tree))
        }
        let contents = selectedContents()
        if sentInspector == nil || contents != sentInspector! {
            sentInspector = .some(contents)
            broadcast(.inspector(contents))
        }
        if let feed {
            if trafficNeedsReset {
                _ = feed.take()
                broadcast(.traffic(TrafficBatch(reset: true, entries: feed.backlog())))
                trafficNeedsReset = false
            } else {
                let entries = feed.take()
                if !entries.isEmpty { broadcast(.traffic(TrafficBatch(reset: false, entries: entries))) }
            }
        }
        let clock = clockState()
        if clock != sentClock {
            sentClock = clock
            broadcast(.clock(clock))
        }
        if sentTimeline.map({ $0 != (log.count, log.position) }) ?? true {
            sentTimeline = (log.count, log.position)
            let from = min(sentInputs, log.count)
            broadcast(.timeline(timelineState(from: log.count < sentInputs ? 0 : from)))
            sentInputs = log.count
        }
        ticker.setActive(player.isPlaying && !viewers.isEmpty && (clock.busy || !fingers.isEmpty))
    }

    private func selectedContents() -> InspectorContents? {
        guard let selection, let inspector else { return nil }
        let reader = ViewTreeReader(session: session)
        guard let view = reader.view(.path(selection)) else {
            self.selection = nil
            return nil
        }
        return inspector.contents(of: view, path: selection)
    }

    private func clockState() -> ClockState {
        let clock = session.stage.application.clock
        return ClockState(now: clock.now, playing: player.isPlaying, speed: player.speed,
                          busy: clock.pendingTimerCount > 0 || !clock.runningAnimations.isEmpty)
    }

    /// The timeline with the inputs from `from` on (a page keeps the ones before).
    private func timelineState(from: Int = 0) -> TimelineState {
        TimelineState(count: log.count, position: log.position, from: from, times: Array(log.times[from...]),
                      kinds: log.inputs[from...].map(\.kind))
    }

    // MARK: Sending

    private func send(_ message: ServerMessage, to viewer: ViewerID) {
        hub.send(message.encoded, to: viewer)
    }

    private func broadcast(_ message: ServerMessage) {
        guard !viewers.isEmpty else { return }
        let encoded = message.encoded
        for viewer in viewers { hub.send(encoded, to: viewer) }
    }

    private func fail(_ message: String, about: String, to viewer: ViewerID) {
        send(.error(message: message, about: about), to: viewer)
    }
}
