import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices files that appear, change or go away under some roots, by comparing what `stat`
/// says of each (modification time, size, inode) every `interval`. Polling needs no watch
/// kept per folder, sees a folder made later and a file replaced by a rename (as editors
/// save) like any other change, and works where kernel notifications do not reach (network
/// and container mounts); a look costs a listing per folder and a `stat` per watched file
/// (0.3 % of a core, waiting on this repository's suite: docs/performance.md).
///
/// A change is reported once the files have stayed the same for `quiet`, so an editor's burst
/// of writes and renames is one change. Only files `accepts` takes are watched; hidden files
/// and folders (`.name`) are never looked at.
final class FileWatcher {
    /// What happened to one file.
    struct Change: Equatable {
        enum Kind: Equatable { case added, modified, removed }
        var path: String
        var kind: Kind
    }

    /// Files or folders to watch; a folder is watched with everything beneath it.
    let roots: [String]
    let interval: Double
    let quiet: Double
    /// Whether a file's name (its last path component) is one to watch.
    private let accepts: (String) -> Bool
    /// What each watched file looked like when last reported.
    private var known: [String: Stamp]

    /// What `stat` says of a file, enough to see it changed.
    private struct Stamp: Equatable {
        var seconds: Int, nanoseconds: Int, size: Int64, inode: UInt64

        init(_ info: stat) {
            (seconds, nanoseconds) = (info.st_mtim.tv_sec, info.st_mtim.tv_nsec)
            (size, inode) = (Int64(info.st_size), UInt64(info.st_ino))
        }
    }

    init(roots: [String], interval: Double = 0.2, quiet: Double = 0.15, accepts: @escaping (String) -> Bool) {
        self.roots = roots
        self.interval = interval
        self.quiet = quiet
        self.accepts = accepts
        known = [:]
        known = look()
    }

    /// How many files are watched now.
    var count: Int { known.count }

    /// Blocks until watched files change and then stay the same for `quiet` seconds; returns
    /// the changes since the last call (or since the watcher was made), sorted by path.
    func waitForChanges() -> [Change] {
        while true {
            Thread.sleep(forTimeInterval: interval)
            var now = look()
            guard now != known else { continue }
            while true {
                Thread.sleep(forTimeInterval: quiet)
                let later = look()
                if later == now { break }
                now = later
            }
            let changes = Self.changes(from: known, to: now)
            known = now
            if !changes.isEmpty { return changes }
        }
    }

    private static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [Change] {
        var changes: [Change] = []
        for (path, stamp) in new where old[path] != stamp {
            changes.append(Change(path: path, kind: old[path] == nil ? .added : .modified))
        }
        for path in old.keys where new[path] == nil { changes.append(Change(path: path, kind: .removed)) }
        return changes.sorted { $0.path < $1.path }
    }

    /// Every watched file under the roots, as it is now.
    private func look() -> [String: Stamp] {
        var found: [String: Stamp] = [:]
        for root in roots { visit(root, into: &found, isRoot: true) }
        return found
    }

    /// Adds `path` when it is a watched file, or what lies beneath it when it is a folder (not
    /// through symbolic links to folders, which could lead round in a circle).
    private func visit(_ path: String, into found: inout [String: Stamp], isRoot: Bool = false) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG || isRoot else { return }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if isRoot || accepts(path.split(separator: "/").last.map(String.init) ?? path) { found[path] = Stamp(info) }
        case S_IFDIR:
            visitFolder(path, into: &found)
        default:
            return
        }
    }

    /// Adds the watched files beneath a folder. The kind of each entry comes with its name, so
    /// only watched files and entries of unknown kind cost a `stat`.
    private func visitFolder(_ path: String, into found: inout [String: Stamp]) {
        guard let folder = opendir(path) else { return }
        defer { closedir(folder) }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            switch Int(entry.pointee.d_type) {
            case Int(DT_DIR):
                visitFolder(base + "/" + name, into: &found)
            case Int(DT_REG):
                var info = stat()
                if accepts(name), stat(base + "/" + name, &info) == 0 { found[base + "/" + name] = Stamp(info) }
            default:
                visit(base + "/" + name, into: &found)
            }
        }
    }
}
