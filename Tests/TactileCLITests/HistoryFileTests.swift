import FoundationEssentials
import Testing
@testable import tactile

@Suite("History file")
struct HistoryFileTests {
    /// A fresh directory under the system's temporary folder.
    private func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-history-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("XDG_STATE_HOME decides the location when absolute")
    func locationFromXDG() {
        let url = HistoryFile.defaultLocation(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
        #expect(url?.path == "/s/tactile/history")
    }

    @Test("Falls back to ~/.local/state when XDG_STATE_HOME is unset or relative")
    func locationFallback() {
        #expect(HistoryFile.defaultLocation(environment: ["HOME": "/h"])?.path
            == "/h/.local/state/tactile/history")
        #expect(HistoryFile.defaultLocation(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"])?.path
            == "/h/.local/state/tactile/history")
        #expect(HistoryFile.defaultLocation(environment: [:]) == nil)
    }

    @Test("Multi-line and non-ASCII entries survive a round trip through the file")
    func roundTrip() throws {
        let directory = try scratchDirectory()
        let file = HistoryFile(location: directory.appendingPathComponent("nested/history"))
        let entries = ["for i = 1, 3 do\n  print(i)\nend", "s = \"é\\\\n\"", "x = 'a\\tb'\r\n"]
        for entry in entries { try file.append(entry) }
        #expect(file.load() == entries)
        let raw = try #require(FileManager.default.contents(atPath: file.location.path))
        #expect(String(decoding: raw, as: UTF8.self).split(separator: "\n").count == 3)
    }

    @Test("A consecutive duplicate is not stored twice; a later repeat is")
    func dedupe() throws {
        let file = HistoryFile(location: try scratchDirectory().appendingPathComponent("h"))
        for entry in ["a = 1", "a = 1", "b", "a = 1"] { try file.append(entry) }
        #expect(file.load() == ["a = 1", "b", "a = 1"])
    }

    @Test("The size limit keeps the newest entries")
    func limit() throws {
        let file = HistoryFile(location: try scratchDirectory().appendingPathComponent("h"), limit: 3)
        for index in 1...5 { try file.append("x = \(index)") }
        #expect(file.load() == ["x = 3", "x = 4", "x = 5"])
    }

    @Test("Appending keeps what another session wrote meanwhile")
    func concurrentSessions() throws {
        let location = try scratchDirectory().appendingPathComponent("h")
        let first = HistoryFile(location: location)
        let second = HistoryFile(location: location)
        try first.append("one")
        try second.append("two")
        try first.append("three")
        #expect(first.load() == ["one", "two", "three"])
    }

    @Test("Writing leaves no temporary files beside the history")
    func atomicWrite() throws {
        let directory = try scratchDirectory()
        let file = HistoryFile(location: directory.appendingPathComponent("h"))
        for index in 1...3 { try file.append("y = \(index)") }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names == ["h"])
    }

    @Test("Unknown escapes and a trailing backslash decode as written")
    func lenientDecode() {
        #expect(HistoryFile.decode("a\\qb\\") == "a\\qb\\")
        #expect(HistoryFile.decode(HistoryFile.encode("\\n")) == "\\n")
    }
}
