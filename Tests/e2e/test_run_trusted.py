"""End-to-end checks of `tactile run --trust`: a script run as Lua's own interpreter runs it
(the whole standard library, `arg`, `...`, `-` for standard input, LUA_INIT), and
scripts/lua-testes, which runs a folder of Lua's test files that way. The checks in
lua_checks/ are small self-written files of the kind Lua's own test suite holds."""

import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHECKS = pathlib.Path(__file__).resolve().parent / "lua_checks"


def run(tactile, *arguments, cwd, env=None, stdin=None):
    environment = {k: v for k, v in os.environ.items() if k not in ("LUA_INIT", "LUA_INIT_5_4")}
    environment.update(env or {})
    return subprocess.run([tactile, *arguments], cwd=cwd, capture_output=True, text=True, env=environment,
                          input=stdin, timeout=120)


def lua_testes(*arguments):
    return subprocess.run([str(ROOT / "scripts" / "lua-testes"), *arguments], capture_output=True, text=True,
                          timeout=600)


def test_the_lua_checks_pass_with_the_whole_standard_library(tactile):
    result = lua_testes(str(CHECKS))
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    for name in ["coroutines", "debugging", "files", "finalizers", "modules", "strings"]:
        assert any(line.startswith(f"ok      {name}.lua") for line in lines), result.stdout
    assert lines[-1] == "6 passed, 0 failed"


def test_without_trust_a_script_stays_in_the_sandbox(tactile):
    result = run(tactile, "run", "strings.lua", cwd=CHECKS)
    assert result.returncode == 1
    assert "attempt to call a nil value (field 'dump')" in result.stderr


@pytest.mark.skipif(shutil.which("lua5.4") is None, reason="Lua's own interpreter is not installed")
def test_the_lua_checks_pass_with_luas_own_interpreter_too():
    result = lua_testes("--with", "lua5.4", str(CHECKS))
    assert result.returncode == 0, result.stdout


def test_lua_testes_reports_each_failing_file_and_skips_the_driver(tactile, tmp_path):
    for check in CHECKS.glob("*.lua"):
        shutil.copy(check, tmp_path)
    (tmp_path / "broken.lua").write_text('print("testing breakage")\nassert(1 == 2, "one is not two")\n')
    (tmp_path / "all.lua").write_text('error("the driver never runs alone")\n')
    result = lua_testes(str(tmp_path))
    assert result.returncode == 1
    assert "FAILED  broken.lua (status 1); its last lines:" in result.stdout
    assert "broken.lua:2: error: one is not two" in result.stdout
    assert "all.lua" not in result.stdout
    assert result.stdout.splitlines()[-1] == "6 passed, 1 failed: broken.lua"


def test_arg_holds_the_command_line_and_the_script_gets_its_arguments(tactile, tmp_path):
    (tmp_path / "args.lua").write_text(
        'print(arg[-2], arg[-1], arg[0], #arg, table.concat(arg, ","))\nprint(select("#", ...), ...)\n')
    result = run(tactile, "run", "--trust", "args.lua", "a", "-b", "--budget", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["run\t--trust\targs.lua\t3\ta,-b,--budget", "3\ta\t-b\t--budget"]


def test_options_go_before_the_scripts(tactile, tmp_path):
    (tmp_path / "plain.lua").write_text("print('ran')\n")
    result = run(tactile, "run", "plain.lua", "--budget", "5", cwd=tmp_path)
    assert result.returncode == 2
    assert "options go before the scripts: --budget" in result.stderr
    unknown = run(tactile, "run", "--bogus", "plain.lua", cwd=tmp_path)
    assert unknown.returncode == 2
    assert "unknown option '--bogus'" in unknown.stderr
    helped = run(tactile, "run", "--help", cwd=tmp_path)
    assert helped.returncode == 0
    assert "With --trust, the first argument is the script" in helped.stdout


def test_a_dash_reads_the_script_from_standard_input(tactile, tmp_path):
    trusted = run(tactile, "run", "--trust", "-", "x", cwd=tmp_path, stdin="print(arg[0], ..., io ~= nil)\n")
    assert trusted.returncode == 0, trusted.stderr
    assert trusted.stdout == "-\tx\ttrue\n"
    sandboxed = run(tactile, "run", "-", cwd=tmp_path, stdin="print(io)\nerror('stop')\n")
    assert sandboxed.returncode == 1
    assert sandboxed.stdout == "nil\n"
    assert sandboxed.stderr.startswith("stdin:2: error: stop")


def test_lua_init_runs_first_under_trust_only(tactile, tmp_path):
    (tmp_path / "show.lua").write_text("print(greeting, arg[0])\n")
    (tmp_path / "init.lua").write_text("greeting = 'from a file'\n")
    chunk = run(tactile, "run", "--trust", "show.lua", cwd=tmp_path,
                env={"LUA_INIT": "greeting = 'from LUA_INIT ' .. arg[0]"})
    assert chunk.stdout == "from LUA_INIT show.lua\tshow.lua\n", chunk.stderr
    preferred = run(tactile, "run", "--trust", "show.lua", cwd=tmp_path,
                    env={"LUA_INIT_5_4": "@init.lua", "LUA_INIT": "error('not this one')"})
    assert preferred.stdout == "from a file\tshow.lua\n", preferred.stderr
    failing = run(tactile, "run", "--trust", "show.lua", cwd=tmp_path, env={"LUA_INIT": "error('bad init')"})
    assert failing.returncode == 1
    assert failing.stdout == ""
    assert failing.stderr.startswith("LUA_INIT:1: error: bad init")
    (tmp_path / "sandboxed.lua").write_text("print(greeting, arg)\n")
    sandboxed = run(tactile, "run", "sandboxed.lua", cwd=tmp_path, env={"LUA_INIT": "greeting = 'no'"})
    assert sandboxed.stdout == "nil\tnil\n", sandboxed.stderr


def test_trust_has_no_instruction_budget_unless_one_is_given(tactile, tmp_path):
    # About 120 million instructions: past the scenarios' default budget of 100 million.
    (tmp_path / "long.lua").write_text("local n = 0\nfor i = 1, 6e7 do n = n + 1 end\nprint(n)\n")
    assert run(tactile, "run", "--trust", "long.lua", cwd=tmp_path).stdout == "60000000\n"
    budgeted = run(tactile, "run", "--trust", "--budget", "1000000", "long.lua", cwd=tmp_path)
    assert budgeted.returncode == 1
    assert "instruction budget of 1000000 exhausted" in budgeted.stderr
    assert "instruction budget" in run(tactile, "run", "long.lua", cwd=tmp_path).stderr
