// The string library scripts get is Lua's own: Lua 5.4.4's lstrlib.c (in lstrlib/, under
// Lua's MIT licence, lstrlib/LICENSE), compiled here with one patch that lets a budget or an
// interrupt stop a runaway match (embedding §4.6; lstrlib/README.md). Lua's matcher loops in
// C without returning to the VM, where no hook reaches it: a backtracking pattern could run
// for hours past any instruction budget or Ctrl-C. The patch tells `l_patternsteps` of every
// step of a match (a pattern item tried, a character scanned, 64 bytes compared).
//
// Outside budgets and interrupts a step costs a test of two fields of the runtime record.
// Under a budget each step is charged to it (clua_spend_budget), which also notices a pending
// interrupt; once the budget is spent or an interrupt is pending, the match stops with the
// hook's own error (clua_stop_spent).
//
// Lua's file is compiled as its own sources are (lprefix.h and LUA_LIB first), with its
// `luaopen_string` renamed so that it does not clash with the system liblua's.
#include <stddef.h>

struct lua_State;

/// Takes `steps` steps of a match (defined below, once the runtime record is declared).
static inline void take_steps(struct lua_State *L, ptrdiff_t steps);

#define luaopen_string clua_open_string_library
#define l_patternsteps(L, n) take_steps((L), (ptrdiff_t)(n))
#include "lstrlib/lstrlib.c"

#include "internal.h"

/// Charges `steps` to the budget; stops the script when it is spent or an interrupt is pending.
static __attribute__((noinline)) void charge_steps(lua_State *L, ptrdiff_t steps) {
    if (!clua_spend_budget(L, (long long)steps)) clua_stop_spent(L);
}

static inline void take_steps(lua_State *L, ptrdiff_t steps) {
    clua_Runtime *rt = clua_runtime(L);
    if (__builtin_expect(rt->interrupt_requested || rt->budget_active, 0)) charge_steps(L, steps);
}

void clua_install_string_library(lua_State *L) {
    clua_open_string_library(L);  // also makes it the strings' metatable's __index
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    lua_pushvalue(L, -2);
    lua_setfield(L, -2, LUA_STRLIBNAME);
    lua_pop(L, 1);
    lua_setglobal(L, LUA_STRLIBNAME);
}
