import LuaKit

/// The table of Swift primitives the prelude builds the global API on, and the Lua functions
/// and tables the prelude leaves in it for Swift to use.
final class HostTable {
    let table: LuaRef
    private let lua: LuaState

    /// Set once the prelude has run.
    private(set) var wrap: LuaRef!
    private(set) var handles: LuaRef!
    private(set) var proxies: LuaRef!
    private(set) var defineClass: LuaRef!
    private(set) var makePoint: LuaRef!
    private(set) var makeSize: LuaRef!
    private(set) var makeRect: LuaRef!
    private(set) var lookup: LuaRef!
    private(set) var nameOf: LuaRef!
    private(set) var watchTarget: LuaRef!
    private(set) var targetObjects: LuaRef!
    private(set) var targetIds: LuaRef!

    init(lua: LuaState) throws(LuaError) {
        self.lua = lua
        table = try lua.newTable()
        try table.rawSet("values", .table(lua.newTable()))
    }

    /// Adds a Swift primitive under `name`.
    func set(_ name: String, _ body: @escaping (LuaCall) throws -> LuaResults) throws(LuaError) {
        try table.rawSet(.string(name), .function(lua.function(named: name, body)))
    }

    /// Runs the prelude with this table, its globals going to `environment` (nil: `_G`), then
    /// keeps what it left here.
    func runPrelude(in lua: LuaState, environment: LuaRef?) throws(LuaError) {
        try lua.load(Prelude.source, chunkName: Prelude.chunkName, environment: environment).call([.table(table)])
        wrap = try function("wrap")
        defineClass = try function("defineClass")
        lookup = try function("lookup")
        nameOf = try function("nameOf")
        watchTarget = try function("watchTarget")
        handles = try reference("handles")
        proxies = try reference("proxies")
        targetObjects = try reference("targetObjects")
        targetIds = try reference("targetIds")
        let values = try reference("values")
        makePoint = try values.rawGet("Point").reference
        makeSize = try values.rawGet("Size").reference
        makeRect = try values.rawGet("Rect").reference
    }

    private func function(_ name: String) throws(LuaError) -> LuaRef { try reference(name) }

    private func reference(_ name: String) throws(LuaError) -> LuaRef {
        guard let reference = try table.rawGet(.string(name)).reference else {
            throw LuaError.runtime("the prelude did not define '\(name)'")
        }
        return reference
    }
}
