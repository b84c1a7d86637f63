// The trampolines: the C functions Lua calls for host (Swift) functions and
// for bound classes' `__index` and `__newindex`. Each runs its host function
// between `clua_enter_host` and `clua_leave_host` and raises the error it
// reports only after the host's frame has returned (see shim.h for the rule).
#ifndef TACTILE_CLUA_TRAMPOLINES_H
#define TACTILE_CLUA_TRAMPOLINES_H

#include "clua_runtime.h"

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
    if (results == CLUA_RAISE || clua_take_deferred_error(L, rt)) return lua_error(L);
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
    if (results == CLUA_RAISE || clua_take_deferred_error(L, rt)) return lua_error(L);
    return results;
}

/// The host function of a bound class's `__index` or `__newindex`. `owner` is
/// the class. `object` is the receiver's Swift object when slot 1 holds a live
/// userdata of the class, else NULL; `property` is then the key's 1-based index
/// in the class's property table, or 0 when it names none.
typedef int (*clua_PropertyHostFunction)(lua_State *L, void *owner, void *object, lua_Integer property);

/// Upvalue 1 of a bound class's `__index` and `__newindex`: a full userdata
/// holding the retained class first (where the `__gc` of LuaKit's retaining
/// userdata finds it), the host function, and the address of the class's
/// metatable, which receivers are checked against.
typedef struct clua_PropertyClosure {
    void *owner;
    clua_PropertyHostFunction host;
    const void *metatable;
} clua_PropertyClosure;

/// Runs the property host function of upvalue 1 with what C found: the
/// receiver's object (its metatable checked by address) and the key's index
/// in the property table at `properties`.
static inline int clua_property_trampoline(lua_State *L, int properties) {
    clua_PropertyClosure *closure = (clua_PropertyClosure *)lua_touserdata(L, lua_upvalueindex(1));
    void *object = NULL;
    lua_Integer property = 0;
    if (lua_getmetatable(L, 1)) {
        int isOwnClass = lua_topointer(L, -1) == closure->metatable;
        lua_pop(L, 1);
        if (isOwnClass) {
            object = *(void **)lua_touserdata(L, 1);
            lua_pushvalue(L, 2);
            if (lua_rawget(L, properties) == LUA_TNUMBER) property = lua_tointegerx(L, -1, NULL);
            lua_pop(L, 1);
        }
    }
    clua_Runtime *rt = clua_runtime(L);
    clua_HostFrame frame = clua_enter_host(rt, L);
    int results = closure->host(L, closure->owner, object, property);
    clua_leave_host(rt, frame);
    if (results == CLUA_RAISE || clua_take_deferred_error(L, rt)) return lua_error(L);
    return results;
}

/// What a bound class's members table says of a key. The table holds the
/// class's methods and, for a class that keeps members in Lua (see
/// `LuaState.setLuaMembers`), each such member's kind: true for a stored member,
/// read from the receiver's user value table and written by its Lua writer;
/// false for one read by its Lua reader and written by its writer. A string
/// starting with "_" that the table does not name is then a private field, read
/// and written in the user value table. Anything else is the host's.
typedef enum clua_Member {
    CLUA_HOST_MEMBER = 0,
    CLUA_METHOD,
    CLUA_PRIVATE_MEMBER,
    CLUA_STORED_MEMBER,
    CLUA_ACCESSED_MEMBER
} clua_Member;

/// Looks the key at `key` up in the members table at `members` with one raw
/// look-up; a method is left on the stack, nothing else is. `functions` is the
/// class's readers or writers: nil when it keeps no members in Lua.
static inline clua_Member clua_member(lua_State *L, int members, int functions, int key) {
    lua_pushvalue(L, key);
    int entry = lua_rawget(L, members);
    if (entry != LUA_TNIL && entry != LUA_TBOOLEAN) return CLUA_METHOD;
    int stored = lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (entry == LUA_TBOOLEAN) return stored ? CLUA_STORED_MEMBER : CLUA_ACCESSED_MEMBER;
    if (lua_type(L, functions) != LUA_TTABLE || lua_type(L, key) != LUA_TSTRING) return CLUA_HOST_MEMBER;
    return lua_tostring(L, key)[0] == '_' ? CLUA_PRIVATE_MEMBER : CLUA_HOST_MEMBER;
}

