// Finalizers a script can be stopped in.
//
// Lua runs `__gc` metamethods with hooks off on the thread that collects, so
// neither an interrupt nor a budget could stop one that never returns — at
// `lua_close` least of all. A sandbox's `setmetatable` therefore never marks
// a table for finalization itself: Lua marks a table only when its metatable
// has `__gc` at the moment it is set, so the field is lifted for that call
// and put back. The table gets a sentinel instead — a userdata kept in a
// weak-keyed table beside it, holding it, with a finalizer of ours — which,
// when the table is garbage, calls the metatable's `__gc` of that moment in a
// new coroutine through the tracked resume: hooks on, interrupts and budgets
// reaching it. Its errors are Lua's finalizer errors (warnings).
#include "internal.h"

/// The registry key of the sentinels' metatable.
static const char sentinel_key[] = "tactile.finalizer.sentinel";
/// The registry key of the weak-keyed table of sentinels by table.
static const char sentinels_key[] = "tactile.finalizer.sentinels";

/// The sentinel's `__gc`: calls the table's `__gc` of now with the table, in a tracked coroutine.
static int sentinel_gc(lua_State *L) {
    lua_getiuservalue(L, 1, 1);
    int table = lua_gettop(L);
    if (!lua_getmetatable(L, table)) return 0;
    lua_pushliteral(L, "__gc");
    if (lua_rawget(L, -2) == LUA_TNIL) return 0;
    lua_State *co = lua_newthread(L);
    lua_insert(L, -2);
    lua_xmove(L, co, 1);
    lua_pushvalue(L, table);
    if (clua_resume_tracked(L, co, 1) < 0) return lua_error(L);
    return 0;
}

/// Pushes the registry table at `key`, made by `make` (leaving it on the stack) on first use.
static void push_registry_table(lua_State *L, const char *key, void (*make)(lua_State *)) {
    if (lua_getfield(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE) return;
    lua_pop(L, 1);
    make(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, key);
}

static void make_sentinel_metatable(lua_State *L) {
    lua_createtable(L, 0, 1);
    lua_pushcfunction(L, sentinel_gc);
    lua_setfield(L, -2, "__gc");
}

static void make_sentinels(lua_State *L) {
    lua_createtable(L, 0, 0);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
}

/// `setmetatable` in a sandbox: Lua's own, but a metatable with `__gc` finalizes the table
/// through a sentinel (one per table). Upvalue: Lua's `setmetatable`.
static int sandbox_setmetatable(lua_State *L) {
    lua_settop(L, 2);
    int finalized = lua_type(L, 1) == LUA_TTABLE && lua_type(L, 2) == LUA_TTABLE;
    if (finalized) {
        lua_pushliteral(L, "__gc");
        finalized = lua_rawget(L, 2) != LUA_TNIL;
        if (!finalized) lua_pop(L, 1);
    }
    if (!finalized) {
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_insert(L, 1);
        lua_call(L, 2, 1);
        return 1;
    }
    // The field, at 3, is lifted while Lua's setmetatable runs, and put back whatever it did.
    lua_pushliteral(L, "__gc");
    lua_pushnil(L);
    lua_rawset(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    int status = lua_pcall(L, 2, 0, 0);
    lua_pushliteral(L, "__gc");
    lua_pushvalue(L, 3);
    lua_rawset(L, 2);
    if (status != LUA_OK) return lua_error(L);
    push_registry_table(L, sentinels_key, make_sentinels);
    lua_pushvalue(L, 1);
    if (lua_rawget(L, -2) == LUA_TNIL) {
        lua_pop(L, 1);
        lua_pushvalue(L, 1);
        lua_newuserdatauv(L, 0, 1);
        lua_pushvalue(L, 1);
        lua_setiuservalue(L, -2, 1);
        push_registry_table(L, sentinel_key, make_sentinel_metatable);
        lua_setmetatable(L, -2);
        lua_rawset(L, -3);
    }
    lua_settop(L, 1);
    return 1;
}

void clua_push_sandbox_setmetatable(lua_State *L, int pristine) {
    lua_getfield(L, pristine, "setmetatable");
    lua_pushcclosure(L, sandbox_setmetatable, 1);
}
