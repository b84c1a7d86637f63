"""End-to-end check of `tactile test --watch` on a small suite in a temporary folder: a changed
plugin runs its own test and the files that loaded it, a changed scenario only itself, a new
file itself, a new plugin the files that looked for it; a broken plugin or scenario shows its
failure and the watch goes on; Ctrl-C ends it with the status of the last run."""

import os
import re
import subprocess

import pexpect

PLUGIN = """Control.define{{ name = "{name}", base = "Control",
  properties = {{ turns = {{ type = "number", default = 1 }} }} }}
"""

FILES = {
    "plugins/knob.lua": PLUGIN.format(name="Knob"),
    "plugins/knob_test.lua": 'it("a knob starts at one turn", function() expect(Knob{}.turns).to.equal(1) end)\n',
    "plugins/lock.lua": PLUGIN.format(name="Lock"),
    "plugins/lock_test.lua": 'it("a lock starts at one turn", function() expect(Lock{}.turns).to.equal(1) end)\n',
    "scripts/dial.lua": 'it("a dial holds a knob", function() window:addSubview(Knob{}) end)\n',
    "scripts/plain.lua": 'it("adds", function() expect(1 + 1).to.equal(2) end)\n',
}
SCENARIOS = ["plugins/knob_test.lua", "plugins/lock_test.lua", "scripts/dial.lua", "scripts/plain.lua"]
WATCHING = re.compile(r"watching (\d+) files?… \(Ctrl-C to stop\)")


def save(folder, name, text):
    """Saves as editors do: a hidden temporary file, renamed over the old one."""
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.parent / f".{path.name}.swp"
    temporary.write_text(text)
    os.replace(temporary, path)


def run_after(child, change):
    """The output of the run a change started: from its separator line to the next `watching` line."""
    child.expect_exact(change)
    child.expect(WATCHING)
    return child.before


def files_run(output):
    return [name for name in SCENARIOS + ["scripts/new.lua"] if re.search(rf"^{re.escape(name)} ", output, re.M)]


def test_watch_runs_the_files_a_change_affects_and_goes_on_after_failures(tactile, tmp_path):
    for name, text in FILES.items():
        save(tmp_path, name, text)
    environment = {k: v for k, v in os.environ.items() if k != "CI"}
    child = pexpect.spawn(tactile, ["test", "--watch"], cwd=str(tmp_path), env=environment, encoding="utf-8", timeout=30)
    try:
        child.expect(WATCHING)
        assert files_run(child.before) == SCENARIOS
        assert "4 passed, 0 failed" in child.before
        assert child.match.group(1) == "6"

        save(tmp_path, "plugins/knob.lua", "-- turned\n" + FILES["plugins/knob.lua"])
        output = run_after(child, "── change: plugins/knob.lua → 2 files ──")
        assert files_run(output) == ["plugins/knob_test.lua", "scripts/dial.lua"]
        assert "2 passed, 0 failed" in output

        save(tmp_path, "scripts/plain.lua", FILES["scripts/plain.lua"] + "-- edited\n")
        output = run_after(child, "── change: scripts/plain.lua → 1 file ──")
        assert files_run(output) == ["scripts/plain.lua"]

        save(tmp_path, "scripts/new.lua", 'it("holds a gauge", function() window:addSubview(Gauge{}) end)\n')
        child.expect_exact("── change: scripts/new.lua (new) → 1 file ──")
        child.expect(WATCHING)
        assert files_run(child.before) == ["scripts/new.lua"] and "0 passed, 1 failed" in child.before
        assert child.match.group(1) == "7"

        save(tmp_path, "plugins/gauge.lua", PLUGIN.format(name="Gauge"))
        output = run_after(child, "── change: plugins/gauge.lua (new) → 1 file ──")
        assert files_run(output) == ["scripts/new.lua"] and "1 passed, 0 failed" in output

        save(tmp_path, "plugins/lock.lua", "Control.define{ name = \n")
        output = run_after(child, "── change: plugins/lock.lua → 1 file ──")
        assert files_run(output) == ["plugins/lock_test.lua"]
        assert "plugins/lock.lua:2" in output and "0 passed, 1 failed" in output

        save(tmp_path, "plugins/lock.lua", FILES["plugins/lock.lua"])
        output = run_after(child, "── change: plugins/lock.lua → 1 file ──")
        assert "1 passed, 0 failed" in output

        save(tmp_path, "scripts/dial.lua", "it('is broken', function()\n")
        output = run_after(child, "── change: scripts/dial.lua → 1 file ──")
        assert files_run(output) == ["scripts/dial.lua"] and "0 passed, 1 failed" in output

        child.sendintr()
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 1, "Ctrl-C ends with the status of the last run, which failed"


def test_watch_refuses_machine_reports_and_shards(tactile, tmp_path):
    save(tmp_path, "scripts/plain.lua", FILES["scripts/plain.lua"])
    for options, named in ((["--output", "json"], "--output json"), (["--tap"], "--tap"), (["--shard", "1/2"], "--shard")):
        refused = subprocess.run([tactile, "test", "--watch", *options], cwd=tmp_path, capture_output=True, text=True, timeout=60)
        assert refused.returncode == 2 and named in refused.stderr, refused.stderr
