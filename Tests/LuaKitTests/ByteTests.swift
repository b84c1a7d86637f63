import LuaKit
import Testing

/// Lua is 8-bit clean: source and string values may hold any bytes, and the byte-based
/// functions keep them all.
@Suite("Bytes")
struct ByteTests {
    @Test("source bytes that are not UTF-8 load as they are (Lua 5.4 manual §3.1: strings are 8-bit clean)")
    func latin1SourceLoads() throws {
        let lua = try LuaState()
        let source: [UInt8] = Array("return #\"caf".utf8) + [0xE9] + Array("\", \"caf".utf8) + [0xE9] + [0x22]
        let chunk = try lua.load(bytes: source, chunkName: "=latin1")
        let results = try chunk.callPacked([])
        #expect(try results.rawGet(1) == .integer(4))
        #expect(try results.rawGetBytes(2) == Array("caf".utf8) + [0xE9])
    }

    @Test("a binary chunk is refused from bytes too")
    func binaryRefused() throws {
        let lua = try LuaState()
        let error = luaError { _ = try lua.load(bytes: [0x1B] + Array("Lua".utf8), chunkName: "=binary") }
        #expect(error?.message.contains("attempt to load a binary chunk") == true)
    }

    @Test("a file's first line starting with # is skipped, keeping line numbers (lua.c's skipcomment)")
    func shebangSkipped() throws {
        let lua = try LuaState()
        let file = Array("#!/usr/bin/env lua\nlocal x = 1\nerror('line three')\n".utf8)
        let error = luaError { _ = try lua.load(fileContents: file, chunkName: "@script.lua").call([]) }
        #expect(error?.message == "script.lua:3: line three")
        let withMark = [0xEF, 0xBB, 0xBF] + Array("# comment\nreturn 7".utf8)
        #expect(try lua.load(fileContents: withMark, chunkName: "=bom").call([]) == [.integer(7)])
        #expect(try lua.load(fileContents: Array("return 1 + #'x'".utf8), chunkName: "=plain").call([]) == [.integer(2)])
    }

    @Test("packed results hold every result, nils included, and their count in n (table.pack's shape)")
    func packedResults() throws {
        let lua = try LuaState()
        let function = try lua.load("return 1, nil, '\\0' .. '1', nil", chunkName: "=pack")
        let packed = try function.callPacked([])
        #expect(try packed.rawGet("n") == .integer(4))
        #expect(try packed.rawGet(1) == .integer(1))
        #expect(try packed.rawGet(2) == .nil)
        #expect(try packed.rawGetBytes(3) == [0, UInt8(ascii: "1")])
        #expect(try packed.rawGetBytes(1) == nil)
        #expect(try lua.load("return", chunkName: "=none").callPacked([]).rawGet("n") == .integer(0))
    }

    @Test("a failing call throws its error with the traceback, and the stack is left as it was")
    func packedFailure() throws {
        let lua = try LuaState()
        let function = try lua.load("error('nope')", chunkName: "=fail")
        let error = luaError { _ = try function.callPacked([]) }
        #expect(error?.message == "fail:1: nope")
        #expect(error?.traceback != nil)
        #expect(try lua.run("return 40 + 2", chunkName: "=after") == [.integer(42)])
    }
}
