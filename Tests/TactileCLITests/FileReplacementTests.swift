import Foundation
import TactileScripting
import Testing
import TestSupport

/// Reports, golden transcripts and the history are written without losing data: a regular
/// file is replaced atomically, a symbolic link is written through to its target, and
/// anything else is refused.
@Suite("Replacing files")
struct FileReplacementTests {
    private let scratch = ScratchFolder("tactile-replace")
    private var folder: String { scratch.path }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func kind(_ path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    @Test("A regular file is replaced, keeping its permissions and leaving no temporary file")
    func regularFile() throws {
        let path = folder + "/report.xml"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o640)
        try FileReplacement.write(Array("new".utf8), to: path)
        #expect(contents(path) == "new")
        #expect(((try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.xml"])
    }

    @Test("A path where nothing is becomes a new file")
    func newFile() throws {
        try FileReplacement.write(Array("fresh".utf8), to: folder + "/new.transcript")
        #expect(contents(folder + "/new.transcript") == "fresh")
    }

    @Test("A symbolic link stays a link and its target, even through a chain of relative links, gets the contents")
    func symbolicLinks() throws {
        try FileManager.default.createDirectory(atPath: folder + "/shared", withIntermediateDirectories: true)
        try "stale".write(toFile: folder + "/shared/golden.transcript", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/middle", withDestinationPath: "shared/golden.transcript")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "middle")
        try FileReplacement.write(Array("updated".utf8), to: folder + "/link")
        #expect(kind(folder + "/link") == .typeSymbolicLink)
        #expect(kind(folder + "/middle") == .typeSymbolicLink)
        #expect(contents(folder + "/shared/golden.transcript") == "updated")
        // A dangling link gets its target created.
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/made.xml")
        try FileReplacement.write(Array("made".utf8), to: folder + "/dangling")
        #expect(contents(folder + "/made.xml") == "made")
        #expect(kind(folder + "/dangling") == .typeSymbolicLink)
    }

    @Test("A FIFO, a folder and a device are refused with a sentence saying what they are, and stay as they were")
    func refusals() throws {
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FileError("cannot write \(fifo): it is a FIFO (named pipe), not a regular file")) {
            try FileReplacement.write(Array("x".utf8), to: fifo)
        }
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        try FileManager.default.createSymbolicLink(atPath: folder + "/to-pipe", withDestinationPath: fifo)
        #expect(throws: FileError("cannot write \(folder)/to-pipe: its link target \(fifo) is a FIFO (named pipe), not a regular file")) {
            try FileReplacement.write(Array("x".utf8), to: folder + "/to-pipe")
        }
        #expect(throws: FileError("cannot write \(folder): it is a folder, not a regular file")) {
            try FileReplacement.write(Array("x".utf8), to: folder)
        }
        // Checked without writing: a failure here must not touch the device.
        #expect(throws: FileError("cannot write /dev/null: it is a character device, not a regular file")) {
            try FileReplacement.checkReplaceable("/dev/null")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["pipe", "to-pipe"])
    }

    @Test("A folder that does not exist is named in the error")
    func missingFolder() {
        #expect(throws: FileError("cannot write \(folder)/none/report.xml: cannot create a file in \(folder)/none (No such file or directory)")) {
            try FileReplacement.write(Array("x".utf8), to: folder + "/none/report.xml")
        }
    }

    @Test("--update writes a symlinked golden transcript through to the shared target")
    func goldenTranscriptThroughLink() throws {
        try "old\n".write(toFile: folder + "/shared.transcript", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/tap.transcript", withDestinationPath: "shared.transcript")
        let outcome = GoldenTranscripts(folder: folder, update: true, isCI: false).check(name: "tap", actual: "new\n")
        #expect(outcome.passed)
        #expect(kind(folder + "/tap.transcript") == .typeSymbolicLink)
        #expect(contents(folder + "/shared.transcript") == "new\n")
    }
}
