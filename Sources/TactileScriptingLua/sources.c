// Embeds each file under lua/, and luassert's and say's files under vendor/ (C23 #embed);
// adding a file means adding a line to `files` below.
#include "TactileScriptingLua.h"

#pragma clang diagnostic ignored "-Wc23-extensions"


static const char prelude[] = {
#embed "lua/prelude.lua"
};
static const char geometry[] = {
#embed "lua/geometry.lua"
};
static const char touch[] = {
#embed "lua/touch.lua"
};
static const char clock[] = {
#embed "lua/clock.lua"
};
static const char classes[] = {
#embed "lua/classes.lua"
};
static const char targets[] = {
#embed "lua/targets.lua"
};
static const char plugins[] = {
#embed "lua/plugins.lua"
};
static const char plugin_environments[] = {
#embed "lua/plugin_environments.lua"
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
static const char fuzz_player[] = {
#embed "lua/fuzz_player.lua"
};
static const char appearance[] = {
#embed "lua/appearance.lua"
};
static const char data_sources[] = {
#embed "lua/data_sources.lua"
};
static const char scenario_prologue[] = {
#embed "lua/scenario/prologue.lua"
};
static const char scenario_stand_ins[] = {
#embed "lua/scenario/stand_ins.lua"
};
static const char scenario_tests_start[] = {
#embed "lua/scenario/tests_start.lua"
};
static const char scenario_tests_end[] = {
#embed "lua/scenario/tests_end.lua"
};
static const char scenario_values[] = {
#embed "lua/scenario/values.lua"
};
static const char scenario_failures[] = {
#embed "lua/scenario/failures.lua"
};
static const char scenario_running[] = {
#embed "lua/scenario/running.lua"
};
static const char scenario_blocks[] = {
#embed "lua/scenario/blocks.lua"
};
static const char scenario_expect[] = {
#embed "lua/scenario/expect.lua"
};
static const char scenario_matchers[] = {
#embed "lua/scenario/matchers.lua"
};
static const char scenario_luassert_loading[] = {
#embed "lua/scenario/luassert_loading.lua"
};
static const char scenario_luassert[] = {
#embed "lua/scenario/luassert.lua"
};
static const char scenario_environment[] = {
#embed "lua/scenario/environment.lua"
};

// luassert and say (vendor/README.md: their versions and licences), embedded like Tactile's own
// files: the scenario API loads them as host code.
static const char say_init[] = {
#embed "vendor/say/init.lua"
};
static const char luassert_init[] = {
#embed "vendor/luassert/init.lua"
};
static const char luassert_assert[] = {
#embed "vendor/luassert/assert.lua"
};
static const char luassert_assertions[] = {
#embed "vendor/luassert/assertions.lua"
};
static const char luassert_modifiers[] = {
#embed "vendor/luassert/modifiers.lua"
};
static const char luassert_array[] = {
#embed "vendor/luassert/array.lua"
};
static const char luassert_matchers_init[] = {
#embed "vendor/luassert/matchers/init.lua"
};
static const char luassert_matchers_core[] = {
#embed "vendor/luassert/matchers/core.lua"
};
static const char luassert_matchers_composite[] = {
#embed "vendor/luassert/matchers/composite.lua"
};
static const char luassert_formatters_init[] = {
#embed "vendor/luassert/formatters/init.lua"
};
static const char luassert_languages_en[] = {
#embed "vendor/luassert/languages/en.lua"
};
static const char luassert_util[] = {
#embed "vendor/luassert/util.lua"
};
static const char luassert_state[] = {
#embed "vendor/luassert/state.lua"
};
static const char luassert_namespaces[] = {
#embed "vendor/luassert/namespaces.lua"
};
static const char luassert_spy[] = {
#embed "vendor/luassert/spy.lua"
};
static const char luassert_stub[] = {
#embed "vendor/luassert/stub.lua"
};
static const char luassert_mock[] = {
#embed "vendor/luassert/mock.lua"
};
static const char luassert_match[] = {
#embed "vendor/luassert/match.lua"
};

static const tactile_embedded_lua_file files[] = {
    { "prelude", prelude, sizeof prelude },
    { "geometry", geometry, sizeof geometry },
    { "touch", touch, sizeof touch },
    { "clock", clock, sizeof clock },
    { "classes", classes, sizeof classes },
    { "targets", targets, sizeof targets },
    { "plugins", plugins, sizeof plugins },
    { "plugin_environments", plugin_environments, sizeof plugin_environments },
    { "animation", animation, sizeof animation },
    { "appearance", appearance, sizeof appearance },
    { "data_sources", data_sources, sizeof data_sources },
    { "drawing", drawing, sizeof drawing },
    { "defined", defined, sizeof defined },
    { "fuzz_player", fuzz_player, sizeof fuzz_player },
    { "scenario/prologue", scenario_prologue, sizeof scenario_prologue },
    { "scenario/stand_ins", scenario_stand_ins, sizeof scenario_stand_ins },
    { "scenario/tests_start", scenario_tests_start, sizeof scenario_tests_start },
    { "scenario/tests_end", scenario_tests_end, sizeof scenario_tests_end },
    { "scenario/values", scenario_values, sizeof scenario_values },
    { "scenario/failures", scenario_failures, sizeof scenario_failures },
    { "scenario/running", scenario_running, sizeof scenario_running },
    { "scenario/blocks", scenario_blocks, sizeof scenario_blocks },
    { "scenario/expect", scenario_expect, sizeof scenario_expect },
    { "scenario/matchers", scenario_matchers, sizeof scenario_matchers },
    { "scenario/luassert_loading", scenario_luassert_loading, sizeof scenario_luassert_loading },
    { "scenario/luassert", scenario_luassert, sizeof scenario_luassert },
    { "scenario/environment", scenario_environment, sizeof scenario_environment },
    { "say/init", say_init, sizeof say_init },
    { "luassert/init", luassert_init, sizeof luassert_init },
    { "luassert/assert", luassert_assert, sizeof luassert_assert },
    { "luassert/assertions", luassert_assertions, sizeof luassert_assertions },
    { "luassert/modifiers", luassert_modifiers, sizeof luassert_modifiers },
    { "luassert/array", luassert_array, sizeof luassert_array },
    { "luassert/matchers/init", luassert_matchers_init, sizeof luassert_matchers_init },
    { "luassert/matchers/core", luassert_matchers_core, sizeof luassert_matchers_core },
    { "luassert/matchers/composite", luassert_matchers_composite, sizeof luassert_matchers_composite },
    { "luassert/formatters/init", luassert_formatters_init, sizeof luassert_formatters_init },
    { "luassert/languages/en", luassert_languages_en, sizeof luassert_languages_en },
    { "luassert/util", luassert_util, sizeof luassert_util },
    { "luassert/state", luassert_state, sizeof luassert_state },
    { "luassert/namespaces", luassert_namespaces, sizeof luassert_namespaces },
    { "luassert/spy", luassert_spy, sizeof luassert_spy },
    { "luassert/stub", luassert_stub, sizeof luassert_stub },
    { "luassert/mock", luassert_mock, sizeof luassert_mock },
    { "luassert/match", luassert_match, sizeof luassert_match },
};

const tactile_embedded_lua tactile_scripting_lua = { files, sizeof files / sizeof files[0] };
