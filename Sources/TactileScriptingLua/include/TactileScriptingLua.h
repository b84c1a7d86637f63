// The Lua half of TactileScripting: the `.lua` files under `lua/` and the vendored luassert
// and say under `vendor/`, embedded in the binary when it is built, so a copied `tactile`
// needs no files beside it.
#ifndef TACTILE_SCRIPTING_LUA_H
#define TACTILE_SCRIPTING_LUA_H

#include "CEmbeddedLua.h"

/// The embedded files, named by their path under `lua/` (such as "prelude" or
/// "scenario/blocks") or under `vendor/` (such as "luassert/spy"), without `.lua`.
extern const tactile_embedded_lua tactile_scripting_lua;

#endif
