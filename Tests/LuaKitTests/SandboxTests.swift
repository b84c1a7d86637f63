import Testing
@testable import LuaKit

/// embedding §5: restricted `_ENV` for code that is not trusted.
@Suite("Sandboxed environments")
struct SandboxTests {
    private func runSandboxed(_ source: String, in lua: LuaState, sandbox: LuaRef) throws -> [LuaValue] {
        try lua.run(source, chunkName: "=plugin", environment: sandbox)
    }

    @Test func dangerousFunctionsAreAbsent() throws {
        let lua = try LuaState()
        let sandbox = try lua.makeSandbox()
        let results = try runSandboxed("""
            return io, debug, require, package, dofile, loadfile, os.execute, os.exit, os.getenv,
                   os.remove, string.dump, type(os.clock), type(string.format)
            """, in: lua, sandbox: sandbox)
        #expect(results == [.nil, .nil, .nil, .nil, .nil, .nil, .nil, .nil, .nil, .nil, .nil, "function", "function"])
    }

    @Test func binaryChunksAreRefused() throws {
        let lua = try LuaState()
        let binary = try lua.run("return string.dump(function() return 1 end)", chunkName: "=host")[0]
        let sandbox = try lua.makeSandbox()
        try sandbox.rawSet("binary", binary)
        let results = try runSandboxed("return load(binary)", in: lua, sandbox: sandbox)
        #expect(results.first == .nil)
        #expect(luaError { _ = try runSandboxed("return load(binary, 'x', 'b')", in: lua, sandbox: sandbox) }?
            .message.contains("only text chunks") == true)
    }

    @Test func loadDefaultsToTheSandbox() throws {
        let lua = try LuaState()
        let sandbox = try lua.makeSandbox()
        #expect(try runSandboxed("return load('return io')()", in: lua, sandbox: sandbox) == [.nil])
    }

    @Test func globalsStayInsideTheSandbox() throws {
        let lua = try LuaState()
        let first = try lua.makeSandbox()
        let second = try lua.makeSandbox()
        _ = try runSandboxed("leaked = 1 string.upper = nil", in: lua, sandbox: first)
        #expect(try lua.global("leaked") == .nil)
        #expect(try runSandboxed("return leaked, string.upper('a')", in: lua, sandbox: second) == [.nil, "A"])
        #expect(try lua.run("return string.upper('b')", chunkName: "=host") == ["B"])
    }

    @Test func sharedStringMetatableIsHidden() throws {
        let lua = try LuaState()
        let sandbox = try lua.makeSandbox()
        #expect(try runSandboxed("return getmetatable('')", in: lua, sandbox: sandbox) == [.nil])
    }

    @Test func collectgarbageIsRestricted() throws {
        let lua = try LuaState()
        let sandbox = try lua.makeSandbox()
        #expect(try runSandboxed("return type(collectgarbage('count'))", in: lua, sandbox: sandbox) == ["number"])
        let error = luaError { _ = try runSandboxed("collectgarbage('stop')", in: lua, sandbox: sandbox) }
        #expect(error?.message == "plugin:1: collectgarbage option 'stop' is not allowed here")
    }

    @Test func sandboxedCodeIsStillBudgeted() throws {
        let lua = try LuaState()
        let sandbox = try lua.makeSandbox()
        let error = luaError {
            _ = try lua.withInstructionBudget(10_000) { try runSandboxed("while true do end", in: lua, sandbox: sandbox) }
        }
        #expect(error?.kind == .budgetExhausted)
    }

    @Test("a host environment reads the standard library as a sandbox has it, and keeps its own globals")
    func hostEnvironmentReadsTheSandboxLibrary() throws {
        let lua = try LuaState()
        let host = try lua.makeHostEnvironment()
        let results = try lua.run("""
            mine = 1
            return io, debug, require, os.execute, string.dump, getmetatable(''), string.upper('a'),
                   pcall(collectgarbage, 'stop'), load('return io')()
            """, chunkName: "=host", environment: host)
        #expect(Array(results.prefix(8)) == [.nil, .nil, .nil, .nil, .nil, .nil, "A", false])
        #expect(results.count == 9 && results[8] == .nil)
        #expect(try host.rawGet("mine") == 1)
        #expect(try lua.global("mine") == .nil)
        #expect(try lua.makeHostEnvironment().rawGet("mine") == .nil)
    }

    @Test("host environments share one library, the one sandboxes are copied from, and a sandbox's changes stay its own")
    func hostEnvironmentsShareTheLibrary() throws {
        let lua = try LuaState()
        let first = try lua.makeHostEnvironment(), second = try lua.makeHostEnvironment()
        try first.rawSet("second", .table(second))
        let shared = try lua.run("return rawequal(string, second.string), rawequal(string, getmetatable(second).__index.string)",
                                 chunkName: "=host", environment: first)
        #expect(shared == [true, true])
        let sandbox = try lua.makeSandbox()
        _ = try runSandboxed("string.upper = nil; os.clock = nil", in: lua, sandbox: sandbox)
        #expect(try lua.run("return string.upper('b'), type(os.clock)", chunkName: "=host", environment: first) == ["B", "function"])
        try sandbox.rawSet("host", .table(first))
        #expect(try runSandboxed("return rawequal(string, host.string)", in: lua, sandbox: sandbox) == [false])
    }
}
