import Foundation

/// Where scripts may read and write files (`Image.named`, `image:save`), decided by the code
/// that asks — the chunk the host loaded it from, never a name the script gave (see
/// `LuaCall.codeOwner`).
///
/// - A path is relative to the folder of the file the host loaded that code from: a plugin's
///   folder, a scenario's, a script's; the working directory for code typed in the REPL or
///   given with `-e` (chunk names such as `=stdin`). A chunk a script loads with `load` is the
///   loading code's.
/// - Trusted code — the REPL's own, and plugins run with `--trust-plugins` — may name any path.
/// - Sandboxed code (plugins, scenarios, `tactile run` scripts) may name only relative paths
///   that stay inside that folder: no absolute path, no `..`, and no symbolic link on the way
///   that leads out of it. It reads and writes `.png` files only.
/// - Code whose owner is unknown (a chunk two owners loaded under one name) names no file.
public struct ScriptFileAccess: Sendable {
    /// The folder relative paths start from ("" for the working directory); nil when the code
    /// has no known owner and may name no file.
    public let folder: String?
    /// Whether any path may be named.
    public let isTrusted: Bool

    public init(folder: String?, isTrusted: Bool) {
        self.folder = folder
        self.isTrusted = isTrusted && folder != nil
    }

    /// The access of code owned by a chunk the host named: `@path/file.lua` is a file (its
    /// folder), anything else was typed or given inline (the working directory); nil: no owner.
    public init(owner chunk: String?, isTrusted: Bool) {
        guard let chunk else {
            self.init(folder: nil, isTrusted: false)
            return
        }
        var folder = ""
        if chunk.hasPrefix("@") {
            folder = (String(chunk.dropFirst()) as NSString).deletingLastPathComponent
        }
        self.init(folder: folder, isTrusted: isTrusted)
    }

    /// The path to open for a path a script named, or why it may not be opened.
    public func resolve(_ path: String, purpose: String) throws(FileError) -> String {
        guard !path.isEmpty, !path.contains("\0") else { throw FileError("\(purpose): the file name is empty") }
        guard let folder else {
            throw refused(path, purpose, "the code that names it was loaded by two different files under one chunk name")
        }
        if path.hasPrefix("/") {
            guard isTrusted else { throw refused(path, purpose, "absolute paths are outside the sandbox") }
            return path
        }
        let joined = folder.isEmpty ? path : folder + "/" + path
        guard !isTrusted else { return joined }
        guard (path as NSString).pathExtension.lowercased() == "png" else {
            throw refused(path, purpose, "sandboxed code reads and writes .png files only")
        }
        guard !path.split(separator: "/").contains("..") else { throw refused(path, purpose, "'..' leads out of its folder") }
        let base = Self.realPath(folder.isEmpty ? "." : folder)
        let parent = Self.realPath((joined as NSString).deletingLastPathComponent.isEmpty ? "." : (joined as NSString).deletingLastPathComponent)
        guard let base, let parent, parent == base || parent.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
            throw refused(path, purpose, "it is not inside the folder of the code that names it, \(folder.isEmpty ? "." : folder)")
        }
        let target = parent + "/" + (joined as NSString).lastPathComponent
        var status = stat()
        if lstat(target, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = Self.realPath(target), resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
                throw refused(path, purpose, "it is a symbolic link leading out of its folder")
            }
        }
        return joined
    }

    private func refused(_ path: String, _ purpose: String, _ reason: String) -> FileError {
        FileError("\(purpose) '\(path)': \(reason) (see docs/sandbox.md)")
    }

    /// The canonical path of an existing file or folder, or nil.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
