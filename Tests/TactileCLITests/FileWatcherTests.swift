import Foundation
import Testing
@testable import tactile

/// What `tactile test --watch` notices, and the line it starts each run with.
@Suite("File watcher")
struct FileWatcherTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)").path

    private func write(_ name: String, _ text: String) throws {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test func watchedFilesAreTheLuaFilesBeneathTheRootsAndEditorFilesChangeNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("a.lua", "-- a")
        try write("notes.txt", "notes")
        let watcher = FileWatcher(roots: [folder], interval: 0.01, quiet: 0.01) { $0.hasSuffix(".lua") }
        #expect(watcher.count == 1)

        // An editor's save: a swap file, a backup, then the new text renamed over the old file.
        try write(".a.lua.swp", "swap")
        try write("a.lua~", "-- a")
        try write("#a.lua#", "-- a")
        try write(".hidden/b.lua", "-- hidden")
        try write("notes.txt", "more notes")
        try write("a.lua.new", "-- a, edited")
        try FileManager.default.removeItem(atPath: folder + "/a.lua")
        try FileManager.default.moveItem(atPath: folder + "/a.lua.new", toPath: folder + "/a.lua")
        try write("later/c.lua", "-- in a folder made after the watch began")
        #expect(watcher.waitForChanges() == [
            FileWatcher.Change(path: folder + "/a.lua", kind: .modified),
            FileWatcher.Change(path: folder + "/later/c.lua", kind: .added),
        ])
        #expect(watcher.count == 2)

        try FileManager.default.removeItem(atPath: folder + "/later")
        #expect(watcher.waitForChanges() == [FileWatcher.Change(path: folder + "/later/c.lua", kind: .removed)])
    }

    @Test func aRunStartsWithALineNamingTheChangeAndHowManyFilesItRuns() {
        let changes = [FileWatcher.Change(path: "./plugins/knob.lua", kind: .modified),
                       FileWatcher.Change(path: "scripts/new.lua", kind: .added)]
        #expect(TestCommand.separator(changes, affected: 3) == "── change: plugins/knob.lua, scripts/new.lua (new) → 3 files ──")
        let many = (1...5).map { FileWatcher.Change(path: "s/\($0).lua", kind: .removed) }
        #expect(TestCommand.separator(many, affected: 0)
            == "── change: s/1.lua (removed), s/2.lua (removed), s/3.lua (removed) and 2 more → no scenario file ──")
        #expect(TestCommand.waiting(1) == "watching 1 file… (Ctrl-C to stop)")
    }
}
