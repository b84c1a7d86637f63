import ArgumentParser

/// `tactile bench`: measurements, each printed beside a baseline taken in the same run.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure Tactile's hot paths against same-run baselines.",
        subcommands: [ControlBenchmark.self, ScriptingBenchmark.self, PluginBenchmark.self]
    )
}
