// Floors for `tactile bench lua`: C code doing the least a call can do, so the
// benchmark shows what crossing between Lua and C costs before any host code;
// and Lua's own pattern functions, which pattern.c's stoppable ones replace.
#include "internal.h"

/// The least a function called from Lua can do: adds two integer arguments
/// and returns the sum, with no checks (a baseline, not for general use).
static int clua_raw_add(lua_State *L) {
    lua_pushinteger(L, lua_tointegerx(L, 1, NULL) + lua_tointegerx(L, 2, NULL));
    return 1;
}

void clua_push_raw_add(lua_State *L) {
    lua_pushcfunction(L, clua_raw_add);
}

/// Opens Lua's string library in the scratch state `scratch` (protected:
/// opening allocates). Leaves the library table on top.
static int open_string_library(lua_State *scratch) {
    luaL_requiref(scratch, LUA_STRLIBNAME, luaopen_string, 0);
    return 1;
}

int clua_push_lua_pattern_functions(lua_State *L) {
    static const char *const names[] = { "find", "match", "gmatch", "gsub", NULL };
    lua_State *scratch = luaL_newstate();
    if (scratch == NULL) return 0;
    lua_pushcfunction(scratch, open_string_library);
    int opened = lua_pcall(scratch, 0, 1, 0) == LUA_OK;
    if (opened) {
        lua_createtable(L, 0, 4);
        for (const char *const *name = names; *name != NULL; name++) {
            lua_getfield(scratch, -1, *name);
            // Light C functions: the library's code, usable from any state.
            lua_pushcfunction(L, lua_tocfunction(scratch, -1));
            lua_setfield(L, -2, *name);
            lua_pop(scratch, 1);
        }
    }
    lua_close(scratch);
    return opened;
}

int clua_fresh_state_baseline(int count) {
    for (int i = 0; i < count; i++) {
        lua_State *L = luaL_newstate();
        if (L == NULL) return 0;
        luaL_openlibs(L);
        lua_close(L);
    }
    return 1;
}
