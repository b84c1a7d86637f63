/// A failure, shrunk: what `tactile fuzz` prints and writes as a reproduction.
public struct FuzzFailure: Codable, Sendable {
    public var violation: FuzzViolation
    /// The seed and run that found it (the stored ones for a failure from the database).
    public var seed: UInt64
    public var run: Int
    /// Whether the database held it.
    public var fromDatabase: Bool
    /// How many steps the sequence had when found, and after shrinking.
    public var foundLength: Int
    public var steps: [FuzzStep]
    /// The steps whose assignment was refused (written as expected failures).
    public var refused: [Int]
    /// The traffic a reproduction's golden transcript holds.
    public var transcript: String
    /// The traffic's lines, for the excerpt.
    public var trafficLines: [String]
    /// The types of the set-up's views (`Knob`), which name their variables.
    public var viewTypes: [String]
    /// How many runs shrinking made.
    public var shrinkRuns: Int

    /// The traffic around the failure: up to `before` lines before its note, the note, and one after.
    public func excerpt(before: Int = 10) -> [String] {
        guard let note = trafficLines.firstIndex(where: { $0.contains("invariant broken:") }) else {
            return Array(trafficLines.suffix(before))
        }
        return Array(trafficLines[max(0, note - before)...min(trafficLines.count - 1, note + 1)])
    }

    /// The steps as a reproduction spells them.
    public var scriptLines: [String] {
        FuzzScriptWriter(viewNames: FuzzScriptWriter.variableNames(forTypes: viewTypes)).lines(for: steps, refused: Set(refused))
    }
}

/// The lines of one file the sequences reached.
public struct FuzzCoverage: Codable, Sendable, Equatable {
    public var file: String
    public var reached: [Int]
    /// The lines holding code, when the file could be read.
    public var total: Int?

    public init(file: String, reached: [Int], total: Int?) {
        self.file = file
        self.reached = reached
        self.total = total
    }
}

/// What fuzzing one target came to.
public struct FuzzSummary: Codable, Sendable {
    public var target: String
    /// Sequences run (stored ones included) and the steps they ran.
    public var runs = 0
    public var steps = 0
    /// Sequences that stopped early because a step could not run.
    public var stoppedEarly = 0
    /// The failures, one per invariant, in the order found.
    public var failures: [FuzzFailure] = []
    /// Stored failures that no longer fail.
    public var fixed: [FuzzDatabase.Entry] = []
    /// The run indices done (for a worker's part of a run).
    public var runIndices: [Int] = []
    public var coverage: [FuzzCoverage] = []

    public init(target: String) {
        self.target = target
    }
}

/// What a fuzzer is doing, for a command to show.
public enum FuzzProgress {
    /// A sequence is about to run (its run index; nil for a stored one).
    case starting(Int?)
    /// A sequence finished, and whether it broke an invariant.
    case ran(Int?, failed: Bool)
    /// A failure was found and is being shrunk.
    case found(FuzzViolation, run: Int?)
    /// A stored failure no longer fails.
    case fixed(FuzzDatabase.Entry)
}
