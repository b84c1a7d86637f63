import Foundation

/// Which scenario files to run again after files changed (`tactile test --watch`).
///
/// - A changed scenario file runs itself; so does a new one.
/// - A changed plugin runs its own tests and every scenario file that loaded it in its last
///   run (`FileResult.plugins`). A plugin's own tests are `NAME_test.lua` beside its file
///   `NAME.lua` or its folder `NAME/`, and for a folder plugin the scenario files inside that
///   folder. Any file inside a folder plugin (one of its modules) counts as the plugin. A
///   new plugin likewise runs the files that looked for it in vain in their last run.
/// - A deleted file is no scenario any more and runs nothing of its own; a deleted plugin
///   runs the scenario files that loaded it, which then say what they miss.
/// - Any other file affects nothing.
///
/// Paths are compared as absolute paths without `.` and `..`, so `./plugins/knob.lua` and
/// `plugins/knob.lua` are one file; the answer spells files as `scenarios` does.
public enum AffectedScenarios {
    /// The files of `scenarios` (the scenario files found after the change) that `changed`
    /// files affect, in the order of `scenarios`. `pluginFolders` is the plugin path;
    /// `pluginsUsed` holds, for each scenario file that ran before, the plugins it loaded, as
    /// `ScenarioStage.pluginsUsed` spells them (a plugin's file, or a folder plugin's folder).
    public static func files(
        changed: [String], scenarios: [String], pluginFolders: [String], pluginsUsed: [String: [String]]
    ) -> [String] {
        let scenarioPaths = Set(scenarios.map(absolute))
        let folders = pluginFolders.map(absolute)
        let users = pluginsUsed.map { (file: absolute($0.key), plugins: $0.value.map(absolute)) }
        var affected = Set<String>()
        for path in changed.map(absolute) {
            if scenarioPaths.contains(path) {
                affected.insert(path)
                continue
            }
            if let plugin = plugin(containing: path, in: folders) {
                affected.formUnion(scenarioPaths.filter { $0 == plugin.test || (plugin.isFolder && $0.hasPrefix(plugin.root + "/")) })
            }
            for user in users where user.plugins.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                affected.insert(user.file)
            }
        }
        return scenarios.filter { affected.contains(absolute($0)) }
    }

    /// The plugin a file on the plugin path belongs to: its root (the plugin's file, or its
    /// folder) and the path of its own test file.
    private static func plugin(containing path: String, in folders: [String]) -> (root: String, test: String, isFolder: Bool)? {
        for folder in folders where path.hasPrefix(folder + "/") {
            let inside = path.dropFirst(folder.count + 1).split(separator: "/")
            guard let first = inside.first else { continue }
            if inside.count > 1 { return (folder + "/" + first, folder + "/" + first + "_test.lua", true) }
            guard first.hasSuffix(".lua") else { continue }
            return (path, folder + "/" + first.dropLast(4) + "_test.lua", false)
        }
        return nil
    }

    /// `path` made absolute, without `.`, `..` or a trailing `/`.
    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
