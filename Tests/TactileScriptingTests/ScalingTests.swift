import ControlKit
import Foundation
import Testing
import LuaKit
@testable import TactileScripting

/// Paths a script can make long stay linear: the claims are checked by counting work, not by timing.
@Suite("Scaling: reading traffic and typing")
struct ScalingTests {
    /// The stage of every scenario, counting how often the whole recording is read.
    private final class CountingStage: ScenarioStage, @unchecked Sendable {
        let stage = ControlStage()
        var reads = 0
        var trafficRecords: [TrafficRecord] { reads += 1; return stage.trafficRecords }
        var trafficFormatter: TrafficFormatter { stage.trafficFormatter }
        func clearTraffic() { stage.clearTraffic() }
        func install(in state: LuaState, environment: LuaRef) throws(LuaError) { try stage.install(in: state, environment: environment) }
        func reset() { stage.reset() }
        func note(_ message: String) { stage.note(message) }
    }

    /// An assertion on the traffic reads the recording once, however many records it holds;
    /// `traffic:all()` gives every record, each in its one form.
    @Test func anAssertionReadsTheRecordingOnce() {
        for count in [10, 1_000] {
            let stage = CountingStage()
            let files = ScenarioFiles()
            let file = files.write("all.lua", """
                it("reads", function()
                  local c = Control{}
                  for i = 1, \(count) do c:sendActions("valueChanged") end
                  traffic:note("n\(count)")
                  expect(c).to.have_sent("valueChanged", { times = \(count) })
                  local all = traffic:all()
                  expect(#all).to.equal(\(count) + 1)
                  expect(all[#all].message).to.equal("n\(count)")
                  expect(all[1].sender).to.equal(c)
                end)
                """)
            let result = ScenarioRunner(makeStage: { stage }).test(file: file)
            #expect(result.tests.map(\.status) == [.passed], "\(result.tests.first?.message ?? "")")
            #expect(stage.reads == 1)
        }
    }
}
