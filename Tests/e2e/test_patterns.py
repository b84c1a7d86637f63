"""Tactile's own string.find, match, gmatch and gsub give what Lua's own give (embedding §4.6):
the same generated calls — subjects, patterns, start positions and replacements, malformed
patterns included — run by `tactile run`, trusted and in the sandbox, and by lua5.4, print the
same lines."""

import os
import pathlib
import shutil
import subprocess

import pytest

from test_run_trusted import run

CASES = pathlib.Path(__file__).resolve().parent / "differential"


@pytest.fixture(scope="module")
def luas_own_lines():
    if shutil.which("lua5.4") is None:
        pytest.skip("Lua's own interpreter is not installed")
    environment = {k: v for k, v in os.environ.items() if k not in ("LUA_INIT", "LUA_INIT_5_4")}
    result = subprocess.run(["lua5.4", "patterns.lua"], cwd=CASES, capture_output=True, text=True, env=environment,
                            check=True, timeout=120)
    return result.stdout.splitlines()


@pytest.mark.parametrize("options", [["--trust"], []], ids=["trusted", "sandboxed"])
def test_pattern_functions_give_what_luas_own_give(tactile, luas_own_lines, options):
    result = run(tactile, "run", *options, "patterns.lua", cwd=CASES)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == len(luas_own_lines) == 20000 * 7
    differing = [(ours, theirs) for ours, theirs in zip(lines, luas_own_lines) if ours != theirs]
    assert differing == [], differing[:5]
    # The cases reach matches with captures and each kind of error.
    assert any('\tmatch\ttrue,"' in line for line in lines)
    for message in ["malformed pattern (ends with '%')", "malformed pattern (missing ']')",
                    "malformed pattern (missing arguments to '%b')", "missing '[' after '%f' in pattern",
                    "invalid capture index %1", "invalid pattern capture", "unfinished capture",
                    "invalid use of '%' in replacement string"]:
        assert any(message in line for line in lines), message
