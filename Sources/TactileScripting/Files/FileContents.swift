import Foundation

/// Whole files read as bytes, exactly as they are (Lua source need not be UTF-8), with
/// failures said as sentences naming the path and the problem.
public enum FileContents {
    /// The bytes of the file at `path`.
    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(cannot: "open", path, errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return try readAll(descriptor, name: path) }
        if status.st_mode & S_IFMT == S_IFDIR { throw FileError("cannot read \(path): it is a folder") }
        return try readAll(descriptor, name: path, expecting: Int(status.st_size))
    }

    /// Everything left on standard input.
    public static func readStandardInput() throws(FileError) -> [UInt8] {
        try readAll(STDIN_FILENO, name: "standard input")
    }

    /// Everything left to read from `descriptor`, read straight into arrays left uninitialised
    /// until read into: first room for the `expecting` bytes the file says it holds and one more
    /// (so one read usually takes it all and the next finds its end), then more while it goes on.
    private static func readAll(_ descriptor: Int32, name: String, expecting expected: Int = 0) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var room = max(expected + 1, 1 << 12)
        while true {
            var failure: Int32 = 0
            let piece = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
                while true {
                    let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
                    if count >= 0 || errno != EINTR {
                        initialized = max(count, 0)
                        if count < 0 { failure = errno }
                        return
                    }
                }
            }
            if failure != 0 { throw FileError(cannot: "read", name, errno: failure) }
            if piece.isEmpty { return bytes }
            if bytes.isEmpty { bytes = piece } else { bytes += piece }
            room = max(room, 1 << 16)
        }
    }
}
