// Floors for `tactile bench lua`: C code doing the least a call can do, so the
// benchmark shows what crossing between Lua and C costs before any host code.
#include "internal.h"

/// The least a function called from Lua can do: adds two integer arguments
/// and returns the sum, with no checks (a baseline, not for general use).
static int clua_raw_add(lua_State *L) {
    lua_pushinteger(L, lua_tointegerx(L, 1, NULL) + lua_tointegerx(L, 2, NULL));
    return 1;
}

void clua_push_raw_add(lua_State *L) {
    lua_pushcfunction(L, clua_raw_add);
}
