import ControlKit
import LuaKit

/// The Lua half of defined classes' own members (defined.lua): declared properties and private
/// fields, kept in each instance's user value table and read and written in Lua. Swift reaches
/// them through the same functions, for constructors and descriptions.
struct DefinedMembers {
    let members: LuaRef
    let read: LuaRef
    let write: LuaRef
    let isAssigning: LuaRef
    /// The instances whose drawing a declared property's change made due, as keys; Swift takes
    /// them (`ScriptSession.applyRedrawsDue()`) before it next reads or renders a drawing.
    let redrawsDue: LuaRef

    /// Loads defined.lua into the session's API table.
    init(session: ScriptSession) throws(LuaError) {
        let typeName = try session.lua.function(named: "typeName") { call in
            call.results((try? call.session)?.classes.typeName(of: call.value(1)) ?? call.value(1).typeName)
        }
        let sendActions = try session.lua.function(named: "sendActions") { [weak session] call in
            guard let session else { throw LuaError.runtime("the session has ended") }
            try session.sendActions(fromDefined: call)
            return .none
        }
        // An appearance property set on an instance directly (uikit-rules §17.4).
        let noteAppearanceSet = try session.lua.function(named: "noteAppearanceSet") { call in
            if let view = try? call.object(1, as: View.self), case .string(let name) = call.value(2) {
                view.appearanceRecord.noteSet(name)
            }
            return .none
        }
        let functions = try EmbeddedLua.load("defined", chunkName: "=tactile.defined", in: session.lua, environment: session.api)
            .call([.function(session.lua.userValueFunction()), .function(typeName), .function(sendActions),
                   .function(noteAppearanceSet)])
        guard functions.count == 5, let members = functions[0].reference, let read = functions[1].reference,
              let write = functions[2].reference, let isAssigning = functions[3].reference,
              let redrawsDue = functions[4].reference else {
            throw LuaError.runtime("defined.lua returned \(functions.count) values instead of 4 functions and a table")
        }
        (self.members, self.read, self.write, self.isAssigning, self.redrawsDue) = (members, read, write, isAssigning, redrawsDue)
    }

    /// A definition's spec for defined.lua — its name, declared properties (the chain's, the
    /// nearest definition's winning) and methods — whose members its class then keeps in Lua.
    func install(_ definition: ControlDefinition, in session: ScriptSession) throws(LuaError) -> LuaRef {
        let lua = session.lua
        let properties = try lua.newTable()
        let methods = try lua.newTable()
        for level in definition.chain.reversed() {
            for property in level.properties {
                let entry = try lua.newTable()
                try entry.rawSet("type", .string(property.type.rawValue))
                try entry.rawSet("readOnly", .boolean(property.isReadOnly))
                try entry.rawSet("admitsNil", .boolean(property.admitsNil))
                if property.isAppearance { try entry.rawSet("appearance", true) }
                for (name, function) in [("validate", property.validate), ("set", property.set), ("didSet", property.didSet),
                                         ("get", property.get)] {
                    if let function { try entry.rawSet(.string(name), .function(function)) }
                }
                try properties.rawSet(.string(property.name), .table(entry))
            }
            for (name, function) in level.methods { try methods.rawSet(.string(name), .function(function)) }
        }
        let spec = try lua.newTable()
        try spec.rawSet("name", .string(definition.name))
        try spec.rawSet("properties", .table(properties))
        try spec.rawSet("methods", .table(methods))
        if let name = definition.luaClassName {
            let made = try members.call(.table(spec))
            guard made.count == 4, let keys = made[0].reference, let readers = made[1].reference,
                  let writers = made[2].reference, let methods = made[3].reference else {
                throw LuaError.runtime("defined.lua made no members for \(definition.name)")
            }
            try lua.setLuaMembers(ofClass: name, keys: keys, readers: readers, writers: writers, methods: methods)
        }
        return spec
    }
}
