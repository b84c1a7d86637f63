import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Tells the session's thread when Lua files change in some folders (inotify: the thread that
/// waits costs nothing until a file is written or renamed into place, as editors save). A burst
/// of changes is reported once, after `quiet` seconds without another.
public final class FileWatch: Sendable {
    private let descriptor: Int32
    private let quiet: Double

    /// Watches `folders` (not their subfolders) for `.lua` files written, created, moved in or
    /// removed, and posts each burst's paths to `inbox`. Nil when the kernel will not watch.
    public init?(folders: [String], inbox: SessionInbox, quiet: Double = 0.1) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.quiet = quiet
        var watched: [Int32: String] = [:]
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
        for folder in Set(folders.map(FileWatch.absolute)) {
            let watch = inotify_add_watch(descriptor, folder, mask)
            if watch >= 0 { watched[watch] = folder }
        }
        let descriptor = descriptor, quiet = quiet, folders = watched
        let thread = Thread { Self.run(descriptor: descriptor, folders: folders, quiet: quiet, inbox: inbox) }
        thread.name = "tactile file watch"
        thread.start()
    }

    /// A path made absolute and standard (`plugins/../plugins/knob.lua` → `/work/plugins/knob.lua`),
    /// as changes are reported and as hosts compare them.
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func run(descriptor: Int32, folders: [Int32: String], quiet: Double, inbox: SessionInbox) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var changed: [String] = []
        while true {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let count = poll(&ready, 1, changed.isEmpty ? -1 : Int32(quiet * 1000))
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            if count == 0 {
                inbox.post(.filesChanged(changed))
                changed.removeAll()
                continue
            }
            let length = read(descriptor, &buffer, buffer.count)
            guard length > 0 else { return }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= length {
                let (watch, nameLength) = buffer.withUnsafeBytes { bytes in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, Int(event.len))
                }
                let start = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[start..<min(start + nameLength, length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if name.hasSuffix(".lua"), let folder = folders[watch] {
                    let path = folder + "/" + name
                    if !changed.contains(path) { changed.append(path) }
                }
                offset = start + nameLength
            }
        }
    }
}
