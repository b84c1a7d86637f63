"""The library products (ControlKit, LuaKit, TactileScripting) used from a package outside Tactile."""
import subprocess

import pytest

from conftest import ROOT


@pytest.mark.builds
def test_a_package_outside_tactile_builds_and_runs_against_the_three_products():
    consumer = ROOT / "Tests" / "e2e" / "consumer"
    scratch = ROOT / ".build" / "consumer"
    # The build plan of an earlier run lists the dependency's files as they were then; a fresh one
    # sees files added since (the object files are kept, so the build stays incremental).
    (scratch / "debug.yaml").unlink(missing_ok=True)
    built = subprocess.run(["swift", "build", "--package-path", str(consumer), "--scratch-path", str(scratch)],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    ran = subprocess.run([str(scratch / "debug" / "Consumer")], capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip() == "slider 0.25 lua 42 dragged 1.0 valueChanged>0 true"
