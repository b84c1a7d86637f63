import Foundation
import FoundationXML

/// A JUnit XML file read back: its `<testsuite>` elements, for merging shards' reports and for
/// the durations an earlier run recorded per scenario file.
struct JUnitFile {
    /// The test suites, one per scenario file in Tactile's reports.
    let suites: [XMLElement]

    /// Reads the file at `path`; throws a sentence naming the file when it is not JUnit XML.
    init(path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw JUnitFileError("cannot read \(path): \(error.localizedDescription)")
        }
        let document: XMLDocument
        do {
            guard data.first(where: { !" \t\r\n".utf8.contains($0) }) == UInt8(ascii: "<") else {
                throw JUnitFileError("it does not start with a tag")
            }
            document = try XMLDocument(data: data)
        } catch {
            throw JUnitFileError("\(path) is not XML: \(error.localizedDescription)")
        }
        guard let root = document.rootElement(), ["testsuites", "testsuite"].contains(root.name ?? "") else {
            throw JUnitFileError("\(path) is not a JUnit report (its root element is not <testsuites> or <testsuite>)")
        }
        suites = root.name == "testsuite" ? [root] : root.elements(forName: "testsuite")
    }

    /// Seconds per suite name (a scenario file's path), from each suite's `time`.
    var durations: [String: Double] {
        var seconds: [String: Double] = [:]
        for suite in suites {
            guard let name = suite.attribute(forName: "name")?.stringValue,
                  let time = suite.attribute(forName: "time")?.stringValue.flatMap(Double.init) else { continue }
            seconds[name, default: 0] += time
        }
        return seconds
    }

    /// One report holding every suite of `files`, in order, with totals summed.
    static func merged(_ files: [JUnitFile]) -> String {
        let suites = files.flatMap(\.suites)
        func total(_ attribute: String) -> Double {
            suites.reduce(0) { $0 + (($1.attribute(forName: attribute)?.stringValue).flatMap(Double.init) ?? 0) }
        }
        let counts = ["tests", "failures", "errors", "skipped"].map { "\($0)=\"\(Int(total($0)))\"" }.joined(separator: " ")
        var xml = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        xml.append("<testsuites name=\"tactile\" \(counts) time=\"\(Seconds.format(total("time")))\">")
        for suite in suites { xml.append(suite.xmlString(options: .nodePrettyPrint)) }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n") + "\n"
    }
}

/// Why a JUnit file could not be used.
struct JUnitFileError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
