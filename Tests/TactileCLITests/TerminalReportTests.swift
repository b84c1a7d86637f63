import Testing
@testable import tactile
@testable import TactileScripting

@Suite("Terminal report")
struct TerminalReportTests {
    @Test func progressShowsOneMarkPerTest() {
        #expect(TerminalReport.progressLine(for: ReportFixtures.files[0]) == "scripts/scenarios/button.lua .FS")
        #expect(TerminalReport.progressLine(for: ReportFixtures.files[1]) == "scripts/scenarios/loop.lua E")
    }

    @Test func failuresUseTheFileLineErrorShape() {
        let text = TerminalReport.failures(in: ReportFixtures.files)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("scripts/scenarios/button.lua:9: error: Button › counts #taps <fast> & \"slow\": expected: 2"))
        #expect(lines.contains("      actual: 1"))
        #expect(lines.contains("scripts/scenarios/loop.lua:2: error: spins: instruction budget of 1000 exhausted (an endless loop?)"))
        #expect(lines.contains("scripts/scenarios/broken.lua:1: error: unexpected symbol near '\u{1}'"))
        #expect(!text.contains("later"))
    }

    @Test func summaryLineStandsAloneWithSkippedOnlyWhenAny() {
        let lines = TerminalReport.summary(of: ReportFixtures.files, seconds: 1.5).split(separator: "\n")
        #expect(lines.first == "1 passed, 3 failed, 1 skipped")
        #expect(lines.last == "(3 files in 1.500 s)")
        #expect(RunSummary([ReportFixtures.files[1]]).line == "0 passed, 1 failed")
    }
}
