import ControlKit
import LuaKit

/// The tables of UIKit's enumerations and option sets (uikit-rules §1.4), made by
/// `H.enumeration` (classes.lua) from the cases Swift gives: on their class tables
/// (`Control.State`) as the class is registered, or as globals (`TextAlignment`) when first read.
extension ClassRegistry {
    /// Whether `name` is an enumeration that belongs to no class, published as a global now if
    /// it is not yet.
    func installedGlobalEnumeration(named name: String) throws(LuaError) -> Bool {
        if enumerationTables[name] != nil { return true }
        guard ScriptEnumerations.globalNames.contains(name), let enumeration = ScriptEnumerations.named(name) else { return false }
        try hooks.publish(name, enumerationTable(enumeration))
        return true
    }

    /// A new table of an enumeration's cases, kept for the primitives.
    func enumerationTable(_ enumeration: ScriptEnumeration) throws(LuaError) -> LuaValue {
        let cases = try lua.newTable()
        for (name, raw) in enumeration.cases { try cases.rawSet(.string(name), .integer(raw)) }
        guard let table = try hooks.classFunctions().enumeration.call(.string(enumeration.name), .table(cases)).first?.reference else {
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
    func caseNames(of enumeration: String) -> [String] {
        let entries = (try? enumerationTables[enumeration]?.entries()) ?? []
        return entries.compactMap { String(luaValue: $0.key) }
    }
}
