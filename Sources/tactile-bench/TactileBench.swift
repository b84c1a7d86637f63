import ArgumentParser

/// `tactile-bench …`: performance measurements of Tactile, a program of their own beside
/// `tactile`. Each figure is printed beside its floor measured in the same run; build with
/// `-c release` first and run from the repository (the benchmarks read their Lua from
/// `Sources/tactile-bench`).
@main
struct TactileBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-bench",
        abstract: "Measure Tactile's performance against floors from the same run.",
        subcommands: [LuaBenchmark.self, ControlBenchmark.self, GestureBenchmark.self, ScriptingBenchmark.self, TargetBenchmark.self, PluginBenchmark.self, SessionBenchmark.self, RenderBenchmark.self,
                      FuzzBenchmark.self, WorkbenchBenchmark.self]
    )
}
