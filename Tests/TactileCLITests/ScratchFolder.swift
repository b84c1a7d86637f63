import Foundation

/// A fresh folder in the temporary directory, removed with everything in it when the last
/// reference to it goes: held by a suite, it lasts for one test.
final class ScratchFolder {
    let url: URL
    var path: String { url.path }

    /// Makes the folder, named `prefix` and eight random characters. Short, because Lua
    /// shortens chunk names beyond 60 characters in its messages.
    init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + "-" + UUID().uuidString.prefix(8))
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
