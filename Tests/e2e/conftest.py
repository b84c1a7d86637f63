"""Fixtures the end-to-end suites share."""
import pathlib
import subprocess
import tempfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def pytest_configure(config):
    config.addinivalue_line("markers", "builds: the test runs a Swift build (minutes on a first run)")


def pytest_collection_modifyitems(items):
    """The tests that build start first, so that side by side the others run while they build."""
    items.sort(key=lambda item: item.get_closest_marker("builds") is None)


def built(name):
    """The path of the debug build of the package's program `name` (built by `swift build`)."""
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True,
                              text=True, check=True).stdout.strip()
    binary = pathlib.Path(bin_path) / name
    assert binary.exists(), f"build {name} first: {binary} is missing"
    return str(binary)


@pytest.fixture(scope="session")
def tactile():
    """The debug build of `tactile` (built by `swift build` before the suites run)."""
    return built("tactile")


@pytest.fixture(scope="session")
def tactile_bench():
    """The debug build of `tactile-bench`, the benchmarks' program (built with the package)."""
    return built("tactile-bench")


@pytest.fixture
def state_home():
    """A fresh folder: the REPL's state home (its history lives there) and room for files."""
    with tempfile.TemporaryDirectory(prefix="tactile-e2e-") as directory:
        yield directory
