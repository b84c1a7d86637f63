// Bound objects whose Lua side must outlive Lua's references. A bound Swift
// object's userdata may carry a user value table: Lua data the object owns
// (a Lua-defined control's state, the functions registered as its targets),
// traced by Lua's collector so that cycles through it are collected. But the
// host may still use the object when Lua no longer reaches it — a view on
// screen — and then its Lua side must not go. So when such a userdata becomes
// garbage, its finalizer asks the host whether the object is in use: if so,
// the userdata is kept ("pinned"), its identity entry restored and its
// finalizer re-armed. Once per collection cycle a sentinel's finalizer lets go
// of the pinned userdata whose objects the host no longer uses.
#include "internal.h"

static const char pinned_key[] = "tactile.pinned";

/// The table of pinned userdata (object address -> userdata), made on first use.
static void push_pinned(lua_State *L) {
    if (lua_getfield(L, LUA_REGISTRYINDEX, pinned_key) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, pinned_key);
}

static int sentinel_gc(lua_State *L);

/// Leaves a new sentinel for the next cycle: an unreachable table with a finalizer.
static void leave_sentinel(lua_State *L) {
    lua_newtable(L);
    lua_createtable(L, 0, 1);
    lua_pushcfunction(L, sentinel_gc);
    lua_setfield(L, -2, "__gc");
    lua_setmetatable(L, -2);
    lua_pop(L, 1);
}

/// Runs once per collection cycle: unpins what the host no longer uses.
static int sentinel_gc(lua_State *L) {
    clua_Runtime *rt = clua_runtime(L);
    if (rt->object_in_use == NULL) return 0;
    push_pinned(L);
    int pinned = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, pinned) != 0) {
        void **slot = (void **)lua_touserdata(L, -1);
        lua_pop(L, 1);
        if (slot == NULL || *slot == NULL || !rt->object_in_use(rt->host, *slot)) {
            lua_pushvalue(L, -1);
            lua_pushnil(L);
            lua_rawset(L, pinned);
        }
    }
    lua_pop(L, 1);
    leave_sentinel(L);
    return 0;
}

int clua_object_gc(lua_State *L) {
    void **slot = (void **)lua_touserdata(L, 1);
    if (slot == NULL || *slot == NULL) return 0;
    clua_Runtime *rt = clua_runtime(L);
    int has_lua_side = lua_getiuservalue(L, 1, 1) == LUA_TTABLE;
    lua_pop(L, 1);
    if (has_lua_side && rt->object_in_use != NULL && rt->object_in_use(rt->host, *slot)) {
        push_pinned(L);
        lua_pushvalue(L, 1);
        lua_rawsetp(L, -2, *slot);
        lua_pop(L, 1);
        if (rt->identity_reference != LUA_NOREF) {
            lua_rawgeti(L, LUA_REGISTRYINDEX, rt->identity_reference);
            lua_pushvalue(L, 1);
            lua_rawsetp(L, -2, *slot);
            lua_pop(L, 1);
        }
        lua_getmetatable(L, 1);
        lua_setmetatable(L, 1);
        return 0;
    }
    void *object = *slot;
    *slot = NULL;
    if (rt->release_object != NULL) rt->release_object(object);
    return 0;
}

void clua_keep_objects_in_use(lua_State *L, clua_ObjectPredicate in_use, clua_ObjectRelease release) {
    clua_Runtime *rt = clua_runtime(L);
    int first = rt->object_in_use == NULL;
    rt->object_in_use = in_use;
    rt->release_object = release;
    if (first && in_use != NULL) leave_sentinel(L);
}
