import LuaKit
import Testing
@testable import TactileScripting

/// The seam the control bindings fill: a stage supplies traffic and globals, and is
/// reset before every test.
@Suite("Scenario stages")
struct StageTests {
    /// A model stand-in whose recorder replays one tap after every reset. The runner
    /// uses it on the test's own thread only.
    final class ReplayingStage: ScenarioStage, TrafficSource, @unchecked Sendable {
        var resets = 0
        private var records: [TrafficEntry] = []

        var traffic: any TrafficSource { self }

        func install(in state: LuaState, environment: LuaRef) throws(LuaError) {
            try state.run("stage_name = 'replaying'", chunkName: "=stage", environment: environment)
        }

        func reset() {
            resets += 1
            records = [TrafficEntry(seq: 1, time: 0.25, kind: .emitted, sender: "Button#1", event: "touchUpInside")]
        }

        func note(_ message: String) {
            records.append(TrafficEntry(seq: records.count + 1, time: 0.25, kind: .note, sender: "", event: "", text: message))
        }

        func trafficRecords() -> [TrafficEntry] { records }
        func resetTraffic() { records.removeAll() }
    }

    @Test func scenariosSeeTheStagesGlobalsAndTrafficWithAFreshModelPerTest() {
        let files = ScenarioFiles()
        let stage = ReplayingStage()
        let runner = ScenarioRunner(makeStage: { stage })
        let result = runner.test(file: files.write("stage.lua", """
            it("sees the stage", function() expect(stage_name).to.equal("replaying") end)
            it("sees its traffic", function()
              expect("Button#1").to.have_sent("touchUpInside", {times = 1})
              expect(traffic:all()[1].time).to.equal(0.25)
            end)
            it("cannot forge it", function() traffic:record{ sender = "Button#1", event = "touchDown" } end)
            """))
        #expect(result.tests.map(\.status) == [.passed, .passed, .failed], "\(result.tests.map { $0.message ?? "" })")
        #expect(result.tests[2].message == "traffic:record writes hand-made recordings only; this traffic comes from controls")
        #expect(stage.resets == 3)
    }
}
