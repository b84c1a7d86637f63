import Testing
@testable import LuaKit

@Test func linksAgainstLua54() {
    #expect(luaVersionString == "Lua 5.4")
}
