/// Finds the known name closest to a misspelt one, for "did you mean …?" hints: the one
/// suggestion every error message of the embedding and its host makes.
public enum NearestName {
    /// The candidate nearest to `name` by edit distance, if it is close enough to be a plausible
    /// typo (a case-only difference always is). Ties go to the earlier candidate. Names longer
    /// than `longestName` get no suggestion (no name is that long, and comparing costs their length).
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        guard name.utf8.count <= longestName else { return nil }
        let lowered = name.lowercased()
        let allowed = max(2, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            if candidate.lowercased() == lowered { return candidate }
            guard abs(candidate.count - lowered.count) <= allowed else { continue }
            let distance = editDistance(Array(lowered), Array(candidate.lowercased()))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= allowed else { return nil }
        return best.name
    }

    /// The longest name a suggestion is looked for.
    public static let longestName = 100

    /// The text to append to a message: ` (did you mean 'value'?)`, or nothing.
    public static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map(hint(suggesting:)) ?? ""
    }

    /// The text to append for a suggestion already found: ` (did you mean 'value'?)`.
    public static func hint(suggesting suggestion: String) -> String { " (did you mean '\(suggestion)'?)" }

    /// Levenshtein distance counting a swap of neighbours as one edit.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            twoBack = previous
            previous = current
        }
        return previous[b.count]
    }
}
