import ArgumentParser
import TactileScripting

/// Options `tactile run` and `tactile test` share: the limits each test runs under.
struct ScenarioLimitOptions: ParsableArguments {
    @Option(help: "Lua instructions each test may execute before it fails (0: no limit).")
    var budget: Int = ScenarioSettings.defaultInstructionBudget

    @Option(help: "MiB of memory each scenario file's interpreter may allocate.")
    var memory: Int = ScenarioSettings.defaultMemoryLimit >> 20

    @Option(help: ArgumentHelp("Seconds each test may run before it is stopped (0: no limit).", valueName: "seconds"))
    var timeout: Double = ScenarioSettings.defaultTimeLimit

    func validate() throws {
        guard budget >= 0 else { throw ValidationError("--budget must be 0 or more instructions") }
        guard memory > 0 else { throw ValidationError("--memory must be a positive number of MiB") }
        guard timeout >= 0, timeout <= 1e9 else { throw ValidationError("--timeout must be from 0 to 1e9 seconds") }
    }

    /// The same options spelled for a worker process.
    var arguments: [String] { ["--budget", String(budget), "--memory", String(memory), "--timeout", String(timeout)] }
}
