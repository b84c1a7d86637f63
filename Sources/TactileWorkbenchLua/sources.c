// Embeds each file under lua/ (C23 #embed); adding a file means adding a line to `files` below.
#include "TactileWorkbenchLua.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const char workbench[] = {
#embed "lua/workbench.lua"
};

static const tactile_embedded_lua_file files[] = {
    { "workbench", workbench, sizeof workbench },
};

const tactile_embedded_lua tactile_workbench_lua = { files, sizeof files / sizeof files[0] };
