// Calls from the host into Lua: the hot path, inlined into the Swift code that
// calls (LuaRef's typed calls). The message handler and the bookkeeping of
// armed limits are implemented in the CLuaShim target (protected.c).
#ifndef TACTILE_CLUA_HOST_CALLS_H
#define TACTILE_CLUA_HOST_CALLS_H

#include "clua_runtime.h"

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

/// Makes room for `room` more values and finds the message handler of a call from
/// the host: the resident one (host code not called from Lua, on the main thread),
/// or one pushed now (`*pushed` set to 1). Answers its index; 0, pushing nothing,
/// when the stack cannot grow.
///
/// The resident handler means the main thread's base frame, whose indices up
/// to `LUA_MINSTACK` always exist (the stack is created with them, and Lua
/// never shrinks a stack below a frame's top): a call that fits there needs
/// no `lua_checkstack`.
static inline int clua_prepare_handler(lua_State *L, int room, int *pushed) {
    int handler = clua_runtime(L)->handler_slot;
    *pushed = 0;
    if (handler != 0) {
        if (lua_gettop(L) + room > LUA_MINSTACK && !lua_checkstack(L, room)) return 0;
        return handler;
    }
    if (!lua_checkstack(L, room + 1)) return 0;
    lua_pushcfunction(L, clua_message_handler);
    *pushed = 1;
    return lua_gettop(L);
}

/// Prepares a call of the registry entry `reference` (or, when `weak_table` is
/// not 0, of entry `reference` of the weak table at that registry reference)
/// with at most `nargs` arguments still to push: makes room, then pushes the
/// function, with the message handler below it unless the resident one serves
/// (`clua_prepare_handler`).
static inline clua_CallSetup clua_begin_call(lua_State *L, int reference, int weak_table, int nargs) {
    clua_CallSetup setup;
    setup.handler = clua_prepare_handler(L, nargs + 2, &setup.pushed_handler);
    if (setup.handler == 0) return setup;
    if (weak_table == 0) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, reference);
    } else {
        lua_rawgeti(L, LUA_REGISTRYINDEX, weak_table);
        lua_rawgeti(L, -1, reference);
        lua_copy(L, -1, -2); /* the value replaces the table below it */
        lua_pop(L, 1);
    }
    return setup;
}

/// Where a bound call stands after `clua_begin_bound_call`.
typedef struct clua_BoundCallSetup {
    int handler; // the message handler's index; 0 when the stack cannot grow, -1 when there is no table to call
    int below;   // values left below the function (the tables, a handler pushed for this call): pop them after it
} clua_BoundCallSetup;

/// Prepares a bound call: the registry entry `reference` (or, when `weak_table` is not 0, entry
/// `reference` of the weak table at that registry reference) is a table holding functions by
/// key and their first argument at 0 (`{[0] = x, [key] = f, …}`, made by the host). Pushes the
/// function at `key` and that argument, with room for `nargs` more, leaving `below` values
/// under them that the caller pops after the call (fewer API calls than moving the function
/// down). When the entry is no table (a weak reference whose table was collected) or holds no
/// function at `key`, it leaves the stack as it was and answers a handler of -1.
static inline clua_BoundCallSetup clua_begin_bound_call(lua_State *L, int reference, int weak_table, lua_Integer key, int nargs) {
    clua_BoundCallSetup setup = { 0, 0 };
    int top = lua_gettop(L);
    setup.handler = clua_prepare_handler(L, nargs + 5, &setup.below);
    if (setup.handler == 0) return setup;
    int type;
    if (weak_table == 0) {
        type = lua_rawgeti(L, LUA_REGISTRYINDEX, reference);
        setup.below += 1;
    } else {
        lua_rawgeti(L, LUA_REGISTRYINDEX, weak_table);
        type = lua_rawgeti(L, -1, reference);
        setup.below += 2;
    }
    if (type != LUA_TTABLE || lua_rawgeti(L, -1, key) != LUA_TFUNCTION) {
        lua_settop(L, top);
        setup.handler = -1;
        setup.below = 0;
        return setup;
    }
    lua_rawgeti(L, -2, 0);
    return setup;
}

/// `lua_pcall` with the bookkeeping every call from the host does: the memory
/// cap enforced while Lua runs, the call depth counted, and, when the
/// outermost call returns, the running thread reset and an interrupt
/// requested during the call cleared (it lasts until the call returns).
static inline int clua_pcall_counted(clua_Runtime *rt, lua_State *L, int nargs, int nresults, int handler) {
    int enforcing = rt->enforcing_limit;
    rt->enforcing_limit = 1;
    rt->call_depth++;
    int status = lua_pcall(L, nargs, nresults, handler);
    rt->call_depth--;
    rt->enforcing_limit = enforcing;
    if (rt->call_depth == 0) {
        rt->running = rt->main;
        if (rt->interrupt_requested) {
            rt->interrupt_requested = 0;
            if (!rt->budget_active) clua_arm(rt->main, rt);
        }
    }
    return status;
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
    return clua_pcall_counted(rt, L, nargs, nresults, handler);
}

#endif
