import Foundation
import LuaKit
import Testing
@testable import TactileScripting

/// The round trip a hand-written binding most often gets wrong, for every member the classes
/// declare: taken from the classes' schemas, so a member added later is covered without a
/// change here.
@Suite("Every declared property read, written back and refused through Lua")
struct MemberRoundTripTests {
    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/round_trip.lua")

    /// Rule: a property reads back what was written to it, and a value of the wrong type is
    /// refused as `bad argument #1 to 'Class.name' (…)` — for the built-in classes scripts can
    /// construct and a Lua-defined one.
    @Test func everyConstructibleClassRoundTripsEveryProperty() throws {
        let session = try ScriptSession()
        try session.registerEveryClass()
        try session.run("""
            Control.define{ name = "Dial", base = "Slider",
              properties = { level = { type = "number", default = 0 }, label = { type = "string", default = "" } } }
            """, chunkName: "=define")
        let constructible = session.classes.bindings.values.filter { installed in
            installed.declaration.isConstructible || session.customControls.definitions[installed.name] != nil
        }.sorted { $0.name < $1.name }
        let catalog = try session.lua.newTable()
        var declared = 0
        for (index, installed) in constructible.enumerated() {
            let properties = try session.lua.newTable()
            for (offset, property) in installed.schema.properties.enumerated() {
                let entry = try session.lua.newTable()
                try entry.rawSet("name", .string(property.name))
                try entry.rawSet("writable", .boolean(!property.isReadOnly))
                try properties.rawSet(.integer(offset + 1), .table(entry))
                declared += 1
            }
            let entry = try session.lua.newTable()
            try entry.rawSet("class", .string(installed.name))
            try entry.rawSet("properties", .table(properties))
            try catalog.rawSet(.integer(index + 1), .table(entry))
        }
        let source = try String(contentsOf: Self.script, encoding: .utf8)
        let results = try session.lua.load(source, chunkName: "@round_trip.lua", environment: session.globals).call([.table(catalog)])
        guard case .table(let problems) = results[0], case .integer(let reads) = results[1],
              case .integer(let trips) = results[2], case .integer(let refusals) = results[3] else {
            Issue.record("round_trip.lua returned \(results)")
            return
        }
        let lines = try (0 ..< problems.rawLength).map { try problems.rawGet(.integer($0 + 1)).description }
        #expect(lines == [])
        #expect(constructible.count >= 30)
        #expect(constructible.contains { $0.name == "Dial" })
        #expect(reads == declared)
        let writable = constructible.reduce(0) { $0 + $1.writableNames.count }
        #expect(trips == writable && refusals == writable)
        #expect(writable > 150)
    }
}