/// Pushes `functions[key]`, a member's reader or writer, for the key at `key`.
static inline void clua_push_member_function(lua_State *L, int functions, int key) {
    lua_pushvalue(L, key);
    lua_rawget(L, functions);
}

/// The trampoline used as a bound class's `__index` (called with object and
/// key), answering from the members table (upvalue 2): a method is returned
/// without leaving C; a stored member or a private field is read from the
/// receiver's user value table, a member with a reader by calling it (from the
/// table at upvalue 4). Other keys go to the host (properties, fallbacks,
/// errors) with the receiver checked and the key looked up in the property
/// table (upvalue 3).
static inline int clua_index_trampoline(lua_State *L) {
    lua_settop(L, 2);
    clua_Member member = clua_member(L, lua_upvalueindex(2), lua_upvalueindex(4), 2);
    if (member == CLUA_METHOD) return 1;
    if (member == CLUA_HOST_MEMBER) return clua_property_trampoline(L, lua_upvalueindex(3));
    luaL_checktype(L, 1, LUA_TUSERDATA);
    if (member == CLUA_ACCESSED_MEMBER) {
        clua_push_member_function(L, lua_upvalueindex(4), 2);
        lua_pushvalue(L, 1);
        lua_call(L, 1, 1);
        return 1;
    }
    if (lua_getiuservalue(L, 1, 1) != LUA_TTABLE) {
        lua_pushnil(L);     // nothing stored yet
        return 1;
    }
    lua_pushvalue(L, 2);
    lua_rawget(L, -2);
    return 1;
}

/// Pushes the user value table of the userdata at `object`, made on first use;
/// raises when the userdata holds no user value slot.
static inline void clua_push_member_table(lua_State *L, int object) {
    if (lua_getiuservalue(L, object, 1) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    if (!lua_setiuservalue(L, object, 1)) {
        lua_pushliteral(L, "this userdata holds no user value");
        lua_error(L);
    }
}

/// The trampoline used as a bound class's `__newindex` (called with object,
/// key and value), answering from the members table (upvalue 3): a private
/// field is stored in the receiver's user value table, any other member the
/// class keeps in Lua goes to its writer (in the table at upvalue 4), given the
/// object, the value and that table; anything else (a method's name included)
/// goes to the host, with the receiver checked and the key looked up in the
/// property table (upvalue 2). A class that keeps no members in Lua sends every
/// key to the host without a look-up.
static inline int clua_newindex_trampoline(lua_State *L) {
    lua_settop(L, 3);
    clua_Member member = CLUA_HOST_MEMBER;
    if (lua_type(L, lua_upvalueindex(4)) == LUA_TTABLE) {
        member = clua_member(L, lua_upvalueindex(3), lua_upvalueindex(4), 2);
        if (member == CLUA_METHOD) {
            lua_pop(L, 1);
            member = CLUA_HOST_MEMBER;
        }
    }
    if (member == CLUA_HOST_MEMBER) return clua_property_trampoline(L, lua_upvalueindex(2));
    luaL_checktype(L, 1, LUA_TUSERDATA);
    clua_push_member_table(L, 1);
    if (member == CLUA_PRIVATE_MEMBER) {
        lua_insert(L, 2);   // object, table, key, value
        lua_rawset(L, 2);
        return 0;
    }
    clua_push_member_function(L, lua_upvalueindex(4), 2);   // object, key, value, table, writer
    lua_insert(L, 1);       // writer, object, key, value, table
    lua_remove(L, 3);       // writer, object, value, table
    lua_call(L, 3, 0);
    return 0;
}

#endif
