import ArgumentParser
import TactileScripting

/// The plugin options the REPL, `run` and `test` share: `--plugin-path dir` (repeatable),
/// folders searched for plugins before `plugins/` and the folders of `TACTILE_PLUGIN_PATH`;
/// and `--trust-plugins`, which lifts the sandbox from plugins (never from scenarios).
struct PluginPathOptions: ParsableArguments {
    @Option(name: .customLong("plugin-path"),
            help: ArgumentHelp("A folder to look for plugins in, before plugins/ and $TACTILE_PLUGIN_PATH (repeatable).",
                               valueName: "dir"))
    var folders: [String] = []

    @Flag(name: .customLong("trust-plugins"),
          help: "Let plugins use the whole standard library (io, os.execute, require, …) instead of the sandbox.")
    var trusted = false

    /// The whole plugin path a session searches, in order.
    var path: [String] { PluginRegistry.path(adding: folders) }

    /// The same option spelled for a worker process.
    var arguments: [String] { folders.flatMap { ["--plugin-path", $0] } + (trusted ? ["--trust-plugins"] : []) }
}

extension PluginPathOptions {
    /// Makes each scenario file's stage: real controls, plugins found on `path`.
    var makeStage: @Sendable () -> any ScenarioStage {
        let path = path, trusted = trusted
        return {
            var options = ScriptSession.Options()
            options.pluginPath = path
            options.trustPlugins = trusted
            return ControlStage(options: options)
        }
    }
}
