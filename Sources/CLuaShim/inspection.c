// Read-only views of the call stack for host Lua code (the scenario API):
// where a frame is and a traceback, as strings and numbers, so that host code
// needs no `debug` library in reach of the scripts it runs.
#include <string.h>
#include "internal.h"

/// `frame(level)`: the kind ("Lua", "C", "main"), source, current line and
/// short source of the function at `level` (1: the caller), or nothing when
/// there is no such level. `frame(f)`: the same of function `f`, with the line
/// where it is defined, then the line where its definition ends.
static int inspection_frame(lua_State *L) {
    lua_Debug ar;
    int isFunction = lua_type(L, 1) == LUA_TFUNCTION;
    if (isFunction) {
        lua_settop(L, 1);
        lua_getinfo(L, ">S", &ar);
    } else {
        lua_Integer level = luaL_checkinteger(L, 1);
        if (level < 0 || level > 1000000 || !lua_getstack(L, (int)level, &ar)) return 0;
        lua_getinfo(L, "Sl", &ar);
    }
    lua_pushstring(L, ar.what);
    lua_pushstring(L, ar.source);
    lua_pushinteger(L, isFunction ? ar.linedefined : ar.currentline);
    lua_pushstring(L, ar.short_src);
    if (!isFunction) return 4;
    lua_pushinteger(L, ar.lastlinedefined);
    return 5;
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

void clua_push_definition_site(lua_State *L) {
    lua_Debug ar;
    if (lua_type(L, -1) != LUA_TFUNCTION) {
        lua_pop(L, 1);
        lua_pushliteral(L, "");
        return;
    }
    lua_getinfo(L, ">S", &ar);  /* pops the function */
    if (ar.linedefined <= 0) {
        lua_pushliteral(L, "");
        return;
    }
    lua_pushfstring(L, "%s:%d", ar.short_src, ar.linedefined);
}

void clua_push_where(lua_State *L) {
    clua_Runtime *rt = clua_runtime(L);
    lua_Debug ar;
    size_t prefix = rt->internal_prefix_length;
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Sl", &ar);
        if (ar.currentline <= 0) break;  // a C function called it: no position, as luaL_where
        if (prefix > 0 && strncmp(ar.source, rt->internal_prefix, prefix) == 0) continue;
        lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
        return;
    }
    lua_pushliteral(L, "");
}

void clua_set_internal_prefix(lua_State *L, const char *prefix) {
    clua_Runtime *rt = clua_runtime(L);
    size_t length = prefix ? strlen(prefix) : 0;
    if (length >= sizeof rt->internal_prefix) length = sizeof rt->internal_prefix - 1;
    memcpy(rt->internal_prefix, prefix ? prefix : "", length);
    rt->internal_prefix[length] = '\0';
    rt->internal_prefix_length = length;
}
