// Protected calls from the host: the message handler that appends a
// traceback, and the bookkeeping around the outermost call (memory cap
// enforced, budget hook re-armed, interrupt and stop reason reset).
#include "internal.h"

/// Runs before the stack unwinds, so the traceback shows the failing frames.
/// A non-string error object goes through its `__tostring` when it has one,
/// as in the standalone interpreter.
int clua_message_handler(lua_State *L) {
    const char *message = lua_tostring(L, 1);
    if (message == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
        message = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    luaL_traceback(L, L, message, 1);
    return 1;
}

int clua_call(lua_State *L, int nargs, int nresults) {
    int resident = clua_runtime(L)->handler_slot;
    if (resident != 0) return clua_call_handled(L, nargs, nresults, resident);
    int base = lua_gettop(L) - nargs;
    lua_pushcfunction(L, clua_message_handler);
    lua_insert(L, base);
    int status = clua_call_handled(L, nargs, nresults, base);
    lua_remove(L, base);
    return status;
}

int clua_call_with_limits(lua_State *L, int nargs, int nresults, int handler) {
    clua_Runtime *rt = clua_runtime(L);
    if (rt->call_depth == 0) rt->stop_reason = CLUA_STOP_NONE;
    if (rt->budget_active) clua_set_budget(L, 1, rt->budget_remaining);
    return clua_pcall_counted(rt, L, nargs, nresults, handler);
}

static int clua_tostring_body(lua_State *L) {
    luaL_tolstring(L, 1, NULL);
    return 1;
}

int clua_tostring_protected(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    lua_pushcfunction(L, clua_tostring_body);
    lua_pushvalue(L, idx);
    return clua_call(L, 1, 1);
}

void clua_defer_error(lua_State *L) {
    clua_Runtime *rt = clua_runtime(L);
    if (rt->deferred_error != LUA_NOREF) {
        lua_pop(L, 1);
        return;
    }
    rt->deferred_error = luaL_ref(L, LUA_REGISTRYINDEX);
    rt->deferred_depth = rt->call_depth;
}

void clua_clear_deferred_error(lua_State *L) {
    clua_Runtime *rt = clua_runtime(L);
    if (rt->deferred_error == LUA_NOREF) return;
    luaL_unref(L, LUA_REGISTRYINDEX, rt->deferred_error);
    rt->deferred_error = LUA_NOREF;
}
