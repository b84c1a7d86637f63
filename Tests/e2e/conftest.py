"""Fixtures the end-to-end suites share."""
import tempfile

import pytest


@pytest.fixture
def state_home():
    """A fresh folder: the REPL's state home (its history lives there) and room for files."""
    with tempfile.TemporaryDirectory(prefix="tactile-e2e-") as directory:
        yield directory
