import ArgumentParser
import Foundation
import TactileScripting

/// `tactile run file.lua …`: runs scripts as they are.
///
///     $ tactile run scripts/scenarios/arithmetic.lua
///     ok - arithmetic › adds
///     $ tactile run broken.lua
///     broken.lua:3: error: attempt to call a nil value (global 'frobnicate')
///     stack traceback: …
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run Lua scripts as they are; it blocks run where they stand.",
        discussion: "Exits with status 1 when a script raises an error or a test in it fails, 2 on a usage error."
    )

    @Argument(help: "The Lua scripts to run, in order.")
    var files: [String]

    @OptionGroup var limits: ScenarioLimitOptions

    @OptionGroup var plugins: PluginPathOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one script to run") }
        for file in files where !FileManager.default.fileExists(atPath: file) {
            throw ValidationError("no such file: \(file)")
        }
    }

    func run() throws {
        let timeout = limits.timeout
        let watchdog = TestWatchdog(grace: .milliseconds(Int64(Seconds.grace(after: timeout) * 1000)), onUnresponsive: {
            ReportOutput.error("tactile run: error: a script ran past the time limit of \(Seconds.plain(timeout)) s and did not stop when "
                + "interrupted (time spent in C, such as a pattern match, or in a finalizer); stopping")
            _exit(1)
        })
        var settings = ScenarioSettings(instructionBudget: limits.budget, memoryLimit: limits.memory << 20, timeLimit: timeout)
        settings.countsHostMemory = true
        let runner = ScenarioRunner(settings: settings, watchdog: watchdog, makeStage: plugins.makeStage)
        var failed = false
        for file in files {
            _ = runner.run(script: file) { test in
                failed = failed || test.isFailure
                if !test.path.isEmpty { ReportOutput.line(RunReport.line(for: test)) }
                if test.isFailure { ReportOutput.error(TerminalReport.failure(test)) }
            }
        }
        if failed { throw ExitCode(1) }
    }
}
