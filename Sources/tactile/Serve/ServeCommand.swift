import ArgumentParser
import Foundation
import TactileScripting
import TactileWorkbench

/// `tactile serve [files…]`: a live workbench in the browser on a session of its own — the
/// window drawn by Tactile's renderer, touched with the mouse, its view tree, inspector,
/// traffic, console, clock, time travel and recording (docs/workbench.md).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live workbench in the browser: touch controls with the mouse, watch their traffic, edit them, save the session as a scenario.",
        discussion: """
            Files that define controls (Control.define) load as plugins and reload when edited; \
            other files run in the session as scripts (tactile -i runs them so). The server \
            listens on 127.0.0.1 only, and every request needs the token in the address it \
            prints. Ctrl-C stops it. See docs/workbench.md.
            """
    )

    @Argument(help: ArgumentHelp("Plugin files, and scripts that build what to show.", valueName: "file"))
    var files: [String] = []

    @Option(help: "The port to listen on (0: any free port).")
    var port = 0

    @Option(help: "The address to listen on: loopback (127.0.0.1, ::1) unless --allow-remote.")
    var host = BindPolicy.loopback

    @Flag(name: .customLong("allow-remote"), help: "Allow --host to name an address other machines reach (with a warning).")
    var allowRemote = false

    @Flag(help: "Open the address in the browser ($BROWSER, else xdg-open).")
    var open = false

    @Option(name: .customLong("save-dir"), help: ArgumentHelp("Where the page saves scenarios.", valueName: "folder"))
    var saveFolder = "."

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop Lua that one request runs after this many seconds (0: never).", valueName: "seconds"))
    var timeout = 30.0

    @OptionGroup var plugins: PluginPathOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, got \(port)") }
        guard timeout.isFinite, timeout >= 0, timeout <= 86_400 else {
            throw ValidationError("--timeout must be from 0 to 86400 seconds")
        }
        for file in files where !FileManager.default.fileExists(atPath: file) { throw ValidationError("no such file: \(file)") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: saveFolder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("--save-dir must be a folder: \(saveFolder)")
        }
    }

    func run() throws {
        let listen: String
        switch BindPolicy.decide(host: host, allowRemote: allowRemote) {
        case .refuse(let reason):
            throw ValidationError(reason)
        case .listen(let address, let warning):
            listen = address
            if let warning { ReportOutput.error(warning) }
        }
        let startup: [StartupFile]
        do {
            startup = try files.map(StartupFile.init(path:))
        } catch {
            throw ValidationError("\(error)")
        }
        let folders = startup.filter(\.isPlugin).map(\.folder)
        let tap = ConsoleTap(terminal: nil)
        let scripting = ScriptingHost()
        let repl = try REPL(
            host: scripting,
            options: SessionOptions(pluginPaths: folders + plugins.folders, trustPlugins: plugins.trusted, quiet: true,
                                    colors: false, width: 100),
            console: tap.console, history: nil)
        defer { repl.close() }
        let host = REPLWorkbenchHost(repl: repl, scripting: scripting, tap: tap, mode: "serve", files: startup)
        for failure in host.loadStartupFiles() { ReportOutput.error("tactile serve: \(failure)") }

        let launch: WorkbenchLaunch
        do {
            launch = try WorkbenchLaunch(host: listen, port: port)
        } catch {
            ReportOutput.error("tactile serve: \(error)")
            throw ExitCode.failure
        }
        let workbench = Workbench(host: host, inbox: launch.inbox, hub: launch.hub, saveFolder: saveFolder)
        workbench.luaTimeLimit = timeout > 0 ? timeout : nil
        let pluginPath = PluginRegistry.path(adding: folders + plugins.folders)
        let watch = FileWatch(folders: WorkbenchLaunch.watchedFolders(pluginPath: pluginPath, files: startup), inbox: launch.inbox)
        ReportOutput.line("tactile serve: \(launch.address)")
        ReportOutput.line("open that address in a browser (it holds the access token); Ctrl-C stops the server")
        if watch == nil { ReportOutput.error("tactile serve: files cannot be watched here: edits do not reload") }
        if open, let problem = launch.openBrowser() { ReportOutput.error("tactile serve: \(problem)") }
        workbench.serve()
    }
}
