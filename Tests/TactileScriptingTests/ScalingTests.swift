import Foundation
import Testing
import LuaKit
@testable import TactileScripting

/// Paths a script can make long stay linear: the claims are checked by counting work, not by timing.
@Suite("Scaling: reading traffic and typing")
struct ScalingTests {
    /// A stage whose traffic counts how often the whole recording is read.
    private final class CountingStage: ScenarioStage, @unchecked Sendable {
        final class Traffic: HandRecordedTraffic {
            let log = TrafficLog()
            var reads = 0
            func trafficRecords() -> [TrafficEntry] { reads += 1; return log.trafficRecords() }
            func resetTraffic() { log.resetTraffic() }
            func append(kind: TrafficEntry.Kind, sender: String, event: String, time: Double?, target: String?,
                        action: String?, inputEvent: String?, value: String?, text: String?) -> TrafficEntry {
                log.append(kind: kind, sender: sender, event: event, time: time, target: target, action: action,
                           inputEvent: inputEvent, value: value, text: text)
            }
        }
        let counted = Traffic()
        var traffic: any TrafficSource { counted }
        func install(in state: LuaState, environment: LuaRef) throws(LuaError) {}
        func reset() { counted.resetTraffic() }
        func note(_ message: String) { counted.append(kind: .note, sender: "", event: "", time: nil, target: nil,
                                                      action: nil, inputEvent: nil, value: nil, text: message) }
    }

    /// `traffic:all()` reads the recording once, however many records it holds.
    @Test func readingAllTrafficReadsTheRecordingOnce() {
        for count in [10, 1_000] {
            let stage = CountingStage()
            let file = ScenarioFiles().write("all.lua", """
                it("reads", function()
                  for i = 1, \(count) do traffic:record{ kind = "note", sender = "x", text = "n" .. i } end
                  local all = traffic:all()
                  expect(#all).to.equal(\(count))
                  expect(all[\(count)].text).to.equal("n\(count)")
                end)
                """)
            let result = ScenarioRunner(makeStage: { stage }).test(file: file)
            #expect(result.tests.map(\.status) == [.passed], "\(result.tests.first?.message ?? "")")
            #expect(stage.counted.reads == 1)
        }
    }
}
