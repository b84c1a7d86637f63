// Embeds each file under lua/ (C23 #embed); adding a file means adding a line
// to `sources` below.
#include <string.h>
#include "TactileREPLLua.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const char inspector[] = {
#embed "lua/inspector.lua"
};

static const struct {
    const char *name;
    const char *text;
    size_t length;
} sources[] = {
    { "inspector", inspector, sizeof inspector },
};

const char *tactile_repl_lua_source(const char *name, size_t *length) {
    for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++) {
        if (strcmp(sources[i].name, name) == 0) {
            *length = sources[i].length;
            return sources[i].text;
        }
    }
    return NULL;
}
