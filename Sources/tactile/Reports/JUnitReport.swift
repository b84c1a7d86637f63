import Foundation
import TactileScripting

/// JUnit XML in the shape CI servers read: one `<testsuite>` per scenario file, one
/// `<testcase>` per test (`classname` = file and describe chain joined by "."),
/// `<failure>` for a failed `expect`, `<error type="lua|budget|memory|load">` for the
/// rest, `<skipped>` for pending tests and `<system-out>` for what a test printed.
struct JUnitReport {
    static func render(_ files: [FileResult], timestamp: String) -> String {
        let all = files.flatMap(\.tests)
        let totalTime = files.reduce(0) { $0 + $1.duration }
        var xml = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        xml.append("<testsuites name=\"tactile\" \(counts(all)) time=\"\(Seconds.format(totalTime))\">")
        for file in files {
            xml.append("  <testsuite name=\"\(escape(file.file))\" \(counts(file.tests)) time=\"\(Seconds.format(file.duration))\" timestamp=\"\(timestamp)\">")
            for test in file.tests { xml += testcase(test).map { "    " + $0 } }
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n") + "\n"
    }

    static func counts(_ tests: [TestResult]) -> String {
        let failures = tests.filter { $0.status == .failed }.count
        let errors = tests.filter { $0.status == .errored }.count
        let skipped = tests.filter { $0.status == .skipped }.count
        return "tests=\"\(tests.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
    }

    static func testcase(_ test: TestResult) -> [String] {
        let classname = ([test.file] + test.path.dropLast()).joined(separator: ".")
        let name = test.path.last ?? test.file
        let open = "<testcase name=\"\(escape(name))\" classname=\"\(escape(classname))\" time=\"\(Seconds.format(test.duration))\""
        var body: [String] = []
        let message = test.message ?? ""
        let detail = [test.position + ": " + message, test.traceback].compactMap { $0 }.joined(separator: "\n")
        switch test.status {
        case .passed: break
        case .skipped:
            body.append("  <skipped message=\"\(escape(message))\"/>")
        case .failed:
            body.append("  <failure message=\"\(escape(firstLine(message)))\" type=\"assertion\">\(escape(detail, attribute: false))</failure>")
        case .errored:
            let type = (test.errorKind ?? .lua).rawValue
            body.append("  <error message=\"\(escape(firstLine(message)))\" type=\"\(type)\">\(escape(detail, attribute: false))</error>")
        }
        if !test.output.isEmpty { body.append("  <system-out>\(escape(test.output, attribute: false))</system-out>") }
        return body.isEmpty ? [open + "/>"] : [open + ">"] + body + ["</testcase>"]
    }

    /// ISO 8601 without a zone, as the JUnit schema wants it (UTC).
    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }

    static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", maxSplits: 1).first ?? "")
    }

    /// Escapes markup characters and replaces characters XML 1.0 cannot hold; in
    /// attributes, line breaks are kept as character references.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": if attribute { out += "&#10;" } else { out += "\n" }
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
