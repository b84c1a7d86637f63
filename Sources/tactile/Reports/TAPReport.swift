import Foundation
import TactileScripting

/// Test Anything Protocol, version 14: one subtest per scenario file (so results of
/// parallel runs concatenate in file order), one test point per `it`, YAML diagnostics
/// for failures, `# SKIP` for pending tests.
///
/// ```
/// TAP version 14
/// # Subtest: scripts/scenarios/math.lua
///     1..2
///     ok 1 - arithmetic › adds
///     not ok 2 - arithmetic › divides
///       ---
///       message: |-
///         expected: 2
///           actual: 3
///       severity: fail
///       at:
///         file: scripts/scenarios/math.lua
///         line: 12
///       ...
///     1..2
/// not ok 1 - scripts/scenarios/math.lua
/// 1..1
/// ```
struct TAPReport {
    static func render(_ files: [FileResult]) -> String {
        var lines = ["TAP version 14"]
        for (index, file) in files.enumerated() {
            lines.append("# Subtest: " + escape(file.file))
            lines.append("    1..\(file.tests.count)")
            for (number, test) in file.tests.enumerated() {
                lines += point(test, number: number + 1).map { "    " + $0 }
            }
            let failed = file.tests.contains(where: \.isFailure)
            lines.append("\(failed ? "not ok" : "ok") \(index + 1) - " + escape(file.file))
        }
        lines.append("1..\(files.count)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One test point, with a YAML block when it failed.
    static func point(_ test: TestResult, number: Int) -> [String] {
        let description = escape(test.name.isEmpty ? test.file : test.name)
        switch test.status {
        case .passed:
            return ["ok \(number) - \(description)"]
        case .skipped:
            return ["ok \(number) - \(description) # SKIP \(escape(test.message ?? "pending"))"]
        case .failed, .errored:
            var yaml = ["---"]
            yaml += block("message", test.message ?? "failed")
            yaml.append("severity: \(test.status == .failed ? "fail" : "error")")
            if let kind = test.errorKind { yaml.append("error: \(kind.rawValue)") }
            yaml.append("at:")
            yaml.append("  file: " + quoted(test.location ?? test.file))
            if let line = test.line { yaml.append("  line: \(line)") }
            if let traceback = test.traceback { yaml += block("traceback", traceback) }
            if !test.output.isEmpty { yaml += block("output", test.output) }
            yaml.append("...")
            return ["not ok \(number) - \(description)"] + yaml.map { "  " + $0 }
        }
    }

    /// A YAML literal block scalar, which needs no escaping.
    static func block(_ key: String, _ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last == "" { lines.removeLast() }
        return ["\(key): |-"] + lines.map { "  " + $0 }
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// TAP 14 descriptions escape `\` and `#`; line breaks become spaces.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#")
            .replacingOccurrences(of: "\n", with: " ")
    }
}
