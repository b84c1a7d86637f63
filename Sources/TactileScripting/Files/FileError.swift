import Foundation

/// A file that could not be read or written, said as a sentence naming the path and the
/// problem: `cannot write /dev/full: it is a character device, not a regular file`.
public struct FileError: Error, Equatable, CustomStringConvertible {
    public let description: String
    /// The system's error number behind it (`ENOENT`, …), when there is one.
    public let code: Int32?

    public init(_ description: String) {
        self.description = description
        code = nil
    }

    /// `cannot <action> <path>: <the system's reason for code>`.
    public init(cannot action: String, _ path: String, errno code: Int32) {
        description = "cannot \(action) \(path): \(FileError.reason(code))"
        self.code = code
    }

    /// The system's words for an `errno` value ("No such file or directory").
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// What kind of file a `st_mode` describes, with its article ("a folder").
    public static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "an unknown kind of file"
        }
    }
}
