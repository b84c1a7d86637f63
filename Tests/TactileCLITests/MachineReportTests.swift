import Foundation
import Testing
@testable import tactile

/// `--output json` (scenarios §5.4), `--coverage` (§5.5) and pending tests in the terminal report.
@Suite("JSON, LCOV and pending reports")
struct MachineReportTests {
    @Test("The JSON report: format and version, counts, each test with its status, tags and place")
    func jsonReport() throws {
        let text = JSONReport.render(ReportFixtures.files, seconds: 1.5, seed: 42)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["format"] as? String == "tactile-test-results")
        #expect(document["version"] as? Int == 1)
        #expect(document["seed"] as? Int == 42)
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["passed"] as? Int == 1)
        #expect(summary["failed"] as? Int == 1)
        #expect(summary["errored"] as? Int == 2)
        #expect(summary["pending"] as? Int == 1)
        #expect(summary["files"] as? Int == 3)
        let files = try #require(document["files"] as? [[String: Any]])
        let tests = try #require(files.first?["tests"] as? [[String: Any]])
        #expect(tests.map { $0["status"] as? String } == ["passed", "failed", "pending"])
        #expect(tests[1]["tags"] as? [String] == ["taps"])
        #expect(tests[1]["line"] as? Int == 9)
        #expect(tests[1]["message"] as? String == "expected: 2\n  actual: 1")
        #expect(tests[2]["message"] as? String == "not implemented yet")
        #expect(tests[0]["message"] == nil)
        #expect(JSONReport.render(ReportFixtures.files, seconds: 1, seed: nil).contains("\"seed\"") == false)
    }

    @Test("LCOV: every line with code, 0 for those that never ran, and the totals")
    func lcovReport() {
        let source = "local function f()\n  return 1\nend\n\nlocal x = 2\n"
        let text = LCOVReport.render(["a.lua": [5: 1, 6: 1]], readFile: { $0 == "a.lua" ? Array(source.utf8) : nil })
        #expect(text == "TN:tactile\nSF:a.lua\nDA:2,0\nDA:3,0\nDA:5,1\nDA:6,1\nLF:4\nLH:2\nend_of_record\n")
    }

    @Test("Pending tests are listed with their message; a shuffled run names its seed")
    func pendingAndSeedInTheTerminal() {
        #expect(TerminalReport.pending(in: ReportFixtures.files)
            == "scripts/scenarios/button.lua:12: pending: Button › later: not implemented yet")
        #expect(TerminalReport.summary(of: ReportFixtures.files, seconds: 1, seed: 7).hasSuffix("\nshuffled with seed 7: --seed 7 repeats this order"))
    }
}
