import TactileScripting
import TactileWorkbench

/// `:serve` in a REPL: the lines the REPL ran are recorded from its start (so time travel and a
/// saved scenario can replay them), and once asked, a workbench serves the REPL's own session —
/// its jobs run while the terminal waits at its prompt, the terminal's lines show on the pages,
/// and what the pages do shows in the terminal.
final class REPLServing {
    private let repl: REPL
    private let scripting: ScriptingHost
    private let tap: ConsoleTap
    private let pluginFolders: [String]
    private var log = InputLog()
    private var serving: (launch: WorkbenchLaunch, workbench: Workbench, watch: FileWatch?)?

    init(repl: REPL, scripting: ScriptingHost, tap: ConsoleTap, pluginFolders: [String]) {
        self.repl = repl
        self.scripting = scripting
        self.tap = tap
        self.pluginFolders = pluginFolders
        repl.lineObserver = { [weak self] line, continues, failed in self?.lineRan(line, continues: continues, failed: failed) }
        repl.serveStarter = { [weak self] port, reader in
            guard let self else { return "" }
            return try start(port: port, reader: reader)
        }
    }

    /// A line the REPL ran before the terminal's loop (`-i file` as `:load file`, `-e chunk`).
    func startupLineRan(_ line: String, failed: Bool) {
        lineRan(line, continues: false, failed: failed)
    }

    private func lineRan(_ line: String, continues: Bool, failed: Bool) {
        let trimmed = line.trimmingBlanks()
        if !continues, trimmed.hasPrefix(":serve") || trimmed == ":quit" { return }
        if let workbench = serving?.workbench {
            let reply = tap.takeRecent()
            workbench.terminalLineHandled(line, prompt: continues ? ">> " : "> ", continues: continues, reply: reply)
        } else {
            log.record(.console(line, continues: continues, failed: failed), at: scripting.session?.stage.application.clock.now ?? 0)
        }
    }

    private func start(port: Int?, reader: any LineReading) throws -> String {
        if let serving { return "already serving at \(serving.launch.address)" }
        guard let reader = reader as? EditLineReader else { return ":serve needs a terminal" }
        let launch = try WorkbenchLaunch(host: BindPolicy.loopback, port: port ?? 0)
        let host = REPLWorkbenchHost(repl: repl, scripting: scripting, tap: tap, mode: "repl", files: [])
        let workbench = Workbench(host: host, inbox: launch.inbox, hub: launch.hub, log: log)
        let path = scripting.session?.customControls.plugins.path ?? pluginFolders
        let watch = FileWatch(folders: WorkbenchLaunch.watchedFolders(pluginPath: path, files: []), inbox: launch.inbox)
        serving = (launch, workbench, watch)
        tap.recordsRecent = true
        reader.whileWaiting(for: launch.inbox.wakeDescriptor) { [tap] in
            tap.whileAtPrompt { workbench.runPendingJobs() }
        }
        return "serving this session at \(launch.address)\n(the page and this terminal share it; edits to plugins rebuild it)"
    }
}
