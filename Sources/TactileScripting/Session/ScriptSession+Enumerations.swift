import ControlKit
import LuaKit

/// The Lua tables of UIKit's enumerations and option sets (uikit-rules §1.4): made by the
/// `H.enumeration` (classes.lua) from the cases Swift gives, published on their class tables
/// (`Control.State`) or as globals (`TextAlignment`), and answered for by two primitives — the
/// message for a name a table lacks, and the raw value a table is called with.
extension ScriptSession {
    func installEnumerationPrimitives() throws(LuaError) {
        try hostFunction("unknownCase") { session, call in
            let name: String = try call.value(1)
            guard case .string(let key) = call[2] else { return [.string("\(name) has no case \(session.describe(call[2]))")] }
            return [.string("\(name) has no case '\(key)'" + NearestName.hint(for: key, among: session.caseNames(of: name)))]
        }
        try hostAnswer("enumerationValue") { session, call in
            let name: String = try call.value(1)
            guard let enumeration = ScriptEnumerations.named(name), let table = session.enumerationTables[name] else {
                throw ScriptError.message("unknown enumeration '\(name)'")
            }
            return .integer(try enumeration.rawValue(of: call[2], in: .argument(1, function: name)) { key in
                // The table's own entries: for control events, the custom ones too.
                (try? table.rawGet(.string(key))).flatMap(Int.init(luaValue:))
            })
        }
    }

    /// Whether `name` is an enumeration that belongs to no class, published as a global now if
    /// it is not yet.
    func installedGlobalEnumeration(named name: String) throws(LuaError) -> Bool {
        if enumerationTables[name] != nil { return true }
        guard ScriptEnumerations.globalNames.contains(name), let enumeration = ScriptEnumerations.named(name) else { return false }
        try publish(name, enumerationTable(enumeration))
        return true
    }

    /// A new table of an enumeration's cases, kept for the primitives.
    func enumerationTable(_ enumeration: ScriptEnumeration) throws(LuaError) -> LuaValue {
        let cases = try lua.newTable()
        for (name, raw) in enumeration.cases { try cases.rawSet(.string(name), .integer(raw)) }
        guard let table = try classFunctions.enumeration.call(.string(enumeration.name), .table(cases)).first?.reference else {
            throw LuaError.runtime("classes.lua made no table for \(enumeration.name)")
        }
        enumerationTables[enumeration.name] = table
        return .table(table)
    }

    /// Adds a custom control event to `Control.Event`, where scripts find it by name.
    func addCustomEvent(_ name: String, _ event: Control.Event) throws(LuaError) {
        try enumerationTables[Control.Event.scriptName]?.rawSet(.string(name), .integer(Int(event.rawValue)))
    }

    /// The names in an enumeration's table, for suggestions.
    private func caseNames(of enumeration: String) -> [String] {
        let entries = (try? enumerationTables[enumeration]?.entries()) ?? []
        return entries.compactMap { String(luaValue: $0.key) }
    }
}
