"""End-to-end checks of `tactile run` and `tactile test`: the built binary, its exit
statuses, its output formats and its worker processes, as a CI system sees them."""

import os
import pathlib
import re
import subprocess
import time
import xml.etree.ElementTree as ElementTree

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def run(tactile, *arguments, cwd=ROOT, env=None):
    environment = {k: v for k, v in os.environ.items() if k != "CI"}
    environment.update(env or {})
    return subprocess.run([tactile, *arguments], cwd=cwd, capture_output=True, text=True, env=environment,
                          timeout=120)


PASSING = """
describe("arithmetic", function()
  it("adds", function() expect(1 + 1).to.equal(2) end)
  pending("divides by zero")
end)
"""

FAILING = """
describe("arithmetic", function()
  it("adds", function() expect(1 + 1).to.equal(3) end)
  it("loops", function() while true do end end)
  it("still runs", function() expect(true).to.be_truthy() end)
end)
"""


@pytest.fixture
def suite(tmp_path):
    (tmp_path / "pass.lua").write_text(PASSING)
    (tmp_path / "fail.lua").write_text(FAILING)
    return tmp_path


def test_all_passing_exits_zero_with_the_summary_alone_on_its_line(tactile, suite):
    result = run(tactile, "test", "pass.lua", cwd=suite)
    assert result.returncode == 0, result.stderr
    assert "1 passed, 0 failed, 1 skipped" in result.stdout.splitlines()


def test_failures_exit_one_in_file_line_error_shape(tactile, suite):
    result = run(tactile, "test", ".", "--budget", "100000", cwd=suite)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert "./fail.lua:3: error: arithmetic › adds: expected: 3" in lines
    assert any(re.fullmatch(r"\./fail\.lua:4: error: arithmetic › loops: instruction budget of 100000 exhausted.*", l)
               for l in lines)
    assert "2 passed, 2 failed, 1 skipped" in lines


BACKTRACKING = """
it("backtracks", function()
  local s = ("a"):rep(40)
  s:gsub(("a?"):rep(40) .. ("a"):rep(40), "")
end)
it("runs after", function() expect(("x"):rep(3):find("xx", 2, true)).to.equal(2) end)
"""


def test_the_budget_stops_a_backtracking_pattern_without_a_time_limit(tactile, tmp_path):
    # Pattern matching charges its steps to the instruction budget (embedding §4.6): this match
    # would run for hours, and with no time limit only the budget can stop it.
    (tmp_path / "backtrack_test.lua").write_text(BACKTRACKING)
    started = time.monotonic()
    result = run(tactile, "test", "--budget", "1000000", "--timeout", "0", "backtrack_test.lua", cwd=tmp_path)
    assert time.monotonic() - started < 20
    assert result.returncode == 1, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert any(re.fullmatch(r"backtrack_test\.lua:2: error: backtracks: instruction budget of 1000000 exhausted.*",
                            line) for line in lines), result.stdout
    assert "1 passed, 1 failed" in lines


def test_usage_errors_exit_two(tactile, suite):
    assert run(tactile, "test", "--no-such-option", cwd=suite).returncode == 2
    assert run(tactile, "test", "missing.lua", cwd=suite).returncode == 2
    assert run(tactile, "test", "--jobs", "0", cwd=suite).returncode == 2
    empty = suite / "empty"
    empty.mkdir()
    result = run(tactile, "test", "empty", cwd=suite)
    assert result.returncode == 2
    assert "no scenario files found" in result.stderr


def test_filter_selects_by_full_name(tactile, suite):
    result = run(tactile, "test", ".", "--filter", "arithmetic › still", cwd=suite)
    assert result.returncode == 0, result.stdout
    assert "1 passed, 0 failed" in result.stdout.splitlines()


def test_a_filter_that_matches_no_test_is_a_usage_error(tactile, suite):
    # A misspelt filter would otherwise read as a green run of nothing.
    result = run(tactile, "test", ".", "--filter", "arithmetic › multiplies", cwd=suite)
    assert result.returncode == 2, result.stdout
    assert "--filter 'arithmetic › multiplies' matches no test in 2 files" in result.stderr
    # A filter matching only a pending test matched something.
    assert run(tactile, "test", "pass.lua", "--filter", "divides", cwd=suite).returncode == 0


