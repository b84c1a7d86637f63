"""scripts/install-extras: shell completions and the manual page, written from the command's own definitions."""
import re
import subprocess

import pytest

from conftest import ROOT


@pytest.mark.builds
def test_completions_for_three_shells_and_the_manual_page_are_installed(tmp_path):
    done = subprocess.run([str(ROOT / "scripts" / "install-extras"), str(tmp_path)], capture_output=True, text=True,
                          timeout=900)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    # It says what it does before each step, the build too (a first build takes minutes).
    assert re.search(r"^tactile: \[\d+:\d\d\] building tactile \(debug; the first build takes several minutes\)$",
                     done.stderr, re.MULTILINE), done.stderr
    assert re.search(r"^tactile: \[\d+:\d\d\] writing the manual page", done.stderr, re.MULTILINE), done.stderr
    share = tmp_path / "share"
    bash = (share / "bash-completion" / "completions" / "tactile").read_text()
    zsh = (share / "zsh" / "site-functions" / "_tactile").read_text()
    fish = (share / "fish" / "vendor_completions.d" / "tactile.fish").read_text()
    manual = (share / "man" / "man1" / "tactile.1").read_text()
    assert "-F _tactile tactile" in bash and "junit-merge" in bash
    assert zsh.startswith("#compdef tactile") and "--shard" in zsh
    assert "complete -c 'tactile'" in fish
    assert ".Dt TACTILE 1" in manual and "junit-merge" in manual and "--shard" in manual
