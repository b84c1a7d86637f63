import ArgumentParser
import CEditLine
import FoundationEssentials
import LuaKit
import TactileScripting

/// `tactile repl` (the default): the interactive session, or, with piped
/// input, the same engine running that input as one chunk, as `lua5.4 < file`.
struct REPLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start the REPL (the default), or run piped Lua input as one chunk.",
        discussion: """
            Before anything else, the code in LUA_INIT_5_4 (or LUA_INIT) runs, as in Lua's own \
            interpreter: '@file' runs a file, anything else is Lua. Then -i files and -e chunks run \
            in the order given.
            """
    )

    @Option(name: .customShort("i"), help: ArgumentHelp("Run a Lua file, then stay in the REPL.", valueName: "file"))
    var scripts: [String] = []

    @Option(name: .customShort("e"), help: ArgumentHelp("Run a chunk (expressions print) and exit unless -i is given.", valueName: "chunk"))
    var chunks: [String] = []

    @Flag(help: "Run piped input statement by statement, printing each expression's values as at the prompt, instead of as one chunk.")
    var statements = false

    @Option(name: .customLong("history-size"), parsing: .unconditional,
            help: ArgumentHelp("Keep the newest N entries of the REPL's history.", valueName: "N"))
    var historySize = HistoryFile.defaultLimit

    /// The most history entries `--history-size` accepts.
    static let historySizeRange = 1...10_000_000

    func validate() throws {
        guard Self.historySizeRange.contains(historySize) else {
            throw ValidationError("--history-size must be between \(Self.historySizeRange.lowerBound) and \(Self.historySizeRange.upperBound) entries, got \(historySize)")
        }
    }

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
            ? HistoryFile.defaultLocation(environment: environment).map { HistoryFile(location: $0, limit: historySize) }
            : nil

        SignalTrap.install()
        // The REPL writes through a tap, so that `:serve` can show the terminal's lines on pages.
        let tap = ConsoleTap(terminal: console)
        let scripting = ScriptingHost()
        let repl = try REPL(
            host: scripting,
            options: SessionOptions(
                pluginPaths: plugins.folders, trustPlugins: plugins.trusted, quiet: quiet, colors: colors,
                width: columns > 0 ? columns : 80),
            console: tap.console,
            history: history)
        // However the run ends, the state closes within reach of Ctrl-C (its finalizers run).
        defer { repl.close() }
        let serving = REPLServing(repl: repl, scripting: scripting, tap: tap, pluginFolders: plugins.folders)

        if let initialization = LuaInit.fromEnvironment(), !repl.run(initialization) { throw ExitCode.failure }
        for step in StartupStep.ordered(files: scripts, chunks: chunks, arguments: Array(CommandLine.arguments.dropFirst())) {
            let failuresBefore = repl.failures
            switch step {
            case .file(let path):
                repl.load(file: path)
                serving.startupLineRan(":load " + path, failed: repl.failures > failuresBefore)
            case .chunk(let chunk):
                repl.evaluate(chunk)
                serving.startupLineRan(chunk, failed: repl.failures > failuresBefore)
            }
            // Ctrl-C stops a run without a person at the prompt as a whole.
            if repl.wasInterrupted && !interactive { throw ExitCode.failure }
        }
        if !chunks.isEmpty && scripts.isEmpty {
            if repl.failures > 0 { throw ExitCode.failure }
            return
        }

        if interactive {
            if !quiet {
                console.write("Tactile 0.1.0 on \(luaVersionString). :help lists commands; Ctrl-D quits.")
                console.write("Actions print as they are delivered to targets; :trace says what else it can show.")
            }
            guard let reader = EditLineReader(
                entries: repl.loadHistory(), historySize: historySize,
                bracketedPaste: isatty(1) != 0 && environment["TERM"] != "dumb",
                complete: { [unowned repl] in repl.complete($0) })
            else {
                console.report("tactile: cannot set up line editing on this terminal")
                throw ExitCode.failure
            }
            repl.loop(reading: reader)
            repl.closeHistory()
        } else if statements {
            repl.loop(reading: PlainLineReader(), stopWhenInterrupted: true)
            if repl.failures > 0 { throw ExitCode.failure }
        } else {
            // While the input is read, Ctrl-C ends the program as it would any other.
            SignalTrap.uninstall()
            let input: [UInt8]
            do {
                input = try FileContents.readStandardInput()
            } catch {
                console.report("tactile: \(error)")
                throw ExitCode.failure
            }
            SignalTrap.install()
            if !repl.run(standardInput: input) || repl.failures > 0 { throw ExitCode.failure }
        }
    }
}
