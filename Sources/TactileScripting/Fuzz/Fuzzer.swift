import Foundation
import LuaKit

/// Fuzzes one target (docs/fuzzing.md): the stored failures first, then generated sequences,
/// each checked after every step; the first failure of each invariant is shrunk.
public final class Fuzzer {
    public let target: FuzzTarget
    public let options: FuzzOptions
    private let watchdog: TestWatchdog

    public init(target: FuzzTarget, options: FuzzOptions, watchdog: TestWatchdog = .shared) {
        self.target = target
        self.options = options
        self.watchdog = watchdog
    }

    private var runner: FuzzRunner {
        FuzzRunner(target: target, limits: options.limits, watchdog: watchdog)
    }

    /// Runs the stored entries, then the runs `runs` (until `deadline`, if given). Throws when the
    /// target cannot be set up.
    public func fuzz(runs: Range<Int>, stored: [FuzzDatabase.Entry] = [], deadline: ContinuousClock.Instant? = nil,
                     progress: (FuzzProgress) -> Void = { _ in }) throws(FuzzError) -> FuzzSummary {
        var summary = FuzzSummary(target: target.displayName)
        var broken = Set<String>()
        for entry in stored {
            progress(.starting(nil))
            let result = try runner.run(.replay(entry.steps), details: true)
            count(result, in: &summary, run: nil)
            progress(.ran(nil, failed: result.violation != nil))
            guard let violation = result.violation else {
                summary.fixed.append(entry)
                progress(.fixed(entry))
                continue
            }
            guard broken.insert(violation.invariant).inserted else { continue }
            progress(.found(violation, run: nil))
            let reshrink = violation.invariant != entry.invariant
            summary.failures.append(try failure(from: result, seed: entry.seed, run: entry.run, stored: true, shrinking: reshrink))
        }
        var guided = Coverage()
        var coverageRunner = runner
        coverageRunner.collectsCoverage = options.coverageGuided || options.measuresCoverage
        for run in runs {
            if let deadline, ContinuousClock.now >= deadline { break }
            var random = FuzzRandom(seed: FuzzRandom.seed(options.seed, run: run))
            let length = random.int(in: max(1, options.steps / 2)...options.steps)
            var prefix: [FuzzStep] = []
            if options.coverageGuided, !guided.corpus.isEmpty, random.chance(0.5) {
                // The latest discovery most of the time: it is the deepest.
                prefix = random.chance(0.75) ? guided.corpus.last! : random.element(of: guided.corpus)
            }
            progress(.starting(run))
            let result = try coverageRunner.run(.generate(seed: random.next(), length: length, prefix: prefix))
            count(result, in: &summary, run: run)
            progress(.ran(run, failed: result.violation != nil))
            if let violation = result.violation {
                guard broken.insert(violation.invariant).inserted else { continue }
                progress(.found(violation, run: run))
                summary.failures.append(try failure(from: result, seed: options.seed, run: run, stored: false, shrinking: true))
            } else if let coverage = result.coverage {
                let new = guided.newLines(in: coverage, of: setUpFile)
                guided.add(coverage, of: setUpFile)
                if options.coverageGuided, !new.isEmpty {
                    guided.corpus.append(try shortestPrefix(of: result.steps, reaching: new, runner: coverageRunner))
                }
            }
        }
        summary.coverage = guided.summary
        return summary
    }

    /// Runs `steps` once, as they are, and answers the invariant they break, if any.
    public func replay(_ steps: [FuzzStep]) throws(FuzzError) -> FuzzViolation? {
        try runner.run(.replay(steps.wellFormed())).violation
    }

    /// Runs `steps` and, when they break an invariant, shrinks them: the failure as `tactile fuzz`
    /// reports it; nil when they break nothing.
    public func shrink(_ steps: [FuzzStep]) throws(FuzzError) -> FuzzFailure? {
        let found = try runner.run(.replay(steps.wellFormed()))
        guard found.violation != nil else { return nil }
        return try failure(from: found, seed: options.seed, run: 0, stored: false, shrinking: true)
    }

