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
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw FileError("cannot read \(path): it is a folder")
        }
        return try readAll(descriptor, name: path)
    }

    /// Everything left on standard input.
    public static func readStandardInput() throws(FileError) -> [UInt8] {
        try readAll(STDIN_FILENO, name: "standard input")
    }

    private static func readAll(_ descriptor: Int32, name: String) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(cannot: "read", name, errno: errno)
            }
            bytes.append(contentsOf: buffer[..<count])
        }
    }
}
