/// The outcome of one test (`it` block), or of a whole file that failed to load.
public struct TestResult: Codable, Equatable, Sendable {
    /// How a test ended.
    public enum Status: String, Codable, Sendable {
        case passed
        /// An `expect` did not hold.
        case failed
        /// The test raised an error, ran out of budget or memory, or its file did not load.
        case errored
        /// `pending`.
        case skipped
    }

    /// Why a test errored.
    public enum ErrorKind: String, Codable, Sendable {
        /// A Lua error in the test or one of its hooks.
        case lua
        /// The per-test instruction budget ran out (e.g. an endless loop).
        case budget
        /// The memory cap was reached.
        case memory
        /// The scenario file itself failed to load or run.
        case load
        /// The test ran longer than the time limit.
        case timeout
        /// The process running the test died (a crash, or stopped when it did not answer the time limit).
        case crash
    }

    /// The scenario file, as given or discovered.
    public var file: String
    /// The names of the enclosing `describe` blocks, outermost first, then the test's own.
    public var path: [String]
    /// How the test ended.
    public var status: Status
    /// Why the test errored, when it did.
    public var errorKind: ErrorKind?
    /// What went wrong (assertion message or error), or the reason a test is pending.
    public var message: String?
    /// Where it went wrong: the failing `expect` or the erroring line, else where the test is defined.
    public var line: Int?
    /// Where it went wrong when that is another file than the scenario (e.g. a loaded module).
    public var location: String?
    /// Lua traceback of an error.
    public var traceback: String?
    /// What the test printed.
    public var output: String
    /// Wall-clock seconds the test took.
    public var duration: Double
    /// What the model did during the test, when a timeline is recorded (`--trace`).
    public var timeline: Timeline?

    public init(
        file: String, path: [String], status: Status, errorKind: ErrorKind? = nil, message: String? = nil,
        line: Int? = nil, location: String? = nil, traceback: String? = nil, output: String = "",
        duration: Double = 0
    ) {
        self.file = file
        self.path = path
        self.status = status
        self.errorKind = errorKind
        self.message = message
        self.line = line
        self.location = location
        self.traceback = traceback
        self.output = output
        self.duration = duration
    }

    /// The full name, describe blocks and test joined with " › ", as `--filter` sees it.
    public var name: String { path.joined(separator: " › ") }

    /// `file:line` of the failure (or just the file when no line is known).
    public var position: String {
        let place = location ?? file
        return line.map { "\(place):\($0)" } ?? place
    }

    /// Whether this result counts as a failure in the summary.
    public var isFailure: Bool { status == .failed || status == .errored }
}

import LuaKit

/// The results of one scenario file, in the order its tests are defined.
public struct FileResult: Codable, Equatable, Sendable {
    /// The scenario file, as given or discovered.
    public var file: String
    /// One result per test that ran (or one errored result with an empty path for a file that failed).
    public var tests: [TestResult]
    /// Wall-clock seconds for the whole file, loading included.
    public var duration: Double
    /// What the model did while `tactile run` ran the file, when a timeline is recorded (`--trace`).
    public var timeline: Timeline?
    /// How often each line of each Lua file ran while this file did, when coverage was collected.
    public var coverage: LineCounts?
    /// The plugins the file loaded, tried to, or looked for in vain (`ScenarioStage.pluginsUsed`): what
    /// `tactile test --watch` re-runs the file for when they change. Nil when it is not known
    /// (the file's process died).
    public var plugins: [String]?

    public init(file: String, tests: [TestResult], duration: Double, coverage: LineCounts? = nil) {
        self.file = file
        self.tests = tests
        self.duration = duration
        self.coverage = coverage
    }
}

/// Counts over a whole run.
public struct RunSummary: Equatable, Sendable {
    /// Tests that passed.
    public var passed = 0
    /// Tests that failed or errored.
    public var failed = 0
    /// Pending tests.
    public var skipped = 0

    public init(_ files: [FileResult]) {
        for test in files.flatMap(\.tests) {
            switch test.status {
            case .passed: passed += 1
            case .failed, .errored: failed += 1
            case .skipped: skipped += 1
            }
        }
    }

    /// `N passed, N failed` plus `, N skipped` when any were skipped.
    public var line: String {
        "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }
}
