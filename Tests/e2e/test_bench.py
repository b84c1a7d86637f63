"""The benchmark command cleans up after itself, even when Ctrl-C stops it."""
import os
import signal
import subprocess
import tempfile
import time

from conftest import ROOT


def test_ctrl_c_in_a_benchmark_leaves_no_folder_behind(tactile):
    with tempfile.TemporaryDirectory(prefix="tactile-bench-test-") as scratch:
        process = subprocess.Popen([tactile, "bench", "session", "--files", "100000", "--repetitions", "50"],
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
