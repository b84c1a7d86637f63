import ArgumentParser
import Foundation
import TactileScripting

/// `tactile run file.lua …`: runs scripts as they are; with `--trust`, one script as Lua's
/// own interpreter runs it.
///
///     $ tactile run scripts/scenarios/arithmetic.lua
///     ok - arithmetic › adds
///     $ tactile run broken.lua
///     broken.lua:3: error: attempt to call a nil value (global 'frobnicate')
///     stack traceback: …
///     $ tactile run --trust script.lua a b      # arg[0] == "script.lua", ... == "a", "b"
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run Lua scripts as they are; it blocks run where they stand.",
        discussion: """
            Options go before the scripts; '-' reads a script from standard input. Scripts run in \
            the scenario sandbox. With --trust, the first argument is the script and the others are \
            its arguments, as in Lua's own interpreter: it runs in the interpreter's own global table \
            with the whole standard library, 'arg' holds the command line (the script at index 0) and \
            '...' its arguments, and LUA_INIT_5_4 (or LUA_INIT) runs first; there is no instruction \
            budget or time limit unless --budget or --timeout is given. Exits with status 1 when a \
            script raises an error or a test in it fails, 2 on a usage error.
            """
    )

    @Flag(help: "Run one script as Lua's own interpreter does, with the whole standard library, 'arg' and LUA_INIT.")
    var trust = false

    @OptionGroup var limits: ScenarioLimitOptions

    @OptionGroup var plugins: PluginPathOptions

    @OptionGroup var timeline: TraceOption

    @Argument(parsing: .captureForPassthrough,
              help: ArgumentHelp("The Lua scripts to run, in order ('-': standard input); with --trust, the script and its arguments.",
                                 valueName: "script"))
    var files: [String] = []

    func validate() throws {
        // Everything from the first script on is taken as it is (so a trusted script's
        // arguments may look like options): what looks like an option there is checked here.
        guard let first = files.first else { throw ValidationError("give at least one script to run") }
        if first == "-h" || first == "--help" { throw CleanExit.helpRequest(self) }
        for file in trust ? [first] : files where file != "-" && !FileManager.default.fileExists(atPath: file) {
            if file == first && file.hasPrefix("-") { throw ValidationError("unknown option '\(file)'") }
            if file.hasPrefix("-") { throw ValidationError("options go before the scripts: \(file)") }
            throw ValidationError("no such file: \(file)")
        }
        if !trust && files.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("standard input ('-') can be read once only")
        }
    }

    func run() throws {
        let timeout = limits.timeout ?? (trust ? 0 : ScenarioSettings.defaultTimeLimit)
        let watchdog = TestWatchdog(grace: .milliseconds(Int64(Seconds.grace(after: timeout) * 1000)), onUnresponsive: {
            ReportOutput.error("tactile run: error: a script ran past the time limit of \(Seconds.plain(timeout)) s and did not stop when "
                + "interrupted (time spent in a finalizer, or in a long call into C); stopping")
            _exit(1)
        })
        let budget = limits.budget ?? (trust ? 0 : ScenarioSettings.defaultInstructionBudget)
        var settings = ScenarioSettings(instructionBudget: budget, memoryLimit: limits.memory << 20, timeLimit: timeout)
        settings.countsHostMemory = true
        settings.recordsTimeline = timeline.trace != nil
        if trust {
            let commandLine = CommandLine.arguments
            settings.standalone = StandaloneScript(
                commandLine: commandLine, scriptIndex: commandLine.count - files.count, initialization: LuaInit.fromEnvironment())
        }
        // A script beside the plugins it tests, in a plugin author's folder, finds them.
        var plugins = plugins
        let scripts = trust ? [files[0]] : files
        let folders = scripts.filter { $0 != "-" }.map(Self.folder(of:))
        if !folders.isEmpty { plugins.folders += ScenarioDiscovery.pluginFolders(among: folders) }
        let runner = ScenarioRunner(settings: settings, watchdog: watchdog, makeStage: plugins.makeStage)
        var failed = false
        var traced: [ChromeTrace.Process] = []
        for file in scripts {
            let result = runner.run(script: file) { test in
                failed = failed || test.isFailure
                if !test.path.isEmpty { ReportOutput.line(RunReport.line(for: test)) }
                if test.isFailure { ReportOutput.error(TerminalReport.failure(test)) }
            }
            let timeline = result.timeline ?? Timeline(duration: 0, events: [])
            traced.append(ChromeTrace.Process(name: result.file, segments: [ChromeTrace.Segment(name: "script", timeline: timeline)]))
        }
        try timeline.write(traced, command: "run")
        if failed { throw ExitCode(1) }
    }

    /// The folder a script is in (`.` for a bare name).
    private static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }
}
