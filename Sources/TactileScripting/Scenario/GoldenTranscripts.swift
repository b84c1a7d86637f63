import Foundation

/// Stored transcripts beside a scenario file, compared with the traffic a test recorded.
///
/// `name.transcript` lives in the scenario's folder. A mismatch (or a missing file)
/// writes `name.transcript.received` beside it and fails with a unified diff; with
/// `update` the stored file is rewritten instead (through a symbolic link, its target) —
/// but never when `CI` is set.
public struct GoldenTranscripts: Sendable {
    /// The folder holding the scenario file and its transcripts, spelled as the scenario
    /// path was given (empty for the working directory), so messages show paths the
    /// same way.
    public var folder: String
    /// Rewrite stored transcripts that differ or are missing.
    public var update: Bool
    /// Running under continuous integration: nothing is ever rewritten.
    public var isCI: Bool

    public init(folder: String, update: Bool, isCI: Bool) {
        self.folder = folder
        self.update = update
        self.isCI = isCI
    }

    /// Whether the `CI` environment variable asks for a read-only run.
    public static func isCI(environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// Compares `actual` with the stored transcript `name`, updating or recording as the policy allows.
    public func check(name: String, actual: String) -> MatchOutcome {
        guard Self.isValidName(name) else {
            return failed("transcript name '\(name)' must be letters, digits, '_', '-' or '.', without a path")
        }
        let stored = (folder.isEmpty ? "" : folder + "/") + name + ".transcript"
        let received = stored + ".received"
        let expected = try? String(contentsOfFile: stored, encoding: .utf8)
        if expected == actual {
            try? FileManager.default.removeItem(atPath: received)
            return MatchOutcome(passed: true, failure: "", negatedFailure: "")
        }
        if update && !isCI {
            do {
                try FileReplacement.write(Array(actual.utf8), to: stored)
                try? FileManager.default.removeItem(atPath: received)
                return MatchOutcome(passed: true, failure: "", negatedFailure: "")
            } catch {
                return failed(error.description)
            }
        }
        let wrote = (try? FileReplacement.write(Array(actual.utf8), to: received)) != nil
        let where_ = wrote ? "the received traffic is in \(received)" : "could not write \(received)"
        let hint = isCI ? "(CI is set: transcripts are never rewritten)" : "(run with --update to accept it)"
        guard let expected else {
            return failed("no stored transcript \(stored); \(where_) \(hint)")
        }
        let diff = UnifiedDiff.make(old: expected, new: actual, oldName: stored, newName: received)
        return failed("traffic differs from transcript \(stored); \(where_) \(hint)\n\(diff)")
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
    }

    private func failed(_ message: String) -> MatchOutcome {
        MatchOutcome(passed: false, failure: message, negatedFailure: message)
    }
}
