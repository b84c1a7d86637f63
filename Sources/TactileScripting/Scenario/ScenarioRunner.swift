import Foundation
import LuaKit

/// Runs scenario files, each in a fresh interpreter (`ScenarioSession`).
///
/// A test that fails, errors, loops (instruction budget) or exhausts memory fails
/// alone; the file's other tests still run. A file that cannot load becomes one
/// errored result carrying the file's name.
public struct ScenarioRunner: Sendable {
    /// Limits, filter and transcript policy for every file.
    public var settings: ScenarioSettings
    /// Makes the stage of one file; the control bindings provide one with a window and a clock.
    public var makeStage: @Sendable () -> any ScenarioStage
    /// Enforces the time limit of each test.
    public var watchdog: TestWatchdog

    public init(
        settings: ScenarioSettings = ScenarioSettings(),
        watchdog: TestWatchdog = .shared,
        makeStage: @escaping @Sendable () -> any ScenarioStage = { ControlStage() }
    ) {
        self.settings = settings
        self.watchdog = watchdog
        self.makeStage = makeStage
    }

    /// `tactile test`: collects the file's `describe`/`it` blocks, then runs each test the
    /// selection keeps, in its order, with its hooks. The first `skipped` tests of that order are
    /// left out: another process ran them. `progress` hears of each phase as it starts (a test
    /// by its place in the order), `finished` of each result.
    public func test(
        file: String, skipping skipped: Int = 0,
        progress: (TestPhase) -> Void = { _ in },
        finished: (TestResult) -> Void = { _ in }
    ) -> FileResult {
        let start = ContinuousClock.now
        var tests: [TestResult] = []
        var coverage: LineCounts?
        var plugins: [String]?
        func record(_ result: TestResult) {
            finished(result)
            tests.append(result)
        }
        progress(.loading)
        do {
            let stage = makeStage()
            let session = try ScenarioSession(file: file, mode: .test, settings: settings, stage: stage, watchdog: watchdog)
            if settings.recordsTimeline { stage.startTimeline() }
            do {
                try session.runFile()
                _ = stage.takeTimeline()  // the file's top level: each test's timeline starts with its fresh model
                let selection = settings.selection
                var kept: [(index: Int, line: Int?, path: [String])] = []
                for index in stride(from: 1, through: try session.testCount(), by: 1) {
                    let (line, path) = try session.testPath(index)
                    if selection.selects(path) { kept.append((index, line, path)) }
                }
                let ordered = selection.order(kept, file: file, path: \.path)
                try session.plan(ordered.map(\.index))
                for (position, test) in ordered.enumerated().dropFirst(skipped) {
                    progress(.test(index: position + 1, path: test.path, line: test.line))
                    var result = session.runTest(test.index, path: test.path, line: test.line)
                    result.timeline = stage.takeTimeline()
                    record(result)
                }
            } catch {
                var result = session.failure(from: error, path: [])
                result.timeline = stage.takeTimeline()
                record(result)
            }
            if settings.collectsCoverage { coverage = session.state.lineCoverage }
            plugins = stage.pluginsUsed
            progress(.closing)
            if let stopped = session.close() { record(stopped) }
        } catch {
            record(TestResult(file: file, path: [], status: .errored, errorKind: .load, message: error.message))
        }
        var result = FileResult(file: file, tests: tests, duration: seconds(since: start), coverage: coverage)
        result.plugins = plugins
        return result
    }

    /// `tactile run`: runs the file as it is; `it` blocks run where they stand, each
    /// handing its result to `progress` as it finishes. An error stopping the script is
    /// a result with an empty path. `beforeClosing` runs once the script has, while its state
    /// is still open (to read what it built).
    public func run(script file: String, progress: @escaping (TestResult) -> Void = { _ in },
                    beforeClosing: () -> Void = {}) -> FileResult {
        let start = ContinuousClock.now
        var tests: [TestResult] = []
        let stage = makeStage()
        let finished = { (result: TestResult) in
            tests.append(result)
            stage.markTimeline(result)
            progress(result)
        }
        var timeline: Timeline?
        do {
            let session = try ScenarioSession(
                file: file, mode: .run, settings: settings, stage: stage, watchdog: watchdog, inlineFinished: finished)
            if settings.recordsTimeline { stage.startTimeline() }
            do { try session.runFile() } catch { finished(session.failure(from: error, path: [])) }
            timeline = stage.takeTimeline()
            beforeClosing()
            // As Lua's interpreter does at its end: finalizers run, and their errors are warnings.
            if let stopped = session.close() { finished(stopped) }
        } catch {
            finished(TestResult(file: file, path: [], status: .errored, errorKind: .load, message: error.message))
        }
        var result = FileResult(file: file, tests: tests, duration: seconds(since: start))
        result.timeline = timeline
        return result
    }
}

/// What a runner is doing in a file, for a process that watches it.
public enum TestPhase: Equatable, Sendable {
    /// Loading the file and running its top level.
    case loading
    /// Running the test at place `index` (1-based) in the order the file's tests run, with its
    /// names and the line it is defined on.
    case test(index: Int, path: [String], line: Int?)
    /// Closing the file's interpreter, which runs its objects' finalizers.
    case closing
}

/// Wall-clock seconds elapsed since `start`.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}
