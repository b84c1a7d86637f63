// The Lua the REPL runs for itself: the `.lua` files under `lua/`, embedded in
// the binary when it is built, so a copied `tactile` needs no files beside it.
#ifndef TACTILE_REPL_LUA_H
#define TACTILE_REPL_LUA_H

#include "CEmbeddedLua.h"

/// The embedded files, named by their path under `lua/` without `.lua` (such as "inspector").
extern const tactile_embedded_lua tactile_repl_lua;

#endif
