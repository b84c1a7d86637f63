"""`tactile-bench` cleans up after itself, even when Ctrl-C stops it; `tactile-bench targets` prints both of its sizes."""
import os
import signal
import subprocess
import tempfile
import time

from conftest import ROOT


def test_ctrl_c_in_a_benchmark_leaves_no_folder_behind(tactile_bench):
    with tempfile.TemporaryDirectory(prefix="tactile-bench-test-") as scratch:
        process = subprocess.Popen([tactile_bench, "session", "--files", "100000", "--repetitions", "50"],
                                   cwd=ROOT, env={**os.environ, "TMPDIR": scratch},
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 30
        while not os.listdir(scratch) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert os.listdir(scratch), "the benchmark made no folder"
        process.send_signal(signal.SIGINT)
        process.wait(timeout=20)
        assert process.returncode == 130, process.stderr.read()
        assert os.listdir(scratch) == []


def test_the_targets_benchmark_prints_both_numbers_of_closures_side_by_side(tactile_bench):
    result = subprocess.run([tactile_bench, "targets", "--small", "200", "--large", "2000", "--repetitions", "1"],
                            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    small, large = result.stdout.splitlines()
    assert small.startswith("addTarget, 200 distinct closures on one control: ") and " ns/add " in small
    assert large.startswith("addTarget, 2000 distinct closures on one control: ") and " ns/add " in large
    assert "× the time of 200 for 10× the closures" in large
