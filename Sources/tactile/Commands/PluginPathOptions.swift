import ArgumentParser
import TactileScripting

/// `--plugin-path dir` (repeatable), shared by the REPL, `run` and `test`:
/// folders searched for plugins before `plugins/` and the folders of
/// `TACTILE_PLUGIN_PATH`.
struct PluginPathOptions: ParsableArguments {
    @Option(name: .customLong("plugin-path"),
            help: ArgumentHelp("A folder to look for plugins in, before plugins/ and $TACTILE_PLUGIN_PATH (repeatable).",
                               valueName: "dir"))
    var folders: [String] = []

    /// The whole plugin path a session searches, in order.
    var path: [String] { PluginRegistry.path(adding: folders) }

    /// The same option spelled for a worker process.
    var arguments: [String] { folders.flatMap { ["--plugin-path", $0] } }
}

extension PluginPathOptions {
    /// Makes each scenario file's stage: real controls, plugins found on `path`.
    var makeStage: @Sendable () -> any ScenarioStage {
        let path = path
        return {
            var options = ScriptSession.Options()
            options.pluginPath = path
            return ControlStage(options: options)
        }
    }
}
