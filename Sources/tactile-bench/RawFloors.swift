import CBenchFloors
import LuaKit

/// The floors written in C (the `CBenchFloors` target), run on a state of LuaKit's: what the
/// figures of `tactile-bench lua` and `tactile-bench session` are printed beside.
extension LuaState {
    /// The global the raw call loop finds its function in while it runs.
    private static let rawCallGlobal = "tactile_bench_raw_call"

    /// The raw C-API loop that `LuaRef.call` is measured against: with the message handler
    /// pushed once, each of `iterations` rounds does `lua_rawgeti` of the function,
    /// `lua_pushinteger` of the round's index, `lua_pcall`, `lua_tointegerx` and `lua_pop` — the
    /// least any protected Swift→Lua call can do. Returns the sum of the integer results (so the
    /// work is not elided), or nil if a call failed.
    func rawCallBaseline(_ function: LuaRef, iterations: Int) throws -> Int? {
        try setGlobal(Self.rawCallGlobal, .function(function))
        defer { try? setGlobal(Self.rawCallGlobal, .nil) }
        var sum: Int64 = 0
        let called = try withRawState { L in bench_raw_calls(L, Self.rawCallGlobal, Int64(iterations), &sum) }
        return called != 0 ? Int(sum) : nil
    }

    /// Sets the global `name` to a C function adding its two integer arguments with no checks:
    /// the least any call from Lua into host code can cost, the floor of a Lua→Swift call
    /// before the Swift part.
    func setRawAddBaseline(named name: String) throws {
        try withRawState { L in bench_set_raw_add(L, name) }
    }

    /// Sets the global `name` to a table of Lua's own `find`, `match`, `gmatch` and `gsub` — the
    /// C functions of its string library, which Tactile replaces with pattern matching a budget
    /// or an interrupt can stop (embedding §4.6): the floor the cost of that matching is
    /// measured against. No budget or interrupt stops these.
    func setLuaPatternFunctionsBaseline(named name: String) throws {
        guard try withRawState({ L in bench_set_lua_pattern_functions(L, name) }) != 0 else {
            throw LuaError(kind: .memory, message: "not enough memory for a scratch state")
        }
    }

    /// Makes `count` bare interpreters one after another — `luaL_newstate`, `luaL_openlibs`,
    /// `lua_close`, nothing else — the floor a scripting session's set-up is measured against.
    /// False when one could not be made. Never inlined, so an instruction profiler can count
    /// exactly it (`--toggle-collect='*freshStateBaseline*'`).
    @inline(never)
    static func freshStateBaseline(count: Int) -> Bool {
        bench_fresh_states(Int32(clamping: count)) != 0
    }
}
