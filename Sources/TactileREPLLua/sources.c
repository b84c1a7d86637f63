// Embeds each file under lua/ (C23 #embed); adding a file means adding a line
// to `files` below.
#include "TactileREPLLua.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const char inspector[] = {
#embed "lua/inspector.lua"
};

static const tactile_embedded_lua_file files[] = {
    { "inspector", inspector, sizeof inspector },
};

const tactile_embedded_lua tactile_repl_lua = { files, sizeof files / sizeof files[0] };
