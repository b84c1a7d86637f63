/// Splits scenario files among the machines of a sharded CI run (`tactile test --shard i/n`), the
/// way Jest, Playwright and pytest-split do: every shard computes the same split from the same
/// inputs, so each file runs on exactly one machine.
///
/// Without durations the files are dealt by name, in turn. With durations from an earlier run,
/// the longest file goes first to the shard with the least work so far (ties to the lowest
/// shard, then by name); a file with no recorded duration counts as the recorded mean.
public struct ScenarioShards: Sendable {
    /// How many shards the run has.
    public let count: Int
    /// Seconds per file from an earlier run, by path.
    public let durations: [String: Double]

    public init(count: Int, durations: [String: Double] = [:]) {
        precondition(count > 0, "a run has at least one shard")
        self.count = count
        self.durations = durations
    }

    /// The files of shard `index` (1-based), in their discovery order.
    public func files(_ files: [String], shard index: Int) -> [String] {
        let owner = owners(of: files)
        return files.filter { owner[$0] == index }
    }

    /// Which shard (1-based) runs each file.
    public func owners(of files: [String]) -> [String: Int] {
        let names = Array(Set(files)).sorted()
        guard !durations.isEmpty else {
            return Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset % count + 1) })
        }
        let known = names.compactMap { durations[$0] }
        let mean = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
        let weighted = names.map { ($0, durations[$0] ?? mean) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        var load = Array(repeating: 0.0, count: count)
        var owner: [String: Int] = [:]
        for (name, seconds) in weighted {
            let lightest = load.indices.min { load[$0] != load[$1] ? load[$0] < load[$1] : $0 < $1 }!
            load[lightest] += seconds
            owner[name] = lightest + 1
        }
        return owner
    }

    /// Reads `i/n` (`2/4`): the shard's index from 1 and the count; nil for anything else.
    public static func parse(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, (1...count).contains(index) else { return nil }
        return (index, count)
    }
}
