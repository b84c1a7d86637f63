import TactileScripting

/// The report a person reads in a terminal or a CI log: one progress line per file, a mark
/// per test as it finishes, then each failure as `file:line: error: <test>: <message>` (the shape
/// editors and log parsers recognize), each pending test as `file:line: pending: <test>: <message>`,
/// then the summary line `N passed, N failed`.
struct TerminalReport {
    /// One line per finished file: its name and a mark per test (`.` passed, `F` failed,
    /// `E` errored, `S` skipped).
    static func progressLine(for file: FileResult) -> String {
        file.file + " " + file.tests.map(mark(for:)).joined()
    }

    /// A test's mark: `.` passed, `F` failed, `E` errored, `S` skipped.
    static func mark(for test: TestResult) -> String {
        switch test.status {
        case .passed: "."
        case .failed: "F"
        case .errored: "E"
        case .skipped: "S"
        }
    }

    /// Every failure of the run, each with its message, output and traceback.
    static func failures(in files: [FileResult]) -> String {
        files.flatMap(\.tests).filter(\.isFailure).map(failure).joined(separator: "\n")
    }

    /// One failure: the diagnostic line, then its further message lines, output and traceback indented.
    static func failure(_ test: TestResult) -> String {
        let label = test.path.isEmpty ? "" : test.name + ": "
        var lines = (test.message ?? "failed").split(separator: "\n", omittingEmptySubsequences: false)
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        var out = ["\(test.position): error: \(label)\(lines.first ?? "")"]
        out += lines.dropFirst().map { "    " + $0 }
        if !test.output.isEmpty {
            out.append("    output:")
            out += test.output.split(separator: "\n").map { "      " + $0 }
        }
        if let traceback = test.traceback {
            out += traceback.split(separator: "\n").map { "    " + $0 }
        }
        return out.joined(separator: "\n")
    }

    /// Every pending test of the run, one line each with its message.
    static func pending(in files: [FileResult]) -> String {
        files.flatMap(\.tests).filter { $0.status == .skipped }.map { test in
            "\(test.position): pending: \(test.name): \(test.message ?? "pending")"
        }.joined(separator: "\n")
    }

    /// The closing lines: the summary alone on its line, then the time taken, then the seed of a
    /// shuffled run.
    static func summary(of files: [FileResult], seconds: Double, seed: UInt64? = nil) -> String {
        RunSummary(files).line + "\n" + "(\(files.count) file\(files.count == 1 ? "" : "s") in \(Seconds.format(seconds)) s)"
            + (seed.map { "\n" + seedLine($0) } ?? "")
    }

    /// How a shuffled run tells its seed, so that it can be repeated.
    static func seedLine(_ seed: UInt64) -> String {
        "shuffled with seed \(seed): --seed \(seed) repeats this order"
    }
}

/// Durations as reports print them.
enum Seconds {
    /// Seconds as a person writes them: `30`, `0.5`.
    static func plain(_ seconds: Double) -> String {
        seconds.rounded() == seconds && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    /// How long a runner waits, after interrupting a test at its time limit of `limit`, before
    /// it stops the process: the limit itself, from 1 to 5 seconds.
    static func grace(after limit: Double) -> Double {
        min(5, max(1, limit))
    }

    /// Seconds with three decimals, independent of locale.
    static func format(_ seconds: Double) -> String {
        let millis = Int((max(0, seconds) * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
