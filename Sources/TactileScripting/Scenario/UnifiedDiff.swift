/// A line-based unified diff, the form reviewers and CI logs already read.
public enum UnifiedDiff {
    /// The diff from `old` to `new`, with `context` unchanged lines around each change,
    /// or an empty string when the texts have the same lines.
    public static func make(
        old: String, new: String, oldName: String = "expected", newName: String = "received", context: Int = 3
    ) -> String {
        let a = lines(old), b = lines(new)
        let edits = script(a, b)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }
        var out = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in hunks(edits, context: context) {
            let slice = edits[hunk]
            let oldStart = slice.first!.oldIndex, newStart = slice.first!.newIndex
            let oldCount = slice.filter { $0.kind != .added }.count
            let newCount = slice.filter { $0.kind != .removed }.count
            out.append("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
            out += slice.map { edit in
                switch edit.kind {
                case .same: " " + edit.text
                case .removed: "-" + edit.text
                case .added: "+" + edit.text
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    struct Edit {
        enum Kind { case same, removed, added }
        var kind: Kind
        var text: String
        /// Index of the line in the old text where this edit sits (0-based).
        var oldIndex: Int
        /// Index of the line in the new text where this edit sits (0-based).
        var newIndex: Int
    }

    static func lines(_ text: String) -> [String] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// The shortest edit script by longest common subsequence.
    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                edits.append(Edit(kind: .same, text: a[i], oldIndex: i, newIndex: j))
                i += 1; j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                edits.append(Edit(kind: .removed, text: a[i], oldIndex: i, newIndex: j))
                i += 1
            } else {
                edits.append(Edit(kind: .added, text: b[j], oldIndex: i, newIndex: j))
                j += 1
            }
        }
        return edits
    }

    /// Ranges of the edit script to print: each change with its context, overlapping ones merged.
    static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for (index, edit) in edits.enumerated() where edit.kind != .same {
            let range = max(0, index - context)..<min(edits.count, index + context + 1)
            if let last = result.last, last.upperBound >= range.lowerBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }
}
