import ArgumentParser
import Foundation
import TactileScripting

/// `tactile test [paths…]`: discovers scenario files and runs their describe/it blocks.
///
///     $ tactile test scripts/scenarios
///     scripts/scenarios/arithmetic.lua ....
///     scripts/scenarios/traffic.lua ...S
///     7 passed, 0 failed, 1 skipped
///     (2 files in 0.012 s)
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run scenario files' describe/it blocks and report the results.",
        discussion: """
            Folders contribute every *.lua file beneath them, except inside plugins/ and the folders \
            of the plugin path, where only *_test.lua files are scenarios. A folder holding *_test.lua \
            files directly is a folder of plugins, whatever its name: run inside it (or given it), \
            tactile test puts it on the plugin path. Exits with status 0 when every test passed, 1 when any \
            failed, 2 on a usage error, when no scenario file is found or when --filter matches no test.
            """
    )

    @Argument(help: "Scenario files or folders (default: scripts/, plugins/ and the plugin path's *_test.lua files).")
    var paths: [String] = []

    @Option(help: "Run only tests whose full name (describe blocks › test) contains this text.")
    var filter: String?

    @OptionGroup var limits: ScenarioLimitOptions

    @OptionGroup var plugins: PluginPathOptions

    @Flag(help: "Write TAP version 14 to standard output instead of the terminal report.")
    var tap = false

    @Option(help: "Also write the results as JUnit XML to this file (replaced atomically; through a symbolic link, its target).")
    var junit: String?

    @OptionGroup var timeline: TraceOption

    @Option(parsing: .unconditional, help: "Run files in this many parallel processes (1 to \(Self.jobsRange.upperBound)).")
    var jobs: Int = 1

    /// How many worker processes `--jobs` may ask for.
    static let jobsRange = 1...256

    @Flag(help: "Rewrite golden transcripts that differ or are missing (never when CI is set).")
    var update = false

    @Option(help: ArgumentHelp("Run only shard i of n of the scenario files (CI machines split a suite; each writes its own --junit).",
                               valueName: "i/n"))
    var shard: String?

    @Option(help: ArgumentHelp("Split shards by the per-file times of an earlier run's JUnit report instead of by name.",
                               valueName: "junit.xml"))
    var durations: String?

    @Flag(help: .private)
    var worker = false

    func validate() throws {
        guard Self.jobsRange.contains(jobs) else {
            throw ValidationError("--jobs must be between \(Self.jobsRange.lowerBound) and \(Self.jobsRange.upperBound) processes, got \(jobs)")
        }
        if let shard, ScenarioShards.parse(shard) == nil {
            throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n, such as 2/4, got '\(shard)'")
        }
        if durations != nil && shard == nil {
            throw ValidationError("--durations splits shards: give --shard i/n too")
        }
        if let junit {
            do {
                try FileReplacement.checkReplaceable(junit)
            } catch {
                throw ValidationError("--junit: \(error)")
            }
        }
    }

    func run() throws {
        var settings = ScenarioSettings(
            instructionBudget: limits.instructionBudget, memoryLimit: limits.memory << 20, timeLimit: limits.timeLimit, filter: filter,
            updateTranscripts: update, isCI: GoldenTranscripts.isCI(environment: ProcessInfo.processInfo.environment))
        if worker {
            settings.recordsTimeline = timeline.trace != nil
            settings.countsHostMemory = true
            ScenarioWorker.serve(with: ScenarioRunner(settings: settings, makeStage: plugins.makeStage))
            return
        }
        // A plugin author's folder (the working directory, or one named) finds its own plugins.
        var plugins = plugins
        plugins.folders += ScenarioDiscovery.pluginFolders(among: paths)
        var files: [String]
        do {
            files = try ScenarioDiscovery.discover(paths, pluginFolders: plugins.path)
            if let shard, let (index, count) = ScenarioShards.parse(shard) {
                let recorded = try durations.map { try JUnitFile(path: $0).durations } ?? [:]
                files = ScenarioShards(count: count, durations: recorded).files(files, shard: index)
            }
        } catch {
            ReportOutput.error("tactile test: error: \(error)")
            throw ExitCode(2)
        }
        let start = ContinuousClock.now
        let results = collect(files, plugins: plugins)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        try report(results, seconds: seconds)
        try timeline.write(results.map(ChromeTrace.Process.init(testsOf:)), command: "test")
        if RunSummary(results).failed > 0 { throw ExitCode(1) }
        if let filter, results.allSatisfy({ $0.tests.allSatisfy(\.path.isEmpty) }) {
            let count = files.count == 1 ? "1 file" : "\(files.count) files"
            ReportOutput.error("tactile test: error: --filter '\(filter)' matches no test in \(count)")
            throw ExitCode(2)
        }
    }

    /// Runs every file in `jobs` worker processes (one at least, so a file that crashes or hangs
    /// its process fails alone), showing a mark per test as results come, file by file in order.
    private func collect(_ files: [String], plugins: PluginPathOptions) -> [FileResult] {
        var options = limits.arguments + plugins.arguments + timeline.arguments
        if let filter { options += ["--filter", filter] }
        if update { options.append("--update") }
        let pool = ScenarioWorkerPool(files: files, jobs: jobs, options: options, timeLimit: limits.timeLimit)
        var open: Int?
        return pool.run(test: { index, result in
            guard !tap else { return }
            if open != index {
                ReportOutput.write(files[index] + " ")
                open = index
            }
            ReportOutput.write(TerminalReport.mark(for: result))
        }, file: { _ in
            guard !tap, open != nil else { return }
            ReportOutput.write("\n")
            open = nil
        })
    }

    private func report(_ results: [FileResult], seconds: Double) throws {
        if tap {
            ReportOutput.write(TAPReport.render(results))
            ReportOutput.error(RunSummary(results).line)
        } else {
            let failures = TerminalReport.failures(in: results)
            if !failures.isEmpty { ReportOutput.line("\n" + failures + "\n") }
            ReportOutput.line(TerminalReport.summary(of: results, seconds: seconds))
        }
        if let junit {
            let xml = JUnitReport.render(results, timestamp: JUnitReport.timestamp(Date()))
            do {
                try FileReplacement.write(Array(xml.utf8), to: junit)
            } catch {
                ReportOutput.error("tactile test: error: \(error)")
                throw ExitCode(2)
            }
        }
    }
}