def test_tap_goes_to_stdout_alone(tactile, suite):
    result = run(tactile, "test", ".", "--tap", "--budget", "100000", cwd=suite)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert lines[0] == "TAP version 14"
    assert lines[-1] == "1..2"
    assert "    not ok 1 - arithmetic › adds" in lines
    assert "    ok 2 - arithmetic › divides by zero # SKIP pending" in lines
    assert "2 passed, 2 failed, 1 skipped" in result.stderr


def test_junit_file_parses_with_one_suite_per_file(tactile, suite):
    report = suite / "report.xml"
    run(tactile, "test", ".", "--junit", str(report), "--budget", "100000", cwd=suite)
    root = ElementTree.parse(report).getroot()
    assert root.tag == "testsuites"
    assert [s.get("name") for s in root.findall("testsuite")] == ["./fail.lua", "./pass.lua"]
    loops = root.find(".//testcase[@name='loops']")
    assert loops.find("error").get("type") == "budget"
    assert root.find(".//testcase[@name='adds']").find("failure") is not None


def test_jobs_run_files_in_worker_processes_with_the_same_results(tactile, suite):
    for copy in range(4):
        (suite / f"copy{copy}.lua").write_text(PASSING)
    alone = run(tactile, "test", ".", "--tap", "--budget", "100000", cwd=suite)
    parallel = run(tactile, "test", ".", "--tap", "--budget", "100000", "--jobs", "3", cwd=suite)
    assert parallel.returncode == alone.returncode == 1
    assert parallel.stdout == alone.stdout


def test_update_writes_transcripts_but_never_under_ci(tactile, tmp_path):
    (tmp_path / "golden.lua").write_text("""
it("records", function()
  Switch{}:sendActions("valueChanged")
  expect(traffic).to.match_transcript("switch")
end)
""")
    under_ci = run(tactile, "test", "golden.lua", "--update", cwd=tmp_path, env={"CI": "true"})
    assert under_ci.returncode == 1
    assert "no stored transcript switch.transcript; the received traffic is in switch.transcript.received " \
        "(CI is set: transcripts are never rewritten)" in under_ci.stdout
    assert not (tmp_path / "switch.transcript").exists()
    assert (tmp_path / "switch.transcript.received").exists()
    updated = run(tactile, "test", "golden.lua", "--update", cwd=tmp_path)
    assert updated.returncode == 0, updated.stdout
    assert (tmp_path / "switch.transcript").read_text() == \
        "# tactile transcript v2\nt=0.000  emitted    Switch#1  valueChanged  (0 registered)\n"
    assert not (tmp_path / "switch.transcript.received").exists()
    assert run(tactile, "test", "golden.lua", cwd=tmp_path).returncode == 0


