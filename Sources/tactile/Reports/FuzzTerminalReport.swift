import Foundation
import TactileScripting

/// What `tactile fuzz` prints: per target a line saying what runs, a mark per sequence as it ends
/// (`.` passed, `F` broke an invariant), then each failure — the invariant, what was seen, the
/// minimal steps, the traffic around it, the files written and how to replay them — and a summary
/// with the seed.
final class FuzzTerminalReport: @unchecked Sendable {
    private let command: String
    private let seed: UInt64
    private let lock = NSLock()
    private var marks = 0

    init(command: String, seed: UInt64) {
        self.command = command
        self.seed = seed
    }

    func begin(_ target: FuzzTarget, runs: Int, steps: Int, stored: Int) {
        let first = stored > 0 ? ", the \(stored) stored failure\(stored == 1 ? "" : "s") first" : ""
        ReportOutput.line("\(target.displayName): seed \(seed), \(runs) run\(runs == 1 ? "" : "s") of up to \(steps) steps\(first)")
    }

    /// A sequence ended.
    func mark(failed: Bool) {
        lock.withLock {
            ReportOutput.write(failed ? "F" : ".")
            marks += 1
            if marks % 72 == 0 { ReportOutput.write("\n") }
        }
    }

    func endMarks() {
        lock.withLock {
            if marks % 72 != 0 { ReportOutput.write("\n") }
            marks = 0
        }
    }

    func failure(_ failure: FuzzFailure, target: FuzzTarget, reproduction: FuzzReproduction, replayProblem: String?, replay: String) {
        let violation = failure.violation
        var lines = ["", "\(target.displayName): \(violation.title) (\(violation.rule))", "  \(violation.message)"]
        if violation.culprit == .invariant { lines.append("  (the invariant itself raised the error: the fault is the invariant's, not the control's)") }
        let found = failure.fromDatabase ? "found again from the fuzz database" : "found in run \(failure.run) of seed \(failure.seed)"
        let shrunk = failure.shrinkRuns > 0 ? ", shrunk to \(failure.steps.count) in \(failure.shrinkRuns) runs" : ""
        lines.append("  \(found): \(failure.foundLength) steps\(shrunk):")
        lines += failure.scriptLines.map { "    " + $0 }
        lines.append("  the traffic around it:")
        lines += failure.excerpt().map { "    " + $0 }
        lines.append("  wrote \(reproduction.scenario) and \(reproduction.transcript)")
        if let replayProblem {
            lines.append("  warning: the written scenario does not replay the failure: \(replayProblem)")
        } else {
            lines.append("  replay it: \(replay)")
        }
        ReportOutput.line(lines.joined(separator: "\n"))
    }

    func crash(_ crash: FuzzWorkers.Crash, target: FuzzTarget, rerun: String) {
        ReportOutput.line("\n\(target.displayName): the host survives every sequence\n  run \(crash.run): \(crash.how)\n"
                          + "  run it again in this process: \(rerun) --jobs 1")
    }

    func fixed(_ entry: FuzzDatabase.Entry) {
        ReportOutput.line("  fixed: the stored failure of \(entry.invariant) (seed \(entry.seed), run \(entry.run)) no longer fails; "
                          + "it leaves the database")
    }

    func coverage(_ files: [FuzzCoverage]) {
        for file in files {
            let total = file.total.map { " of \($0)" } ?? ""
            ReportOutput.line("  coverage: \(file.file): \(file.reached.count)\(total) lines reached")
        }
    }

    func finish(runs: Int, steps: Int, failures: Int, targets: Int) {
        let found = failures == 0 ? "no failure" : "\(failures) failure\(failures == 1 ? "" : "s")"
        ReportOutput.line("\n\(targets) target\(targets == 1 ? "" : "s"), \(runs) runs, \(steps) steps: \(found)")
        ReportOutput.line("seed \(seed): --seed \(seed) repeats this run")
    }
}
