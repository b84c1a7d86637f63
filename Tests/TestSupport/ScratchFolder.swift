import Foundation

/// A fresh folder in the temporary directory, removed with everything in it when the last
/// reference to it goes: held by a suite, it lasts for one test.
public final class ScratchFolder {
    public let url: URL
    public var path: String { url.path }

    /// Makes the folder, named `prefix` and eight random characters. Short, because Lua
    /// shortens chunk names beyond 60 characters in its messages.
    public init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + "-" + UUID().uuidString.prefix(8))
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` as `name`, a path relative to the folder (making the folders on its way),
    /// and returns the file's path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
