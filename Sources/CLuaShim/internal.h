// Declarations shared by the CLuaShim source files (not part of its interface).
#ifndef TACTILE_CLUA_SHIM_INTERNAL_H
#define TACTILE_CLUA_SHIM_INTERNAL_H

#include "shim.h"
#include "CLuaShim.h"

/// The hook behind interrupts and instruction budgets.
void clua_hook(lua_State *L, lua_Debug *ar);

/// Replaces `coroutine.resume` and `coroutine.wrap` with versions that track
/// the running coroutine, so an interrupt or a budget reaches it.
/// Expects the global table `coroutine` to be loaded.
void clua_install_tracked_coroutines(lua_State *L);

/// Keeps a copy of the standard library as it is now, the source every
/// sandbox is made from. Expects the libraries and tracked coroutines loaded.
void clua_snapshot_standard_library(lua_State *L);

/// Clears the signal target if it is `L` (called before `L` is closed).
void clua_set_signal_target_if(lua_State *L);

#endif
