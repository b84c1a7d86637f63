// Environments for code that is not trusted. Each is a complete table of its
// own: fresh copies of the allowed library tables and functions, taken from a
// snapshot made when the state opened (so nothing a script did to `_G` since
// can reach a sandbox), and no metatable. The few functions that need a
// privileged original (`load`, `getmetatable`, `collectgarbage`) are C
// closures, so no Lua function reachable from a sandbox holds an unrestricted
// value in an upvalue.
//
// The host's own Lua code reads the standard library through one table per
// state instead (host environments): the same names as a sandbox, the same
// restricted functions, but the snapshot's library tables themselves, so
// nothing is copied for it. Code that is not trusted never gets it.
#include <string.h>
#include "internal.h"

/// The registry key of the snapshot of the standard library.
static const char pristine_key[] = "tactile.pristine";

/// The registry key (its address) of the host library host environments read through to.
static const char host_library_key = 0;

static void make_host_library(lua_State *L, int pristine);

/// Base functions a sandbox keeps as they are.
static const char *const base_names[] = {
    "assert", "error", "ipairs", "next", "pairs", "pcall", "print", "rawequal", "rawget", "rawlen",
    "rawset", "select", "setmetatable", "tonumber", "tostring", "type", "warn", "xpcall", "_VERSION", NULL,
};

/// Libraries a sandbox gets a private copy of, whole.
static const char *const library_names[] = { "string", "table", "math", "utf8", "coroutine", NULL };

/// The parts of `os` a sandbox keeps: reading clocks and formatting dates.
static const char *const os_names[] = { "clock", "time", "date", "difftime", NULL };

/// Originals the sandbox's C closures call; never copied into a sandbox.
static const char *const privileged_names[] = { "load", "getmetatable", "collectgarbage", NULL };

/// `collectgarbage` options a sandbox may use.
static const char *const collect_options[] = { "collect", "count", "step", "isrunning", NULL };

/// The number of fields of the table at `idx`.
static int count_fields(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    int count = 0;
    lua_pushnil(L);
    while (lua_next(L, idx) != 0) {
        lua_pop(L, 1);
        count++;
    }
    return count;
}

/// The number of names in a NULL-terminated list.
static int count_names(const char *const *names) {
    int count = 0;
    while (names[count] != NULL) count++;
    return count;
}

/// The fields of a sandbox or a host library: the base functions, the libraries, `os`, the
/// three restricted functions and `_G`.
static int environment_size(void) {
    return count_names(base_names) + count_names(library_names) + 1 + count_names(privileged_names) + 1;
}

/// Pushes a shallow copy of the table at `idx`, made at its full size at once (filling a
/// table that grows as it goes rebuilds it at every power of two).
static void copy_table(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    lua_createtable(L, 0, count_fields(L, idx));
    lua_pushnil(L);
    while (lua_next(L, idx) != 0) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, -4);
    }
}

/// Copies the fields `names` of the table at `from` into the table at `to`.
static void copy_fields(lua_State *L, int from, int to, const char *const *names) {
    from = lua_absindex(L, from);
    to = lua_absindex(L, to);
    for (; *names != NULL; names++) {
        lua_getfield(L, from, *names);
        lua_setfield(L, to, *names);
    }
}

void clua_snapshot_standard_library(lua_State *L) {
    lua_createtable(L, 0, environment_size());
    int pristine = lua_gettop(L);
    lua_pushglobaltable(L);
    int globals = pristine + 1;
    copy_fields(L, globals, pristine, base_names);
    copy_fields(L, globals, pristine, privileged_names);
    for (const char *const *name = library_names; *name != NULL; name++) {
        lua_getfield(L, globals, *name);
        copy_table(L, -1);
        lua_setfield(L, pristine, *name);
        lua_pop(L, 1);
    }
    lua_getfield(L, pristine, "string");
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");
    lua_pop(L, 1);
    lua_createtable(L, 0, count_names(os_names));
    lua_getfield(L, globals, "os");
    copy_fields(L, -1, -2, os_names);
    lua_pop(L, 1);
    lua_setfield(L, pristine, "os");
    lua_pop(L, 1);
    lua_pushvalue(L, pristine);
    lua_setfield(L, LUA_REGISTRYINDEX, pristine_key);
    make_host_library(L, pristine);
    lua_pop(L, 1);
}

