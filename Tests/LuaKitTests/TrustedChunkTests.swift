import LuaKit
import Testing

/// The host's own chunks are compiled once per process and loaded as bytecode after that, with
/// the same behaviour as the text: results, environment, and lines in messages.
@Suite("Trusted chunks")
struct TrustedChunkTests {
    static let source = """
        local x = ...
        if x == "fail" then error("failed here") end
        return (greeting or "no greeting") .. " " .. tostring(x)
        """

    @Test("a trusted chunk loaded in many states is compiled from its text once")
    func compiledOnce() throws {
        let chunk = TrustedChunk(source: Self.source, chunkName: "=host.greeting")
        #expect(chunk.compilations == 0)
        for index in 1...20 {
            let lua = try LuaState()
            #expect(try chunk.load(in: lua).call([.integer(index)]) == [.string("no greeting \(index)")])
        }
        #expect(chunk.compilations == 1)
    }

    @Test("loaded from bytecode, a chunk sees its environment and its errors keep their line")
    func bytecodeBehavesAsText() throws {
        let chunk = TrustedChunk(source: Self.source, chunkName: "=host.greeting")
        for _ in 1...2 {
            let lua = try LuaState()
            let environment = try lua.newTable()
            try environment.rawSet("greeting", .string("hello"))
            try environment.rawSet("tostring", lua.global("tostring"))
            try environment.rawSet("error", lua.global("error"))
            #expect(try chunk.load(in: lua, environment: environment).call([.string("there")]) == [.string("hello there")])
            let error = #expect(throws: LuaError.self) { try chunk.load(in: lua, environment: environment).call([.string("fail")]) }
            #expect(error?.message.hasPrefix("host.greeting:2: failed here") == true, "\(String(describing: error?.message))")
        }
        #expect(chunk.compilations == 1)
    }

    @Test("loaded from bytecode, a chunk keeps its lines and its upvalues' and globals' names, not its locals' names")
    func bytecodeDropsLocalNamesOnly() throws {
        let source = """
            local kind, counter = ..., 0
            local function bump() counter = counter + 1 end
            if kind == "global" then return missing.field end
            if kind == "upvalue" then counter = nil; bump() end
            local unnamed = nil
            return unnamed.field
            """
        let chunk = TrustedChunk(source: source, chunkName: "=host.names")
        let lua = try LuaState()
        _ = try chunk.load(in: lua)  // compiled from the text; every later load reads the bytecode
        func messages(_ load: () throws -> LuaRef) -> [String] {
            ["global", "upvalue", "local"].map { kind in
                let error = #expect(throws: LuaError.self) { try load().call([.string(kind)]) }
                return error?.message ?? ""
            }
        }
        let fromText = messages { try lua.load(source, chunkName: "=host.names") }
        #expect(fromText == ["host.names:3: attempt to index a nil value (global 'missing')",
                             "host.names:2: attempt to perform arithmetic on a nil value (upvalue 'counter')",
                             "host.names:6: attempt to index a nil value (local 'unnamed')"])
        #expect(messages { try chunk.load(in: lua) } == Array(fromText.prefix(2)) + ["host.names:6: attempt to index a nil value"])
        #expect(chunk.compilations == 1)
    }

    @Test("user code is still loaded as text only: a binary chunk is refused")
    func userCodeStaysText() throws {
        let lua = try LuaState()
        let dumped = try lua.run("return string.dump(function() return 1 end)", chunkName: "=test")
        guard case .string(let bytes) = dumped.first else { Issue.record("no dump"); return }
        let error = #expect(throws: LuaError.self) { try lua.load(bytes, chunkName: "=binary") }
        #expect(error?.message.contains("attempt to load a binary chunk") == true, "\(String(describing: error?.message))")
    }
}
