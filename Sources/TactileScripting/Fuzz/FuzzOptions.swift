/// How `tactile fuzz` runs: how many sequences, how long, under which limits.
public struct FuzzOptions: Sendable, Codable, Equatable {
    /// The seed every sequence derives from (`FuzzRandom.seed(_:run:)`).
    public var seed: UInt64
    /// How many sequences to run.
    public var runs: Int
    /// The most steps a generated sequence has before its ending (lifting the fingers, a second
    /// of clock).
    public var steps: Int
    /// Lua instructions one sequence may run (its set-up, steps and checks).
    public var instructionBudget: Int
    /// Wall-clock seconds one sequence may run.
    public var timeLimit: Double
    /// Bytes one sequence's interpreter may allocate.
    public var memoryLimit: Int
    /// Whether sequences that reached lines of Lua no earlier one reached are kept and built on.
    public var coverageGuided: Bool
    /// Whether the lines of Lua the sequences reach are counted and reported (always when guided).
    public var measuresCoverage = false
    /// The most runs shrinking one failure may make.
    public var shrinkRuns: Int

    /// 100 sequences of up to 50 steps, 20 million instructions and 10 s each, 256 MiB.
    public init(seed: UInt64, runs: Int = 100, steps: Int = 50, instructionBudget: Int = 20_000_000, timeLimit: Double = 10,
                memoryLimit: Int = ScenarioSettings.defaultMemoryLimit, coverageGuided: Bool = false, shrinkRuns: Int = 2000) {
        self.seed = seed
        self.runs = runs
        self.steps = steps
        self.instructionBudget = instructionBudget
        self.timeLimit = timeLimit
        self.memoryLimit = memoryLimit
        self.coverageGuided = coverageGuided
        self.shrinkRuns = shrinkRuns
    }

    /// The most sequences and steps a run may ask for.
    public static let runsRange = 1...1_000_000
    public static let stepsRange = 1...10_000

    var limits: FuzzWorld.Limits {
        FuzzWorld.Limits(instructionBudget: instructionBudget, timeLimit: timeLimit, memoryLimit: memoryLimit)
    }
}
