import ArgumentParser

/// `tactile bench …`: performance measurements. Each figure is printed beside
/// its baseline measured in the same run; build with `-c release` first.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure performance against baselines from the same run.",
        subcommands: [LuaBenchmark.self, ControlBenchmark.self, GestureBenchmark.self, ScriptingBenchmark.self, TargetBenchmark.self, PluginBenchmark.self, SessionBenchmark.self, RenderBenchmark.self]
    )
}
