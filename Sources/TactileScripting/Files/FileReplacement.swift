import Foundation

/// Replaces a file's contents without losing data: what reports, golden transcripts and the
/// REPL's history write.
///
/// - A regular file is replaced atomically: the new contents go to a temporary file beside
///   it, which is then renamed over it, so a crash leaves the old or the new file, never a
///   torn one. Its permissions are kept.
/// - A symbolic link is followed to its final target, which is replaced the same way; the
///   link stays a link, so a shared target is updated rather than left stale.
/// - Anything else at the path (a folder, a FIFO, a device such as `/dev/full`, a socket)
///   is refused with an error saying what is there; it is never replaced.
/// - A path where nothing exists yet becomes a new regular file.
public enum FileReplacement {
    /// Writes `contents` to `path` as described above.
    public static func write(_ contents: some Collection<UInt8>, to path: String) throws(FileError) {
        let target = try finalTarget(of: path)
        var status = stat()
        let exists = try existingRegularFile(target, of: path, status: &status)
        let folder = (target as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + (target as NSString).lastPathComponent + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw FileError("cannot write \(path): cannot create a file in \(folder.isEmpty ? "." : folder) (\(FileError.reason(errno)))")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do throws(FileError) {
            try writeAll(contents, to: descriptor, path: path)
            let mode = exists ? status.st_mode & 0o7777 : defaultMode()
            guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else { throw FileError(cannot: "write", path, errno: errno) }
            closed = true
            guard close(descriptor) == 0 else { throw FileError(cannot: "write", path, errno: errno) }
            guard rename(temporary, target) == 0 else { throw FileError(cannot: "replace", describedTarget(target, of: path), errno: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Throws the error `write(_:to:)` would throw before writing anything, if any: the
    /// path names something other than a regular file, or cannot be looked at. For
    /// checking a path given on the command line before doing the work.
    public static func checkReplaceable(_ path: String) throws(FileError) {
        var status = stat()
        _ = try existingRegularFile(finalTarget(of: path), of: path, status: &status)
    }

    /// Whether `target` exists (its status then in `status`); throws unless it is a
    /// regular file or missing.
    private static func existingRegularFile(_ target: String, of path: String, status: inout stat) throws(FileError) -> Bool {
        guard stat(target, &status) == 0 else {
            if errno == ENOENT { return false }
            throw FileError(cannot: "write", path, errno: errno)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw FileError("cannot write \(path): \(describedTarget(target, of: path)) is \(FileError.kind(of: status.st_mode)), not a regular file")
        }
        return true
    }

    /// The path a chain of symbolic links starting at `path` ends at (the path itself when
    /// it is no link); the end need not exist yet.
    static func finalTarget(of path: String) throws(FileError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw FileError(cannot: "follow the link", current, errno: errno) }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw FileError("cannot write \(path): too many symbolic links on the way to a file")
    }

    private static func describedTarget(_ target: String, of path: String) -> String {
        target == path ? "it" : "its link target \(target)"
    }

    private static func writeAll(_ contents: some Collection<UInt8>, to descriptor: Int32, path: String) throws(FileError) {
        let bytes = Array(contents)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError(cannot: "write", path, errno: errno)
            }
            offset += written
        }
    }

    /// The permissions a new file gets: read and write for all, less the process's umask.
    private static func defaultMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }
}
