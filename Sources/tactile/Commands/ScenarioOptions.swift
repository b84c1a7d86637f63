import ArgumentParser
import TactileScripting

/// Options `tactile run` and `tactile test` share: the limits each test runs under.
///
/// Each number is read even when it starts with `-`, so that `--budget -1` is told the
/// range allowed rather than that a value is missing. The budget and the time limit are nil
/// when not given: scenarios then get the defaults, a trusted script (`run --trust`) none.
struct ScenarioLimitOptions: ParsableArguments {
    @Option(parsing: .unconditional,
            help: "Lua instructions each test may execute before it fails (0: no limit; default \(ScenarioSettings.defaultInstructionBudget), none with run --trust).")
    var budget: Int?

    @Option(parsing: .unconditional,
            help: "MiB of memory each scenario file's interpreter may allocate (1 to \(Self.memoryRange.upperBound)).")
    var memory: Int = ScenarioSettings.defaultMemoryLimit >> 20

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds each test may run before it is stopped (0: no limit; default \(Seconds.plain(ScenarioSettings.defaultTimeLimit)), none with run --trust).",
                               valueName: "seconds"))
    var timeout: Double?

    /// The memory caps allowed, in MiB: up to 1 TiB, so the cap in bytes never overflows.
    static let memoryRange = 1...(1 << 20)

    /// The instruction budget of each test: the one given, else the scenarios' default.
    var instructionBudget: Int { budget ?? ScenarioSettings.defaultInstructionBudget }

    /// The time limit of each test: the one given, else the scenarios' default.
    var timeLimit: Double { timeout ?? ScenarioSettings.defaultTimeLimit }

    func validate() throws {
        guard instructionBudget >= 0 else {
            throw ValidationError("--budget must be 0 (no limit) or a positive number of instructions, got \(instructionBudget)")
        }
        guard Self.memoryRange.contains(memory) else {
            throw ValidationError("--memory must be between \(Self.memoryRange.lowerBound) and \(Self.memoryRange.upperBound) MiB (1 TiB), got \(memory)")
        }
        guard timeLimit >= 0, timeLimit <= 1e9 else {
            throw ValidationError("--timeout must be from 0 (no limit) to 1e9 seconds, got \(timeLimit)")
        }
    }

    /// The same options spelled for a worker process.
    var arguments: [String] {
        ["--budget", String(instructionBudget), "--memory", String(memory), "--timeout", String(timeLimit)]
    }
}
