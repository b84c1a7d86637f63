import Foundation
import TactileScripting
import Testing
@testable import tactile
import TestSupport

@Suite("History file")
struct HistoryFileTests {
    /// A fresh directory under the system's temporary folder, removed when the test is done.
    private let scratch = ScratchFolder("tactile-history")

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private func texts(_ file: HistoryFile) throws -> [String] {
        try file.load().entries.map { String(decoding: $0, as: UTF8.self) }
    }

    private func lines(of file: HistoryFile) throws -> Int {
        let raw = try #require(FileManager.default.contents(atPath: file.location.path))
        return raw.filter { $0 == UInt8(ascii: "\n") }.count
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
        let directory = scratch.url
        let file = HistoryFile(location: directory.appendingPathComponent("nested/history"))
        let entries = ["for i = 1, 3 do\n  print(i)\nend", "s = \"é\\\\n\"", "x = 'a\\tb'\r\n"]
        for entry in entries { try file.append(entry) }
        #expect(try texts(HistoryFile(location: file.location)) == entries)
        #expect(try lines(of: file) == 3)
    }

    @Test("A consecutive duplicate is not stored twice; a later repeat is")
    func dedupe() throws {
        let file = HistoryFile(location: scratch.url.appendingPathComponent("h"))
        for entry in ["a = 1", "a = 1", "b", "a = 1"] { try file.append(entry) }
        #expect(try texts(file) == ["a = 1", "b", "a = 1"])
    }

    @Test("Loading gives the newest entries up to the limit, and the session's end trims the file to them")
    func limit() throws {
        let file = HistoryFile(location: scratch.url.appendingPathComponent("h"), limit: 3)
        for index in 1...5 { try file.append("x = \(index)") }
        #expect(try texts(HistoryFile(location: file.location, limit: 3)) == ["x = 3", "x = 4", "x = 5"])
        #expect(try lines(of: file) == 5)
        try file.close()
        #expect(try lines(of: file) == 3)
        #expect(try texts(HistoryFile(location: file.location)) == ["x = 3", "x = 4", "x = 5"])
    }

    @Test("Appending trims the file once it holds twice the limit, so it never grows without bound")
    func trimsAtTwiceTheLimit() throws {
        let file = HistoryFile(location: scratch.url.appendingPathComponent("h"), limit: 3)
        var counts: [Int] = []
        for index in 1...8 {
            try file.append("x = \(index)")
            counts.append(try lines(of: file))
        }
        #expect(counts == [1, 2, 3, 4, 5, 6, 3, 4])
        #expect(try texts(file) == ["x = 6", "x = 7", "x = 8"])
    }

    @Test("Appending writes only the new line: earlier bytes stay as they were, in the same file")
    func appendIsConstantWork() throws {
        let location = scratch.url.appendingPathComponent("h")
        // An unknown escape and a byte that is not UTF-8: rewriting would change both.
        let earlier = bytes("a = '\\q'\n") + [UInt8(ascii: "s"), 0xE9, UInt8(ascii: "\n")]
        try Data(earlier).write(to: location)
        let inode = try FileManager.default.attributesOfItem(atPath: location.path)[.systemFileNumber] as? Int
        let file = HistoryFile(location: location)
        _ = try file.load()
        try file.append("b = 2")
        try file.append("c = 3")
        let now = try #require(FileManager.default.contents(atPath: location.path))
        #expect(Array(now) == earlier + bytes("b = 2\nc = 3\n"))
        #expect(try FileManager.default.attributesOfItem(atPath: location.path)[.systemFileNumber] as? Int == inode)
    }

    @Test("Appending keeps what another session wrote meanwhile")
    func concurrentSessions() throws {
        let location = scratch.url.appendingPathComponent("h")
        let first = HistoryFile(location: location)
        let second = HistoryFile(location: location)
        try first.append("one")
        try second.append("two")
        try first.append("three")
        #expect(try texts(HistoryFile(location: location)) == ["one", "two", "three"])
    }

