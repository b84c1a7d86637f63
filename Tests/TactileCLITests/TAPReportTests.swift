import Foundation
import Testing
@testable import tactile
@testable import TactileScripting

/// TAP output checked against the TAP 14 grammar (scenarios §5.1).
@Suite("TAP 14 report")
struct TAPReportTests {
    let tap = TAPReport.render(ReportFixtures.files)

    @Test func streamFollowsTheTAP14Grammar() throws {
        let problems = TAP14Grammar.check(tap)
        #expect(problems.isEmpty, "\(problems)\n\(tap)")
    }

    @Test func oneSubtestPerFileAndOnePointPerTest() {
        let lines = tap.split(separator: "\n").map(String.init)
        #expect(lines.first == "TAP version 14")
        #expect(lines.last == "1..3")
        #expect(lines.contains("# Subtest: scripts/scenarios/button.lua"))
        #expect(lines.contains("    ok 1 - Button › sends touchUpInside"))
        #expect(lines.contains("    ok 3 - Button › later # SKIP not implemented yet"))
        #expect(lines.contains("not ok 1 - scripts/scenarios/button.lua"))
        #expect(lines.contains("not ok 2 - scripts/scenarios/loop.lua"))
    }

    @Test func descriptionsEscapeHashAndBackslash() {
        #expect(tap.contains("    not ok 2 - Button › counts \\#taps <fast> & \"slow\""))
    }

    @Test func failuresCarryYAMLWithMessageSeverityAndPlace() {
        #expect(tap.contains("""
                  ---
                  message: |-
                    expected: 2
                      actual: 1
                  severity: fail
                  at:
                    file: "scripts/scenarios/button.lua"
                    line: 9
                  output: |-
                    tap
                  ...
            """))
        #expect(tap.contains("      error: budget"))
    }

    @Test func theGrammarCheckerRejectsBrokenStreams() {
        #expect(!TAP14Grammar.check("ok 1 - a\n1..1\n").isEmpty)  // no version line
        #expect(!TAP14Grammar.check("TAP version 14\nok 1 - a\nok 2 - b\n1..1\n").isEmpty)  // plan mismatch
        #expect(!TAP14Grammar.check("TAP version 14\nnot ok 1 - a\n  ---\n  message: x\n1..1\n").isEmpty)  // open YAML
        #expect(!TAP14Grammar.check("TAP version 14\nok 1 - a # SKIP\n1..1\n1..1\n").isEmpty)  // two plans
    }
}

/// A checker for the parts of the TAP 14 grammar Tactile produces: the version line,
/// exactly one plan per (sub)test stream matching its points, numbered points in order,
/// YAML blocks opened with `---` and closed with `...` two spaces deeper than their
/// point, and subtests as streams indented four spaces, closed by a parent point.
enum TAP14Grammar {
    static func check(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard lines.first == "TAP version 14" else { return ["first line must be 'TAP version 14'"] }
        var problems: [String] = []
        checkStream(Array(lines.dropFirst()), indent: "", problems: &problems)
        return problems
    }

    private static func checkStream(_ lines: [String], indent: String, problems: inout [String]) {
        let point = #/^(ok|not ok)( (\d+))?( - [^#]*(\\#[^#]*)*)?( # (SKIP|TODO)\b.*)?$/#
        let plan = #/^1\.\.(\d+)( # .*)?$/#
        var plans: [Int] = []
        var pointsBeforePlan: Int?
        var points = 0
        var index = 0
        while index < lines.count {
            let raw = lines[index]
            guard raw.hasPrefix(indent) else { problems.append("line not indented as its stream: \(raw)"); return }
            let line = String(raw.dropFirst(indent.count))
            if line.hasPrefix("# Subtest") {
                var child: [String] = []
                index += 1
                while index < lines.count, lines[index].hasPrefix(indent + "    ") {
                    child.append(lines[index]); index += 1
                }
                checkStream(child, indent: indent + "    ", problems: &problems)
                guard index < lines.count, (try? point.wholeMatch(in: String(lines[index].dropFirst(indent.count)))) != nil else {
                    problems.append("subtest not closed by a test point"); return
                }
                continue
            } else if let match = try? plan.wholeMatch(in: line) {
                plans.append(Int(match.1)!)
                pointsBeforePlan = points
            } else if let match = try? point.wholeMatch(in: line) {
                points += 1
                if let number = match.3, Int(number) != points { problems.append("point \(number) out of order") }
                if index + 1 < lines.count, lines[index + 1] == indent + "  ---" {
                    guard let end = lines[(index + 1)...].firstIndex(of: indent + "  ...") else {
                        problems.append("YAML block not closed after: \(line)"); return
                    }
                    if lines[(index + 2)..<end].contains(where: { !$0.hasPrefix(indent + "  ") }) {
                        problems.append("YAML line not indented under its point")
                    }
                    index = end
                }
            } else if !line.hasPrefix("#") {
                problems.append("not a TAP line: \(line)")
            }
            index += 1
        }
        if plans.count != 1 { problems.append("stream at indent \(indent.count) has \(plans.count) plans") }
        if let count = plans.first, count != points { problems.append("plan 1..\(count) but \(points) points") }
        if let before = pointsBeforePlan, before != 0, before != points { problems.append("plan amid test points") }
    }
}
