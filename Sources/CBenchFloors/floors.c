// Floors for `tactile-bench lua` and `tactile-bench session`: C code doing the
// least a call can do, so the benchmarks show what crossing between Lua and C
// costs before any host code; Lua's own pattern functions, which CLuaShim's
// stoppable ones replace; and bare interpreters, made and closed. Benchmark
// code only: nothing of Tactile's product links this target.
#include <lua5.4/lua.h>
#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>
#include "CLuaShim.h"
#include "CBenchFloors.h"

int bench_raw_calls(lua_State *L, const char *global, long long iterations, long long *sum) {
    int base = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    lua_pushstring(L, global);
    lua_rawget(L, -2);
    int function = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pushcfunction(L, clua_message_handler);
    int handler = lua_gettop(L);
    int called = 1;
    *sum = 0;
    for (long long i = 0; i < iterations && called; i++) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, function);
        lua_pushinteger(L, (lua_Integer)i);
        called = lua_pcall(L, 1, 1, handler) == LUA_OK;
        if (called) *sum += lua_tointegerx(L, -1, NULL);
        lua_pop(L, 1);
    }
    luaL_unref(L, LUA_REGISTRYINDEX, function);
    lua_settop(L, base);
    return called;
}

/// The least a function called from Lua can do: adds two integer arguments
/// and returns the sum, with no checks.
static int raw_add(lua_State *L) {
    lua_pushinteger(L, lua_tointegerx(L, 1, NULL) + lua_tointegerx(L, 2, NULL));
    return 1;
}

void bench_set_raw_add(lua_State *L, const char *name) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    lua_pushstring(L, name);
    lua_pushcfunction(L, raw_add);
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

/// Opens Lua's string library in the scratch state `scratch` (protected:
/// opening allocates). Leaves the library table on top.
static int open_string_library(lua_State *scratch) {
    luaL_requiref(scratch, LUA_STRLIBNAME, luaopen_string, 0);
    return 1;
}

int bench_set_lua_pattern_functions(lua_State *L, const char *name) {
    static const char *const names[] = { "find", "match", "gmatch", "gsub", NULL };
    lua_State *scratch = luaL_newstate();
    if (scratch == NULL) return 0;
    lua_pushcfunction(scratch, open_string_library);
    int opened = lua_pcall(scratch, 0, 1, 0) == LUA_OK;
    if (opened) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
        lua_pushstring(L, name);
        lua_createtable(L, 0, 4);
        for (const char *const *function = names; *function != NULL; function++) {
            lua_getfield(scratch, -1, *function);
            // Light C functions: the library's code, usable from any state.
            lua_pushcfunction(L, lua_tocfunction(scratch, -1));
            lua_setfield(L, -2, *function);
            lua_pop(scratch, 1);
        }
        lua_rawset(L, -3);
        lua_pop(L, 1);
    }
    lua_close(scratch);
    return opened;
}

int bench_fresh_states(int count) {
    for (int i = 0; i < count; i++) {
        lua_State *L = luaL_newstate();
        if (L == NULL) return 0;
        luaL_openlibs(L);
        lua_close(L);
    }
    return 1;
}
