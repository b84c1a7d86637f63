import Testing
@testable import LuaKit

/// A state's small blocks come from a region of its own (CLuaShim's pool.c), with malloc for
/// larger blocks and for small ones once the region is used up: what Lua keeps stays intact
/// across every path, and the memory in use is counted as before.
@Suite("The state's allocator")
struct AllocatorTests {
    @Test("small objects well past the region keep their contents, and freeing them gives the memory in use back, again and again")
    func smallObjectsPastTheRegion() throws {
        let lua = try LuaState()
        var afterFirst: Int?
        for round in 1...3 {
            let results = try lua.run("""
                local kept = {}
                for i = 1, 60000 do kept[i] = { i, tostring(i) .. "-\(round)" } end
                local sum, ok = 0, true
                for i = 1, #kept do
                  sum = sum + kept[i][1]
                  ok = ok and kept[i][2] == tostring(i) .. "-\(round)"
                end
                return sum, ok, collectgarbage("count") * 1024
                """, chunkName: "=small")
            #expect(results.prefix(2) == [.integer(60000 * 60001 / 2), .boolean(true)])
            guard case .number(let peak) = results[2] else { Issue.record("no count"); return }
            #expect(peak > 4 * 1024 * 1024)  // well past the 1 MiB region
            lua.collectGarbage()
            // What is left is the state's own (its string table, grown for 60,000 strings, shrinks over later cycles).
            #expect(lua.memoryInUse < 1024 * 1024, "round \(round): \(lua.memoryInUse)")
            afterFirst = afterFirst ?? lua.memoryInUse
            #expect(lua.memoryInUse <= afterFirst!, "round \(round): \(lua.memoryInUse), after the first \(afterFirst!)")
        }
    }

    @Test("blocks resized across size classes, into and out of the region, keep their contents")
    func resizedBlocksKeepTheirContents() throws {
        let lua = try LuaState()
        let results = try lua.run("""
            local list, text = {}, ""
            for i = 1, 3000 do
              list[#list + 1] = i * 3
              if i % 7 == 0 then text = text .. string.char(65 + i % 26) end
            end
            local grown = 0
            for i = 1, #list do grown = grown + list[i] end
            for _ = 1, 2990 do table.remove(list) end
            collectgarbage()
            local shrunk = 0
            for i = 1, #list do shrunk = shrunk + list[i] end
            local names = {}
            for i = 1, 40 do names["key" .. i] = i end
            local named = 0
            for _, value in pairs(names) do named = named + value end
            return grown, shrunk, #list, #text, text:sub(1, 5), named
            """, chunkName: "=resize")
        #expect(results == [.integer(3 * 3000 * 3001 / 2), .integer(3 * 10 * 11 / 2), 10, 428, "HOVCJ", .integer(40 * 41 / 2)])
    }
}
