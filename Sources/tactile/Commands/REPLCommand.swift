import ArgumentParser
import CEditLine
import FoundationEssentials
import LuaKit

/// `tactile repl` (the default): the interactive session, or, with piped
/// input, the same engine without prompts.
struct REPLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start the REPL (the default), or run piped Lua statements."
    )

    @Option(name: .customShort("i"), help: ArgumentHelp("Run a Lua file, then stay in the REPL.", valueName: "file"))
    var scripts: [String] = []

    @Option(name: .customShort("e"), help: ArgumentHelp("Run a chunk (expressions print) and exit unless -i is given.", valueName: "chunk"))
    var chunks: [String] = []

    @OptionGroup var plugins: PluginPathOptions

    @Flag(name: .customLong("no-color"), help: "Never colour the output.")
    var noColor = false

    @Flag(help: "No banner, and no live traffic until :trace on.")
    var quiet = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let interactive = isatty(0) != 0
        let colors = !noColor && isatty(1) != 0 && (environment["NO_COLOR"] ?? "").isEmpty
            && environment["TERM"] != "dumb"
        let console = Console(colors: colors)
        let columns = Int(ceditline_terminal_columns(1))
        let history = interactive
            ? HistoryFile.defaultLocation(environment: environment).map { HistoryFile(location: $0) }
            : nil

        SignalTrap.install()
        let repl = try REPL(
            host: ScriptingHost(),
            options: SessionOptions(
                pluginPaths: plugins.folders, trustPlugins: plugins.trusted, quiet: quiet, colors: colors,
                width: columns > 0 ? columns : 80),
            console: console,
            history: history)

        // Files first, so chunks can use what they define.
        for script in scripts { repl.load(file: script) }
        for chunk in chunks { repl.evaluate(chunk) }
        if !chunks.isEmpty && scripts.isEmpty {
            if repl.failures > 0 { throw ExitCode.failure }
            return
        }

        if interactive {
            if !quiet { console.write("Tactile 0.1.0 on \(luaVersionString). :help lists commands; Ctrl-D quits.") }
            guard let reader = EditLineReader(
                entries: history?.load() ?? [], historySize: history?.limit ?? 1000,
                complete: { [unowned repl] in repl.complete($0) })
            else {
                console.report("tactile: cannot set up line editing on this terminal")
                throw ExitCode.failure
            }
            repl.loop(reading: reader)
        } else {
            repl.loop(reading: PlainLineReader())
            if repl.failures > 0 { throw ExitCode.failure }
        }
    }
}
