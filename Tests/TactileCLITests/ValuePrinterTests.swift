import LuaKit
import Testing
@testable import tactile

/// A hand-built table for the printer: entries in insertion order.
final class FakeTable: InspectedTable {
    var identity: UInt { UInt(bitPattern: ObjectIdentifier(self).hashValue) }
    var items: [(key: InspectedValue, value: InspectedValue)] = []

    init(_ items: [(InspectedValue, InspectedValue)] = []) {
        self.items = items.map { (key: $0.0, value: $0.1) }
    }

    func entries(limit: Int) -> (entries: [(key: InspectedValue, value: InspectedValue)], truncated: Bool) {
        (Array(items.prefix(limit)), items.count > limit)
    }
}

@Suite("Value printer")
struct ValuePrinterTests {
    let printer = ValuePrinter()

    @Test("Scalars print as Lua writes them; strings quoted and escaped")
    func scalars() {
        #expect(printer.render(.nil) == "nil")
        #expect(printer.render(.boolean(true)) == "true")
        #expect(printer.render(.integer(-42)) == "-42")
        #expect(printer.render(.number(1)) == "1.0")
        #expect(printer.render(.number(0.1)) == "0.1")
        #expect(printer.render(.number(1e100)) == "1e+100")
        #expect(printer.render(.number(-.infinity)) == "-inf")
        #expect(printer.render(.string("a\"b\\c\nd\u{1}é")) == "\"a\\\"b\\\\c\\nd\\1é\"")
    }

    @Test("A decimal escape followed by a digit takes three digits, so it reads back as one byte")
    func decimalEscapeBeforeDigit() {
        #expect(printer.render(.string(StringBytes([0, UInt8(ascii: "1")]))) == "\"\\0001\"")
        #expect(printer.render(.string(StringBytes([1, UInt8(ascii: "x"), 0x7F, UInt8(ascii: "9")]))) == "\"\\1x\\1279\"")
    }

    @Test("Bytes that are not UTF-8 print as \\x escapes, never as U+FFFD; valid UTF-8 stays as it is")
    func invalidUTF8() {
        #expect(printer.render(.string(StringBytes(Array("caf".utf8) + [0xE9]))) == "\"caf\\xE9\"")
        // An overlong form, a surrogate, a lone continuation byte and a truncated sequence.
        #expect(printer.render(.string(StringBytes([0xC0, 0x80, 0xED, 0xA0, 0x80, 0x80, 0xE2, 0x9C]))) == "\"\\xC0\\x80\\xED\\xA0\\x80\\x80\\xE2\\x9C\"")
        #expect(printer.render(.string("✓ 日本 😀")) == "\"✓ 日本 😀\"")
    }

