import ArgumentParser
import TactileScripting

/// Options `tactile run` and `tactile test` share: the limits each test runs under.
struct ScenarioLimitOptions: ParsableArguments {
    @Option(help: "Lua instructions each test may execute before it fails (0: no limit).")
    var budget: Int = ScenarioSettings.defaultInstructionBudget

    @Option(help: "MiB of memory each scenario file's interpreter may allocate.")
    var memory: Int = ScenarioSettings.defaultMemoryLimit >> 20

    func validate() throws {
        guard budget >= 0 else { throw ValidationError("--budget must be 0 or more instructions") }
        guard memory > 0 else { throw ValidationError("--memory must be a positive number of MiB") }
    }

    /// The same options spelled for a worker process.
    var arguments: [String] { ["--budget", String(budget), "--memory", String(memory)] }
}
