import Foundation
import LuaKit

/// Runs scenario files, each in a fresh interpreter (`ScenarioSession`).
///
/// A test that fails, errors, loops (instruction budget) or exhausts memory fails
/// alone; the file's other tests still run. A file that cannot load becomes one
/// errored result carrying the file's name.
public struct ScenarioRunner: Sendable {
    public var settings: ScenarioSettings
    /// Makes the stage of one file; the control bindings provide one with a window and a clock.
    public var makeStage: @Sendable () -> any ScenarioStage

    public init(
        settings: ScenarioSettings = ScenarioSettings(),
        makeStage: @escaping @Sendable () -> any ScenarioStage = { HandRecordedStage() }
    ) {
        self.settings = settings
        self.makeStage = makeStage
    }

    /// `tactile test`: collects the file's `describe`/`it` blocks, then runs each test
    /// whose full name passes the filter, with its hooks.
    public func test(file: String) -> FileResult {
        let start = ContinuousClock.now
        var tests: [TestResult] = []
        do {
            let session = try ScenarioSession(file: file, mode: .test, settings: settings, stage: makeStage())
            do {
                try session.runFile()
                let count = try session.testCount()
                for index in stride(from: 1, through: count, by: 1) {
                    let (line, path) = try session.testPath(index)
                    if let filter = settings.filter, !path.joined(separator: " › ").contains(filter) { continue }
                    tests.append(session.runTest(index, path: path, line: line))
                }
            } catch {
                tests.append(session.failure(from: error, path: []))
            }
        } catch {
            tests.append(TestResult(file: file, path: [], status: .errored, errorKind: .load, message: error.message))
        }
        return FileResult(file: file, tests: tests, duration: seconds(since: start))
    }

    /// `tactile run`: runs the file as it is; `it` blocks run where they stand and
    /// report one result each. An error stopping the script is a result with an empty path.
    public func run(script file: String) -> FileResult {
        let start = ContinuousClock.now
        var tests: [TestResult] = []
        do {
            let session = try ScenarioSession(file: file, mode: .run, settings: settings, stage: makeStage())
            var stopped: LuaError?
            do { try session.runFile() } catch { stopped = error }
            tests = (try? session.inlineResults()) ?? []
            if let stopped { tests.append(session.failure(from: stopped, path: [])) }
        } catch {
            tests.append(TestResult(file: file, path: [], status: .errored, errorKind: .load, message: error.message))
        }
        return FileResult(file: file, tests: tests, duration: seconds(since: start))
    }
}

/// Wall-clock seconds elapsed since `start`.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}