def test_run_reports_the_error_with_file_line_and_traceback(tactile, tmp_path):
    (tmp_path / "broken.lua").write_text("local function f()\n  return nil + 1\nend\nf()\n")
    result = run(tactile, "run", "broken.lua", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr.startswith("broken.lua:2: error: attempt to perform arithmetic on a nil value")
    assert "stack traceback:" in result.stderr
    assert "broken.lua:4: in main chunk" in result.stderr


def test_run_executes_scripts_as_they_are(tactile, tmp_path):
    (tmp_path / "plain.lua").write_text('print("before")\nit("inline", function() print("inside") end)\nprint("after")\n')
    result = run(tactile, "run", "plain.lua", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "before\ninside\nok - inline\nafter\n"
    assert run(tactile, "run", "absent.lua", cwd=tmp_path).returncode == 2


def test_warnings_go_to_stderr_while_on_as_in_luas_interpreter(tactile, tmp_path):
    # Off at the start; finalizers still run when the script ends, and their errors are warnings.
    (tmp_path / "warns.lua").write_text(
        'warn("not shown")\nwarn("@on")\nwarn("shown ", "whole")\n'
        'keep = setmetatable({}, {__gc = function() error("at the end") end})\n')
    result = run(tactile, "run", "warns.lua", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == "Lua warning: shown whole\nLua warning: error in __gc (warns.lua:4: at the end)\n"
    (tmp_path / "quiet.lua").write_text('warn("never")\nwarn("@on")\nwarn("@off")\nwarn("nor this")\n')
    assert run(tactile, "run", "quiet.lua", cwd=tmp_path).stderr == ""


def test_the_example_scenarios_pass(tactile):
    result = run(tactile, "test", "scripts/scenarios", env={"CI": "true"})
    assert result.returncode == 0, result.stdout


@pytest.fixture
def dial_plugin(tmp_path):
    folder = tmp_path / "extra"
    folder.mkdir()
    (folder / "dial.lua").write_text("Control.define{ name = 'Dial', properties = { turns = { type = 'number', default = 3 } } }\n")
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    for name in ("a", "b"):
        (scenarios / f"{name}.lua").write_text('it("makes a dial", function() expect(Dial{}.turns).to.equal(3) end)\n')
    return folder, scenarios


def test_plugin_path_reaches_run_and_test_in_every_worker(tactile, dial_plugin):
    folder, scenarios = dial_plugin
    assert run(tactile, "run", str(scenarios / "a.lua")).returncode == 1  # Dial is on no default folder
    result = run(tactile, "run", "--plugin-path", str(folder), str(scenarios / "a.lua"))
    assert result.returncode == 0, result.stderr
    result = run(tactile, "test", "--jobs", "2", "--plugin-path", str(folder), str(scenarios))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2 passed, 0 failed" in result.stdout.splitlines()


def test_plugin_path_environment_variable(tactile, dial_plugin):
    folder, scenarios = dial_plugin
    result = run(tactile, "test", str(scenarios), env={"TACTILE_PLUGIN_PATH": str(folder)})
    assert result.returncode == 0, result.stdout + result.stderr


def test_default_discovery_takes_the_plugin_paths_test_files(tactile, dial_plugin, tmp_path):
    folder, _ = dial_plugin
    (folder / "dial_test.lua").write_text('it("turns", function() expect(Dial{}.turns).to.equal(3) end)\n')
    result = run(tactile, "test", "--plugin-path", str(folder), cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "dial_test.lua ." in result.stdout
    assert "1 passed, 0 failed" in result.stdout.splitlines()



def test_junit_writes_through_a_symbolic_link_and_refuses_a_fifo(tactile, suite):
    shared = suite / "shared-report.xml"
    shared.write_text("old")
    (suite / "report.xml").symlink_to("shared-report.xml")
    result = run(tactile, "test", "pass.lua", "--junit", "report.xml", cwd=suite)
    assert result.returncode == 0, result.stderr
    assert (suite / "report.xml").is_symlink()
    ElementTree.fromstring(shared.read_text())

    os.mkfifo(suite / "pipe")
    refused = run(tactile, "test", "pass.lua", "--junit", "pipe", cwd=suite)
    assert refused.returncode == 2
    assert "cannot write pipe: it is a FIFO (named pipe), not a regular file" in refused.stderr
    assert (suite / "pipe").is_fifo()


@pytest.fixture
def author_folder(tmp_path):
    """A plugin author's own folder, named as they like, with neither plugins/ nor scripts/: a
    folder plugin with a module of its own, a file plugin, and a scenario beside each."""
    folder = tmp_path / "my-controls"
    (folder / "gauge").mkdir(parents=True)
    (folder / "gauge" / "init.lua").write_text(
        "local scale = require('gauge.scale')\n"
        "Control.define{ name = 'Gauge', properties = { top = { type = 'number', default = scale.top } } }\n")
    (folder / "gauge" / "scale.lua").write_text("return { top = 10 }\n")
    (folder / "dial.lua").write_text("Control.define{ name = 'Dial' }\n")
    (folder / "gauge_test.lua").write_text('it("reads its scale", function() expect(Gauge{}.top).to.equal(10) end)\n')
    (folder / "dial_test.lua").write_text('it("makes a dial", function() expect(Dial{}.name).to.equal("Dial#1") end)\n')
    return folder


def test_a_plugin_authors_folder_tests_itself_without_flags(tactile, author_folder):
    for arguments in ([], ["."]):
        result = run(tactile, "test", *arguments, cwd=author_folder)
        assert result.returncode == 0, result.stdout + result.stderr
        assert "2 passed, 0 failed" in result.stdout.splitlines()
    from_elsewhere = run(tactile, "test", "--jobs", "2", "my-controls", cwd=author_folder.parent)
    assert from_elsewhere.returncode == 0, from_elsewhere.stdout
    assert "my-controls/dial_test.lua ." in from_elsewhere.stdout
    ran = run(tactile, "run", "gauge_test.lua", cwd=author_folder)
    assert ran.returncode == 0, ran.stderr


def test_an_unknown_class_says_no_plugin_defines_it_and_suggests_the_plugin_path(tactile, tmp_path):
    (tmp_path / "uses_knob.lua").write_text('it("makes a knob", function() local knob = Knob{} end)\n')
    result = run(tactile, "test", "uses_knob.lua", cwd=tmp_path, env={"TACTILE_PLUGIN_PATH": ""})
    assert result.returncode == 1
    assert ("attempt to call a nil value (global 'Knob'): no plugin on the plugin path (plugins) defines Knob "
            "(knob.lua or knob/init.lua); give the folder that holds it with --plugin-path") in result.stdout


def test_shards_split_the_files_and_their_reports_merge(tactile, tmp_path):
    import re
    import xml.etree.ElementTree as tree
    for name in "abcde":
        (tmp_path / f"{name}.lua").write_text('it("passes", function() expect(1).to.equal(1) end)\n'
                                                'it("fails", function() expect(1).to.equal(2) end)\n')

    def files_run(result):
        return re.findall(r"^(\S+\.lua) ", result.stdout, re.MULTILINE)

    runs = [run(tactile, "test", ".", "--shard", f"{i}/3", "--junit", f"shard{i}.xml", cwd=tmp_path) for i in (1, 2, 3)]
    assert [r.returncode for r in runs] == [1, 1, 1]
    shards = [files_run(r) for r in runs]
    assert sorted(sum(shards, [])) == [f"./{n}.lua" for n in "abcde"]
    assert sorted(len(s) for s in shards) == [1, 2, 2]
    assert shards == [files_run(run(tactile, "test", ".", "--shard", f"{i}/3", cwd=tmp_path)) for i in (1, 2, 3)]

    merged = run(tactile, "junit-merge", "-o", "all.xml", "shard1.xml", "shard2.xml", "shard3.xml", cwd=tmp_path)
    assert merged.returncode == 0, merged.stderr
    root = tree.parse(tmp_path / "all.xml").getroot()
    assert (root.tag, root.get("tests"), root.get("failures")) == ("testsuites", "10", "5")
    assert sorted(suite.get("name") for suite in root.findall("testsuite")) == [f"./{n}.lua" for n in "abcde"]
    assert len(root.findall("testsuite/testcase/failure")) == 5

    # An earlier run's times split the next run: a file recorded as slow gets a shard to itself.
    for suite in root.findall("testsuite"):
        suite.set("time", "100" if suite.get("name") == "./c.lua" else "1")
    tree.ElementTree(root).write(tmp_path / "timed.xml")
    timed = [files_run(run(tactile, "test", ".", "--shard", f"{i}/2", "--durations", "timed.xml", cwd=tmp_path))
             for i in (1, 2)]
    assert timed == [["./c.lua"], ["./a.lua", "./b.lua", "./d.lua", "./e.lua"]]

    assert run(tactile, "test", ".", "--shard", "3/2", cwd=tmp_path).returncode == 2
    assert run(tactile, "test", ".", "--durations", "timed.xml", cwd=tmp_path).returncode == 2
    empty = run(tactile, "test", "a.lua", "--shard", "2/2", cwd=tmp_path)
    assert empty.returncode == 0, empty.stdout
    bad = run(tactile, "junit-merge", "-o", "x.xml", "a.lua", cwd=tmp_path)
    assert bad.returncode == 2 and "a.lua" in bad.stderr and "Entity" not in bad.stderr