    @Test("Every printed string is a literal that Lua reads back as the same bytes")
    func roundTrip() throws {
        var generator = SystemRandomNumberGenerator()
        var samples: [[UInt8]] = [Array(0...255), [0, 0x31], Array("héllo ✓".utf8) + [0xFF, 0x30]]
        for _ in 0..<200 { samples.append((0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
        let lua = try LuaState()
        for bytes in samples {
            let literal = printer.render(.string(StringBytes(bytes)))
            let chunk = try lua.load(bytes: Array(("return " + literal).utf8), chunkName: "=literal")
            #expect(try chunk.callPacked([]).rawGetBytes(1) == bytes, "\(literal)")
        }
    }

    @Test("Several results print side by side, tab-separated (embedding §1.4)")
    func results() {
        #expect(printer.render(results: [.integer(1), .string("x"), .nil]) == "1\t\"x\"\tnil")
    }

    @Test("A table prints its sequence first, then keys sorted; odd keys in brackets")
    func tableOrder() {
        let table = FakeTable([
            (.string("zeta"), .integer(1)),
            (.integer(2), .string("b")),
            (.string("alpha"), .boolean(false)),
            (.integer(1), .string("a")),
            (.string("two words"), .integer(3)),
            (.integer(10), .integer(4)),
            (.string("end"), .integer(5)),
        ])
        #expect(printer.render(.table(table))
            == "{ \"a\", \"b\", [10] = 4, alpha = false, [\"end\"] = 5, [\"two words\"] = 3, zeta = 1 }")
    }

    @Test("An empty table prints as {}")
    func emptyTable() {
        #expect(printer.render(.table(FakeTable())) == "{}")
    }

    @Test("A table that contains itself prints a cycle mark instead of recursing")
    func cycle() {
        let table = FakeTable([(.string("name"), .string("loop"))])
        table.items.append((key: .string("me"), value: .table(table)))
        #expect(printer.render(.table(table)) == "{ me = <cycle>, name = \"loop\" }")
    }

    @Test("A table shared by two fields is printed twice, not marked as a cycle")
    func sharedIsNoCycle() {
        let shared = FakeTable([(.integer(1), .integer(7))])
        let table = FakeTable([(.string("a"), .table(shared)), (.string("b"), .table(shared))])
        #expect(printer.render(.table(table)) == "{ a = { 7 }, b = { 7 } }")
    }

    @Test("Tables deeper than the depth limit print as {…}")
    func depthLimit() {
        var limited = ValuePrinter()
        limited.options.maxDepth = 2
        let inner = FakeTable([(.integer(1), .integer(3))])
        let middle = FakeTable([(.integer(1), .table(inner))])
        let outer = FakeTable([(.integer(1), .table(middle))])
        #expect(limited.render(.table(outer)) == "{ { {…} } }")
    }

    @Test("Tables with more entries than the item limit end in …")
    func itemLimit() {
        var limited = ValuePrinter()
        limited.options.maxItems = 3
        let table = FakeTable((1...10).map { (.integer(Int64($0)), .integer(Int64($0))) })
        #expect(limited.render(.table(table)) == "{ 1, 2, 3, … }")
    }

    @Test("All tables of one value share a total entry budget")
    func totalBudget() {
        var limited = ValuePrinter()
        limited.options.maxTotalItems = 5
        let rows = (1...3).map { _ in FakeTable([(.integer(1), .integer(1)), (.integer(2), .integer(2))]) }
        let table = FakeTable(rows.enumerated().map { (.integer(Int64($0.offset + 1)), .table($0.element)) })
        // The outer table takes 3 entries, the first row 2; nothing is left for the rest.
        #expect(limited.render(.table(table)) == "{ { 1, 2 }, {…}, {…} }")
    }

    @Test("A table too wide for one line breaks, nested tables indented")
    func wrapping() {
        var narrow = ValuePrinter()
        narrow.options.width = 30
        let point = FakeTable([(.string("x"), .integer(10)), (.string("y"), .integer(20))])
        let table = FakeTable([
            (.string("origin"), .table(point)),
            (.string("title"), .string("a long enough title")),
        ])
        #expect(narrow.render(.table(table)) == """
            {
              origin = { x = 10, y = 20 },
              title = "a long enough title"
            }
            """)
    }

    @Test("Opaque values print the text tostring gave them")
    func opaque() {
        let control = InspectedValue.opaque(kind: .userdata, text: "<Knob#3 angle=1.20>")
        #expect(printer.render(control) == "<Knob#3 angle=1.20>")
    }

    @Test("Colour wraps values in ANSI escapes only when enabled")
    func colour() {
        var coloured = ValuePrinter()
        coloured.options.colors = true
        #expect(coloured.render(.integer(1)) == "\u{1B}[36m1\u{1B}[0m")
        #expect(coloured.render(.string("s")) == "\u{1B}[32m\"s\"\u{1B}[0m")
        #expect(printer.render(.integer(1)) == "1")
    }

    @Test("Identifiers exclude keywords and leading digits")
    func identifiers() {
        #expect(isIdentifier("_x1"))
        #expect(!isIdentifier("end"))
        #expect(!isIdentifier("1x"))
        #expect(!isIdentifier("a-b"))
        #expect(!isIdentifier(""))
    }
}
