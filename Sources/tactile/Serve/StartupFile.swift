import Foundation
import TactileScripting

/// A file given to `tactile serve`: a plugin (it defines controls with `Control.define`: its
/// folder joins the plugin path and it loads as a plugin, reloaded when edited) or a script run
/// in the session as `tactile -i file.lua` runs it (a scene that builds controls).
struct StartupFile: Equatable {
    enum Kind: Equatable {
        case plugin(name: String)
        case script
    }

    let path: String
    let kind: Kind

    /// Reads the file to tell which it is; throws when it cannot be read.
    init(path: String) throws {
        self.path = path
        let source = String(decoding: try FileContents.read(path), as: UTF8.self)
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let isScenario = name.hasSuffix("_test") || source.contains("describe(")
        kind = !isScenario && source.contains("Control.define") ? .plugin(name: name) : .script
    }

    var isPlugin: Bool { kind != .script }

    /// The folder a plugin is found in.
    var folder: String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
