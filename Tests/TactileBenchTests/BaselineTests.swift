import LuaKit
import Testing
@testable import tactile_bench

/// The floors `tactile-bench lua` and `tactile-bench session` measure against do the work they stand for, so a figure
/// beside them compares like with like.
@Suite("Benchmark floors")
struct BaselineTests {
    @Test("the raw C-API call loop calls the function with each index and sums the results")
    func rawCallLoopSums() throws {
        let lua = try LuaState()
        let function = try #require(try lua.run("return function(i) return i * 2 end", chunkName: "=test")[0].reference)
        #expect(try lua.rawCallBaseline(function, iterations: 4) == (0 + 1 + 2 + 3) * 2)
        let failing = try #require(try lua.run("return function() error('no') end", chunkName: "=test")[0].reference)
        #expect(try lua.rawCallBaseline(failing, iterations: 1) == nil)
    }

    @Test("the bare-interpreter floor makes its states, and says so")
    func freshStatesAreMade() {
        #expect(LuaState.freshStateBaseline(count: 3))
        #expect(LuaState.freshStateBaseline(count: 0))
    }

    @Test("the raw C function adds its two integer arguments")
    func rawAddAdds() throws {
        let lua = try LuaState()
        try lua.setRawAddBaseline(named: "rawAdd")
        #expect(try lua.run("return rawAdd(40, 2), rawAdd(-1, 1)", chunkName: "=test") == [.integer(42), .integer(0)])
    }

    @Test("Lua's own pattern functions are other functions than Tactile's, giving the same results")
    func luaPatternFunctionsAreLuasOwn() throws {
        let lua = try LuaState()
        try lua.setLuaPatternFunctionsBaseline(named: "own")
        let calls = #"""
            local library = ...
            local found = table.pack(library.find("key=value", "(%w+)=(%w+)"))
            local replaced, count = library.gsub("a b c", "%s", "-")
            local words = {}
            for word in library.gmatch("one two", "%a+") do words[#words + 1] = word end
            return found[1], found[2], found[3], found[4], replaced, count, library.match("x = 12", "%d+"),
                   table.concat(words, ",")
            """#
        let tactile = try lua.load(calls, chunkName: "=test")
        let own = try lua.run("return own", chunkName: "=test")[0]
        let expected: [LuaValue] = [.integer(1), .integer(9), "key", "value", "a-b-c", .integer(2), "12", "one,two"]
        #expect(try tactile.call(own) == expected)
        #expect(try tactile.call(lua.run("return string", chunkName: "=test")[0]) == expected)
        #expect(try lua.run("return own.find ~= string.find, own.match ~= string.match, own.gmatch ~= string.gmatch, "
                            + "own.gsub ~= string.gsub", chunkName: "=test") == [true, true, true, true])
    }
}