/// `load` in a sandbox: text chunks only, and the sandbox itself as the
/// environment unless one is given. In a script's sandbox (upvalue 3 true) a
/// name claiming a file or the host ('@' or '=' first) loses that character,
/// and the chunk is recorded as owned by the code loading it (owner.c).
/// Upvalues: the sandbox, Lua's `load`, whether scripts call it.
static int sandbox_load(lua_State *L) {
    int given = lua_gettop(L);
    if (lua_type(L, 1) != LUA_TSTRING) luaL_checktype(L, 1, LUA_TFUNCTION);
    if (!lua_isnoneornil(L, 2)) luaL_checkstring(L, 2);
    if (given >= 3 && !lua_isnil(L, 3)) {
        const char *mode = luaL_checkstring(L, 3);
        if (strchr(mode, 't') == NULL) return luaL_error(L, "only text chunks can be loaded");
    }
    lua_settop(L, 4);
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, 1);
    if (lua_toboolean(L, lua_upvalueindex(3))) {
        const char *name = lua_isstring(L, 2) ? lua_tostring(L, 2) : lua_isstring(L, 1) ? lua_tostring(L, 1) : "=(load)";
        if (name[0] == '@' || name[0] == '=') name++;
        clua_record_loaded_chunk(L, name);
        lua_pushstring(L, name);
    } else {
        lua_pushvalue(L, 2);
    }
    lua_pushliteral(L, "t");
    if (given >= 4) lua_pushvalue(L, 4); else lua_pushvalue(L, lua_upvalueindex(1));
    lua_call(L, 4, LUA_MULTRET);
    return lua_gettop(L) - 4;
}

/// `getmetatable` in a sandbox: the strings' shared metatable stays hidden
/// (through it a script could change `string` for everyone). Upvalue: Lua's
/// `getmetatable`.
static int sandbox_getmetatable(lua_State *L) {
    luaL_checkany(L, 1);
    if (lua_type(L, 1) == LUA_TSTRING) {
        lua_pushnil(L);
        return 1;
    }
    lua_settop(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 1, 1);
    return 1;
}

/// `collectgarbage` in a sandbox: only options that read or run the
/// collector. Upvalue: Lua's `collectgarbage`.
static int sandbox_collectgarbage(lua_State *L) {
    const char *option = luaL_optstring(L, 1, "collect");
    int allowed = 0;
    for (const char *const *name = collect_options; *name != NULL; name++) {
        if (strcmp(option, *name) == 0) allowed = 1;
    }
    if (!allowed) return luaL_error(L, "collectgarbage option '%s' is not allowed here", option);
    int given = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, given, LUA_MULTRET);
    return lua_gettop(L);
}

/// Gives the environment at `env` the restricted `load` (defaulting to `env`;
/// renaming and recording chunks when `for_scripts`), `getmetatable` and
/// `collectgarbage`, made from the originals in the snapshot at `pristine`,
/// and `_G`, `env` itself.
static void add_restricted_functions(lua_State *L, int pristine, int env, int for_scripts) {
    lua_pushvalue(L, env);
    lua_getfield(L, pristine, "load");
    lua_pushboolean(L, for_scripts);
    lua_pushcclosure(L, sandbox_load, 3);
    lua_setfield(L, env, "load");
    lua_getfield(L, pristine, "getmetatable");
    lua_pushcclosure(L, sandbox_getmetatable, 1);
    lua_setfield(L, env, "getmetatable");
    lua_getfield(L, pristine, "collectgarbage");
    lua_pushcclosure(L, sandbox_collectgarbage, 1);
    lua_setfield(L, env, "collectgarbage");
    lua_pushvalue(L, env);
    lua_setfield(L, env, "_G");
}

/// Makes the host library from the snapshot at `pristine` (see the top of this file)
/// and keeps it in the registry.
static void make_host_library(lua_State *L, int pristine) {
    lua_createtable(L, 0, environment_size());
    int library = lua_gettop(L);
    copy_fields(L, pristine, library, base_names);
    copy_fields(L, pristine, library, library_names);
    lua_getfield(L, pristine, "os");
    lua_setfield(L, library, "os");
    add_restricted_functions(L, pristine, library, 0);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &host_library_key);
}

/// Builds a host environment (called in protected mode: it allocates).
static int new_host_environment(lua_State *L) {
    lua_newtable(L);
    lua_createtable(L, 0, 1);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &host_library_key);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    return 1;
}

int clua_new_host_environment(lua_State *L) {
    lua_pushcfunction(L, new_host_environment);
    return clua_call(L, 0, 1);
}

/// Builds a sandbox (called in protected mode: it allocates).
static int new_sandbox(lua_State *L) {
    lua_getfield(L, LUA_REGISTRYINDEX, pristine_key);
    int pristine = lua_gettop(L);
    lua_createtable(L, 0, environment_size());
    int env = pristine + 1;
    copy_fields(L, pristine, env, base_names);
    for (const char *const *name = library_names; *name != NULL; name++) {
        lua_getfield(L, pristine, *name);
        copy_table(L, -1);
        lua_setfield(L, env, *name);
        lua_pop(L, 1);
    }
    lua_getfield(L, pristine, "os");
    copy_table(L, -1);
    lua_setfield(L, env, "os");
    lua_pop(L, 1);
    add_restricted_functions(L, pristine, env, 1);
    clua_push_sandbox_setmetatable(L, pristine);
    lua_setfield(L, env, "setmetatable");
    return 1;
}

int clua_new_sandbox(lua_State *L) {
    lua_pushcfunction(L, new_sandbox);
    return clua_call(L, 0, 1);
}

void clua_push_sandbox_maker(lua_State *L) {
    lua_pushcfunction(L, new_sandbox);
}
