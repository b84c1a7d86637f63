"""End-to-end tests of the REPL: the real binary on a pseudo-terminal, real keys.

Run by scripts/test after `swift build`; TACTILE_BINARY overrides the binary.
"""
import os
import signal
import subprocess
import time

import pexpect
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("TACTILE_BINARY", os.path.join(ROOT, ".build", "debug", "tactile"))
PROMPT = "> "
CONTINUATION = ">> "
UP = "\x1b[A"
CTRL_R = "\x12"
PASTE_ON, PASTE_OFF = "\x1b[?2004h", "\x1b[?2004l"
PASTE_START, PASTE_END = "\x1b[200~", "\x1b[201~"


def environment(state_home, **extra):
    env = dict(os.environ)
    env.update({"XDG_STATE_HOME": state_home, "TERM": "xterm", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
    env.pop("NO_COLOR", None)
    env.update(extra)
    return env


def start(state_home, *arguments, **extra):
    """Starts the REPL and waits for its first prompt."""
    child = pexpect.spawn(BINARY, ["--no-color", *arguments], env=environment(state_home, **extra),
                          encoding="utf-8", timeout=10, dimensions=(24, 100))
    child.expect_exact(PROMPT)
    return child


def run(child, line, *expected):
    """Types a line, checks the output contains `expected` in order, and
    waits for the next prompt."""
    child.send(line + "\r")
    for text in expected:
        child.expect_exact(text)
    child.expect_exact(PROMPT)


def without_paste_toggles(text):
    """The output without the escapes that turn the terminal's bracketed paste on and off
    around each line read."""
    return text.replace(PASTE_ON, "").replace(PASTE_OFF, "")


def quit_with_ctrl_d(child):
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_expression_prints_without_return_and_results_side_by_side(state_home):
    child = start(state_home)
    run(child, "1 + 1", "2\r\n")
    run(child, "1, 'two', nil", "1\t\"two\"\tnil\r\n")
    run(child, "{1, 2, x = {y = true}}", "{ 1, 2, x = { y = true } }\r\n")
    quit_with_ctrl_d(child)


def test_incomplete_chunk_continues_on_second_prompt(state_home):
    child = start(state_home)
    child.send("function double(x)\r")
    child.expect_exact(CONTINUATION)
    child.send("return x * 2\r")
    child.expect_exact(CONTINUATION)
    run(child, "end")
    run(child, "double(21)", "42\r\n")
    quit_with_ctrl_d(child)


def test_tab_completes_a_table_field(state_home):
    child = start(state_home)
    # Without completion the line would read `string.fo'%d', 7)`, an error.
    child.send("string.fo\t")
    run(child, "'%d', 7)", "\"7\"\r\n")
    child.send("x = str\t")
    run(child, "rep('ab', 2)")
    run(child, "x", "\"abab\"\r\n")
    quit_with_ctrl_d(child)


def test_a_tapped_button_shows_its_traffic_line(state_home):
    child = start(state_home)
    run(child, "b = Button{frame={20,40,120,44}}")
    run(child, "window:addSubview(b)")
    # The property sits behind the userdata's __index: only the binding schema knows it.
    # Without completion the line would read `b.isEna`, which is nil.
    child.send("b.isEna\t")
    run(child, "", "true\r\n")
    run(child, "b:addTarget(function() tapped = true end, 'touchUpInside')")
    run(child, "tap(b)", "Button#1  touchUpInside  -> function#1 call  event=Event#1\r\n")
    run(child, "tapped", "true\r\n")
    run(child, ":clock", "t=0.050\r\n")
    quit_with_ctrl_d(child)


def test_tab_lists_candidates_when_several_match(state_home):
    child = start(state_home)
    child.send("string.re")
    child.expect_exact("string.re")
    child.send("\t")
    child.expect_exact("rep")
    child.expect_exact("reverse")
    child.expect_exact(PROMPT + "string.re")
    child.sendcontrol("c")
    child.expect_exact(PROMPT)
    run(child, "'next'", "\"next\"")
    quit_with_ctrl_d(child)


def test_error_prints_message_and_traceback_and_session_goes_on(state_home):
    child = start(state_home)
    run(child, "error('boom')", "repl:1: boom", "stack traceback:")
    run(child, "local t = nil; t.x = 1", "attempt to index a nil value")
    run(child, "x = = 1", "unexpected symbol near '='")
    run(child, "40 + 2", "42\r\n")
    quit_with_ctrl_d(child)


def test_ctrl_c_interrupts_an_endless_loop(state_home):
    child = start(state_home)
    child.send("while true do end\r")
    time.sleep(0.5)
    child.sendintr()
    child.expect_exact("interrupted")
    child.expect_exact("repl:1: in main chunk")
    child.expect_exact(PROMPT)
    run(child, "'still here'", "\"still here\"")
    quit_with_ctrl_d(child)


def test_ctrl_c_interrupts_a_loop_inside_a_coroutine_created_earlier(state_home):
    # Hooks are per coroutine (embedding §1.6): the running one must be hooked.
    child = start(state_home)
    run(child, "spin = coroutine.wrap(function() while true do end end)")
    child.send("spin()\r")
    time.sleep(0.5)
    child.sendintr()
    child.expect_exact("interrupted")
    child.expect_exact(PROMPT)
    run(child, "'alive'", "\"alive\"")
    quit_with_ctrl_d(child)


def test_ctrl_c_interrupts_a_pattern_match_and_the_session_goes_on(state_home):
    # Pattern matching runs in C but counts its steps and stops for an interrupt (embedding §4.6):
    # this one backtracks for hours.
    child = start(state_home)
    run(child, "s = string.rep('a', 40)")
    child.send("s:match(string.rep('a?', 40) .. string.rep('a', 40))\r")
    time.sleep(0.5)
    child.sendintr()
    child.expect_exact("interrupted")
    child.expect_exact("[C]: in function 'string.match'")
    child.expect_exact(PROMPT)
    run(child, "s:match('a+')", '"' + "a" * 40 + '"')
    quit_with_ctrl_d(child)


def test_three_ctrl_c_end_code_stuck_where_no_interrupt_reaches(state_home):
    # A finalizer runs with hooks off, where the interrupt cannot reach it, even when a chunk's
    # own collectgarbage() runs it.
    child = start(state_home)
    run(child, "keep = setmetatable({}, { __gc = function() while true do end end })")
    child.send("keep = nil; collectgarbage()\r")
    time.sleep(0.5)
    for _ in range(3):
        child.sendintr()
        time.sleep(0.2)
    child.expect(pexpect.EOF)
    child.close()
    assert child.signalstatus == signal.SIGINT


def test_ctrl_c_cancels_the_line_and_a_pending_continuation(state_home):
    child = start(state_home)
    child.send("for i = 1, 3 do\r")
    child.expect_exact(CONTINUATION)
    child.sendcontrol("c")
    child.expect_exact(PROMPT)
    child.send("abandoned")
    child.sendcontrol("c")
    child.expect_exact(PROMPT)
    run(child, "'fresh'", "\"fresh\"")
    quit_with_ctrl_d(child)


def test_ctrl_d_at_an_empty_prompt_exits_cleanly(state_home):
    child = start(state_home)
    quit_with_ctrl_d(child)


def test_non_ascii_input_survives_editing(state_home):
    child = start(state_home)
    run(child, "'héllo ✓'", "\"héllo ✓\"")
    quit_with_ctrl_d(child)


@pytest.mark.parametrize("locale", [{"LANG": "C", "LC_ALL": "C"}, {"LANG": "POSIX", "LC_ALL": "POSIX"}, {}])
def test_non_ascii_input_survives_a_locale_that_is_not_utf8(state_home, locale):
    env = environment(state_home)
    for name in ("LANG", "LC_ALL", "LC_CTYPE", "LANGUAGE"):
        env.pop(name, None)
    env.update(locale)
    child = pexpect.spawn(BINARY, ["--no-color"], env=env, encoding="utf-8", timeout=10, dimensions=(24, 100))
    child.expect_exact(PROMPT)
    run(child, "s = 'héllo ✓ 日本 😀'")
    run(child, "s, #s", "\"héllo ✓ 日本 😀\"\t22\r\n")
    quit_with_ctrl_d(child)


def test_a_paste_with_tabs_and_lines_is_inserted_as_typed(state_home):
    child = start(state_home)
    child.send(PASTE_START + "t = {\n\tx = 1,\n\ty = 2,\n}\nsum = t.x + t.y\n" + PASTE_END)
    child.expect_exact("sum = t.x + t.y")
    child.expect_exact(PROMPT)
    assert "coroutine" not in child.before  # no list of globals from the tabs
    run(child, "sum", "3\r\n")
    with open(os.path.join(state_home, "tactile", "history"), encoding="utf-8") as history:
        assert history.read().splitlines() == ["t = {\\n\tx = 1,\\n\ty = 2,\\n}", "sum = t.x + t.y", "sum"]
    quit_with_ctrl_d(child)


def test_tab_indents_at_the_start_of_a_line_after_a_space_and_in_a_comment(state_home):
    child = start(state_home)
    child.send("\t1 +\t2")
    run(child, "", "3\r\n")
    assert "coroutine" not in child.before
    child.send("x = 1 -- se\t")
    run(child, "")
    assert "setmetatable" not in child.before
    run(child, "x", "1\r\n")
    quit_with_ctrl_d(child)


def test_history_persists_across_restarts_with_arrow_and_search(state_home):
    child = start(state_home)
    run(child, "answer = 42")
    child.send("for i = 1, 2 do\r")
    child.expect_exact(CONTINUATION)
    run(child, "end")
    run(child, "'last'", "\"last\"")
    quit_with_ctrl_d(child)

    with open(os.path.join(state_home, "tactile", "history"), encoding="utf-8") as history:
        assert history.read().splitlines() == ["answer = 42", "for i = 1, 2 do\\nend", "'last'"]

    child = start(state_home)
    child.send(UP)
    child.expect_exact("'last'")
    child.sendcontrol("c")
    child.expect_exact(PROMPT)
    child.send(CTRL_R)
    child.send("answ")
    child.expect_exact("answer = 42")
    child.send("\r")
    child.expect_exact(PROMPT)
    run(child, "answer", "42\r\n")
    quit_with_ctrl_d(child)


def test_history_size_keeps_the_newest_entries_when_the_session_ends(state_home):
    child = start(state_home, "--history-size", "2")
    for line in ("a = 1", "b = 2", "c = 3"):
        run(child, line)
    quit_with_ctrl_d(child)
    with open(os.path.join(state_home, "tactile", "history"), encoding="utf-8") as history:
        assert history.read().splitlines() == ["b = 2", "c = 3"]


def test_a_multi_line_entry_comes_back_whole_and_runs_again(state_home):
    child = start(state_home)
    child.send("for i = 1, 2 do\r")
    child.expect_exact(CONTINUATION)
    child.send("print('row', i)\r")
    child.expect_exact(CONTINUATION)
    run(child, "end", "row\t2")
    quit_with_ctrl_d(child)

    child = start(state_home)
    child.send(UP)
    child.expect_exact("print('row', i)")
    run(child, "", "row\t1\r\nrow\t2\r\n")
    quit_with_ctrl_d(child)


def test_meta_commands(state_home):
    child = start(state_home)
    run(child, ":help", ":load", ":reset", ":quit")
    run(child, "kept = 1")
    run(child, ":reset")
    run(child, "kept", "nil\r\n")
    run(child, ":hlep", "did you mean ':help'?")
    child.send(":quit\r")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_load_runs_a_file_and_reports_its_errors_with_file_and_line(state_home):
    good = os.path.join(state_home, "good.lua")
    bad = os.path.join(state_home, "bad.lua")
    with open(good, "w") as file:
        file.write("loaded = 'yes'\n")
    with open(bad, "w") as file:
        file.write("local x = 1\nerror('broken')\n")
    child = start(state_home)
    run(child, ":load " + good)
    run(child, "loaded", "\"yes\"")
    run(child, ":load " + bad, "bad.lua:2: broken")
    run(child, ":load " + os.path.join(state_home, "missing.lua"), "cannot open")
    quit_with_ctrl_d(child)


def test_start_with_a_script_and_stay(state_home):
    script = os.path.join(state_home, "setup.lua")
    with open(script, "w") as file:
        file.write("greeting = 'hi'\n")
    child = start(state_home, "-i", script)
    run(child, "greeting", "\"hi\"")
    quit_with_ctrl_d(child)


def piped(state_home, text, *arguments):
    return subprocess.run([BINARY, *arguments], input=text, capture_output=True, text=True,
                          env=environment(state_home), timeout=20)


def test_piped_statements_run_without_prompts_or_escapes(state_home):
    result = piped(state_home, "1 + 1\nfor i = 1, 2 do\n  print(i)\nend\n{a = 'b'}\n", "--statements")
    assert result.stdout == '2\n1\n2\n{ a = "b" }\n'
    assert result.stderr == ""
    assert result.returncode == 0


def test_piped_statements_report_errors_on_stderr_go_on_and_fail_at_the_end(state_home):
    result = piped(state_home, "error('first')\n'after'\n", "--statements")
    assert result.stdout == '"after"\n'
    assert "repl:1: first" in result.stderr
    assert "\x1b" not in result.stdout + result.stderr
    assert result.returncode == 1


def test_dash_e_runs_a_chunk_and_exits(state_home):
    result = piped(state_home, "", "-e", "x = 20", "-e", "x + 1")
    assert result.stdout == "21\n"
    assert result.returncode == 0
    result = piped(state_home, "", "-e", "error('nope')")
    assert "nope" in result.stderr
    assert result.returncode == 1


def test_colour_on_a_terminal_unless_no_color_is_set(state_home):
    child = pexpect.spawn(BINARY, [], env=environment(state_home), encoding="utf-8", timeout=10)
    child.expect_exact(PROMPT)
    run(child, "40 + 2", "\x1b[36m42\x1b[0m")
    quit_with_ctrl_d(child)

    child = pexpect.spawn(BINARY, [], env=environment(state_home, NO_COLOR="1"), encoding="utf-8", timeout=10)
    child.expect_exact(PROMPT)
    child.send("40 + 2\r")
    child.expect_exact("42\r\n")
    assert "\x1b[36m" not in child.before + child.after
    child.expect_exact(PROMPT)
    quit_with_ctrl_d(child)


def test_plugins_load_when_first_used_and_are_listed_reloaded_and_completed(state_home):
    child = start(state_home)
    run(child, ":plugins", "knob", "Knob", "unloaded", "A rotary knob")
    # The class name completes before its plugin is loaded; reading it loads the plugin.
    child.send("Kno\t")
    run(child, "{}.angle", "0\r\n")
    run(child, ":plugins", "knob", "Knob", "loaded", "A rotary knob")
    # Without completion the line would read `:reload kn`, which names no plugin.
    child.send(":reload kn\t")
    run(child, "", "reloaded knob (Knob)\r\n")
    run(child, "Knob{}.angle", "0\r\n")
    quit_with_ctrl_d(child)


def test_a_broken_plugin_fails_where_it_is_used_and_the_others_load(state_home):
    folder = os.path.join(state_home, "more-plugins")
    os.makedirs(folder)
    with open(os.path.join(folder, "broken.lua"), "w") as file:
        file.write("-- summary: Does not parse.\nlocal x = = 1\n")
    with open(os.path.join(folder, "dial.lua"), "w") as file:
        file.write("Control.define{ name = 'Dial' }\n")
    child = pexpect.spawn(BINARY, ["--no-color", "--plugin-path", folder], env=environment(state_home),
                          encoding="utf-8", timeout=10, dimensions=(24, 200))
    child.expect_exact(PROMPT)
    assert "broken" not in child.before  # nothing is loaded, or said, before a plugin is used
    run(child, "Dial{}", "Dial#1(")
    run(child, "Broken{}", "plugin 'broken' failed to load: ", "broken.lua:2: unexpected symbol near '='")
    run(child, "Dial{}", "Dial#2(")
    run(child, ":plugins", "broken", "failed", "Does not parse.", "broken.lua:2:", "dial", "Dial", "loaded")
    with open(os.path.join(folder, "broken.lua"), "w") as file:
        file.write("Control.define{ name = 'Broken' }\n")
    run(child, ":reload broken", "reloaded broken (Broken)")
    quit_with_ctrl_d(child)


def test_a_plugin_that_is_not_utf8_loads_and_is_listed(state_home):
    folder = os.path.join(state_home, "latin1-plugins")
    os.makedirs(folder)
    with open(os.path.join(folder, "latin.lua"), "wb") as file:
        file.write(b"-- summary: A caf\xe9 control.\nlocal sign = 'caf\xe9'\n"
                   b"Control.define{ name = 'Latin', properties = { size = { type = 'number', default = #sign } } }\n")
    os.makedirs(os.path.join(folder, "folder.lua"))
    child = pexpect.spawn(BINARY, ["--no-color", "--plugin-path", folder], env=environment(state_home),
                          encoding="utf-8", timeout=10, dimensions=(24, 200))
    child.expect_exact(PROMPT)
    run(child, "Latin{}.size", "4\r\n")
    # Listing checks the plugins not loaded yet: the folder named like a plugin file cannot be read.
    run(child, ":plugins", "folder", "failed", "cannot read " + os.path.join(folder, "folder.lua") + ": it is a folder",
        "latin", "Latin", "loaded")
    quit_with_ctrl_d(child)


TAP_WITH_TARGET = ["b = Button{frame={20,40,120,44}}", "window:addSubview(b)",
                   "b:addTarget(function() end, 'touchUpInside')"]


def test_traffic_lines_are_coloured_on_a_terminal(state_home):
    child = pexpect.spawn(BINARY, [], env=environment(state_home), encoding="utf-8", timeout=10)
    child.expect_exact(PROMPT)
    for line in TAP_WITH_TARGET:
        run(child, line)
    run(child, "tap(b)", "Button#1  \x1b[33mtouchUpInside\x1b[0m  \x1b[32m-> function#1 call\x1b[0m")
    quit_with_ctrl_d(child)


@pytest.mark.parametrize("arguments,extra", [([], {"NO_COLOR": "1"}), (["--no-color"], {})])
def test_traffic_lines_are_plain_with_no_color(state_home, arguments, extra):
    child = pexpect.spawn(BINARY, arguments, env=environment(state_home, **extra), encoding="utf-8", timeout=10)
    child.expect_exact(PROMPT)
    for line in TAP_WITH_TARGET:
        run(child, line)
    child.send("tap(b)\r")
    child.expect_exact("Button#1  touchUpInside  -> function#1 call  event=Event#1\r\n")
    assert "\x1b[" not in without_paste_toggles(child.before)
    child.expect_exact(PROMPT)
    quit_with_ctrl_d(child)


def test_completion_of_a_class_a_method_and_an_event_in_single_quotes(state_home):
    child = start(state_home)
    # Each Tab below must complete, or the line would not run.
    child.send("s = Sli\t")
    run(child, "{frame={20,40,200,30}}")
    child.send("s:setVa\t")
    run(child, "0.5)")
    run(child, "s.value", "0.5\r\n")
    child.send("s:addTarget(function() hit = true end, 'valueCh\t")
    run(child, ")")
    run(child, "s:sendActions('valueChanged')")
    run(child, "hit", "true\r\n")
    quit_with_ctrl_d(child)


def test_emacs_keys_edit_the_line(state_home):
    child = start(state_home)
    child.send("1 + 2")
    child.sendcontrol("a")   # to the start
    child.send("10 * ")
    child.sendcontrol("e")   # to the end
    child.send("0")
    run(child, "", "30\r\n")  # 10 * 1 + 20
    child.send("'keep' .. 'drop'")
    for _ in range(len(" .. 'drop'")):
        child.sendcontrol("b")   # back one character at a time, to just after 'keep'
    child.sendcontrol("k")   # kill to the end
    run(child, "", "\"keep\"\r\n")
    quit_with_ctrl_d(child)


def test_plugins_are_restricted_unless_trusted(state_home):
    folder = os.path.join(state_home, "extra")
    os.makedirs(folder)
    with open(os.path.join(folder, "probe.lua"), "w") as file:
        file.write("Control.define{ name = 'Probe', properties = { io = { type = 'string', default = type(io) } } }\n")
    restricted = piped(state_home, "print(Probe{}.io)\n", "--plugin-path", folder)
    assert restricted.stdout == 'nil\n', restricted.stderr
    trusted = piped(state_home, "print(Probe{}.io)\n", "--trust-plugins", "--plugin-path", folder)
    assert trusted.stdout == 'table\n', trusted.stderr


def plugin_folder(state_home, **plugins):
    """A folder of plugins, each given as its source."""
    folder = os.path.join(state_home, "plugins-here")
    os.makedirs(folder, exist_ok=True)
    for name, source in plugins.items():
        with open(os.path.join(folder, name + ".lua"), "w") as file:
            file.write(source)
    return folder


def spawn(state_home, *arguments):
    return pexpect.spawn(BINARY, ["--no-color", *arguments], env=environment(state_home),
                         encoding="utf-8", timeout=10, dimensions=(24, 200))


DIAL = "Control.define{ name = 'Dial' }\n"


def test_ctrl_c_stops_a_plugin_looping_when_first_used_and_the_others_load(state_home):
    folder = plugin_folder(state_home, spin="while true do end\n", dial=DIAL)
    child = spawn(state_home, "--plugin-path", folder)
    child.expect_exact(PROMPT)
    child.send("Spin{}\r")
    time.sleep(1)
    child.sendintr()
    # Ctrl-C stops the line that used the plugin, and the plugin has failed to load.
    child.expect_exact("interrupted")
    child.expect_exact(PROMPT)
    run(child, ":plugins", "spin", "failed", "interrupted")
    run(child, "Spin{}", "plugin 'spin' failed to load: interrupted")
    run(child, "Dial{}", "Dial#1(")
    quit_with_ctrl_d(child)


def test_ctrl_c_stops_an_error_whose_tostring_loops(state_home):
    folder = plugin_folder(state_home, knot="error(setmetatable({}, { __tostring = function() while true do end end }))\n",
                           dial=DIAL)
    child = spawn(state_home, "--plugin-path", folder)
    child.expect_exact(PROMPT)
    child.send("Knot{}\r")
    time.sleep(1)
    child.sendintr()
    child.expect_exact("interrupted")
    child.expect_exact(PROMPT)
    run(child, "Knot{}", "plugin 'knot' failed to load: interrupted")
    run(child, "Dial{}", "Dial#1(")
    quit_with_ctrl_d(child)


def test_ctrl_c_reaches_reload(state_home):
    folder = plugin_folder(state_home, dial=DIAL)
    child = spawn(state_home, "--plugin-path", folder)
    child.expect_exact(PROMPT)
    plugin_folder(state_home, dial="while true do end\n" + DIAL)
    child.send(":reload dial\r")
    time.sleep(1)
    child.sendintr()
    child.expect_exact("plugin 'dial' failed to load: interrupted")
    child.expect_exact(PROMPT)
    run(child, "'alive'", "\"alive\"")
    quit_with_ctrl_d(child)


def start_a_plugin_stuck_in_a_finalizer(state_home, *options):
    """The REPL using a plugin whose loading collects a table whose finalizer never ends."""
    folder = plugin_folder(
        state_home, stuck="setmetatable({}, { __gc = function() while true do end end })\ncollectgarbage()\n")
    child = spawn(state_home, "--plugin-path", folder, *options)
    child.expect_exact(PROMPT)
    child.send("Stuck{}\r")
    time.sleep(1)
    return child


def test_ctrl_c_stops_a_plugins_finalizer_that_never_ends_and_the_repl_goes_on(state_home):
    # A sandbox's finalizers run where an interrupt reaches them (docs/sandbox.md, "Limits").
    child = start_a_plugin_stuck_in_a_finalizer(state_home)
    child.sendintr()
    child.expect_exact("interrupted")
    child.expect_exact(PROMPT)
    run(child, "= 1 + 1", "2")
    quit_with_ctrl_d(child)


def test_three_ctrl_c_end_a_trusted_plugin_stuck_where_no_interrupt_reaches_when_first_used(state_home):
    # Lua's own finalizers, which a trusted plugin has, run with hooks off.
    child = start_a_plugin_stuck_in_a_finalizer(state_home, "--trust-plugins")
    for _ in range(3):
        child.sendintr()
        time.sleep(0.3)
    child.expect(pexpect.EOF)
    child.close()
    assert child.signalstatus == signal.SIGINT


def test_three_ctrl_c_end_a_finalizer_that_loops_at_reset(state_home):
    # Finalizers run with hooks off while the state closes: only the third Ctrl-C leaves them.
    child = start(state_home)
    run(child, "keep = setmetatable({}, { __gc = function() while true do end end })")
    child.send(":reset\r")
    time.sleep(0.5)
    child.sendintr()
    time.sleep(0.3)
    child.sendintr()
    time.sleep(0.3)
    assert child.isalive()
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    assert child.signalstatus == signal.SIGINT
