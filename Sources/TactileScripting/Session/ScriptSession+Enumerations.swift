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
            return [.string("\(name) has no case '\(key)'" + NearestName.hint(for: key, among: session.classes.caseNames(of: name)))]
        }
        try hostAnswer("enumerationValue") { session, call in
            let name: String = try call.value(1)
            guard let enumeration = ScriptEnumerations.named(name), let table = session.classes.enumerationTables[name] else {
                throw ScriptError.message("unknown enumeration '\(name)'")
            }
            return .integer(try enumeration.rawValue(of: call[2], in: .argument(1, function: name)) { key in
                // The table's own entries: for control events, the custom ones too.
                (try? table.rawGet(.string(key))).flatMap(Int.init(luaValue:))
            })
        }
    }
}
