// Read-only views of the call stack for host Lua code (the scenario API):
// where a frame is and a traceback, as strings and numbers, so that host code
// needs no `debug` library in reach of the scripts it runs.
#include "internal.h"

/// `frame(level)`: the kind ("Lua", "C", "main"), source, current line and
/// short source of the function at `level` (1: the caller), or nothing when
/// there is no such level.
static int inspection_frame(lua_State *L) {
    lua_Integer level = luaL_checkinteger(L, 1);
    lua_Debug ar;
    if (level < 0 || level > 1000000 || !lua_getstack(L, (int)level, &ar)) return 0;
    lua_getinfo(L, "Sl", &ar);
    lua_pushstring(L, ar.what);
    lua_pushstring(L, ar.source);
    lua_pushinteger(L, ar.currentline);
    lua_pushstring(L, ar.short_src);
    return 4;
}

/// `traceback(message, level)`: Lua's traceback of the stack from `level`
/// (1: the caller), after `message` when it is a string.
static int inspection_traceback(lua_State *L) {
    const char *message = lua_tostring(L, 1);
    lua_Integer level = luaL_optinteger(L, 2, 1);
    if (level < 0 || level > 1000000) level = 1;
    luaL_traceback(L, L, message, (int)level);
    return 1;
}

void clua_push_inspection(lua_State *L) {
    lua_pushcfunction(L, inspection_frame);
    lua_pushcfunction(L, inspection_traceback);
}
