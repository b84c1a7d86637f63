import Foundation

/// A module of a folder plugin: `require("gauge.scale")` in `gauge/init.lua` names
/// `gauge/scale.lua` or `gauge/scale/init.lua`, and `gauge.parts.needle` names
/// `gauge/parts/needle.lua` or `gauge/parts/needle/init.lua`. A module is found only inside its
/// plugin's folder: names are parts of letters, digits, `_` and `-` joined by dots, and a file
/// that leads outside the folder (through a symbolic link) is refused.
struct PluginModule {
    /// The module's name, as required.
    let name: String
    /// The file that holds it.
    let path: String

    /// Why a module cannot be found.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The module `name` of `plugin`, a folder plugin; `name` starts with the plugin's name and
    /// a dot. Throws a sentence saying why there is none.
    static func find(_ name: String, of plugin: Plugin) throws(Failure) -> PluginModule {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).dropFirst()
        guard !parts.isEmpty, parts.allSatisfy(isValidPart) else {
            throw Failure(description: "'\(name)' is not a module name of plugin '\(plugin.name)' "
                + "('\(plugin.name).part', parts of letters, digits, '_' or '-' joined by '.')")
        }
        let folder = (plugin.path as NSString).deletingLastPathComponent
        let base = folder + "/" + parts.joined(separator: "/")
        let candidates = [base + ".lua", base + "/init.lua"]
        guard let path = candidates.first(where: isFile) else {
            let tried = candidates.map(Plugin.displayPath(of:)).joined(separator: " or ")
            throw Failure(description: "module '\(name)' not found in plugin '\(plugin.name)': no file \(tried)")
        }
        guard let resolved = realPath(path), let root = realPath(folder), resolved.hasPrefix(root + "/") else {
            throw Failure(description: "module '\(name)' leads outside plugin '\(plugin.name)''s folder "
                + "(\(Plugin.displayPath(of: path)) is \(realPath(path) ?? "unreadable"))")
        }
        return PluginModule(name: name, path: path)
    }

    private static func isValidPart(_ part: Substring) -> Bool {
        !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The path with every symbolic link resolved, or nil when it cannot be.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
