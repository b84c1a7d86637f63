"""The command line as Lua's own interpreter has it: piped input runs as one chunk
(`lua5.4 < script.lua`), `-e` and `-i` run in the order given, and `LUA_INIT_5_4` or
`LUA_INIT` runs first."""
import os
import signal
import subprocess
import time

from test_repl import BINARY, environment, piped


def test_piped_input_runs_as_one_chunk_like_a_file(state_home):
    # Locals last to the end of the input; a #! line is skipped; nothing returned prints.
    script = "#!/usr/bin/env tactile\nlocal greeting = 'hi'\nlocal function shout(s)\n  return s:upper()\nend\nprint(shout(greeting))\nreturn 42\n"
    result = piped(state_home, script)
    assert result.stdout == "HI\n", result.stderr
    assert result.stderr == ""
    assert result.returncode == 0


def test_an_error_in_piped_input_names_its_real_line_and_fails(state_home):
    result = piped(state_home, "print('first')\nlocal x = 1\n\nerror('on line four')\nprint('never')\n")
    assert result.stdout == "first\n"
    assert "stdin:4: on line four" in result.stderr
    assert result.returncode == 1
    syntax = piped(state_home, "x = 1\nif x then\n")
    assert "stdin:2:" in syntax.stderr or "stdin:3:" in syntax.stderr
    assert syntax.returncode == 1


def test_ctrl_c_stops_the_whole_piped_run(state_home):
    for arguments in ([], ["--statements"]):
        process = subprocess.Popen([BINARY, *arguments], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, env=environment(state_home), text=True)
        process.stdin.write("print('before')\nwhile true do end\nprint('after')\n")
        process.stdin.close()
        time.sleep(1.5)
        process.send_signal(signal.SIGINT)
        process.wait(timeout=20)
        stdout, stderr = process.stdout.read(), process.stderr.read()
        assert stdout == "before\n", arguments
        assert "interrupted" in stderr
        assert process.returncode == 1


def test_dash_e_and_dash_i_run_in_the_order_given(state_home):
    script = os.path.join(state_home, "uses_x.lua")
    with open(script, "w") as file:
        file.write("print('file sees', x)\nx = x * 2\n")
    result = piped(state_home, "", "-e", "x = 5", "-i", script, "-e", "x")
    assert result.stdout == "file sees\t5\n10\n", result.stderr
    assert result.returncode == 0


def test_lua_init_runs_first_as_a_chunk_or_a_file(state_home):
    init_file = os.path.join(state_home, "init.lua")
    with open(init_file, "w") as file:
        file.write("from_file = 'file'\n")

    def run_with(**variables):
        env = environment(state_home, **variables)
        for name in ("LUA_INIT", "LUA_INIT_5_4"):
            if name not in variables:
                env.pop(name, None)
        return subprocess.run([BINARY, "-e", "from_chunk, from_file"], capture_output=True, text=True, env=env,
                              timeout=20)

    assert run_with(LUA_INIT="from_chunk = 'chunk'").stdout == '"chunk"\tnil\n'
    assert run_with(LUA_INIT="@" + init_file).stdout == 'nil\t"file"\n'
    # LUA_INIT_5_4 wins over LUA_INIT.
    assert run_with(LUA_INIT_5_4="@" + init_file, LUA_INIT="from_chunk = 'chunk'").stdout == 'nil\t"file"\n'
    # A chunk is not a file: a first line starting with # is Lua (and a syntax error), as in lua5.4.
    assert "LUA_INIT:1: unexpected symbol near '#'" in run_with(LUA_INIT="#!x\nfrom_chunk = 1").stderr
    failing = run_with(LUA_INIT="error('broken init')")
    assert "LUA_INIT:1: broken init" in failing.stderr
    assert failing.stdout == ""
    assert failing.returncode == 1


def test_eval_has_the_repls_controls_and_plugins(state_home):
    result = subprocess.run([BINARY, "eval", "Button{}.isEnabled, Knob{}.angle"], capture_output=True, text=True,
                            env=environment(state_home), timeout=20, cwd=os.path.dirname(os.path.dirname(
                                os.path.dirname(os.path.abspath(__file__)))))
    assert result.stdout == "true\t0\n", result.stderr
    assert result.returncode == 0
