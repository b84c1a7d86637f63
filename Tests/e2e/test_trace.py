"""End-to-end checks of `--trace FILE` on `tactile run` and `tactile test`, and of `:trace file`
in the REPL: the files are Chrome trace-event JSON a viewer can open."""

import json
import os
import subprocess

import pexpect

from test_repl import PROMPT, quit_with_ctrl_d, run as type_line, start

DRAG = """
local s = Slider{ frame = {20, 100, 200, 30} }
window:addSubview(s)
s:addTarget(function() end, "valueChanged")
drag(s, { from = {10, 15}, to = {190, 15}, steps = 4, duration = 0.2 })
it("moved the thumb", function() expect(s.value > 0.9).to.equal(true) end)
"""


def tactile_run(tactile, *arguments, cwd):
    environment = {k: v for k, v in os.environ.items() if k != "CI"}
    return subprocess.run([tactile, *arguments], cwd=cwd, capture_output=True, text=True, env=environment, timeout=120)


def threads(trace, pid):
    """The thread names of a process, by thread id."""
    return {e["tid"]: e["args"]["name"] for e in trace["traceEvents"]
            if e["ph"] == "M" and e["name"] == "thread_name" and e["pid"] == pid}


def on_thread(trace, pid, name):
    tid = next(t for t, n in threads(trace, pid).items() if n == name)
    return [e for e in trace["traceEvents"] if e["ph"] != "M" and e["pid"] == pid and e["tid"] == tid]


def process_names(trace):
    return {e["pid"]: e["args"]["name"] for e in trace["traceEvents"] if e["ph"] == "M" and e["name"] == "process_name"}


def test_run_traces_a_drag_as_touch_tracking_and_value_changes(tactile, tmp_path):
    (tmp_path / "drag.lua").write_text(DRAG)
    result = tactile_run(tactile, "run", "--trace", "out.json", "drag.lua", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    trace = json.loads((tmp_path / "out.json").read_text())
    assert trace["displayTimeUnit"] == "ms"
    assert process_names(trace) == {1: "drag.lua"}
    touch = [e for e in on_thread(trace, 1, "finger 1") if e["ph"] == "X"]
    assert [(e["ts"], e["dur"], e["args"]["view"]) for e in touch] == [(0, 200000, "Slider#1")]
    slider = on_thread(trace, 1, "Slider#1")
    assert [e["name"] for e in slider if e["ph"] == "X"] == ["tracking"]
    assert len([e for e in slider if e["name"] == "valueChanged"]) == 6
    tests = on_thread(trace, 1, "tests")
    assert [(e["ph"], e["name"]) for e in tests] == [("X", "script"), ("i", "moved the thumb")]
    assert tests[1]["args"]["status"] == "passed" and tests[1]["ts"] == 200000


def test_test_with_jobs_writes_one_file_with_a_process_per_scenario_file(tactile, tmp_path):
    (tmp_path / "a.lua").write_text('it("taps", function() local b = Button{ frame = {0, 0, 100, 44} }; window:addSubview(b); tap(b) end)\n')
    (tmp_path / "b.lua").write_text('it("waits", function() clock.advance(2) end)\n'
                                    'it("taps", function() local b = Button{ frame = {0, 0, 100, 44} }; window:addSubview(b); tap(b) end)\n')
    result = tactile_run(tactile, "test", "--jobs", "2", "--trace", "out.json", "a.lua", "b.lua", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    text = (tmp_path / "out.json").read_text()
    checked = subprocess.run(["python3", "-m", "json.tool"], input=text, capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
    trace = json.loads(text)
    assert process_names(trace) == {1: "a.lua", 2: "b.lua"}
    tests = [(e["name"], e["ts"], e["dur"]) for e in on_thread(trace, 2, "tests")]
    assert tests == [("waits", 0, 2000000), ("taps", 2000000, 50000)]
    assert [e["name"] for e in on_thread(trace, 2, "Button#1") if e["ph"] == "X"] == ["tracking"]


def test_a_trace_file_that_cannot_be_written_is_a_usage_error(tactile, tmp_path):
    (tmp_path / "a.lua").write_text("")
    (tmp_path / "folder").mkdir()
    result = tactile_run(tactile, "test", "--trace", "folder", "a.lua", cwd=tmp_path)
    assert result.returncode == 2
    assert "--trace" in result.stderr


def test_repl_trace_file_writes_the_session_after_every_input(state_home):
    path = os.path.join(state_home, "out.json")
    child = start(state_home)
    type_line(child, ":trace file " + path, "timeline written to " + path)
    type_line(child, "b = Button{frame={20,40,120,44}}; window:addSubview(b)")
    type_line(child, "tap(b)")
    with open(path) as file:
        trace = json.load(file)
    assert process_names(trace) == {1: "REPL"}
    assert [e["name"] for e in on_thread(trace, 1, "Button#1") if e["ph"] == "i"][:2] == ["touchDown", "touchUpInside"]
    type_line(child, ":reset")
    type_line(child, "clock.advance(1)")
    with open(path) as file:
        trace = json.load(file)
    assert [(e["name"], e["ts"]) for e in on_thread(trace, 1, "tests")] == [("session 1", 0), ("session 2", 50000)]
    type_line(child, ":trace file off", "timeline no longer written")
    type_line(child, ":trace Button", "live traffic for Button: each action as it is delivered to a target")
    type_line(child, ":trace file", "usage: :trace")
    quit_with_ctrl_d(child)
