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
        let roots = paths.isEmpty ? (defaults + pluginFolders).filter { fileManager.fileExists(atPath: $0) } : paths
        var found: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory) else { throw .missing(root) }
            if isDirectory.boolValue {
                found += scenarios(in: root, isPluginFolder: pluginFolders.contains(root), fileManager: fileManager)
            } else {
                found.append(root)
            }
        }
        var seen = Set<String>()
        let unique = found.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { throw .nothingFound(roots.isEmpty ? defaults : roots) }
        return unique
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
