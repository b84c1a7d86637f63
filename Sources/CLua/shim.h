// The Lua C API for Swift: Lua's own headers, and the macros Swift cannot
// import re-exposed as `static inline` functions with a `clua_` prefix. Nothing
// else: what Tactile's embedding adds in C (the runtime record, trampolines,
// calls from the host, allocator, hooks) belongs to the CLuaShim target.
#ifndef TACTILE_CLUA_SHIM_H
#define TACTILE_CLUA_SHIM_H

#include <lua5.4/lua.h>
#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>
#include <signal.h>
#include <stddef.h>

// MARK: - Macros as functions

static inline int clua_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int clua_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void clua_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void clua_newtable(lua_State *L) { lua_newtable(L); }
static inline void clua_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline void clua_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline void clua_replace(lua_State *L, int idx) { lua_replace(L, idx); }
static inline void clua_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }
static inline const char *clua_tostring(lua_State *L, int idx) { return lua_tostring(L, idx); }
static inline int clua_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcall(L, nargs, nresults, msgh);
}
static inline int clua_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
static inline void clua_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }
static inline int clua_ridx_globals(void) { return LUA_RIDX_GLOBALS; }
static inline void *clua_newuserdata(lua_State *L, size_t size, int uservalues) {
    return lua_newuserdatauv(L, size, uservalues);
}

// MARK: - Variadic functions as fixed-arity ones

static inline void clua_gc_collect(lua_State *L) { lua_gc(L, LUA_GCCOLLECT); }

#endif
