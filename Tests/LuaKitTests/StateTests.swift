import Testing
@testable import LuaKit

@Suite("LuaState: running chunks")
struct StateTests {
    @Test func runReturnsAllResults() throws {
        let lua = try LuaState()
        let results = try lua.run("return 1 + 1, 'x', 2.5, true, nil", chunkName: "=test")
        #expect(results == [.integer(2), .string("x"), .number(2.5), .boolean(true), .nil])
    }

    @Test func standardLibrariesAreOpen() throws {
        let lua = try LuaState()
        let results = try lua.run("return string.upper('ab'), math.max(1, 3), type(io), type(os)", chunkName: "=test")
        #expect(results == ["AB", 3, "table", "table"])
    }

    @Test func collectorIsGenerationalAsInLuasInterpreter() throws {
        let lua = try LuaState()
        #expect(try lua.run("return collectgarbage('incremental')", chunkName: "=test") == ["generational"])
    }

    @Test func globalsRoundTrip() throws {
        let lua = try LuaState()
        try lua.setGlobal("answer", 42)
        #expect(try lua.run("return answer", chunkName: "=test") == [42])
        try lua.run("greeting = 'hi'", chunkName: "=test")
        #expect(try lua.global("greeting") == "hi")
        #expect(try lua.global("missing") == .nil)
    }

    @Test func tostringHonoursMetamethods() throws {
        let lua = try LuaState()
        let object = try lua.run("return setmetatable({}, {__tostring = function() return 'custom' end})", chunkName: "=test")[0]
        #expect(try lua.tostring(object) == "custom")
        #expect(try lua.tostring(.number(1)) == "1.0")
        #expect(try lua.tostring(.integer(7)) == "7")
    }

    @Test func failingTostringIsAnError() throws {
        let lua = try LuaState()
        let object = try lua.run("return setmetatable({}, {__tostring = function() error('no text') end})", chunkName: "=test")[0]
        let error = luaError { _ = try lua.tostring(object) }
        #expect(error?.message == "test:1: no text")
    }

    @Test func callGlobalPrintGoesThroughOverride() throws {
        let lua = try LuaState()
        try lua.run("printed = {} function print(...) printed[#printed + 1] = table.concat({...}, ',') end", chunkName: "=test")
        try lua.callGlobal("print", ["a", 1])
        #expect(try lua.run("return printed[1]", chunkName: "=test") == ["a,1"])
    }

    @Test func chunkWithEnvironmentSeesOnlyThatTable() throws {
        let lua = try LuaState()
        let environment = try lua.newTable()
        try environment.rawSet("x", 5)
        let results = try lua.run("y = x * 2 return y, print", chunkName: "=env", environment: environment)
        #expect(results == [10, .nil])
        #expect(try environment.rawGet("y") == 10)
        #expect(try lua.global("y") == .nil)
    }

    @Test func warningsReachTheHandler() throws {
        let lua = try LuaState()
        var warnings: [String] = []
        lua.warningHandler = { warnings.append($0.message) }
        try lua.run("warn('@on') warn('a', 'b') warn('c')", chunkName: "=test")
        #expect(warnings == ["ab", "c"])
    }

    /// Lua's standalone interpreter (lua.c): warnings start off; "@on" and "@off" switch
    /// them; while on only a warning's first piece can be a control message, while off any
    /// final piece is; an unknown "@…" is ignored.
    @Test func warningsSwitchOnAndOffAsInLuasOwnInterpreter() throws {
        let lua = try LuaState()
        var warnings: [LuaWarning] = []
        lua.warningHandler = { warnings.append($0) }
        try lua.run("""
            warn("before")
            warn("@on")
            warn("@allow")
            warn("@off", "XXX", "@off")
            warn("@off")
            warn("@on", "YYY", "@on")
            warn("@off")
            warn("@on")
            warn("", "@on")
            warn("@on")
            warn("Z", "Z", "Z")
            """, chunkName: "=test")
        #expect(warnings.filter(\.isOn).map(\.standardErrorLine) == ["Lua warning: @offXXX@off", "Lua warning: @on", "Lua warning: ZZZ"])
        #expect(warnings.filter { !$0.isOn }.map(\.message) == ["before", "@onYYY@on"])
    }

    @Test func anErrorInAFinalizerIsAWarningEvenWhileWarningsAreOff() throws {
        let lua = try LuaState()
        var warnings: [LuaWarning] = []
        lua.warningHandler = { warnings.append($0) }
        try lua.run("setmetatable({}, {__gc = function() error('XYZ') end}) collectgarbage()", chunkName: "=gc")
        #expect(warnings.count == 1)
        #expect(warnings.first?.isOn == false)
        #expect(warnings.first?.message.contains("error in __gc") == true)
        #expect(warnings.first?.message.contains("gc:1: XYZ") == true)
    }

    @Test func closedStateFailsCleanly() throws {
        let lua = try LuaState()
        let function = try lua.load("return 1", chunkName: "=test")
        lua.close()
        #expect(lua.isClosed)
        #expect(luaError { try function.call() }?.message == "the Lua state is closed")
        #expect(luaError { try lua.run("return 1", chunkName: "=test") } != nil)
    }
}
