import Foundation
import LuaKit
@testable import TactileScripting

/// The repository's `plugins/` folder.
let repositoryPlugins: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("plugins").path

/// A session whose plugin path is the repository's `plugins/` folder, or `folders` when given.
func makePluginSession(_ folders: [String]? = nil, trusted: Bool = false) throws -> ScriptSession {
    var options = ScriptSession.Options()
    options.pluginPath = folders ?? [repositoryPlugins]
    options.trustPlugins = trusted
    return try ScriptSession(options: options)
}

/// A fresh folder of plugin files, named by path relative to it.
func makePluginFolder(_ files: [String: String]) throws -> String {
    // Short, because Lua shortens chunk names beyond 60 characters in its messages.
    let folder = "/tmp/tp-" + UUID().uuidString.prefix(8)
    for (name, text) in files {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return folder
}
