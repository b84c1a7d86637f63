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
//
// Lua runs the finalizers of everything found garbage in a cycle, even of
// userdata that another finalizer then resurrects by pinning its owner: a view
// kept only in a pinned control's state (`self._track`) is finalized in the
// same cycle as the control. Releasing it then would leave Lua holding a dead
// userdata. So the first time a userdata is finalized its release is put off
// one cycle: the finalizer is re-armed, and the object is released only when
// the userdata is garbage again (if it is still reachable, from a pinned
// owner, it is not finalized again).
//
// Closing the state runs each finalizer once more and re-arms none, so
// clua_close stops asking the host first: every object is released then.
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
        clua_ObjectSlot *slot = (clua_ObjectSlot *)lua_touserdata(L, -1);
        lua_pop(L, 1);
        if (slot == NULL || slot->object == NULL || !rt->object_in_use(rt->host, slot->object)) {
            lua_pushvalue(L, -1);
            lua_pushnil(L);
            lua_rawset(L, pinned);
        }
    }
    lua_pop(L, 1);
    leave_sentinel(L);
    return 0;
}

/// Gives the finalized userdata at 1 its identity entry back and re-arms its
/// finalizer: it lives on as the object's one userdata.
static void revive(lua_State *L, clua_Runtime *rt, void *object) {
    if (rt->identity_reference != LUA_NOREF) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, rt->identity_reference);
        lua_pushvalue(L, 1);
        lua_rawsetp(L, -2, object);
        lua_pop(L, 1);
    }
    lua_getmetatable(L, 1);
    lua_setmetatable(L, 1);
}

int clua_object_gc(lua_State *L) {
    clua_ObjectSlot *slot = (clua_ObjectSlot *)lua_touserdata(L, 1);
    if (slot == NULL || slot->object == NULL) return 0;
    clua_Runtime *rt = clua_runtime(L);
    int has_lua_side = lua_getiuservalue(L, 1, 1) == LUA_TTABLE;
    lua_pop(L, 1);
    if (rt->object_in_use != NULL) {
        if (has_lua_side && rt->object_in_use(rt->host, slot->object)) {
            push_pinned(L);
            lua_pushvalue(L, 1);
            lua_rawsetp(L, -2, slot->object);
            lua_pop(L, 1);
            revive(L, rt, slot->object);
            return 0;
        }
        if (!slot->release_put_off) {
            slot->release_put_off = 1;
            revive(L, rt, slot->object);
            return 0;
        }
    }
    void *object = slot->object;
    slot->object = NULL;
    if (rt->release_object != NULL) rt->release_object(object);
    return 0;
}

void *clua_bound_object(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TUSERDATA || !lua_getmetatable(L, index)) return NULL;
    lua_pushliteral(L, "__gc");
    int bound = lua_rawget(L, -2) == LUA_TFUNCTION && lua_tocfunction(L, -1) == clua_object_gc;
    lua_pop(L, 2);
    if (!bound) return NULL;
    return ((clua_ObjectSlot *)lua_touserdata(L, index))->object;
}

void clua_keep_objects_in_use(lua_State *L, clua_ObjectPredicate in_use, clua_ObjectRelease release) {
    clua_Runtime *rt = clua_runtime(L);
    int first = rt->object_in_use == NULL;
    rt->object_in_use = in_use;
    rt->release_object = release;
    if (first && in_use != NULL) leave_sentinel(L);
}

/// `uservalue(userdata)`: the userdata's user value table, made on first use.
static int uservalue_of(lua_State *L) {
    luaL_checktype(L, 1, LUA_TUSERDATA);
    if (lua_getiuservalue(L, 1, 1) == LUA_TTABLE) return 1;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    if (!lua_setiuservalue(L, 1, 1)) return luaL_error(L, "this userdata holds no user value");
    return 1;
}

void clua_push_uservalue_function(lua_State *L) {
    lua_pushcfunction(L, uservalue_of);
}
