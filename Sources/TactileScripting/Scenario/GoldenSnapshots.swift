import ControlKit
import Foundation
import Rendering

/// Stored pictures beside a scenario file, compared with what a view draws now
/// (`expect(view).to.match_snapshot("knob_turned")`).
///
/// `name.png` lives in a `__snapshots__` folder in the scenario's folder. Two pictures match
/// when at most `share` of their pixels differ by more than `tolerance` (out of 255) in a
/// component. A missing snapshot is recorded — except when `CI` is set, where it fails. With
/// `update` a snapshot that differs is rewritten, never under CI. A difference writes
/// `name.received.png` and `name.diff.png` (the snapshot faded, differing pixels in magenta)
/// beside it and fails naming both and the share that differed. Files are written through
/// `FileReplacement`, so a crash never leaves half a picture.
public struct GoldenSnapshots: Sendable {
    /// The folder of the scenario file, spelled as its path was given (empty for the working directory).
    public var folder: String
    /// Rewrite snapshots that differ.
    public var update: Bool
    /// Running under continuous integration: nothing is recorded or rewritten.
    public var isCI: Bool

    /// The per-component tolerance, out of 255, when an assertion gives none.
    public static let defaultTolerance = 2
    /// The share of pixels that may differ when an assertion gives none.
    public static let defaultShare = 0.0

    public init(folder: String, update: Bool, isCI: Bool) {
        self.folder = folder
        self.update = update
        self.isCI = isCI
    }

    /// The folder snapshots are kept in.
    public var snapshotFolder: String { (folder.isEmpty ? "" : folder + "/") + "__snapshots__" }

    /// Compares a picture with the stored snapshot `name`, recording or updating as the policy allows.
    public func check(name: String, image: Image, tolerance: Int = defaultTolerance, share: Double = defaultShare) -> MatchOutcome {
        guard GoldenTranscripts.isValidName(name) else {
            return failed("snapshot name '\(name)' must be letters, digits, '_', '-' or '.', without a path")
        }
        let stored = snapshotFolder + "/" + name + ".png"
        let received = snapshotFolder + "/" + name + ".received.png"
        let diff = snapshotFolder + "/" + name + ".diff.png"
        guard FileManager.default.fileExists(atPath: stored) else {
            if isCI { return failed("no stored snapshot \(stored) (CI is set: snapshots are never recorded; record it by running without CI)") }
            return record(image, at: stored, clearing: [received, diff])
        }
        let expected: Image
        do {
            expected = try Image(pngData: try FileContents.read(stored), scale: image.scale)
        } catch {
            return failed("cannot read snapshot \(stored): \(error)")
        }
        let comparison = SnapshotComparison(expected: expected, actual: image, tolerance: tolerance)
        if comparison.matches(allowingShare: share) {
            Self.remove([received, diff])
            return MatchOutcome(passed: true, failure: "", negatedFailure: "view matches snapshot \(stored)")
        }
        if update && !isCI { return record(image, at: stored, clearing: [received, diff]) }
        var written: [String] = []
        if (try? FileReplacement.write(image.pngData(), to: received)) != nil { written.append(received) }
        if let diffImage = comparison.diffImage, (try? FileReplacement.write(diffImage.pngData(), to: diff)) != nil {
            written.append(diff)
        } else {
            Self.remove([diff])
        }
        let what = comparison.sizesDiffer
            ? "its size, \(image.width)×\(image.height) pixels, differs from the snapshot's \(expected.width)×\(expected.height)"
            : "\(Self.percent(comparison.differingShare)) of its pixels differ by more than \(tolerance) "
                + "(\(comparison.differingPixels) of \(comparison.totalPixels); \(Self.percent(share)) allowed)"
        let see = written.isEmpty ? "" : "; see " + written.joined(separator: " and ")
        let hint = isCI ? " (CI is set: snapshots are never rewritten)" : " (run with --update to accept it)"
        return failed("view differs from snapshot \(stored): \(what)\(see)\(hint)")
    }

    private func record(_ image: Image, at path: String, clearing stale: [String]) -> MatchOutcome {
        do {
            try FileManager.default.createDirectory(atPath: snapshotFolder, withIntermediateDirectories: true)
            try FileReplacement.write(image.pngData(), to: path)
        } catch {
            return failed("cannot record snapshot \(path): \(error)")
        }
        Self.remove(stale)
        return MatchOutcome(passed: true, failure: "", negatedFailure: "view matches snapshot \(path), recorded just now")
    }

    private static func remove(_ paths: [String]) {
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }

    /// A share as a percentage: `3.2%`, `0.01%`.
    static func percent(_ share: Double) -> String {
        let value = share * 100
        if value == 0 { return "0%" }
        if value >= 10 { return "\(Int(value.rounded()))%" }
        let digits = value >= 1 ? 1 : 2
        var text = String(Int((value * pow(10, Double(digits))).rounded()))
        while text.count <= digits { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        return text + "%"
    }

    private func failed(_ message: String) -> MatchOutcome {
        MatchOutcome(passed: false, failure: message, negatedFailure: message)
    }
}
