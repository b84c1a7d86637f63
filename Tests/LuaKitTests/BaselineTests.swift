import LuaKit
import Testing

/// The floors `tactile bench lua` measures against do the work they stand for, so a figure
/// beside them compares like with like.
@Suite("Benchmark floors")
struct BaselineTests {
    @Test("the raw C-API call loop calls the function with each index and sums the results")
    func rawCallLoopSums() throws {
        let lua = try LuaState()
        let function = try #require(try lua.run("return function(i) return i * 2 end", chunkName: "=test")[0].reference)
        #expect(lua.rawCallBaseline(function, iterations: 4) == (0 + 1 + 2 + 3) * 2)
        let failing = try #require(try lua.run("return function() error('no') end", chunkName: "=test")[0].reference)
        #expect(lua.rawCallBaseline(failing, iterations: 1) == nil)
    }

    @Test("the raw C function adds its two integer arguments")
    func rawAddAdds() throws {
        let lua = try LuaState()
        try lua.setRawAddBaseline(named: "rawAdd")
        #expect(try lua.run("return rawAdd(40, 2), rawAdd(-1, 1)", chunkName: "=test") == [.integer(42), .integer(0)])
    }
}
