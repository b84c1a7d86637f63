import ArgumentParser
import Foundation
import LuaKit
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
            failed, 2 on a usage error, when no scenario file is found or when --filter matches no test. \
            With --watch it runs on after the first run and runs again the files a change affects (a changed \
            scenario file itself; a changed plugin its NAME_test.lua and every file that loaded it); Ctrl-C ends \
            it with the status of the last complete run (130 when stopped during a run).
            """
    )

    @Argument(help: "Scenario files or folders (default: scripts/, plugins/ and the plugin path's *_test.lua files).")
    var paths: [String] = []

    @Option(help: "Run only tests whose full name (describe blocks › test) contains this text.")
    var filter: String?

    @Option(help: ArgumentHelp("Run only tests tagged with one of these (#slow in a test's or a block's name); comma-separated, repeatable.",
                               valueName: "tags"))
    var tags: [String] = []

    @Option(help: ArgumentHelp("Leave out tests tagged with any of these; comma-separated, repeatable.", valueName: "tags"))
    var excludeTags: [String] = []

    @Flag(help: "Run each file's tests in a shuffled order (blocks stay together); the seed is printed.")
    var shuffle = false

    @Option(help: "Shuffle with this seed, to repeat the order of an earlier run (implies --shuffle).")
    var seed: UInt64?

    @OptionGroup var limits: ScenarioLimitOptions

    @OptionGroup var plugins: PluginPathOptions

    @Flag(help: "Write TAP version 14 to standard output instead of the terminal report (as --output tap).")
    var tap = false

    @Option(help: "What to write to standard output: terminal (the default), tap, or json (see docs/scenarios.md).")
    var output: OutputFormat = .terminal

    /// The reports `--output` chooses from.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case terminal, tap, json
    }

    /// The report written to standard output.
    var format: OutputFormat { tap ? .tap : output }

    @Option(help: "Also write the results as JUnit XML to this file (replaced atomically; through a symbolic link, its target).")
    var junit: String?

    @OptionGroup var timeline: TraceOption

    @Option(help: ArgumentHelp("Write the line coverage of the plugins and scenarios that ran to this file, as LCOV (lcov.info).",
                               valueName: "file"))
    var coverage: String?

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

    @Flag(help: "After the first run, watch the scenario files and plugins and run again the files a change affects.")
    var watch = false

    @Flag(help: .private)
    var worker = false

    func validate() throws {
        if tap, output != .terminal, output != .tap {
            throw ValidationError("--tap and --output \(output.rawValue) ask for two reports; give one")
        }
        guard Self.jobsRange.contains(jobs) else {
            throw ValidationError("--jobs must be between \(Self.jobsRange.lowerBound) and \(Self.jobsRange.upperBound) processes, got \(jobs)")
        }
        if let shard, ScenarioShards.parse(shard) == nil {
            throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n, such as 2/4, got '\(shard)'")
        }
        if watch, shard != nil {
            throw ValidationError("--watch runs the files a change affects, not a shard: leave out --shard")
        }
        if watch, format != .terminal {
            throw ValidationError("--watch writes the terminal report between its runs: leave out --\(tap ? "tap" : "output \(output.rawValue)")")
        }
        if durations != nil && shard == nil {
            throw ValidationError("--durations splits shards: give --shard i/n too")
        }
        for (option, path) in [("--junit", junit), ("--coverage", coverage)] {
            guard let path, !worker else { continue }
            do {
                try FileReplacement.checkReplaceable(path)
            } catch {
                throw ValidationError("\(option): \(error)")
            }
        }
    }

    /// The tags of a repeatable, comma-separated option.
    private static func list(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }

    /// The seed of this run: the one given, a new one for --shuffle, nil when not shuffling.
    private func runSeed() -> UInt64? {
        seed ?? (shuffle ? UInt64.random(in: 1...UInt64(UInt32.max)) : nil)
    }

    func run() throws {
        let selection = TestSelection(filter: filter, tags: Self.list(tags), excludedTags: Self.list(excludeTags), seed: runSeed())
        var settings = ScenarioSettings(
            instructionBudget: limits.instructionBudget, memoryLimit: limits.memory << 20, timeLimit: limits.timeLimit,
            selection: selection, updateTranscripts: update,
            isCI: GoldenTranscripts.isCI(environment: ProcessInfo.processInfo.environment))
        settings.collectsCoverage = coverage != nil
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
        if watch { runWatching(files, plugins: plugins, selection: selection) }
        let results = try runFiles(files, plugins: plugins, selection: selection)
        if RunSummary(results).failed > 0 { throw ExitCode(1) }
        if let unmatched = unmatched(results, selection: selection) {
            ReportOutput.error("tactile test: error: " + unmatched)
            throw ExitCode(2)
        }
    }

    /// Runs `files` and writes every report asked for; throws exit status 2 when one cannot be written.
    func runFiles(_ files: [String], plugins: PluginPathOptions, selection: TestSelection) throws -> [FileResult] {
        let start = ContinuousClock.now
        let (results, lineCounts) = collect(files, plugins: plugins, selection: selection)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        try report(results, seconds: seconds, seed: selection.seed)
        try timeline.write(results.map(ChromeTrace.Process.init(testsOf:)), command: "test")
        if let coverage { try write(LCOVReport.render(lineCounts), to: coverage) }
        return results
    }

    /// `--filter 'x' matches no test in 2 files` when options chose tests and none of `results`
    /// ran; nil otherwise.
    func unmatched(_ results: [FileResult], selection: TestSelection) -> String? {
        guard let chosen = chosenTests(selection), results.allSatisfy({ $0.tests.allSatisfy(\.path.isEmpty) }) else { return nil }
        return "\(chosen) matches no test in " + (results.count == 1 ? "1 file" : "\(results.count) files")
    }

    /// The options that choose tests, as the error for choosing none names them; nil when none is given.
    private func chosenTests(_ selection: TestSelection) -> String? {
        var given: [String] = []
        if let filter = selection.filter { given.append("--filter '\(filter)'") }
        if !selection.tags.isEmpty { given.append("--tags \(selection.tags.joined(separator: ","))") }
        if !selection.excludedTags.isEmpty { given.append("--exclude-tags \(selection.excludedTags.joined(separator: ","))") }
        return given.isEmpty ? nil : given.joined(separator: " with ")
    }

    /// Runs every file in `jobs` worker processes (one at least, so a file that crashes or hangs
    /// its process fails alone), showing a mark per test as results come, file by file in order.
    private func collect(_ files: [String], plugins: PluginPathOptions, selection: TestSelection) -> ([FileResult], LineCounts) {
        var options = limits.arguments + plugins.arguments + timeline.arguments
        if let filter { options += ["--filter", filter] }
        if !selection.tags.isEmpty { options += ["--tags", selection.tags.joined(separator: ",")] }
        if !selection.excludedTags.isEmpty { options += ["--exclude-tags", selection.excludedTags.joined(separator: ",")] }
        if let seed = selection.seed { options += ["--seed", String(seed)] }
        if let coverage { options += ["--coverage", coverage] }
        if update { options.append("--update") }
        let pool = ScenarioWorkerPool(files: files, jobs: jobs, options: options, timeLimit: limits.timeLimit)
        var open: Int?
        let showsProgress = format == .terminal
        let results = pool.run(test: { index, result in
            guard showsProgress else { return }
            if open != index {
                ReportOutput.write(files[index] + " ")
                open = index
            }
            ReportOutput.write(TerminalReport.mark(for: result))
        }, file: { _ in
            guard showsProgress, open != nil else { return }
            ReportOutput.write("\n")
            open = nil
        })
        return (results, pool.coverage)
    }

    private func report(_ results: [FileResult], seconds: Double, seed: UInt64?) throws {
        switch format {
        case .tap:
            ReportOutput.write(TAPReport.render(results))
            ReportOutput.error(RunSummary(results).line + (seed.map { "\n" + TerminalReport.seedLine($0) } ?? ""))
        case .json:
            ReportOutput.write(JSONReport.render(results, seconds: seconds, seed: seed))
        case .terminal:
            let failures = TerminalReport.failures(in: results)
            if !failures.isEmpty { ReportOutput.line("\n" + failures + "\n") }
            let pending = TerminalReport.pending(in: results)
            if !pending.isEmpty { ReportOutput.line((failures.isEmpty ? "\n" : "") + pending + "\n") }
            ReportOutput.line(TerminalReport.summary(of: results, seconds: seconds, seed: seed))
        }
        if let junit { try write(JUnitReport.render(results, timestamp: JUnitReport.timestamp(Date())), to: junit) }
    }

    /// Replaces `path` with `text`; a failure is a usage error.
    private func write(_ text: String, to path: String) throws {
        do {
            try FileReplacement.write(Array(text.utf8), to: path)
        } catch {
            ReportOutput.error("tactile test: error: \(error)")
            throw ExitCode(2)
        }
    }
}
