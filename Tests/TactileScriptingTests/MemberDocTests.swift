import Foundation
import LuaKit
import Testing
@testable import TactileScripting

/// The line of help every member of the standard controls carries, which `:help`, the editor
/// types and the REPL's class listing all show: read from the registered schemas, so a member
/// added later without one fails here.
@Suite("Every member of the standard controls says what it means")
struct MemberDocTests {
    /// The classes whose members are documented.
    static let documented: Set = [
        "View", "Window", "ScrollView", "TableView", "TableViewCell", "GestureRecognizer", "TapGestureRecognizer",
        "SwipeGestureRecognizer", "PanGestureRecognizer", "LongPressGestureRecognizer", "PinchGestureRecognizer",
        "RotationGestureRecognizer", "Layer", "Image", "Touch", "Event",
        "Control", "Button", "Switch", "Slider", "Stepper", "SegmentedControl", "PageControl", "TextField",
        "DatePicker", "RefreshControl", "TabBar", "TabBarItem", "ViewController", "TabBarController",
        "Label", "ImageView", "ProgressView", "ActivityIndicatorView",
        "BarButtonItem", "Toolbar", "NavigationItem", "NavigationBar", "NavigationController",
        "PickerView", "SearchBar", "TableViewDataSource", "MotionEffect", "InterpolatingMotionEffect", "MotionEffectGroup",
    ]

    private static let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/uikit-rules.md")

    /// One documented member: `Slider.value` or `Slider:setValue`, with the text after its
    /// signature (a method's doc starts with the signature, then ` — `).
    struct Member {
        let name: String
        let doc: String
        let meaning: String
    }

    /// The members of the documented classes, each with the doc its class gives it; members
    /// inherited unchanged from an undocumented ancestor are left out.
    static func members() throws -> [Member] {
        let session = try ScriptSession()
        try session.registerEveryClass()
        var members: [Member] = []
        for name in documented.sorted() {
            let schema = try #require(session.lua.classSchema(named: name), "\(name) is registered")
            var ancestor = schema.superclassName.flatMap(session.lua.classSchema(named:))
            while let found = ancestor, documented.contains(found.name) {
                ancestor = found.superclassName.flatMap(session.lua.classSchema(named:))
            }
            for property in schema.properties
            where !(ancestor?.properties.contains(where: { $0.name == property.name && $0.doc == property.doc }) ?? false) {
                members.append(Member(name: name + "." + property.name, doc: property.doc, meaning: property.doc))
            }
            for method in schema.methods
            where !(ancestor?.methods.contains(where: { $0.name == method.name && $0.doc == method.doc }) ?? false) {
                let signed = method.doc.hasPrefix(method.name + "(")
                let meaning = signed ? String(method.doc.split(separator: " — ", maxSplits: 1).dropFirst().first ?? "") : method.doc
                members.append(Member(name: name + ":" + method.name, doc: method.doc, meaning: meaning))
            }
        }
        return members
    }

    /// The numbers of the sections docs/uikit-rules.md has: `4.3` for `### §4.3 Slider`.
    static func ruleSections() throws -> Set<String> {
        let text = try String(contentsOf: rules, encoding: .utf8)
        return Set(text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("#"), let mark = line.firstIndex(of: "§") else { return nil }
            return String(line[line.index(after: mark)...].prefix { $0.isNumber || $0 == "." })
        })
    }

    /// The sections a doc cites: `["4.3", "8.3"]` for `(uikit-rules §4.3, §8.3)`.
    static func citations(in doc: String) -> [String] {
        doc.split(separator: "§", omittingEmptySubsequences: false).dropFirst().map { part in
            var number = String(part.prefix { $0.isNumber || $0 == "." })
            while number.hasSuffix(".") { number.removeLast() }
            return number
        }
    }

    @Test("Every property and method of the standard controls has a one-line doc of its own")
    func everyMemberHasADoc() throws {
        let members = try Self.members()
        #expect(members.count >= 140)
        for member in members {
            #expect(!member.meaning.trimmingCharacters(in: .whitespaces).isEmpty, "\(member.name) has no doc")
            #expect(!member.doc.contains("\n"), "\(member.name)'s doc is more than one line")
            #expect(member.meaning.count <= 200, "\(member.name)'s doc is \(member.meaning.count) characters long")
        }
    }

    @Test("A section a doc cites is one docs/uikit-rules.md has, cited as (uikit-rules §N)")
    func citedSectionsExist() throws {
        let sections = try Self.ruleSections()
        #expect(sections.isSuperset(of: ["1.2", "2.1.2", "4.3", "8.3"]))
        var cited = 0
        for member in try Self.members() where member.doc.contains("§") {
            #expect(member.doc.contains("(uikit-rules §"), "\(member.name) cites a section without naming uikit-rules")
            for section in Self.citations(in: member.doc) {
                let known = sections.contains(section)
                #expect(known, "\(member.name) cites §\(section), which docs/uikit-rules.md lacks")
                cited += 1
            }
        }
        #expect(cited >= 100)
    }
}
