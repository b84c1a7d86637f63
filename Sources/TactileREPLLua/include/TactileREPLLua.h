// The Lua the REPL runs for itself: the `.lua` files under `lua/`, embedded in
// the binary when it is built, so a copied `tactile` needs no files beside it.
#ifndef TACTILE_REPL_LUA_H
#define TACTILE_REPL_LUA_H

#include <stddef.h>

/// The source of the embedded file `name` (its path under `lua/` without
/// `.lua`, such as "inspector"), with its length in bytes in `length`; NULL
/// when there is no such file.
const char *tactile_repl_lua_source(const char *name, size_t *length);

#endif
