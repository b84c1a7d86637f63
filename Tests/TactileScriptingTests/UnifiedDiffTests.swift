import Testing
@testable import TactileScripting

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n") == "")
    }

    @Test func aChangedLineShowsWithContextAndHunkHeader() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(UnifiedDiff.make(old: old, new: new, oldName: "a.transcript", newName: "a.transcript.received") == """
            --- a.transcript
            +++ a.transcript.received
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeSeparateHunksAndInsertionsCountRight() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        var lines = (1...20).map(String.init)
        lines.insert("new", at: 1)
        lines.remove(at: 18)
        let diff = UnifiedDiff.make(old: old, new: lines.joined(separator: "\n"))
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -1,4 +1,5 @@", "@@ -15,6 +16,5 @@"])
    }

    @Test func emptyOldTextDiffsAsAllAdded() {
        #expect(UnifiedDiff.make(old: "", new: "x\n") == "--- expected\n+++ received\n@@ -0,0 +1,1 @@\n+x\n")
    }
}
