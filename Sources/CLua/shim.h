// The C side of Tactile's Lua embedding, part one: the macros of the Lua C API
// that Swift cannot import, re-exposed as `static inline` functions with a
// `clua_` prefix, the record of per-state runtime data, and the trampoline.
//
// The rule this file exists for: Lua raises errors with longjmp, and a longjmp
// across Swift frames is undefined behaviour (skipped deinits, leaked retains).
// So Swift never calls a raising Lua API. A Swift function exposed to Lua is
// called by `clua_trampoline`; it reports failure by leaving the error object
// on the stack and returning `CLUA_RAISE`, and the trampoline raises the error
// after the Swift frame has returned.
//
// Code with behaviour of its own (allocator, hooks, message handler) lives in
// the `CLuaShim` C target; this header only declares what both sides share.
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

// MARK: - Per-state runtime record

/// Why the hook stopped the running chunk, if it did.
enum {
    CLUA_STOP_NONE = 0,
    CLUA_STOP_INTERRUPT = 1,
    CLUA_STOP_BUDGET = 2,
};

/// Data LuaKit keeps per `lua_State`. It is the allocator's user data, so any
/// thread of the state finds it with `lua_getallocf`.
typedef struct clua_Runtime {
    lua_State *main;               // the main thread
    lua_State *running;            // the thread running Lua code now (tracked by resume)
    lua_State *current;            // the thread that called the host function running now
    size_t memory_used;            // bytes currently allocated by this state
    size_t memory_limit;           // the cap enforced while Lua code runs
    int enforcing_limit;           // 1 while Lua code runs, 0 while host (Swift) code runs
    int call_depth;                // nesting of protected calls made by the host
    volatile sig_atomic_t interrupt_requested;
    int stop_reason;               // CLUA_STOP_* of the last stopped chunk
    int budget_active;             // 1 inside an instruction budget
    long long budget_remaining;    // instructions left in the budget
    void *host;                    // the host's per-state context (unretained)
    void (*warn)(void *host, const char *message);  // receives complete warnings
    char *warn_buffer;             // a warning being assembled from pieces
    size_t warn_length;
} clua_Runtime;

static inline clua_Runtime *clua_runtime(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (clua_Runtime *)ud;
}

// MARK: - Trampoline

/// A host function's result meaning "the error object is on top of the stack:
/// raise it". Any other result is the number of values returned.
#define CLUA_RAISE (-1)

/// A host (Swift) function behind the trampoline. It must never raise.
typedef int (*clua_HostFunction)(lua_State *L);

/// The C function Lua calls for every Swift function. Upvalue 1 holds the
/// host function as a light userdata; further upvalues belong to the host.
/// While the Swift frame is live the memory cap is lifted (an allocation
/// failure would raise through it); the error, if any, is raised afterwards.
static inline int clua_trampoline(lua_State *L) {
    clua_HostFunction host = (clua_HostFunction)lua_touserdata(L, lua_upvalueindex(1));
    clua_Runtime *rt = clua_runtime(L);
    int enforcing = rt->enforcing_limit;
    lua_State *caller = rt->current;
    rt->enforcing_limit = 0;
    rt->current = L;
    int results = host(L);
    rt->current = caller;
    rt->enforcing_limit = enforcing;
    if (results == CLUA_RAISE) return lua_error(L);
    return results;
}

/// True when the value at `idx` has the table at `metatable` as its metatable.
static inline int clua_has_metatable(lua_State *L, int idx, int metatable) {
    if (!lua_getmetatable(L, idx)) return 0;
    int same = lua_rawequal(L, -1, metatable);
    lua_pop(L, 1);
    return same;
}

/// The trampoline used as a bound class's `__index` (called with object and
/// key): a key found in the methods table (upvalue 3) is returned without
/// leaving C. Otherwise the host function (properties, fallbacks, unknown-key
/// errors) runs with slot 3 telling what C found: `false` when the object's
/// metatable is not the class's (upvalue 5), else the key's entry in the
/// property table (upvalue 4): the property's index, or nil.
static inline int clua_index_trampoline(lua_State *L) {
    lua_settop(L, 2);
    lua_pushvalue(L, 2);
    if (lua_rawget(L, lua_upvalueindex(3)) != LUA_TNIL) return 1;
    lua_pop(L, 1);
    if (!clua_has_metatable(L, 1, lua_upvalueindex(5))) {
        lua_pushboolean(L, 0);
    } else {
        lua_pushvalue(L, 2);
        lua_rawget(L, lua_upvalueindex(4));
    }
    return clua_trampoline(L);
}

/// The trampoline used as a bound class's `__newindex` (called with object,
/// key and value): the host function runs with slot 4 telling what C found:
/// `false` when the object's metatable is not the class's (upvalue 4), else
/// the key's entry in the property table (upvalue 3): an index, or nil.
static inline int clua_newindex_trampoline(lua_State *L) {
    lua_settop(L, 3);
    if (!clua_has_metatable(L, 1, lua_upvalueindex(4))) {
        lua_pushboolean(L, 0);
    } else {
        lua_pushvalue(L, 2);
        lua_rawget(L, lua_upvalueindex(3));
    }
    return clua_trampoline(L);
}

#endif
