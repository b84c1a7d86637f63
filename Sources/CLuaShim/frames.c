// Questions about the frames running on a coroutine's stack, asked by the host's
// own Lua code where keeping the answer up to date on every call would cost more
// than looking when asked.
#include "internal.h"

/// `runningWith(f, x)`: whether a call of `f` is running on the calling
/// coroutine's stack with `x` as its first argument (raw equality), at any depth
/// below the caller. Never raises.
static int running_with(lua_State *L) {
    lua_Debug frame;
    for (int level = 1; lua_getstack(L, level, &frame); level++) {
        lua_getinfo(L, "f", &frame);
        int isFunction = lua_rawequal(L, -1, 1);
        lua_pop(L, 1);
        if (!isFunction || lua_getlocal(L, &frame, 1) == NULL) continue;
        int isArgument = lua_rawequal(L, -1, 2);
        lua_pop(L, 1);
        if (isArgument) {
            lua_pushboolean(L, 1);
            return 1;
        }
    }
    lua_pushboolean(L, 0);
    return 1;
}

void clua_push_running_with_function(lua_State *L) {
    lua_pushcfunction(L, running_with);
}
