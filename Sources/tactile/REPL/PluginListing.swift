import TactileScripting

/// How `:plugins` and `:reload` show plugins: one line each with its name,
/// the controls it defines, its load state and its summary; a failed plugin's
/// error (file:line) on the next line.
///
///     knob            Knob            loaded  A rotary knob turned with one finger.
///     broken          -               failed  Does not parse yet.
///       plugins/broken.lua:3: unexpected symbol near '='
enum PluginListing {
    /// The listing of `plugins`, in their order: summaries cut to `width`
    /// columns with `…` (errors never are), failures red when `colors`.
    static func render(_ plugins: [Plugin], width: Int = .max, colors: Bool = false) -> String {
        let nameWidth = plugins.map(\.name.count).max() ?? 0
        let controlWidth = plugins.map { controls(of: $0).count }.max() ?? 0
        return plugins.map { plugin in
            var line = plugin.name.padding(to: nameWidth + 2) + controls(of: plugin).padding(to: controlWidth + 2)
                + state(of: plugin).padding(to: 10) + plugin.summary
            while line.last == " " { line.removeLast() }
            if line.count > width { line = String(line.prefix(max(0, width - 1))) + "…" }
            guard let error = plugin.loadError else { return line }
            let failure = line + "\n  " + error.message
            return colors ? "\u{1B}[31m" + failure + "\u{1B}[0m" : failure
        }.joined(separator: "\n")
    }

    /// `knob (Knob)`: the plugin's name and the controls it defined.
    static func name(of plugin: Plugin) -> String {
        plugin.controls.isEmpty ? plugin.name : plugin.name + " (" + plugin.controls.joined(separator: ", ") + ")"
    }

    /// `plugin 'broken' failed to load: plugins/broken.lua:3: …`.
    static func failure(of plugin: Plugin) -> String {
        "plugin '\(plugin.name)' failed to load: " + (plugin.loadError?.message ?? "no error recorded")
    }

    /// The controls a plugin defined when it loaded; while it has not, those
    /// whose use loads it (`Plugin.knownControls`); for a failed one, those its
    /// header declares, `-` when none.
    private static func controls(of plugin: Plugin) -> String {
        let names: [String]
        switch plugin.status {
        case .loaded: names = plugin.controls
        case .unloaded: names = plugin.knownControls
        case .failed: names = plugin.declaredControls
        }
        return names.isEmpty ? "-" : names.joined(separator: ",")
    }

    private static func state(of plugin: Plugin) -> String {
        switch plugin.status {
        case .unloaded: return "unloaded"
        case .loaded: return "loaded"
        case .failed: return "failed"
        }
    }
}
