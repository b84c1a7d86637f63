import ArgumentParser
import TactileScripting

/// Options `tactile run` and `tactile test` share: the limits each test runs under.
///
/// Each number is read even when it starts with `-`, so that `--budget -1` is told the
/// range allowed rather than that a value is missing.
struct ScenarioLimitOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Lua instructions each test may execute before it fails (0: no limit).")
    var budget: Int = ScenarioSettings.defaultInstructionBudget

    @Option(parsing: .unconditional,
            help: "MiB of memory each scenario file's interpreter may allocate (1 to \(Self.memoryRange.upperBound)).")
    var memory: Int = ScenarioSettings.defaultMemoryLimit >> 20

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds each test may run before it is stopped (0: no limit).", valueName: "seconds"))
    var timeout: Double = ScenarioSettings.defaultTimeLimit

    /// The memory caps allowed, in MiB: up to 1 TiB, so the cap in bytes never overflows.
    static let memoryRange = 1...(1 << 20)

    func validate() throws {
        guard budget >= 0 else {
            throw ValidationError("--budget must be 0 (no limit) or a positive number of instructions, got \(budget)")
        }
        guard Self.memoryRange.contains(memory) else {
            throw ValidationError("--memory must be between \(Self.memoryRange.lowerBound) and \(Self.memoryRange.upperBound) MiB (1 TiB), got \(memory)")
        }
        guard timeout >= 0, timeout <= 1e9 else {
            throw ValidationError("--timeout must be from 0 (no limit) to 1e9 seconds, got \(timeout)")
        }
    }

    /// The same options spelled for a worker process.
    var arguments: [String] { ["--budget", String(budget), "--memory", String(memory), "--timeout", String(timeout)] }
}
