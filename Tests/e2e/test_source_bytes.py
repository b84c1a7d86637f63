"""Lua source is bytes: a file keeps every byte of its string literals wherever Tactile loads
it (`tactile run`, `-i`, `:load`, piped input), and a `#!` first line is skipped, as `lua5.4`
does."""
import os
import subprocess

from test_repl import BINARY, environment, quit_with_ctrl_d, run, start

# "café" in Latin-1: the é is the single byte 0xE9, which is not UTF-8.
LATIN1_SCRIPT = b'#!/usr/bin/env tactile\ns = "caf\xe9"\nprint(#s, s:byte(4))\n'
FAILING_AFTER_SHEBANG = b"#!/usr/bin/env tactile\nlocal x = 1\nerror('on line three')\n"


def write(folder, name, contents):
    path = os.path.join(folder, name)
    with open(path, "wb") as file:
        file.write(contents)
    return path


def test_run_loads_latin1_bytes_and_skips_the_shebang_line(state_home):
    script = write(state_home, "latin1.lua", LATIN1_SCRIPT)
    result = subprocess.run([BINARY, "run", script], capture_output=True, env=environment(state_home), timeout=20)
    assert result.stdout == b"4\t233\n", result.stderr
    assert result.returncode == 0


def test_a_shebang_line_keeps_line_numbers(state_home):
    script = write(state_home, "fails.lua", FAILING_AFTER_SHEBANG)
    result = subprocess.run([BINARY, "run", script], capture_output=True, text=True, env=environment(state_home),
                            timeout=20)
    assert "fails.lua:3: error: on line three" in result.stderr
    assert result.returncode == 1


def test_dash_i_and_load_keep_the_bytes(state_home):
    script = write(state_home, "latin1.lua", LATIN1_SCRIPT)
    child = start(state_home, "-i", script)
    run(child, "s:byte(4), #s", "233\t4\r\n")
    run(child, "s = nil")
    run(child, ":load " + script, "4\t233\r\n")
    run(child, "s:byte(4)", "233\r\n")
    quit_with_ctrl_d(child)
