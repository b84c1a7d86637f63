"""The set-up scripts say what they are doing: scripts/start and scripts/test announce
each step on a line of its own, a build shows its own progress on a terminal, and
elsewhere a step's output appears only when it fails (scripts/lib/steps.sh)."""
import os
import re
import subprocess

import pexpect

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STEPS = os.path.join(ROOT, "scripts", "lib", "steps.sh")
BUILD = "say 'building the thing'; build sh -c 'echo compiling 1 of 2; echo compiling 2 of 2; exit {status}'"


def script(body):
    # As scripts/test does: the kept output is removed at the end.
    return f"set -euo pipefail; source {STEPS}; trap 'rm -f \"${{STEP_LOG:-}}\"' EXIT; {body}"


def test_a_build_shows_its_progress_on_a_terminal():
    child = pexpect.spawn("bash", ["-c", script(BUILD.format(status=0))], encoding="utf-8", timeout=10)
    child.expect(r"tactile: \[0:0\d\] building the thing")
    child.expect_exact("compiling 2 of 2")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_elsewhere_a_step_says_what_it_does_and_keeps_its_output_unless_it_fails():
    quiet = subprocess.run(["bash", "-c", script(BUILD.format(status=0))], capture_output=True, text=True, timeout=10)
    # The step line begins with the minutes and seconds since the script began.
    assert re.fullmatch(r"tactile: \[0:0\d\] building the thing\n", quiet.stderr), quiet.stderr
    assert quiet.stdout == ""
    assert quiet.returncode == 0
    failing = subprocess.run(["bash", "-c", script(BUILD.format(status=3))], capture_output=True, text=True, timeout=10)
    assert failing.stdout == "compiling 1 of 2\ncompiling 2 of 2\n"
    assert failing.returncode != 0


def test_start_and_test_announce_every_step_before_it_runs():
    for name in ("start", "test"):
        with open(os.path.join(ROOT, "scripts", name)) as file:
            lines = [line.strip() for line in file if line.strip() and not line.lstrip().startswith("#")]
        assert f"source scripts/lib/steps.sh" in lines, name
        # Every command that takes time (packages, builds, test runs) comes right after a `say`.
        slow = [i for i, line in enumerate(lines)
                if line.startswith(("scripts/ensure-system-packages", "build ", "quietly ", "background ", "python3 ", '"$(swift'))]
        assert slow, name
        for index in slow:
            assert lines[index - 1].startswith("say "), f"{name}: no step line before {lines[index]!r}"