    @Test("Trimming leaves no temporary files beside the history")
    func atomicTrim() throws {
        let directory = scratch.url
        let file = HistoryFile(location: directory.appendingPathComponent("h"), limit: 1)
        for index in 1...3 { try file.append("y = \(index)") }
        try file.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["h"])
    }

    @Test("Every byte of every entry is kept, UTF-8 or not, through loading and trimming")
    func bytesKept() throws {
        let location = scratch.url.appendingPathComponent("h")
        let latin1 = [UInt8(ascii: "s"), UInt8(ascii: "="), 0xE9, 0xFF]
        try Data(bytes("old = 1\n") + latin1 + bytes("\nnew = 2\n")).write(to: location)
        let file = HistoryFile(location: location, limit: 2)
        #expect(try file.load().entries == [latin1, bytes("new = 2")])
        try file.close()
        #expect(Array(try #require(FileManager.default.contents(atPath: location.path))) == latin1 + bytes("\nnew = 2\n"))
    }

    @Test("Lines ending in CRLF are separate entries")
    func crlf() throws {
        let location = scratch.url.appendingPathComponent("h")
        try Data(bytes("a = 1\r\nb = 2\r\n\r\nc = '\\r'\r\n")).write(to: location)
        #expect(try HistoryFile(location: location).load().entries == [bytes("a = 1"), bytes("b = 2"), bytes("c = '\r'")])
    }

    @Test("Loading looks only at the end of the file that holds the newest entries (counting bytes read)")
    func loadingWorkDoesNotGrowWithTheFile() {
        func history(_ entries: Int) -> [UInt8] {
            (0..<entries).reduce(into: [UInt8]()) { text, index in text += Array("entry\(index % 10) = 1\n".utf8) }
        }
        let small = CountingBytes(history(10_000))
        let large = CountingBytes(history(100_000))
        let newest = HistoryFile.newestLines(in: small, limit: 1000, countingUpTo: 2001)
        _ = HistoryFile.newestLines(in: large, limit: 1000, countingUpTo: 2001)
        #expect(newest.lines.count == 1000)
        #expect(newest.counted == 2001)
        #expect(small.reads.value == large.reads.value)
        // Keeping everything, the work is linear in the file: ten times the lines, about ten times the reads.
        let allSmall = CountingBytes(history(10_000))
        let allLarge = CountingBytes(history(100_000))
        _ = HistoryFile.newestLines(in: allSmall, limit: .max, countingUpTo: .max)
        let all = HistoryFile.newestLines(in: allLarge, limit: .max, countingUpTo: .max)
        #expect(all.lines.count == 100_000)
        let ratio = Double(allLarge.reads.value) / Double(allSmall.reads.value)
        #expect(ratio > 9 && ratio < 11)
    }

    @Test("A file holding more than twice the limit says so, so that trimming it is not silent")
    func farMoreThanLimit() throws {
        let location = scratch.url.appendingPathComponent("h")
        try Data(bytes((1...7).map { "x = \($0)\n" }.joined())).write(to: location)
        #expect(try HistoryFile(location: location, limit: 3).load().holdsFarMoreThanLimit)
        #expect(try !HistoryFile(location: location, limit: 4).load().holdsFarMoreThanLimit)
    }

    @Test("A history path that is a folder is an error naming it; a missing file is an empty history")
    func unreadable() throws {
        let directory = scratch.url
        #expect(throws: FileError("cannot read \(directory.path): it is a folder")) {
            try HistoryFile(location: directory).load()
        }
        #expect(try HistoryFile(location: directory.appendingPathComponent("none")).load().entries.isEmpty)
    }

    @Test("Unknown escapes and a trailing backslash decode as written")
    func lenientDecode() {
        #expect(HistoryFile.decode(bytes("a\\qb\\")) == bytes("a\\qb\\"))
        #expect(HistoryFile.decode(HistoryFile.encode(bytes("\\n"))) == bytes("\\n"))
    }
}

/// Bytes that count how often they are read: the work a scan does.
private struct CountingBytes: BidirectionalCollection {
    final class Counter { var value = 0 }
    let storage: [UInt8]
    let reads = Counter()

    init(_ storage: [UInt8]) { self.storage = storage }

    var startIndex: Int { storage.startIndex }
    var endIndex: Int { storage.endIndex }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(position: Int) -> UInt8 {
        reads.value += 1
        return storage[position]
    }
}
