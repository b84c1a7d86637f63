// Embeds each file under lua/ (C23 #embed); adding a file means adding a line
// to `sources` below.
#include <string.h>
#include "TactileScriptingLua.h"

#pragma clang diagnostic ignored "-Wc23-extensions"


static const char prelude[] = {
#embed "lua/prelude.lua"
};
static const char plugins[] = {
#embed "lua/plugins.lua"
};
static const char defined[] = {
#embed "lua/defined.lua"
};
static const char drawing[] = {
#embed "lua/drawing.lua"
};
static const char animation[] = {
#embed "lua/animation.lua"
};
static const char scenario_prologue[] = {
#embed "lua/scenario/prologue.lua"
};
static const char scenario_values[] = {
#embed "lua/scenario/values.lua"
};
static const char scenario_blocks[] = {
#embed "lua/scenario/blocks.lua"
};
static const char scenario_expect[] = {
#embed "lua/scenario/expect.lua"
};
static const char scenario_busted[] = {
#embed "lua/scenario/busted.lua"
};
static const char scenario_environment[] = {
#embed "lua/scenario/environment.lua"
};

static const struct {
    const char *name;
    const char *text;
    size_t length;
} sources[] = {
    { "prelude", prelude, sizeof prelude },
    { "plugins", plugins, sizeof plugins },
    { "animation", animation, sizeof animation },
    { "drawing", drawing, sizeof drawing },
    { "defined", defined, sizeof defined },
    { "scenario/prologue", scenario_prologue, sizeof scenario_prologue },
    { "scenario/values", scenario_values, sizeof scenario_values },
    { "scenario/blocks", scenario_blocks, sizeof scenario_blocks },
    { "scenario/expect", scenario_expect, sizeof scenario_expect },
    { "scenario/busted", scenario_busted, sizeof scenario_busted },
    { "scenario/environment", scenario_environment, sizeof scenario_environment },
};

const char *tactile_lua_source(const char *name, size_t *length) {
    for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++) {
        if (strcmp(sources[i].name, name) == 0) {
            *length = sources[i].length;
            return sources[i].text;
        }
    }
    return NULL;
}