    /// The shortest start of a sequence that reaches `lines` (file to lines), found by halving:
    /// what a later sequence builds on, ending where the new lines were reached.
    private func shortestPrefix(of steps: [FuzzStep], reaching lines: [String: Set<Int>], runner: FuzzRunner) throws(FuzzError) -> [FuzzStep] {
        var low = 0, high = steps.count
        while low < high {
            let middle = (low + high) / 2
            let counts = try runner.run(.replay(Array(steps.prefix(middle)).wellFormed())).coverage ?? [:]
            let reached = lines.allSatisfy { file, wanted in wanted.isSubset(of: Set(counts[file]?.keys.map { $0 } ?? [])) }
            if reached { high = middle } else { low = middle + 1 }
        }
        return Array(steps.prefix(low)).wellFormed()
    }

    /// The file of a class's generated set-up, which coverage leaves out.
    private var setUpFile: String { target.kind == .scenario ? "" : target.setUpFile }

    private func count(_ result: FuzzRunResult, in summary: inout FuzzSummary, run: Int?) {
        summary.runs += 1
        summary.steps += result.steps.count
        if result.stoppedEarly != nil { summary.stoppedEarly += 1 }
        if let run { summary.runIndices.append(run) }
    }

    /// A failing run shrunk (when `shrinking`), then run once more for its traffic.
    private func failure(from found: FuzzRunResult, seed: UInt64, run: Int, stored: Bool, shrinking: Bool) throws(FuzzError) -> FuzzFailure {
        guard let violation = found.violation else { throw FuzzError("no failure to shrink") }
        var steps = found.steps
        var shrinkRuns = 0
        if shrinking {
            let isLimit = [FuzzInvariant.noHang.rawValue, FuzzInvariant.memoryWithinLimit.rawValue].contains(violation.invariant)
            var shrinker = Shrinker(runner: runner, invariant: violation.invariant, allowance: isLimit ? 20 : options.shrinkRuns)
            steps = shrinker.shrink(found.steps, failedAt: found.failedAt ?? found.steps.count).steps
            shrinkRuns = shrinker.runs
        }
        var final = try runner.run(.replay(steps), details: true)
        if final.violation?.invariant != violation.invariant {
            // Not deterministic: keep the sequence as found.
            final = try runner.run(.replay(found.steps), details: true)
            steps = found.steps
        }
        return FuzzFailure(violation: final.violation ?? violation, seed: seed, run: run, fromDatabase: stored,
                           foundLength: found.steps.count, steps: final.steps.isEmpty ? steps : final.steps,
                           refused: final.refused.sorted(), transcript: final.transcript ?? "", trafficLines: final.trafficLines,
                           viewTypes: final.viewTypes, shrinkRuns: shrinkRuns)
    }

    /// The lines sequences reached, and the sequences that reached new ones.
    private struct Coverage {
        var lines: [String: Set<Int>] = [:]
        var corpus: [[FuzzStep]] = []

        /// The lines of a sequence's counts no earlier sequence reached, by file.
        func newLines(in counts: LineCounts, of setUpFile: String) -> [String: Set<Int>] {
            var new: [String: Set<Int>] = [:]
            for (file, counted) in counts where file != setUpFile {
                let unseen = Set(counted.keys).subtracting(lines[file] ?? [])
                if !unseen.isEmpty { new[file] = unseen }
            }
            return new
        }

        /// Adds a sequence's lines.
        mutating func add(_ counts: LineCounts, of setUpFile: String) {
            for (file, counted) in counts where file != setUpFile { lines[file, default: []].formUnion(counted.keys) }
        }

        var summary: [FuzzCoverage] {
            lines.keys.sorted().map { file in
                let total = (try? FileContents.read(file)).flatMap { LuaState.linesWithCode(in: $0, chunkName: "@" + file) }?.count
                return FuzzCoverage(file: file, reached: lines[file]!.sorted(), total: total)
            }
        }
    }
}
