import Foundation
import LuaKit
@testable import TactileScripting
import TestSupport

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

extension ScratchFolder {
    /// Writes plugin files, named by path relative to `subfolder` (the folder itself when nil),
    /// and returns the path of the folder holding them.
    func writePlugins(_ files: [String: String], in subfolder: String? = nil) throws -> String {
        let prefix = subfolder.map { $0 + "/" } ?? ""
        for (name, text) in files {
            try write(prefix + name, text)
        }
        return path + (subfolder.map { "/" + $0 } ?? "")
    }
}
