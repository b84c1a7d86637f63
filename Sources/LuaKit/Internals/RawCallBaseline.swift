import CLua
import CLuaShim

extension LuaState {
    /// The raw C-API loop that `LuaRef.call` is measured against: with the
    /// message handler pushed once, each iteration does `lua_rawgeti` of the
    /// function, `lua_pushinteger`, `lua_pcall`, `lua_tointegerx` and
    /// `lua_pop` — the least any protected Swift→Lua call can do.
    /// Returns the sum of the integer results (so the work is not elided),
    /// or nil if a call failed.
    package func rawCallBaseline(_ function: LuaRef, iterations: Int) -> Int? {
        guard let stack = context.stack else { return nil }
        let base = stack.top
        defer { stack.setTop(base) }
        clua_push_message_handler(stack.L)
        let handler = stack.top
        var sum = 0
        for i in 0 ..< iterations {
            stack.pushRegistryEntry(function.reference)
            lua_pushinteger(stack.L, lua_Integer(i))
            guard clua_pcall(stack.L, 1, 1, handler) == LUA_OK else { return nil }
            sum &+= Int(lua_tointegerx(stack.L, -1, nil))
            stack.pop()
        }
        return sum
    }

    /// Sets the global `name` to a C function adding its two integer
    /// arguments with no checks: the least any call from Lua into host code
    /// can cost, the floor of a Lua→Swift call before the Swift part.
    package func setRawAddBaseline(named name: String) throws(LuaError) {
        let stack = try openStack()
        let base = stack.top
        defer { stack.setTop(base) }
        clua_pushglobaltable(stack.L)
        clua_push_raw_add(stack.L)
        stack.rawSet(table: -2, key: name)
    }

    /// Sets the global `name` to a table of Lua's own `find`, `match`, `gmatch` and `gsub` —
    /// the C functions of its string library, which Tactile replaces with pattern matching a
    /// budget or an interrupt can stop (embedding §4.6): the floor the cost of that matching is
    /// measured against. For benchmarks only: no budget or interrupt stops these.
    package func setLuaPatternFunctionsBaseline(named name: String) throws(LuaError) {
        let stack = try openStack()
        let base = stack.top
        defer { stack.setTop(base) }
        clua_pushglobaltable(stack.L)
        guard clua_push_lua_pattern_functions(stack.L) != 0 else {
            throw LuaError(kind: .memory, message: "not enough memory for a scratch state")
        }
        stack.rawSet(table: -2, key: name)
    }
}

extension LuaState {
    /// Makes `count` bare interpreters one after another — `lua_newstate` through
    /// `luaL_newstate`, `luaL_openlibs`, `lua_close`, nothing else — the floor a scripting
    /// session's set-up is measured against. False when one could not be made.
    package static func freshStateBaseline(count: Int) -> Bool {
        clua_fresh_state_baseline(Int32(clamping: count)) != 0
    }
}
