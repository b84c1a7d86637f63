/// Which of a file's tests run, and in what order: `--filter`, `--tags`, `--exclude-tags` and
/// `--shuffle` with its seed.
public struct TestSelection: Sendable, Equatable {
    /// Runs only tests whose full name (describe blocks and test joined by " › ") contains this text.
    public var filter: String?
    /// Runs only tests with at least one of these tags; empty: every test.
    public var tags: [String] = []
    /// Leaves out tests with any of these tags.
    public var excludedTags: [String] = []
    /// When set, each file's tests run in an order shuffled with this seed: the tests of a
    /// block stay together, the block's tests and sub-blocks are shuffled among themselves.
    public var seed: UInt64?

    public init(filter: String? = nil, tags: [String] = [], excludedTags: [String] = [], seed: UInt64? = nil) {
        self.filter = filter
        self.tags = tags
        self.excludedTags = excludedTags
        self.seed = seed
    }

    /// The tags of a test, as busted reads them: each `#word` in its name or its blocks' names
    /// (letters, digits, `_` and `-`), without the `#`.
    public static func tags(in path: [String]) -> [String] {
        var found: [String] = []
        for name in path {
            var rest = Substring(name)
            while let hash = rest.firstIndex(of: "#") {
                let word = rest[rest.index(after: hash)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                if !word.isEmpty, !found.contains(String(word)) { found.append(String(word)) }
                rest = rest[rest.index(after: hash)...]
            }
        }
        return found
    }

    /// Whether the test with these names runs.
    public func selects(_ path: [String]) -> Bool {
        if let filter, !path.joined(separator: " › ").contains(filter) { return false }
        guard !tags.isEmpty || !excludedTags.isEmpty else { return true }
        let own = Self.tags(in: path)
        if own.contains(where: excludedTags.contains) { return false }
        return tags.isEmpty || own.contains(where: tags.contains)
    }

    /// `tests` (in the order the file defines them) in the order they run: as they are, or
    /// shuffled block by block with the seed and the file's name, so that the same seed gives
    /// the same order every run, in every process.
    public func order<Test>(_ tests: [Test], file: String, path: (Test) -> [String]) -> [Test] {
        guard let seed else { return tests }
        var generator = SplitMix64(seed: seed ^ Self.fnv1a(file))
        return Self.shuffled(tests, depth: 0, path: path, generator: &generator)
    }

    /// Shuffles the children of one block: the tests directly in it and its sub-blocks (the
    /// tests sharing the name at `depth`), each sub-block shuffled in turn.
    private static func shuffled<Test>(_ tests: [Test], depth: Int, path: (Test) -> [String],
                                       generator: inout SplitMix64) -> [Test] {
        var groups: [[Test]] = []
        var groupOfBlock: [String: Int] = [:]
        for test in tests {
            let names = path(test)
            if names.count <= depth + 1 {
                groups.append([test])
            } else if let group = groupOfBlock[names[depth]] {
                groups[group].append(test)
            } else {
                groupOfBlock[names[depth]] = groups.count
                groups.append([test])
            }
        }
        for position in stride(from: groups.count - 1, to: 0, by: -1) {
            groups.swapAt(position, Int(generator.next() % UInt64(position + 1)))
        }
        return groups.flatMap { group in
            path(group[0]).count > depth + 1 ? shuffled(group, depth: depth + 1, path: path, generator: &generator) : group
        }
    }

    /// FNV-1a of a text's UTF-8: the same in every process, unlike `hashValue`.
    static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

/// A small, seedable generator of pseudo-random numbers (SplitMix64): the same seed gives the
/// same sequence on every platform.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
