// The C side of Tactile's Lua embedding, part one: the macros of the Lua C API
// that Swift cannot import, re-exposed as `static inline` functions with a
// `clua_` prefix, the record of per-state runtime data, the trampolines, and
// the hot path of calls from the host (inlined into the Swift code using it).
//
// The rule this file exists for: Lua raises errors with longjmp, and a longjmp
// across Swift frames is undefined behaviour (skipped deinits, leaked retains).
// So Swift never calls a raising Lua API. A Swift function exposed to Lua is
// called by a trampoline; it reports failure by leaving the error object on
// the stack and returning `CLUA_RAISE`, and the trampoline raises the error
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

/// Data LuaKit keeps per `lua_State`. It is the allocator's user data, and
/// its address sits in every thread's extra space (threads copy the main
/// thread's), so any thread finds it with one load.
typedef struct clua_Runtime {
    lua_State *main;               // the main thread
    lua_State *running;            // the thread running Lua code now (tracked by resume)
    lua_State *current;            // the thread that called the host function running now
    size_t memory_used;            // bytes currently allocated by this state
    size_t memory_limit;           // the cap enforced while Lua code runs
    int enforcing_limit;           // 1 while Lua code runs, 0 while host (Swift) code runs
    int call_depth;                // nesting of protected calls made by the host
    int handler_slot;              // stack index of the resident message handler usable
                                   // by the host code running now; 0 when there is none
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
    return *(clua_Runtime **)lua_getextraspace(L);
}

/// What a host frame changes in the runtime record and restores on return.
typedef struct clua_HostFrame {
    lua_State *caller;
    int enforcing_limit;
    int handler_slot;
} clua_HostFrame;

/// Enters host code called from Lua on thread `L`: the memory cap is lifted
/// (an allocation failure would raise through the host's frames), `L` becomes
/// the current thread, and no resident message handler is reachable from the
/// host's stack frame.
static inline clua_HostFrame clua_enter_host(clua_Runtime *rt, lua_State *L) {
    clua_HostFrame frame = { rt->current, rt->enforcing_limit, rt->handler_slot };
    rt->enforcing_limit = 0;
    rt->current = L;
    rt->handler_slot = 0;
    return frame;
}

/// Leaves host code entered with `clua_enter_host`.
static inline void clua_leave_host(clua_Runtime *rt, clua_HostFrame frame) {
    rt->current = frame.caller;
    rt->enforcing_limit = frame.enforcing_limit;
    rt->handler_slot = frame.handler_slot;
}

// MARK: - Trampoline

/// A host function's result meaning "the error object is on top of the stack:
/// raise it". Any other result is the number of values returned.
#define CLUA_RAISE (-1)

/// A host (Swift) function behind the trampoline. It must never raise.
typedef int (*clua_HostFunction)(lua_State *L);

/// The C function Lua calls for host functions that read their own upvalues.
/// Upvalue 1 holds the host function as a light userdata; further upvalues
/// belong to the host. The host runs between `clua_enter_host` and
/// `clua_leave_host`; the error, if any, is raised after its frame returned.
static inline int clua_trampoline(lua_State *L) {
    clua_HostFunction host = (clua_HostFunction)lua_touserdata(L, lua_upvalueindex(1));
    clua_Runtime *rt = clua_runtime(L);
    clua_HostFrame frame = clua_enter_host(rt, L);
    int results = host(L);
    clua_leave_host(rt, frame);
    if (results == CLUA_RAISE) return lua_error(L);
    return results;
}

/// A host function given the object it belongs to (a Swift function's box).
typedef int (*clua_BoundHostFunction)(lua_State *L, void *object);

/// The only upvalue of a function run by `clua_function_trampoline`: a full
/// userdata holding the retained object first (where the `__gc` of LuaKit's
/// retaining userdata finds it), then the host function that runs it.
typedef struct clua_HostClosure {
    void *object;
    clua_BoundHostFunction host;
} clua_HostClosure;

/// The C function Lua calls for every Swift function: one upvalue read gives
/// both the host function and its object, which the host borrows. A call made
/// by a finalizer after the object was released (while the state closes)
/// fails without reaching the host.
static inline int clua_function_trampoline(lua_State *L) {
    clua_HostClosure *closure = (clua_HostClosure *)lua_touserdata(L, lua_upvalueindex(1));
    if (closure->object == NULL) {
        lua_pushliteral(L, "attempt to call a host function after it was released");
        return lua_error(L);
    }
    clua_Runtime *rt = clua_runtime(L);
    clua_HostFrame frame = clua_enter_host(rt, L);
    int results = closure->host(L, closure->object);
    clua_leave_host(rt, frame);
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

// MARK: - Calls from the host

// Implemented in the CLuaShim target (protected.c).

/// The message handler of calls from the host: appends a traceback.
int clua_message_handler(lua_State *L);

/// `clua_call_handled` with every limit's bookkeeping: the budget hook
/// re-armed, the stop reason reset by the outermost call, a pending interrupt
/// cleared when the outermost call returns.
int clua_call_with_limits(lua_State *L, int nargs, int nresults, int handler);

/// Where a call from the host stands after `clua_begin_call`.
typedef struct clua_CallSetup {
    int handler;         // the message handler's index; 0 when the stack cannot grow
    int pushed_handler;  // 1 when the handler was pushed for this call (remove it after)
} clua_CallSetup;

/// Prepares a call of the registry entry `reference` with at most `nargs`
/// arguments still to push: makes room, then pushes the function, with the
/// message handler below it unless the resident one serves (host code not
/// called from Lua, on the main thread).
static inline clua_CallSetup clua_begin_call(lua_State *L, int reference, int nargs) {
    clua_CallSetup setup = { clua_runtime(L)->handler_slot, 0 };
    if (!lua_checkstack(L, nargs + 2)) {
        setup.handler = 0;
        return setup;
    }
    if (setup.handler == 0) {
        lua_pushcfunction(L, clua_message_handler);
        setup.handler = lua_gettop(L);
        setup.pushed_handler = 1;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, reference);
    return setup;
}

/// Calls the function below `nargs` arguments in protected mode with the
/// message handler at `handler`, which stays where it is. The memory cap is
/// enforced while Lua runs. Returns the Lua status code; on error the message
/// (with traceback) is on top of the stack. Limits are tested with one flag
/// when none is armed; otherwise `clua_call_with_limits` does their bookkeeping.
static inline int clua_call_handled(lua_State *L, int nargs, int nresults, int handler) {
    clua_Runtime *rt = clua_runtime(L);
    if (rt->budget_active | rt->interrupt_requested | rt->stop_reason) {
        return clua_call_with_limits(L, nargs, nresults, handler);
    }
    int enforcing = rt->enforcing_limit;
    rt->enforcing_limit = 1;
    rt->call_depth++;
    int status = lua_pcall(L, nargs, nresults, handler);
    rt->call_depth--;
    rt->enforcing_limit = enforcing;
    if (rt->call_depth == 0) {
        rt->running = rt->main;
        if (rt->interrupt_requested) {
            // An interrupt requested during the call lasts until it returns.
            rt->interrupt_requested = 0;
            if (!rt->budget_active) lua_sethook(rt->main, NULL, 0, 0);
        }
    }
    return status;
}

#endif
