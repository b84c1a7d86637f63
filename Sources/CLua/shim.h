// The C side of Tactile's Lua embedding: macros Swift cannot import, rewritten
// as static inline functions. LuaKit extends this file with its trampoline.
#ifndef TACTILE_CLUA_SHIM_H
#define TACTILE_CLUA_SHIM_H

#include <lua5.4/lua.h>
#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>

static inline int clua_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline void clua_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline int clua_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcall(L, nargs, nresults, msgh);
}
static inline const char *clua_tostring(lua_State *L, int idx) { return lua_tostring(L, idx); }

#endif
