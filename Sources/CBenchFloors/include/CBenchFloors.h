// The benchmarks' floors in C (floors.c). Each works on a state the caller
// opened (LuaKit's, reached through `LuaState.withRawState`) and leaves its
// stack as it found it. For `tactile-bench` only, never for scripts: nothing
// here is stopped by a budget or an interrupt.
#ifndef TACTILE_BENCH_FLOORS_H
#define TACTILE_BENCH_FLOORS_H

struct lua_State;

/// The raw C-API loop a protected call from Swift into Lua is measured
/// against: the function in the global `global` is kept in the registry, and
/// each of `iterations` rounds does `lua_rawgeti` of it, `lua_pushinteger` of
/// the round's index, `lua_pcall` with the message handler of host calls
/// (pushed once), `lua_tointegerx` and `lua_pop` — the least any protected
/// Swift→Lua call can do. The sum of the integer results goes to `sum` (so the
/// work is not elided). Returns 0 when a call failed.
int bench_raw_calls(struct lua_State *L, const char *global, long long iterations, long long *sum);

/// Sets the global `name` to a C function adding its two integer arguments
/// with no checks: the least any call from Lua into host code can cost.
void bench_set_raw_add(struct lua_State *L, const char *name);

/// Sets the global `name` to a table of Lua's own `find`, `match`, `gmatch`
/// and `gsub` — the C functions of its string library, which Tactile replaces
/// with matching a budget or an interrupt can stop — taken from a scratch
/// state. Returns 0, setting nothing, when the scratch state could not be made.
int bench_set_lua_pattern_functions(struct lua_State *L, const char *name);

/// Makes `count` bare states in turn — `luaL_newstate`, `luaL_openlibs`,
/// `lua_close`, nothing else — the floor of a scenario file's session.
/// Returns 0 when a state could not be made.
int bench_fresh_states(int count);

#endif
