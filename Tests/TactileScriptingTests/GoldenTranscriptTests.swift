import Foundation
import Testing
@testable import TactileScripting
import TestSupport

/// Golden transcripts: stored beside the scenario, `.received` on mismatch, `--update`
/// rewrites, never under CI (scenarios §3.5).
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    let scratch = ScratchFolder("golden")
    var folder: URL { scratch.url }
    let text = "# tactile transcript v1\nt=0.000  emitted    Button#1  touchDown\n"

    func read(_ name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    func store(_ name: String, _ content: String) throws {
        try scratch.write(name, content)
    }

    @Test func matchingTranscriptPassesAndClearsAStaleReceivedFile() throws {
        try store("tap.transcript", text)
        try store("tap.transcript.received", "old")
        let golden = GoldenTranscripts(folder: folder.path, update: false, isCI: false)
        #expect(golden.check(name: "tap", actual: text).passed)
        #expect(read("tap.transcript.received") == nil)
    }

    @Test func mismatchWritesReceivedAndShowsADiff() throws {
        try store("tap.transcript", text)
        let changed = text.replacingOccurrences(of: "touchDown", with: "touchCancel")
        let outcome = GoldenTranscripts(folder: folder.path, update: false, isCI: false).check(name: "tap", actual: changed)
        #expect(!outcome.passed)
        #expect(read("tap.transcript") == text)
        #expect(read("tap.transcript.received") == changed)
        #expect(outcome.failure.contains("-t=0.000  emitted    Button#1  touchDown\n+t=0.000  emitted    Button#1  touchCancel"))
        #expect(outcome.failure.contains("run with --update to accept it"))
    }

    @Test func updateRewritesTheStoredTranscript() throws {
        try store("tap.transcript", "stale\n")
        #expect(GoldenTranscripts(folder: folder.path, update: true, isCI: false).check(name: "tap", actual: text).passed)
        #expect(read("tap.transcript") == text)
        #expect(read("tap.transcript.received") == nil)
    }

    @Test func updateUnderCIRewritesNothing() throws {
        try store("tap.transcript", "stale\n")
        let outcome = GoldenTranscripts(folder: folder.path, update: true, isCI: true).check(name: "tap", actual: text)
        #expect(!outcome.passed)
        #expect(read("tap.transcript") == "stale\n")
        #expect(read("tap.transcript.received") == text)
        #expect(outcome.failure.contains("CI is set"))
    }

    @Test func missingTranscriptFailsUnlessUpdating() {
        let outcome = GoldenTranscripts(folder: folder.path, update: false, isCI: false).check(name: "new", actual: text)
        #expect(!outcome.passed)
        #expect(outcome.failure.contains("no stored transcript"))
        #expect(read("new.transcript") == nil)
        #expect(GoldenTranscripts(folder: folder.path, update: true, isCI: false).check(name: "new", actual: text).passed)
        #expect(read("new.transcript") == text)
    }

    @Test func namesWithPathsAreRefused() {
        let outcome = GoldenTranscripts(folder: folder.path, update: true, isCI: false).check(name: "../escape", actual: text)
        #expect(!outcome.passed)
        #expect(outcome.failure.contains("without a path"))
    }

    @Test func ciVariableIsReadLikeCISystemsSetIt() {
        #expect(GoldenTranscripts.isCI(environment: ["CI": "true"]))
        #expect(GoldenTranscripts.isCI(environment: ["CI": "1"]))
        #expect(!GoldenTranscripts.isCI(environment: ["CI": "false"]))
        #expect(!GoldenTranscripts.isCI(environment: [:]))
    }
}
