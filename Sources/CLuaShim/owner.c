// Which code a call from Lua is made on behalf of: the chunk the host loaded
// (a plugin's file, a scenario, what was typed in the REPL), never a name a
// script chose.
//
// Chunk names starting with '@' (a file) or '=' (host code, the REPL) are
// given by the host or by trusted code only: a sandbox's `load` takes the
// first character off such a name, so a script cannot claim a file or the
// REPL. A chunk a script loads is owned by the code that loaded it: `load`
// records its name with the owner found for its caller, and a name two
// owners loaded belongs to neither.
//
// The owner of a call is the nearest Lua function on the stack that is not
// the host's own (C functions such as `pcall`, `table.sort`'s comparator
// call or `string.gsub` are looked past), and past the bottom of a
// coroutine's stack to the thread that resumed it.
#include <string.h>
#include "internal.h"

/// The registry key of the table of chunk names scripts loaded: name -> the
/// owning host chunk name, or false when owners disagree.
static const char loaded_key[] = "tactile.loaded.chunks";

/// How much of a chunk name is recorded (a chunk loaded without a name is
/// named by its source text).
enum { recorded_name_length = 120 };

/// Whether `source` is a name only the host or trusted code gives.
static int is_host_name(const char *source) {
    return source[0] == '@' || source[0] == '=';
}

/// The source of the nearest Lua function on `L`'s stack from `level` on
/// that is not the host's own, or NULL when there is none.
static const char *nearest_script_source(lua_State *L, clua_Runtime *rt, int level) {
    lua_Debug ar;
    size_t prefix = rt->internal_prefix_length;
    for (; lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "S", &ar);
        if (ar.what[0] == 'C') continue;
        if (prefix > 0 && strncmp(ar.source, rt->internal_prefix, prefix) == 0) continue;
        return ar.source;
    }
    return NULL;
}

/// The source of the code a call on `L` (from `level` on) is made for,
/// following resumed coroutines back to their resumers.
static const char *calling_source(lua_State *L, int level) {
    clua_Runtime *rt = clua_runtime(L);
    for (;;) {
        const char *source = nearest_script_source(L, rt, level);
        if (source != NULL) return source;
        clua_ResumeLink *link = rt->resumes;
        while (link != NULL && link->coroutine != L) link = link->outer;
        if (link == NULL) return NULL;
        L = link->resumer;
        level = 0;
    }
}

/// Pushes the record of loaded chunk names, making it on first use.
static void push_loaded(lua_State *L) {
    if (lua_getfield(L, LUA_REGISTRYINDEX, loaded_key) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, loaded_key);
}

/// Pushes the recorded form of `name`: at most `recorded_name_length` bytes.
static void push_record_key(lua_State *L, const char *name) {
    size_t length = strlen(name);
    lua_pushlstring(L, name, length < recorded_name_length ? length : recorded_name_length);
}

/// The host chunk name owning a chunk named `source` (host names own
/// themselves), or NULL: unrecorded, or loaded by two owners. The string stays
/// valid until the record changes.
static const char *owner_of(lua_State *L, const char *source) {
    if (source == NULL) return NULL;
    if (is_host_name(source)) return source;
    push_loaded(L);
    push_record_key(L, source);
    lua_rawget(L, -2);
    const char *owner = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    lua_pop(L, 2);
    return owner;
}

const char *clua_code_owner(lua_State *L) {
    return owner_of(L, calling_source(L, 1));
}

void clua_record_loaded_chunk(lua_State *L, const char *name) {
    if (is_host_name(name)) return;
    const char *owner = owner_of(L, calling_source(L, 1));
    push_loaded(L);
    push_record_key(L, name);
    lua_pushvalue(L, -1);
    int before = lua_rawget(L, -3);
    int agrees = before == LUA_TNIL || (owner != NULL && before == LUA_TSTRING && strcmp(lua_tostring(L, -1), owner) == 0);
    lua_pop(L, 1);
    if (agrees && owner != NULL) lua_pushstring(L, owner); else lua_pushboolean(L, 0);
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

/// `load` for trusted code: Lua's own, recording the chunks it loads under
/// plain names as owned by the caller. Upvalue: Lua's `load`.
static int recording_load(lua_State *L) {
    const char *name = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2)
                       : lua_type(L, 1) == LUA_TSTRING ? lua_tostring(L, 1) : "=(load)";
    clua_record_loaded_chunk(L, name);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

void clua_install_recording_load(lua_State *L) {
    lua_getglobal(L, "load");
    lua_pushcclosure(L, recording_load, 1);
    lua_setglobal(L, "load");
}
