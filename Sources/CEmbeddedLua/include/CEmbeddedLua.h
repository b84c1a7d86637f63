// The table of `.lua` files a target embeds in the binary at build time (C23 #embed), and the
// one lookup every such target's files are read through (LuaKit's EmbeddedLuaText).
#ifndef TACTILE_EMBEDDED_LUA_H
#define TACTILE_EMBEDDED_LUA_H

#include <stddef.h>

/// One embedded file: its name (its path under the target's folder, without `.lua`), its
/// text and the text's length in bytes.
typedef struct {
    const char *name;
    const char *text;
    size_t length;
} tactile_embedded_lua_file;

/// A target's embedded files.
typedef struct {
    const tactile_embedded_lua_file *files;
    size_t count;
} tactile_embedded_lua;

/// The text of the file `name` among `embedded`, with its length in bytes in `length`; NULL
/// when there is no such file.
const char *tactile_embedded_lua_source(tactile_embedded_lua embedded, const char *name, size_t *length);

#endif
