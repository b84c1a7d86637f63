import LuaKit

/// The table of Swift primitives the prelude builds the global API on, and the Lua functions
/// and tables the prelude leaves in it for Swift to use.
final class HostTable {
    let table: LuaRef
    private let lua: LuaState

    /// Set once the prelude has run.
    private(set) var defineClass: LuaRef!
    /// Makes the table of an enumeration from its cases (`H.enumeration`).
    private(set) var enumeration: LuaRef!
    private(set) var lookup: LuaRef!
    private(set) var nameOf: LuaRef!
    private(set) var watchTarget: LuaRef!
    private(set) var targetObjects: LuaRef!
    private(set) var targetIds: LuaRef!

    init(lua: LuaState) throws(LuaError) {
        self.lua = lua
        table = try lua.newTable()
        try table.rawSet("valueMetatables", .table(lua.newTable()))
    }

    /// Adds a Swift primitive under `name`.
    func set(_ name: String, _ body: @escaping (LuaCall) throws -> LuaResults) throws(LuaError) {
        try table.rawSet(.string(name), .function(lua.function(named: name, body)))
    }

    /// Runs the prelude (prelude.lua) with this table, in the session's API table, with the
    /// scenario's own `traffic` table when there is one; then keeps what it left here.
    func runPrelude(in lua: LuaState, api: LuaRef, scenarioTraffic: LuaValue) throws(LuaError) {
        try EmbeddedLua.load("prelude", chunkName: "=tactile", in: lua, environment: api).call([.table(table), scenarioTraffic])
        defineClass = try function("defineClass")
        enumeration = try function("enumeration")
        lookup = try function("lookup")
        nameOf = try function("nameOf")
        watchTarget = try function("watchTarget")
        targetObjects = try reference("targetObjects")
        targetIds = try reference("targetIds")
    }

    /// Runs the embedded file `name` (geometry.lua, touch.lua) as the prelude runs, with this
    /// table, in the session's API table.
    func run(_ name: String, in lua: LuaState, api: LuaRef) throws(LuaError) {
        try EmbeddedLua.load(name, chunkName: "=tactile." + name, in: lua, environment: api).call([.table(table)])
    }

    /// The metatable the Lua file run last left in `valueMetatables` for `name` (`Point`).
    func valueMetatable(_ name: String) throws(LuaError) -> LuaRef {
        guard let metatable = try reference("valueMetatables").rawGet(.string(name)).reference else {
            throw LuaError.runtime("no metatable for \(name) values")
        }
        return metatable
    }

    private func function(_ name: String) throws(LuaError) -> LuaRef { try reference(name) }

    private func reference(_ name: String) throws(LuaError) -> LuaRef {
        guard let reference = try table.rawGet(.string(name)).reference else {
            throw LuaError.runtime("the prelude did not define '\(name)'")
        }
        return reference
    }
}
