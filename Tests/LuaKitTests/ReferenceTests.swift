import Testing
@testable import LuaKit

@Suite("LuaRef: registry references")
struct ReferenceTests {
    @Test func referencesAreCountedAndReleased() throws {
        let lua = try LuaState()
        #expect(lua.liveReferenceCount == 0)
        do {
            let values = try lua.run("return {}, function() end, {}", chunkName: "=test")
            #expect(values.count == 3)
            #expect(lua.liveReferenceCount == 3)
        }
        #expect(lua.liveReferenceCount == 0)
    }

    @Test func releasedReferenceLetsLuaCollectTheValue() throws {
        let lua = try LuaState()
        try lua.run("weak = setmetatable({}, {__mode = 'v'})", chunkName: "=test")
        do {
            let table = try lua.newTable()
            try (try lua.global("weak")).reference!.rawSet(1, .table(table))
            lua.collectGarbage()
            #expect(try lua.run("return weak[1] ~= nil", chunkName: "=test") == [true])
        }
        lua.collectGarbage()
        #expect(try lua.run("return weak[1] == nil", chunkName: "=test") == [true])
    }

    @Test func manyCallsLeakNoReferences() throws {
        let lua = try LuaState()
        let function = try lua.load("return {}, 'x'", chunkName: "=test")
        for _ in 0 ..< 1000 { _ = try function.call() }
        #expect(lua.liveReferenceCount == 1)
    }

    @Test func referenceEqualityIsLuaIdentity() throws {
        let lua = try LuaState()
        let values = try lua.run("local t = {} return t, t, {}", chunkName: "=test")
        #expect(values[0] == values[1])
        #expect(values[0] != values[2])
    }

    @Test func tableKeysAndEntries() throws {
        let lua = try LuaState()
        let table = try #require(lua.run("return {alpha = 1, beta = 'b', 10}", chunkName: "=test")[0].reference)
        let keys = try table.keys().map(\.description).sorted()
        #expect(keys == ["\"alpha\"", "\"beta\"", "1"])
        #expect(table.rawLength == 1)
        #expect(try table.rawGet("beta") == "b")
        #expect(luaError { try table.rawSet(.nil, 1) }?.message == "table index is nil")
    }

    @Test func referenceOutlivingItsStateIsInert() throws {
        var lua: LuaState? = try LuaState()
        let table = try lua!.newTable()
        lua = nil
        #expect(luaError { _ = try table.rawGet(1) }?.message == "the Lua state is closed")
        #expect(table.typeName == "no value")
    }
}
