import Foundation
import Testing
@testable import tactile
@testable import TactileScripting

/// How `--jobs` hands results between processes.
@Suite("Scenario workers")
struct ScenarioWorkerTests {
    @Test func resultsRoundTripThroughOneJSONLinePerFile() throws {
        let lines = try ReportFixtures.files.map(ScenarioWorkerProtocol.encode)
        #expect(lines.allSatisfy { !$0.contains("\n") })
        let output = Data(("not a result\n" + lines.joined(separator: "\n") + "\n").utf8)
        #expect(ScenarioWorkerProtocol.decode(output) == ReportFixtures.files)
    }

    @Test func aWorkerThatCannotStartFailsItsFileAlone() {
        let result = ScenarioWorkerPool.runChild(executable: "/nonexistent/tactile", options: [], file: "a.lua")
        #expect(result.file == "a.lua")
        #expect(result.tests.count == 1)
        #expect(result.tests[0].status == .errored)
        #expect(result.tests[0].message?.hasPrefix("could not start /nonexistent/tactile") == true)
    }

    @Test func aWorkerThatEndsWithoutAResultIsReportedWithItsStatus() {
        let result = ScenarioWorkerPool.runChild(executable: "/bin/false", options: [], file: "a.lua")
        #expect(result.tests.first?.message == "worker process ended with status 1 without a result")
    }
}

@Suite("Scenario worker batches")
struct ScenarioWorkerBatchTests {
    @Test func batchesCoverEveryFileOnceInOrder() {
        for (count, jobs) in [(1, 2), (7, 2), (200, 2), (5, 8)] {
            let batches = ScenarioWorkerPool.batches(of: count, jobs: jobs)
            #expect(batches.flatMap { $0 } == Array(0..<count))
        }
    }

    @Test func batchesAreLargeEnoughToPayForAProcessStart() {
        #expect(ScenarioWorkerPool.batches(of: 200, jobs: 2).count == 8)
        #expect(ScenarioWorkerPool.batches(of: 20, jobs: 2).map(\.count) == [8, 8, 4])
        #expect(ScenarioWorkerPool.batches(of: 3, jobs: 2).count == 1)
        #expect(ScenarioWorkerPool.batches(of: 0, jobs: 2).isEmpty)
    }
}
