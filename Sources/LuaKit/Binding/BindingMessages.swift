/// The texts of binding errors, in one place, following Lua's grammar.
enum BindingMessages {
    static func unknownMember(_ key: String, className: String, candidates: [String]) -> String {
        "\(className) has no property or method '\(key)'" + suggestion(for: key, among: candidates)
    }

    static func unknownProperty(_ key: String, className: String, candidates: [String]) -> String {
        "\(className) has no property '\(key)'" + suggestion(for: key, among: candidates)
    }

    static func nonStringKey(_ typeName: String, className: String) -> String {
        "\(className) cannot be indexed with a \(typeName) key"
    }

    static func readOnly(property: String, className: String) -> String {
        "property '\(property)' of \(className) is read-only"
    }

    static func invalidValue(property: String, className: String, expected: String, got: String, reason: String? = nil) -> String {
        "invalid value for property '\(property)' of \(className) (\(reason ?? "\(expected) expected, got \(got)"))"
    }

    static func badSelf(_ name: String) -> String { "calling '\(name)' on bad self" }

    static func badSelf(_ name: String, expected: String, got: String) -> String {
        "calling '\(name)' on bad self (\(expected) expected, got \(got))"
    }

    static func released(_ className: String) -> String { "\(className) object was already released" }

    private static func suggestion(for key: String, among candidates: [String]) -> String {
        guard let nearest = NameSuggestion.nearest(to: key, among: candidates) else { return "" }
        return " (did you mean '\(nearest)'?)"
    }
}

/// Finds the known name a mistyped one most likely meant.
enum NameSuggestion {
    /// The candidate with the smallest edit distance, if it is close enough:
    /// a third of the key's length, at least 1 and at most 3 edits.
    static func nearest(to key: String, among candidates: [String]) -> String? {
        let limit = min(3, max(1, key.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(Array(key.lowercased()), Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent swaps).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0 ... b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            for j in 1 ... b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
