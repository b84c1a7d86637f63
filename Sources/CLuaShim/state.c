// Creating and closing a state: what `luaL_newstate` would install (panic and
// warning functions) plus the limiting allocator, with all setup done under a
// protected call so that no error can reach the panic function.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

void *clua_allocate(void *ud, void *ptr, size_t osize, size_t nsize);

_Static_assert(LUA_EXTRASPACE >= sizeof(clua_Runtime *), "the runtime record's address must fit a thread's extra space");

/// Last resort for an error outside any protected call. LuaKit makes every
/// call protected, so reaching this is a bug in LuaKit itself.
static int clua_panic(lua_State *L) {
    const char *message = lua_tostring(L, -1);
    fprintf(stderr, "LuaKit: unprotected Lua error: %s\n", message ? message : "(not a string)");
    abort();
}

/// Applies a control message ("@on", "@off"; any other "@…" is ignored), as
/// Lua's standalone interpreter does: only a piece that ends a warning can be
/// one. Returns 1 when `piece` was a control message.
static int clua_warning_control(clua_Runtime *rt, const char *piece, int tocont) {
    if (tocont || piece[0] != '@') return 0;
    if (strcmp(piece + 1, "off") == 0) rt->warnings_on = 0;
    else if (strcmp(piece + 1, "on") == 0) rt->warnings_on = 1;
    return 1;
}

/// Joins the pieces of a warning and hands the whole message to the host,
/// saying whether warnings were on when it began. Warnings start off, and
/// control messages switch them as in Lua's standalone interpreter: while
/// they are on, the first piece of a warning may be one; while they are off,
/// any piece (so `warn("@on", "x", "@on")` turns them on there too).
static void clua_warning(void *ud, const char *piece, int tocont) {
    clua_Runtime *rt = (clua_Runtime *)ud;
    if (!rt->warn_continuing) {
        if (clua_warning_control(rt, piece, tocont)) return;
        rt->warn_began_on = rt->warnings_on;
    } else if (!rt->warn_began_on) {
        clua_warning_control(rt, piece, tocont);
    }
    rt->warn_continuing = tocont;
    size_t length = strlen(piece);
    char *grown = realloc(rt->warn_buffer, rt->warn_length + length + 1);
    if (grown != NULL) {
        memcpy(grown + rt->warn_length, piece, length + 1);
        rt->warn_buffer = grown;
        rt->warn_length += length;
    } else if (rt->warn_buffer != NULL) {
        rt->warn_buffer[rt->warn_length] = '\0';  // the piece is lost; keep the others
    }
    if (tocont || rt->warn_buffer == NULL) return;
    if (rt->warn) {
        clua_HostFrame frame = clua_enter_host(rt, rt->current);
        rt->warn(rt->host, rt->warn_buffer, rt->warn_began_on);
        clua_leave_host(rt, frame);
    }
    rt->warn_length = 0;
}

static int clua_setup(lua_State *L) {
    luaL_openlibs(L);
    clua_install_tracked_coroutines(L);
    clua_install_string_library(L);
    clua_snapshot_standard_library(L);
    clua_install_recording_load(L);
    return 0;
}

lua_State *clua_open(size_t memory_limit, void *host, clua_WarningFunction warn,
                     char *error, size_t error_size) {
    clua_Runtime *rt = calloc(1, sizeof(clua_Runtime));
    if (rt == NULL) {
        snprintf(error, error_size, "not enough memory");
        return NULL;
    }
    rt->memory_limit = memory_limit;
    rt->pool = clua_pool_new();
    rt->identity_reference = LUA_NOREF;
    rt->deferred_error = LUA_NOREF;
    rt->host = host;
    rt->warn = warn;
    lua_State *L = lua_newstate(clua_allocate, rt);
    if (L == NULL) {
        clua_pool_free(rt->pool);
        free(rt);
        snprintf(error, error_size, "not enough memory");
        return NULL;
    }
    *(clua_Runtime **)lua_getextraspace(L) = rt;
    rt->main = L;
    rt->running = L;
    rt->current = L;
    lua_atpanic(L, clua_panic);
    lua_setwarnf(L, clua_warning, rt);
    lua_pushcfunction(L, clua_setup);
    int status = clua_call(L, 0, 0);
    if (status != LUA_OK) {
        const char *message = lua_tostring(L, -1);
        snprintf(error, error_size, "%s", message ? message : "state setup failed");
        clua_close(L);
        return NULL;
    }
    // The generational collector, as Lua's own interpreter runs scripts: most of
    // what scripts make (points, rects, closures) dies young.
    lua_gc(L, LUA_GCGEN, 0, 0);
    // The resident message handler: host code not called from Lua calls on
    // the main thread with it at the bottom of the stack, instead of pushing one.
    lua_pushcfunction(L, clua_message_handler);
    rt->handler_slot = lua_gettop(L);
    return L;
}

void clua_close(lua_State *L) {
    clua_Runtime *rt = clua_runtime(L);
    clua_set_signal_target_if(L);
    // Closing runs every finalizer once and re-arms none: each bound object's
    // finalizer must release it now, neither pinning it nor putting its
    // release off (keepalive.c), or the object would never be released.
    rt->object_in_use = NULL;
    clua_pool_close(rt->pool);
    lua_close(L);
    clua_pool_free(rt->pool);
    clua_coverage_free(rt->coverage);
    free(rt->warn_buffer);
    free(rt);
}
