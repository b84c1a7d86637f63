/// How scenarios run: limits per test, which tests, and what may be written.
public struct ScenarioSettings: Sendable, Equatable {
    /// Lua VM instructions one test (hooks included) may execute; an endless loop
    /// fails that test alone. About a second of plain Lua by default; 0 means no limit.
    public var instructionBudget: Int
    /// Bytes the Lua state of one scenario file may allocate.
    public var memoryLimit: Int
    /// Runs only tests whose full name (describe blocks and test joined by " › ") contains this text.
    public var filter: String?
    /// Rewrite golden transcripts that differ or are missing.
    public var updateTranscripts: Bool
    /// Running under continuous integration: transcripts are never rewritten.
    public var isCI: Bool

    public static let defaultInstructionBudget = 100_000_000
    public static let defaultMemoryLimit = 256 << 20

    public init(
        instructionBudget: Int = defaultInstructionBudget, memoryLimit: Int = defaultMemoryLimit,
        filter: String? = nil, updateTranscripts: Bool = false, isCI: Bool = false
    ) {
        self.instructionBudget = instructionBudget
        self.memoryLimit = memoryLimit
        self.filter = filter
        self.updateTranscripts = updateTranscripts
        self.isCI = isCI
    }
}
