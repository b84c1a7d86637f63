import Foundation

/// Finds plugins on the plugin path. The path is the session's `pluginPath` option (by default
/// `plugins/`), followed by the folders of the `TACTILE_PLUGIN_PATH` environment variable
/// (separated by `:`); the first folder holding a plugin of a given name wins.
public final class PluginRegistry {
    /// The folders searched, in order.
    public let path: [String]
    /// Whether plugins run with the full standard library (the user's explicit choice).
    public let trusted: Bool
    /// The plugins found so far, by name.
    public private(set) var known: [String: Plugin] = [:]
    /// The names looked for on the path and not found (a class no plugin defines yet).
    public private(set) var missing: Set<String> = []
    /// The plugin being run now, whose `Control.define` calls are credited to it.
    var loading: Plugin?

    /// The environment variable adding folders to the plugin path.
    public static let environmentVariable = "TACTILE_PLUGIN_PATH"

    init(path: [String], trusted: Bool) {
        self.path = path
        self.trusted = trusted
    }

    /// `plugins` and the folders of `TACTILE_PLUGIN_PATH`, read from `environment`, or when it
    /// is nil from the process's environment — that one variable: every session's options ask,
    /// and copying the whole environment cost a tenth of an empty scenario file's set-up.
    public static func defaultPath(environment: [String: String]? = nil) -> [String] {
        let folders = environment.map { $0[environmentVariable] } ?? getenv(environmentVariable).map { String(cString: $0) }
        return ["plugins"] + (folders ?? "").split(separator: ":").map(String.init)
    }

    /// The path for folders named on the command line (`--plugin-path`): those folders first,
    /// then the default path, so a folder given explicitly wins over `plugins/`.
    public static func path(adding folders: [String], environment: [String: String]? = nil) -> [String] {
        folders + defaultPath(environment: environment)
    }

    /// The plugin file name for a class name: `StarSlider` → `star_slider`.
    static func fileName(forClass className: String) -> String {
        var name = ""
        for (index, character) in className.enumerated() {
            if character.isUppercase && index > 0 { name += "_" }
            name += character.lowercased()
        }
        return name
    }

    /// The plugin with a name, found on the path (nil when there is none).
    public func plugin(named name: String) -> Plugin? {
        if let plugin = known[name] { return plugin }
        guard !name.contains("/"), !name.contains(".."), !name.isEmpty else { return nil }
        for folder in path {
            for candidate in ["\(folder)/\(name).lua", "\(folder)/\(name)/init.lua"] {
                // Lua source need not be UTF-8: the header is read leniently, the file loads as
                // bytes. A file that cannot be read is still a plugin, whose loading says why.
                guard FileManager.default.fileExists(atPath: candidate) else { continue }
                let source = (try? FileContents.read(candidate)) ?? []
                let plugin = Plugin(name: name, path: candidate, source: source)
                known[name] = plugin
                return plugin
            }
        }
        missing.insert(name)
        return nil
    }

    /// Every plugin on the path, sorted by name; test files (`*_test.lua`) are not plugins.
    public func discover() -> [Plugin] {
        let files = FileManager.default
        var names = Set<String>()
        for folder in path {
            for entry in (try? files.contentsOfDirectory(atPath: folder)) ?? [] where !entry.hasPrefix(".") {
                if entry.hasSuffix(".lua") {
                    if !entry.hasSuffix("_test.lua") { names.insert(String(entry.dropLast(4))) }
                } else if files.fileExists(atPath: "\(folder)/\(entry)/init.lua") {
                    names.insert(entry)
                }
            }
        }
        return names.sorted().compactMap(plugin(named:))
    }

    /// The plugin that defines a class: by file name first, then by header or earlier loads.
    func plugin(definingClass className: String) -> Plugin? {
        if let plugin = plugin(named: PluginRegistry.fileName(forClass: className)) { return plugin }
        return discover().first { $0.mayDefine(className) }
    }

    /// Reads a plugin's source afresh, as bytes (for loading and reloading).
    func source(of plugin: Plugin) throws(FileError) -> [UInt8] {
        try FileContents.read(plugin.path)
    }
}
