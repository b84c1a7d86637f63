/// How scenarios run: limits per test, which tests in what order, and what may be written.
public struct ScenarioSettings: Sendable, Equatable {
    /// Lua VM instructions one test (hooks included) may execute; an endless loop
    /// fails that test alone. About a second of plain Lua by default; 0 means no limit.
    public var instructionBudget: Int
    /// Bytes the Lua state of one scenario file may allocate.
    public var memoryLimit: Int
    /// Wall-clock seconds one test (or a file's top level) may run before it is stopped; 0 means
    /// no limit. It catches what the instruction budget cannot see, such as time spent in C.
    public var timeLimit: Double
    /// Which tests run, and in what order.
    public var selection: TestSelection
    /// Whether what the host keeps on a script's behalf (a label's text, the objects it makes)
    /// counts against `memoryLimit` too, by the process heap's growth: for processes that run
    /// one scenario file at a time, as `tactile run` and the workers of `tactile test` do.
    public var countsHostMemory = false
    /// When set, `run` runs the file as Lua's standalone interpreter would, trusted: the whole
    /// standard library, `arg`, `LUA_INIT` (see `StandaloneScript`). When nil, the file runs in
    /// the scenario sandbox.
    public var standalone: StandaloneScript?
    /// Count how often each line of the plugins and scenarios runs (`FileResult.coverage`).
    public var collectsCoverage = false
    /// Rewrite golden transcripts that differ or are missing.
    public var updateTranscripts: Bool
    /// Running under continuous integration: transcripts are never rewritten.
    public var isCI: Bool
    /// Whether each test (in `run`, each file) records a timeline of what its model did (`--trace`).
    public var recordsTimeline = false

    /// 100 million instructions per test.
    public static let defaultInstructionBudget = 100_000_000
    /// 256 MiB per file: far above what scenarios need, and enough for Lua to report a
    /// stack overflow as such.
    public static let defaultMemoryLimit = 256 << 20
    /// 30 seconds per test: scenarios take milliseconds, so only a runaway gets near it.
    public static let defaultTimeLimit = 30.0

    public init(
        instructionBudget: Int = defaultInstructionBudget, memoryLimit: Int = defaultMemoryLimit,
        timeLimit: Double = defaultTimeLimit, selection: TestSelection = TestSelection(), updateTranscripts: Bool = false,
        isCI: Bool = false
    ) {
        self.instructionBudget = instructionBudget
        self.memoryLimit = memoryLimit
        self.timeLimit = timeLimit
        self.selection = selection
        self.updateTranscripts = updateTranscripts
        self.isCI = isCI
    }
}
