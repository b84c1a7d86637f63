import Foundation

/// Finds scenario files.
///
/// - A path naming a file is taken as it is.
/// - A folder contributes every `*.lua` file beneath it, in sorted order — except
///   inside a `plugins` folder, where plugin sources sit beside their tests and only
///   `*_test.lua` files are scenarios.
/// - Hidden entries (and `.build`) are skipped.
/// - With no paths, the defaults are `scripts/` and `plugins/`, and the folders of the plugin
///   path, those that exist; a folder of the plugin path counts as a `plugins` folder.
/// - A plugin author's own folder, whatever its name, holds `*_test.lua` files directly beside
///   its plugins (`pluginFolders(among:)`): a run puts it on the plugin path, so it counts as a
///   `plugins` folder too.
public enum ScenarioDiscovery {
    /// Folders searched when no path is given, relative to the working directory.
    public static let defaultPaths = ["scripts", "plugins"]

    /// Why discovery could not proceed.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missing(String)
        case nothingFound([String])

        public var description: String {
            switch self {
            case .missing(let path): "no such file or folder: \(path)"
            case .nothingFound(let paths): "no scenario files found in \(paths.joined(separator: ", "))"
            }
        }
    }

    /// The scenario files under `paths` (or under those of `defaults` and `pluginFolders` that
    /// exist), without duplicates. Inside a folder of `pluginFolders` only `*_test.lua` files are
    /// scenarios, as inside `plugins/`.
    public static func discover(
        _ paths: [String], defaults: [String] = defaultPaths, pluginFolders: [String] = [],
        fileManager: FileManager = .default
    ) throws(Failure) -> [String] {
        let roots = roots(paths, defaults: defaults, pluginFolders: pluginFolders, fileManager: fileManager)
        let pluginFolders = Set(pluginFolders.map(standardized))
        var found: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory) else { throw .missing(root) }
            if isDirectory.boolValue {
                found += scenarios(in: root, isPluginFolder: pluginFolders.contains(standardized(root)), fileManager: fileManager)
            } else {
                found.append(root)
            }
        }
        var seen = Set<String>()
        let unique = found.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { throw .nothingFound(roots.isEmpty ? defaults : roots) }
        return unique
    }

    /// Where `discover` looks: `paths`, or when there are none, those of `defaults` and
    /// `pluginFolders` that exist.
    public static func roots(
        _ paths: [String], defaults: [String] = defaultPaths, pluginFolders: [String] = [], fileManager: FileManager = .default
    ) -> [String] {
        paths.isEmpty ? (defaults + pluginFolders).filter { fileManager.fileExists(atPath: $0) } : paths
    }

    /// Whether `folder` is a folder of plugins, whatever its name: it holds `*_test.lua`
    /// scenarios directly, beside the plugins they test.
    public static func isPluginFolder(_ folder: String, fileManager: FileManager = .default) -> Bool {
        let entries = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
        return entries.contains { $0.hasSuffix("_test.lua") && !$0.hasPrefix(".") }
    }

    /// The folders of plugins among `paths` — or, when `paths` is empty, the working directory
    /// (`.`) if it is one: a run adds them to the plugin path, so that a plugin author's folder
    /// tests itself without options.
    public static func pluginFolders(among paths: [String], fileManager: FileManager = .default) -> [String] {
        (paths.isEmpty ? ["."] : paths).filter { isPluginFolder($0, fileManager: fileManager) }
    }

    /// Whether a file found by walking `folder` (at `relativePath` inside it) is a scenario;
    /// `isPluginFolder` when `folder` is on the plugin path.
    public static func isScenario(_ relativePath: String, in folder: String, isPluginFolder: Bool = false) -> Bool {
        let inside = relativePath.split(separator: "/")
        guard let name = inside.last, name.hasSuffix(".lua"), !inside.contains(where: { $0.hasPrefix(".") }) else {
            return false
        }
        let underPlugins = isPluginFolder || (folder.split(separator: "/") + inside).contains("plugins")
        return underPlugins ? name.hasSuffix("_test.lua") : true
    }

    /// A folder's path made absolute and without `.`, `..` or a trailing `/`, for comparing.
    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func scenarios(in folder: String, isPluginFolder: Bool, fileManager: FileManager) -> [String] {
        guard let walker = fileManager.enumerator(atPath: folder) else { return [] }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").last?.hasPrefix(".") == true {
                walker.skipDescendants()
            } else if isScenario(relative, in: base, isPluginFolder: isPluginFolder) {
                found.append(base + "/" + relative)
            }
        }
        return found.sorted()
    }
}
