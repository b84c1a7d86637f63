import Foundation
@testable import TactileScripting
import TestSupport

/// Scenario files written to a fresh temporary folder for one test, removed when the test is
/// done with them.
struct ScenarioFiles {
    private let scratch = ScratchFolder("scenarios")
    var folder: URL { scratch.url }

    /// Writes `source` as `name` and returns its path.
    func write(_ name: String, _ source: String) -> String {
        try! scratch.write(name, source)
    }

    /// Writes and runs one scenario file with `tactile test` semantics (with real controls when
    /// `control` is set).
    func test(_ source: String, name: String = "scenario.lua", settings: ScenarioSettings = ScenarioSettings(),
              control: Bool = false) -> FileResult {
        let runner = control ? ScenarioRunner(settings: settings, makeStage: { ControlStage() }) : ScenarioRunner(settings: settings)
        return runner.test(file: write(name, source))
    }

    /// The text of a file in the folder, if it exists.
    func read(_ name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
}

extension FileResult {
    /// The result of the test with this full name.
    func named(_ name: String) -> TestResult? {
        tests.first { $0.name == name }
    }
}
