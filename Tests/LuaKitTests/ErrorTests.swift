import Testing
@testable import LuaKit

@Suite("LuaError: messages, positions, tracebacks")
struct ErrorTests {
    @Test func runtimeErrorCarriesChunkLineAndTraceback() throws {
        let lua = try LuaState()
        let source = "local x = 1\nlocal function f() error('boom') end\nf()"
        let error = try #require(luaError { try lua.run(source, chunkName: "@plugins/knob.lua") })
        #expect(error.kind == .runtime)
        #expect(error.message == "plugins/knob.lua:2: boom")
        #expect(error.chunkName == "plugins/knob.lua")
        #expect(error.line == 2)
        let traceback = try #require(error.traceback)
        #expect(traceback.hasPrefix("stack traceback:"))
        #expect(traceback.contains("plugins/knob.lua:3: in main chunk"))
        #expect(error.description == error.message + "\n" + traceback)
    }

    @Test func syntaxErrorNamesTheChunk() throws {
        let lua = try LuaState()
        let error = try #require(luaError { _ = try lua.load("x = = 1", chunkName: "=repl") })
        #expect(error.kind == .syntax)
        #expect(error.chunkName == "repl")
        #expect(error.line == 1)
        #expect(error.traceback == nil)
        #expect(!error.isIncompleteInput)
    }

    /// embedding §1.2: an unfinished statement's syntax error ends in `<eof>`.
    @Test func unfinishedChunkIsIncompleteInput() throws {
        let lua = try LuaState()
        for source in ["for i = 1, 3 do", "x = [[long", "f(1,", "--[[ comment"] {
            let error = try #require(luaError { _ = try lua.load(source, chunkName: "=repl") })
            #expect(error.isIncompleteInput, "\(source): \(error.message)")
        }
    }

    @Test func nonStringErrorObjectsAreDescribed() throws {
        let lua = try LuaState()
        let table = try #require(luaError { try lua.run("error({})", chunkName: "=test") })
        #expect(table.message == "(error object is a table value)")
        let described = try #require(luaError {
            try lua.run("error(setmetatable({}, {__tostring = function() return 'custom failure' end}))", chunkName: "=test")
        })
        #expect(described.message == "custom failure")
    }

    @Test func errorWithoutPositionHasNoChunk() throws {
        let lua = try LuaState()
        let error = try #require(luaError { try lua.run("error('plain', 0)", chunkName: "=test") })
        #expect(error.message == "plain")
        #expect(error.chunkName == nil)
        #expect(error.line == nil)
    }

    @Test func binaryChunksAreRefused() throws {
        let lua = try LuaState()
        let dumped = try lua.run("return string.dump(function() return 1 end)", chunkName: "=test")[0]
        guard case .string(let bytes) = dumped else {
            Issue.record("string.dump did not return a string")
            return
        }
        let error = luaError { _ = try lua.load(bytes, chunkName: "=binary") }
        #expect(error?.kind == .syntax)
    }

    @Test func stateStaysUsableAfterErrors() throws {
        let lua = try LuaState()
        _ = luaError { try lua.run("error('first')", chunkName: "=test") }
        _ = luaError { _ = try lua.load("(", chunkName: "=test") }
        #expect(try lua.run("return 'still fine'", chunkName: "=test") == ["still fine"])
    }
}
