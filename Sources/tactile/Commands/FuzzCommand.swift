import ArgumentParser
import Foundation
import TactileScripting

/// `tactile fuzz TARGET…`: random touch sequences against UIKit's invariants, each failure shrunk
/// to a scenario that replays it (docs/fuzzing.md).
///
///     $ tactile fuzz plugins/star_slider.lua --seed 7 --runs 50
///     StarSlider (plugins/star_slider.lua): seed 7, 50 runs of up to 50 steps
///     ....F.............................................
///     …
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Drive controls with random touch sequences, check UIKit's invariants, shrink each failure to a scenario.",
        discussion: """
            A target is a plugin (each class it defines, made with its defaults), a scenario file whose \
            global fuzz function makes the views and returns them, or a class name (Slider, Knob). Every \
            step is checked against UIKit's invariants, the standard controls' rules, the host's promises \
            and the invariants the class or the set-up declares. A failure is shrunk, printed with its \
            steps and traffic, written beside the target as NAME_fuzz_INVARIANT_test.lua with its golden \
            transcript (tactile test replays it), and kept in the fuzz database, whose failures run first \
            next time. Exits with status 0 when nothing failed, 1 when something did, 2 on a usage error \
            or a target that cannot be set up. See docs/fuzzing.md.
            """
    )

    @Argument(help: ArgumentHelp("Plugins, scenario files with a fuzz set-up, or class names.", valueName: "target"))
    var targets: [String] = []

    @Option(help: "The seed every sequence derives from (default: a new one, printed).")
    var seed: UInt64?

    @Option(parsing: .unconditional, help: "How many sequences to run per target (1 to 1000000).")
    var runs = 100

    @Option(parsing: .unconditional, help: "The most steps a sequence has (1 to 10000).")
    var steps = 50

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop after this many seconds per target, whatever --runs says.", valueName: "seconds"))
    var time: Double?

    @Option(parsing: .unconditional, help: "Run sequences in this many parallel processes (1 to 256).")
    var jobs = 1

    @Option(name: .customLong("class"), help: ArgumentHelp("Fuzz only this class of a plugin (repeatable).", valueName: "name"))
    var classes: [String] = []

    @Flag(help: "Prefer sequences that reach lines of the plugin no earlier sequence reached, and report the lines reached.")
    var coverage = false

    @Option(help: ArgumentHelp("Write reproductions to this folder (default: beside the target).", valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp("The fuzz database's folder.", valueName: "dir"))
    var database = FuzzDatabase.defaultFolder

    @Flag(name: .customLong("no-database"), help: "Neither read nor write the fuzz database.")
    var noDatabase = false

    @Option(parsing: .unconditional, help: "Lua instructions each sequence may run (default 20000000).")
    var budget = 20_000_000

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds each sequence may run (default 10).", valueName: "seconds"))
    var timeout = 10.0

    @Option(parsing: .unconditional, help: "MiB of memory each sequence's interpreter may allocate (1 to 1048576).")
    var memory = ScenarioSettings.defaultMemoryLimit >> 20

    @Option(name: .customLong("shrink-runs"), parsing: .unconditional, help: "The most runs shrinking one failure may make (0: no shrinking).")
    var shrinkRuns = 2000

    @OptionGroup var plugins: PluginPathOptions

    @Flag(help: .private)
    var worker = false

    @Option(name: .customLong("first-run"), parsing: .unconditional, help: .private)
    var firstRun = 0

    @Option(help: .private)
    var stored: String?

    func validate() throws {
        guard !targets.isEmpty else { throw ValidationError("give a plugin, a scenario file with a fuzz set-up, or a class name to fuzz") }
        guard FuzzOptions.runsRange.contains(runs) else { throw ValidationError("--runs must be from 1 to 1000000 sequences, got \(runs)") }
        guard FuzzOptions.stepsRange.contains(steps) else { throw ValidationError("--steps must be from 1 to 10000 steps, got \(steps)") }
        if let time, !(time > 0 && time <= 1e6) { throw ValidationError("--time must be above 0 and at most 1e6 seconds, got \(time)") }
        guard TestCommand.jobsRange.contains(jobs) else { throw ValidationError("--jobs must be between 1 and 256 processes, got \(jobs)") }
        guard budget >= 1 else { throw ValidationError("--budget must be a positive number of instructions, got \(budget)") }
        guard timeout > 0, timeout <= 1e9 else { throw ValidationError("--timeout must be above 0 and at most 1e9 seconds, got \(timeout)") }
        guard ScenarioLimitOptions.memoryRange.contains(memory) else {
            throw ValidationError("--memory must be between 1 and 1048576 MiB (1 TiB), got \(memory)")
        }
        guard (0...1_000_000).contains(shrinkRuns) else { throw ValidationError("--shrink-runs must be from 0 to 1000000, got \(shrinkRuns)") }
        guard firstRun >= 0 else { throw ValidationError("--first-run must be 0 or more, got \(firstRun)") }
    }

    private func options(seed: UInt64) -> FuzzOptions {
        FuzzOptions(seed: seed, runs: runs, steps: steps, instructionBudget: budget, timeLimit: timeout,
                    memoryLimit: memory << 20, coverageGuided: coverage, shrinkRuns: shrinkRuns)
    }

    func run() throws {
        if worker { return try runWorker() }
        let seed = seed ?? UInt64.random(in: 1...UInt64(UInt32.max))
        var resolved: [FuzzTarget] = []
        for argument in targets {
            do {
                resolved += try FuzzTargets.resolve(argument, pluginPath: plugins.path, trustPlugins: plugins.trusted, classes: classes)
            } catch {
                ReportOutput.error("tactile fuzz: error: \(error)")
                throw ExitCode(2)
            }
        }
        let report = FuzzTerminalReport(command: commandLine(seed: seed), seed: seed)
        var failures = 0, totalRuns = 0, totalSteps = 0
        for target in resolved {
            let (summary, crashes) = try fuzz(target, seed: seed, report: report)
            totalRuns += summary.runs
            totalSteps += summary.steps
            failures += summary.failures.count + crashes.count
        }
        report.finish(runs: totalRuns, steps: totalSteps, failures: failures, targets: resolved.count)
        if failures > 0 { throw ExitCode(1) }
    }

    /// Fuzzes one target in worker processes, then writes, prints and stores what failed.
    private func fuzz(_ target: FuzzTarget, seed: UInt64, report: FuzzTerminalReport) throws -> (FuzzSummary, [FuzzWorkers.Crash]) {
        let store = FuzzDatabase(folder: database)
        var stored: [FuzzDatabase.Entry] = []
        do { stored = noDatabase ? [] : try store.entries(for: target) } catch {
            ReportOutput.error("tactile fuzz: error: \(error)")
            throw ExitCode(2)
        }
        report.begin(target, runs: runs, steps: steps, stored: stored.count)
        let storedFile = try stored.isEmpty ? nil : temporaryFile(for: stored)
        defer { if let storedFile { try? FileManager.default.removeItem(atPath: storedFile) } }
        let workers = FuzzWorkers(arguments: workerArguments(for: target, seed: seed), jobs: jobs,
                                  onRun: { [report] _, failed in report.mark(failed: failed) })
        let (summary, crashes) = workers.run(firstRun..<(firstRun + runs), target: target.displayName, storedFile: storedFile)
        report.endMarks()
        if summary.runs == 0 && crashes.isEmpty {
            ReportOutput.error("tactile fuzz: error: \(target.displayName) could not be fuzzed (see the error above)")
            throw ExitCode(2)
        }
        for failure in summary.failures {
            let reproduction = FuzzReproduction(failure: failure, target: target, folder: out ?? target.defaultFolder,
                                                command: commandLine(seed: seed, only: target))
            var problem: String?
            do {
                try FileManager.default.createDirectory(atPath: out ?? target.defaultFolder, withIntermediateDirectories: true)
                try reproduction.write()
                problem = reproduction.replayProblem(of: failure, target: target)
            } catch {
                problem = "\(error)"
            }
            report.failure(failure, target: target, reproduction: reproduction, replayProblem: problem,
                           replay: replayCommand(reproduction, target: target))
        }
        for crash in crashes { report.crash(crash, target: target, rerun: rerunCommand(crash.run, target: target, seed: seed)) }
        for entry in summary.fixed { report.fixed(entry) }
        if coverage { report.coverage(summary.coverage) }
        if !noDatabase {
            let kept = summary.failures.map { FuzzDatabase.Entry(invariant: $0.violation.invariant, seed: $0.seed, run: $0.run, steps: $0.steps) }
            do { try store.store(kept, for: target) } catch { ReportOutput.error("tactile fuzz: warning: \(error)") }
        }
        return (summary, crashes)
    }

    // MARK: Workers

    /// The options a worker is given for a target (its slice is added by `FuzzWorkers`).
    private func workerArguments(for target: FuzzTarget, seed: UInt64) -> [String] {
        var arguments = ["--seed", String(seed), "--steps", String(steps), "--budget", String(budget),
                         "--timeout", String(timeout), "--memory", String(memory), "--shrink-runs", String(shrinkRuns)]
        if let time { arguments += ["--time", String(time)] }
        if coverage { arguments.append("--coverage") }
        if let className = target.className, target.kind == .pluginClass { arguments += ["--class", className] }
        arguments += plugins.arguments
        arguments.append(target.kind == .builtInClass ? (target.className ?? "") : (target.file ?? ""))
        return arguments
    }

    /// `tactile fuzz --worker`: fuzzes its slice of runs of the one target and says how it went.
    private func runWorker() throws {
        let out = FileHandle.standardOutput
        let target: FuzzTarget
        do {
            guard let found = try FuzzTargets.resolve(targets[0], pluginPath: plugins.path, trustPlugins: plugins.trusted,
                                                      classes: classes).first else { throw FuzzError("nothing to fuzz") }
            target = found
        } catch {
            ReportOutput.error("tactile fuzz: error: \(error)")
            throw ExitCode(2)
        }
        var entries: [FuzzDatabase.Entry] = []
        if let stored, let data = FileManager.default.contents(atPath: stored) {
            entries = (try? JSONDecoder().decode([FuzzDatabase.Entry].self, from: data)) ?? []
        }
        let deadline = time.map { ContinuousClock.now + .milliseconds(Int64($0 * 1000)) }
        let fuzzer = Fuzzer(target: target, options: options(seed: seed ?? 0))
        do {
            let summary = try fuzzer.fuzz(runs: firstRun..<(firstRun + runs), stored: entries, deadline: deadline) { progress in
                switch progress {
                case .starting(let run?): out.write(FuzzWorkerMessage(started: run).encoded())
                case .ran(let run?, let failed): out.write(FuzzWorkerMessage(finished: run, failed: failed).encoded())
                default: break
                }
            }
            out.write(FuzzWorkerMessage(summary: summary).encoded())
        } catch {
            ReportOutput.error("tactile fuzz: error: \(error)")
            throw ExitCode(2)
        }
    }

    private func temporaryFile(for entries: [FuzzDatabase.Entry]) throws -> String {
        let path = NSTemporaryDirectory() + "/tactile-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).json"
        try JSONEncoder().encode(entries).write(to: URL(fileURLWithPath: path))
        return path
    }

    // MARK: Commands to show

    /// The command line that repeats this run, for a reproduction's header and the summary.
    private func commandLine(seed: UInt64, only target: FuzzTarget? = nil) -> String {
        var words = ["tactile", "fuzz"]
        if let target {
            words.append(target.kind == .builtInClass ? (target.className ?? "") : (target.file ?? ""))
            if target.kind == .pluginClass, let className = target.className { words += ["--class", className] }
        } else {
            words += targets
        }
        words += ["--seed", String(seed)]
        if runs != 100 { words += ["--runs", String(runs)] }
        if steps != 50 { words += ["--steps", String(steps)] }
        return words.joined(separator: " ")
    }

    /// How to run a reproduction with `tactile test`: its plugin folder on the plugin path when
    /// `tactile test` would not find it.
    private func replayCommand(_ reproduction: FuzzReproduction, target: FuzzTarget) -> String {
        let defaults = PluginRegistry.defaultPath()
        let extra = target.pluginPath.filter { !defaults.contains($0) && $0 != "." && $0 != (reproduction.scenario as NSString).deletingLastPathComponent }
        return (["tactile", "test"] + extra.flatMap { ["--plugin-path", $0] } + [reproduction.scenario]).joined(separator: " ")
    }

    private func rerunCommand(_ run: Int, target: FuzzTarget, seed: UInt64) -> String {
        commandLine(seed: seed, only: target) + " --first-run \(run) --runs 1"
    }
}
