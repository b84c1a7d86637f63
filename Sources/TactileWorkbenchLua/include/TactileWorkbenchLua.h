// The Lua the workbench runs in its sessions: the `.lua` files under `lua/`, embedded in the
// binary when it is built, so a copied `tactile` needs no files beside it.
#ifndef TACTILE_WORKBENCH_LUA_H
#define TACTILE_WORKBENCH_LUA_H

#include "CEmbeddedLua.h"

/// The embedded files, named by their path under `lua/` without `.lua` (such as "workbench").
extern const tactile_embedded_lua tactile_workbench_lua;

#endif
