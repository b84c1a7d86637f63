"""A file that crashes or hangs its process fails alone: the real binary reports the test that
was running, and every other test and file still runs — in every --jobs mode. Workers die with
their parent."""

import os
import signal
import sys
import subprocess
import time

import pytest

from test_scenarios import run

HANGS = """
it("before", function() expect(1).to.equal(1) end)
it("loops in Lua", function() while true do end end)
it("backtracks in C", function() local s = ("a"):rep(40); s:match(("a?"):rep(40) .. ("a"):rep(40)) end)
it("loops in a finalizer", function() setmetatable({}, { __gc = function() while true do end end }); collectgarbage() end)
it("after", function() expect(2).to.equal(2) end)
"""

CRASHES = """
it("first", function() end)
it("exits", function() Exiter{} end)
it("third", function() end)
"""


@pytest.fixture
def suite(tmp_path):
    (tmp_path / "hang_test.lua").write_text(HANGS)
    (tmp_path / "crash_test.lua").write_text(CRASHES)
    (tmp_path / "other_test.lua").write_text('it("runs", function() expect(true).to.be_truthy() end)\n')
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    (plugins / "exiter.lua").write_text('Control.define{ name = "Exiter", init = function() os.exit(7) end }\n')
    return tmp_path


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_crashes_and_hangs_fail_only_their_test(tactile, suite, jobs):
    result = run(tactile, "test", "--jobs", jobs, "--budget", "0", "--timeout", "1", "--trust-plugins",
                 "hang_test.lua", "crash_test.lua", "other_test.lua", cwd=suite)
    out = result.stdout
    assert result.returncode == 1, out + result.stderr
    assert "hang_test.lua .EEE." in out
    assert "crash_test.lua .E." in out
    assert "other_test.lua ." in out
    assert "5 passed, 4 failed" in out.splitlines()
    assert "hang_test.lua:3: error: loops in Lua: took longer than the time limit of 1 s (an endless loop?)" in out
    # The time limit's interrupt reaches a backtracking pattern match too (embedding §4.6).
    assert "hang_test.lua:4: error: backtracks in C: took longer than the time limit of 1 s (an endless loop?)" in out
    assert "hang_test.lua:5: error: loops in a finalizer: took longer than the time limit of 1 s" in out
    assert "crash_test.lua:3: error: exits: its process ended with status 7 during this test" in out


def test_run_stops_a_finalizer_that_never_ends_and_goes_on(tactile, tmp_path):
    """A sandbox's finalizers run where the time limit reaches them (docs/sandbox.md, "Limits"),
    while the file runs and while it closes: the file is reported as timed out within about a
    second of the limit, and the next file runs."""
    (tmp_path / "during.lua").write_text(
        'print("start")\nsetmetatable({}, { __gc = function() while true do end end })\ncollectgarbage()\nprint("after")\n')
    (tmp_path / "closing.lua").write_text('setmetatable({}, { __gc = function() while true do end end })\nprint("made")\n')
    (tmp_path / "next.lua").write_text('print("next ran")\n')
    started = time.monotonic()
    result = run(tactile, "run", "--budget", "0", "--timeout", "1", "during.lua", "closing.lua", "next.lua", cwd=tmp_path)
    assert time.monotonic() - started < 6
    assert result.returncode == 1
    assert result.stdout.splitlines() == ["start", "made", "next ran"], result.stdout
    assert "during.lua: error: took longer than the time limit of 1 s" in result.stderr, result.stderr
    assert "closing.lua: error: closing took longer than the time limit of 1 s (a finalizer that never ends?)" in result.stderr
    # The instruction budget reaches a finalizer too: spent there, it is the file's error.
    budgeted = run(tactile, "run", "--budget", "1000000", "during.lua", cwd=tmp_path)
    assert budgeted.returncode == 1 and "during.lua: error: instruction budget of 1000000 exhausted" in budgeted.stderr


def test_run_gives_up_on_a_trusted_script_stuck_where_no_interrupt_reaches(tactile, tmp_path):
    # Lua's own finalizers, which a trusted script has, run with hooks off.
    (tmp_path / "stuck.lua").write_text(
        'print("start")\nsetmetatable({}, { __gc = function() while true do end end })\ncollectgarbage()\n')
    started = time.monotonic()
    result = run(tactile, "run", "--timeout", "1", "--trust", "stuck.lua", cwd=tmp_path)
    assert result.returncode == 1
    assert time.monotonic() - started < 20
    assert "ran past the time limit of 1 s and did not stop" in result.stderr


def test_workers_die_with_their_parent(tactile, tmp_path):
    (tmp_path / "spin_test.lua").write_text('it("spins", function() while true do end end)\n')
    parent = subprocess.Popen([tactile, "test", "--budget", "0", "--timeout", "0", "spin_test.lua"], cwd=tmp_path,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 20
    workers = []
    while not workers and time.monotonic() < deadline:
        time.sleep(0.1)
        workers = children_of(parent.pid)
    assert workers, "no worker started"
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(alive(pid) for pid in workers)


def children_of(pid):
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid:
                    found.append(int(entry))
            except OSError:
                pass
    return found


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


HOARDS = """it("hoards", function()
  local big = string.rep("x", 10 * 1024 * 1024)
  local labels = {}
  for i = 1, 150 do local l = Label{}; l.text = big; labels[i] = l end
end)
it("after", function() expect(1 + 1).to.equal(2) end)
"""


def test_what_swift_holds_for_a_script_counts_against_the_memory_cap(tactile, tmp_path):
    (tmp_path / "hoard_test.lua").write_text(HOARDS)
    tested = run(tactile, "test", "--memory", "64", "hoard_test.lua", cwd=tmp_path)
    assert "hoard_test.lua:1: error: hoards: memory cap of 64 MiB reached" in tested.stdout, tested.stdout
    assert "1 passed, 1 failed" in tested.stdout.splitlines()
    ran = run(tactile, "run", "--memory", "64", "hoard_test.lua", cwd=tmp_path)
    assert "memory cap of 64 MiB reached" in ran.stderr
    # The peak of these two runs alone, not of every process this test session started (builds included).
    probe = ("import resource, subprocess, sys\n"
             "for command in ('test', 'run'):\n"
             "    subprocess.run([sys.argv[1], command, '--memory', '64', 'hoard_test.lua'], capture_output=True)\n"
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    peak_kib = int(subprocess.run([sys.executable, "-c", probe, tactile], cwd=tmp_path, capture_output=True,
                                  text=True, check=True).stdout)
    assert peak_kib < 400 * 1024, f"peak {peak_kib} KiB"  # 1.6 GB before host memory counted
