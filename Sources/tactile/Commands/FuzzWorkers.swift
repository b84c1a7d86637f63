import Foundation
import TactileScripting

/// What a `tactile fuzz --worker` process says, one JSON object a line on its standard output:
/// each run as it starts and ends, then its summary.
struct FuzzWorkerMessage: Codable {
    /// A run began (its index).
    var started: Int?
    /// A run ended, and whether it broke an invariant.
    var finished: Int?
    var failed: Bool?
    /// The worker's part of the fuzzing, at its end.
    var summary: FuzzSummary?

    func encoded() -> Data {
        ((try? JSONEncoder().encode(self)) ?? Data()) + Data("\n".utf8)
    }
}

/// Runs a target's sequences in worker processes — this binary, as `tactile fuzz --worker` — so
/// a sequence that crashes the process is reported with its run and the others go on in a new
/// worker. `jobs` workers share the runs, each a contiguous slice of them; their summaries are
/// merged in run order, so the result does not depend on `jobs`.
struct FuzzWorkers: Sendable {
    /// The arguments every worker gets besides its slice: the target and the options.
    let arguments: [String]
    let jobs: Int
    /// Told of each run that ends (its index, whether it failed), as it ends.
    let onRun: @Sendable (Int?, Bool) -> Void
    /// The program each worker runs: this binary.
    var executable = ScenarioWorkerPool.executablePath()

    /// A run that killed its worker.
    struct Crash: Sendable {
        let run: Int
        let how: String
    }

    /// Runs the runs `runs` (the stored entries in `storedFile`, if any, go to the first worker)
    /// and answers the merged summary and the runs that crashed their worker.
    func run(_ runs: Range<Int>, target: String, storedFile: String?) -> (FuzzSummary, [Crash]) {
        let slices = Self.slices(of: runs, into: jobs)
        let results = Results()
        let group = DispatchGroup()
        for (index, slice) in slices.enumerated() {
            group.enter()
            let thread = Thread { [self] in
                let (summary, crashes) = serve(slice, stored: index == 0 ? storedFile : nil)
                results.add((index, summary, crashes))
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        var merged = FuzzSummary(target: target)
        var crashes: [Crash] = []
        for (_, summary, crashed) in results.all.sorted(by: { $0.0 < $1.0 }) {
            crashes += crashed
            if let summary { merged = Self.append(summary, to: merged) }
        }
        return (merged, crashes)
    }

    /// One worker's slice, in as many processes as it takes: after a crash, a new worker goes on
    /// with the runs after the one that crashed.
    private func serve(_ slice: Range<Int>, stored: String?) -> (FuzzSummary?, [Crash]) {
        var remaining = slice
        var stored = stored
        var summary: FuzzSummary?
        var crashes: [Crash] = []
        while true {
            var arguments = ["fuzz", "--worker", "--first-run", String(remaining.lowerBound), "--runs", String(remaining.count)]
            if let stored { arguments += ["--stored", stored] }
            let (part, lastStarted, how) = Self.runWorker(executable, arguments + self.arguments, onRun: onRun)
            if let part {
                summary = summary.map { Self.append(part, to: $0) } ?? part
                return (summary, crashes)
            }
            let crashed = lastStarted ?? remaining.lowerBound
            crashes.append(Crash(run: crashed, how: how))
            onRun(crashed, true)
            stored = nil
            remaining = (crashed + 1)..<remaining.upperBound
            if remaining.isEmpty || how.hasPrefix("could not start") { return (summary, crashes) }
        }
    }

    /// Runs one worker process to its end: its summary, or the run it had started last and how
    /// it ended.
    private static func runWorker(_ executable: String, _ arguments: [String], onRun: (Int?, Bool) -> Void) -> (FuzzSummary?, Int?, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return (nil, nil, "could not start a worker: \(error.localizedDescription)") }
        var lines = DataLines(pipe.fileHandleForReading)
        var lastStarted: Int?
        var summary: FuzzSummary?
        while let line = lines.next() {
            guard let message = try? JSONDecoder().decode(FuzzWorkerMessage.self, from: line) else { continue }
            if let started = message.started { lastStarted = started }
            if let finished = message.finished { onRun(finished, message.failed ?? false) }
            if let part = message.summary { summary = part }
        }
        process.waitUntilExit()
        if summary != nil, process.terminationStatus == 0 { return (summary, nil, "") }
        return (nil, lastStarted, "its process " + ScenarioWorkerPool.describe(process))
    }

    /// Two parts of the runs, the earlier first: counts added, each invariant's first failure kept.
    private static func append(_ later: FuzzSummary, to earlier: FuzzSummary) -> FuzzSummary {
        var merged = earlier
        merged.target = later.target
        merged.runs += later.runs
        merged.steps += later.steps
        merged.stoppedEarly += later.stoppedEarly
        merged.fixed += later.fixed
        merged.runIndices += later.runIndices
        for failure in later.failures where !merged.failures.contains(where: { $0.violation.invariant == failure.violation.invariant }) {
            merged.failures.append(failure)
        }
        merged.coverage = union(merged.coverage, later.coverage)
        return merged
    }

    /// The lines two coverages reached, together.
    private static func union(_ first: [FuzzCoverage], _ second: [FuzzCoverage]) -> [FuzzCoverage] {
        var lines: [String: (Set<Int>, Int?)] = [:]
        for entry in first + second {
            let known = lines[entry.file] ?? ([], entry.total)
            lines[entry.file] = (known.0.union(entry.reached), known.1 ?? entry.total)
        }
        return lines.keys.sorted().map { FuzzCoverage(file: $0, reached: lines[$0]!.0.sorted(), total: lines[$0]!.1) }
    }

    /// The workers' results as they come, from their threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [(Int, FuzzSummary?, [Crash])] = []

        func add(_ item: (Int, FuzzSummary?, [Crash])) { lock.withLock { items.append(item) } }
        var all: [(Int, FuzzSummary?, [Crash])] { lock.withLock { items } }
    }

    /// `runs` cut into at most `count` contiguous slices of nearly equal size.
    static func slices(of runs: Range<Int>, into count: Int) -> [Range<Int>] {
        let parts = max(1, min(count, runs.count))
        let size = runs.count / parts, extra = runs.count % parts
        var start = runs.lowerBound
        return (0..<parts).map { index in
            let length = size + (index < extra ? 1 : 0)
            defer { start += length }
            return start..<(start + length)
        }
    }
}
