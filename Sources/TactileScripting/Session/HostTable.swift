import LuaKit

/// The table of Swift primitives the prelude builds the global API on, and the Lua functions
/// and tables the prelude and the parts run after it leave in it for Swift to use.
final class HostTable {
    let table: LuaRef
    private let lua: LuaState
    /// The session's API table, the environment the prelude and its parts run in.
    private let api: LuaRef

    /// What classes.lua left here, once it has run (see `classFunctions(installing:)`).
    private var loadedClassFunctions: ClassFunctions?
    /// What targets.lua left here, once it has run (see `targetFunctions(installing:)`).
    private var loadedTargetFunctions: TargetFunctions?

    init(lua: LuaState, api: LuaRef) throws(LuaError) {
        self.lua = lua
        self.api = api
        table = try lua.newTable()
        try table.rawSet("valueMetatables", .table(lua.newTable()))
    }

    /// Adds a Swift primitive under `name`.
    func set(_ name: String, _ body: @escaping (LuaCall) throws -> LuaResults) throws(LuaError) {
        try table.rawSet(.string(name), .function(lua.function(named: name, body)))
    }

    /// Runs the prelude (prelude.lua) with this table, in the session's API table, with the
    /// scenario's own `traffic` table when there is one.
    func runPrelude(scenarioTraffic: LuaValue) throws(LuaError) {
        try EmbeddedLua.load("prelude", chunkName: "=tactile", in: lua, environment: api).call([.table(table), scenarioTraffic])
    }

    /// Runs the embedded file `name` (geometry.lua, touch.lua) as the prelude runs, with this
    /// table, in the session's API table.
    func run(_ name: String) throws(LuaError) {
        try EmbeddedLua.load(name, chunkName: "=tactile." + name, in: lua, environment: api).call([.table(table)])
    }

    /// The functions making class and enumeration tables: classes.lua's, run the first time
    /// they are asked for, after `primitives` has added the primitives they call.
    func classFunctions(installing primitives: () throws(LuaError) -> Void) throws(LuaError) -> ClassFunctions {
        if let loadedClassFunctions { return loadedClassFunctions }
        try primitives()
        try run("classes")
        let functions = ClassFunctions(defineClass: try reference("defineClass"), enumeration: try reference("enumeration"))
        loadedClassFunctions = functions
        return functions
    }

    /// The Lua side of table targets: targets.lua's, run the first time it is asked for, after
    /// `primitives` has added the primitive it calls.
    func targetFunctions(installing primitives: () throws(LuaError) -> Void) throws(LuaError) -> TargetFunctions {
        if let loadedTargetFunctions { return loadedTargetFunctions }
        try primitives()
        try run("targets")
        let functions = TargetFunctions(
            lookup: try reference("lookup"), nameOf: try reference("nameOf"), watchTarget: try reference("watchTarget"),
            targetObjects: try reference("targetObjects"), targetIds: try reference("targetIds"),
            callableAsFunction: try reference("callableAsFunction"))
        loadedTargetFunctions = functions
        return functions
    }

    /// Whether classes.lua has run.
    var hasClassFunctions: Bool { loadedClassFunctions != nil }
    /// Whether targets.lua has run: before, no table is a target.
    var hasTargets: Bool { loadedTargetFunctions != nil }

    /// The metatable the Lua file run last left in `valueMetatables` for `name` (`Point`).
    func valueMetatable(_ name: String) throws(LuaError) -> LuaRef {
        guard let metatable = try reference("valueMetatables").rawGet(.string(name)).reference else {
            throw LuaError.runtime("no metatable for \(name) values")
        }
        return metatable
    }

    /// The table of methods the Lua file run last left in `valueMethods` for `name` (`Point`).
    func valueMethods(_ name: String) throws(LuaError) -> LuaRef {
        guard let methods = try reference("valueMethods").rawGet(.string(name)).reference else {
            throw LuaError.runtime("no methods for \(name) values")
        }
        return methods
    }

    private func reference(_ name: String) throws(LuaError) -> LuaRef {
        guard let reference = try table.rawGet(.string(name)).reference else {
            throw LuaError.runtime("the host's Lua did not define '\(name)'")
        }
        return reference
    }
}

/// What classes.lua leaves in the host table.
struct ClassFunctions {
    /// Makes a class table from its statics and method names (`H.defineClass`).
    let defineClass: LuaRef
    /// Makes the table of an enumeration from its cases (`H.enumeration`).
    let enumeration: LuaRef
}

/// What targets.lua leaves in the host table.
struct TargetFunctions {
    /// `object[key]`, metamethods included.
    let lookup: LuaRef
    /// The name a value's metatable gives it, or its type's.
    let nameOf: LuaRef
    /// Starts watching a table target: its identifier, and a finalizer that releases it.
    let watchTarget: LuaRef
    /// Identifier → table target (weak values).
    let targetObjects: LuaRef
    /// Table target → identifier (weak keys).
    let targetIds: LuaRef
    /// The function standing for a callable table or userdata given as a function target (one
    /// per object), or nil for a value that is not callable.
    let callableAsFunction: LuaRef
}
