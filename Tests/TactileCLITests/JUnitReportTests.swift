import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import tactile
@testable import TactileScripting

/// JUnit XML parsed back with Foundation's XMLParser (scenarios §5.2).
@Suite("JUnit report")
struct JUnitReportTests {
    let xml = JUnitReport.render(ReportFixtures.files, timestamp: "2026-11-23T09:00:00")

    @Test func parsesBackWithSuitesCasesAndCounts() throws {
        let document = try ParsedXML(xml)
        let root = try #require(document.root)
        #expect(root.name == "testsuites")
        #expect(root.attributes["tests"] == "5")
        #expect(root.attributes["failures"] == "1")
        #expect(root.attributes["errors"] == "2")
        #expect(root.attributes["skipped"] == "1")
        let suites = root.children.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == ["scripts/scenarios/button.lua", "scripts/scenarios/loop.lua",
                                                       "scripts/scenarios/broken.lua"])
        #expect(suites[0].attributes["timestamp"] == "2026-11-23T09:00:00")
        #expect(suites[0].children.filter { $0.name == "testcase" }.count == 3)
    }

    @Test func casesCarryClassnameFailureErrorAndSkipped() throws {
        let cases = try #require(try ParsedXML(xml).root).descendants(named: "testcase")
        let failing = try #require(cases.first { $0.attributes["name"] == "counts #taps <fast> & \"slow\"" })
        #expect(failing.attributes["classname"] == "scripts/scenarios/button.lua.Button")
        let failure = try #require(failing.children.first { $0.name == "failure" })
        #expect(failure.attributes["message"] == "expected: 2")
        #expect(failure.text == "scripts/scenarios/button.lua:9: expected: 2\n  actual: 1")
        #expect(failing.children.first { $0.name == "system-out" }?.text == "tap\n")

        let spinning = try #require(cases.first { $0.attributes["name"] == "spins" })
        #expect(spinning.children.first { $0.name == "error" }?.attributes["type"] == "budget")
        let broken = try #require(cases.first { $0.attributes["classname"] == "scripts/scenarios/broken.lua" })
        #expect(broken.children.first { $0.name == "error" }?.attributes["type"] == "load")
        let later = try #require(cases.first { $0.attributes["name"] == "later" })
        #expect(later.children.first { $0.name == "skipped" }?.attributes["message"] == "not implemented yet")
    }

    @Test func controlCharactersNeverReachTheXML() {
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(xml.contains("\u{FFFD}"))
    }
}

/// A small DOM built with XMLParser, enough to read a report back.
final class ParsedXML: NSObject, XMLParserDelegate {
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
        func descendants(named name: String) -> [Element] {
            children.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(named: name) }
        }
    }

    struct Invalid: Error { let reason: String }

    private(set) var root: Element?
    private var stack: [Element] = []

    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else { throw Invalid(reason: parser.parserError.map { "\($0)" } ?? "unknown") }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let element = Element(name: name, attributes: attributes)
        if let parent = stack.last { parent.children.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
