import Testing
@testable import tactile
import TactileScripting

/// What runs before the prompt, in Lua's standalone interpreter's order
/// (embedding §1.7): `LUA_INIT_5_4` or `LUA_INIT`, then `-e` and `-i` as given.
@Suite("Start-up")
struct StartupTests {
    @Test("-e and -i run in the order they appear on the command line")
    func order() {
        let steps = StartupStep.ordered(
            files: ["a.lua", "b.lua"], chunks: ["x = 1", "x"],
            arguments: ["-e", "x = 1", "-i", "a.lua", "--quiet", "-e=x", "-i", "b.lua"])
        #expect(steps == [.chunk("x = 1"), .file("a.lua"), .chunk("x"), .file("b.lua")])
    }

    @Test("A value that looks like an option is not one, and options after -- are operands")
    func valuesAndOperands() {
        let steps = StartupStep.ordered(
            files: ["-e"], chunks: ["print(1)"], arguments: ["repl", "-i", "-e", "-e", "print(1)", "--", "-i", "c.lua"])
        #expect(steps == [.file("-e"), .chunk("print(1)")])
    }

    @Test("Parsed values the arguments do not show still run, files first")
    func nothingDropped() {
        let steps = StartupStep.ordered(files: ["a.lua"], chunks: ["x"], arguments: [])
        #expect(steps == [.file("a.lua"), .chunk("x")])
    }

    @Test("LUA_INIT_5_4 is read before LUA_INIT; '@' names a file, anything else is a chunk")
    func luaInit() {
        let both = ["LUA_INIT_5_4": Array("@init.lua".utf8), "LUA_INIT": Array("x = 1".utf8)]
        #expect(LuaInit.find { both[$0] } == LuaInit(variable: "LUA_INIT_5_4", code: .file("init.lua")))
        let chunk: [String: [UInt8]] = ["LUA_INIT": [UInt8(ascii: "s"), UInt8(ascii: "="), 0xE9]]
        #expect(LuaInit.find { chunk[$0] } == LuaInit(variable: "LUA_INIT", code: .chunk([UInt8(ascii: "s"), UInt8(ascii: "="), 0xE9])))
        #expect(LuaInit.find { _ in nil } == nil)
    }
}
