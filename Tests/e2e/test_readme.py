"""The README's tour, typed into the real REPL: every line its transcripts show is what Tactile
prints, so the tour stays true. A shown line ending in "…" is the start of the real one."""
import os
import re
import subprocess

import pexpect

from test_repl import BINARY, environment

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def transcripts():
    """The README's code blocks that are REPL transcripts: (input, [expected output lines]) pairs."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as file:
        text = file.read()
    blocks, block = [], None
    for line in text.split("\n"):
        if line.startswith("```") and block is None:
            block = []
        elif line.startswith("```"):
            blocks.append(block)
            block = None
        elif block is not None:
            block.append(line)
    steps = []
    for lines in blocks:
        if not lines or not lines[0].startswith("> "):
            continue
        for line in lines:
            if line.startswith("> "):
                steps.append((line[2:], []))
            else:
                steps[-1][1].append(line)
    return steps


def matches(expected, actual):
    return actual.startswith(expected[:-1]) if expected.endswith("…") else actual == expected


def test_the_tours_transcripts_are_what_the_repl_prints(state_home):
    steps = transcripts()
    assert len(steps) >= 15
    child = pexpect.spawn(BINARY, ["--no-color"], env=environment(state_home, TERM="dumb"), encoding="utf-8",
                          timeout=20, cwd=ROOT, dimensions=(40, 200))
    child.expect_exact("> ")
    for typed, expected in steps:
        child.send(typed + "\r")
        child.expect_exact("\r\n> ")
        printed = child.before.split("\r\n")[1:]
        assert len(printed) == len(expected), (typed, printed)
        for want, got in zip(expected, printed):
            assert matches(want, got), (typed, want, got)
    child.sendcontrol("d")
    child.expect(pexpect.EOF)


def test_the_readmes_pictures_are_snapshots_the_tests_keep_fresh(tactile):
    """Every picture of a control the README shows (at least eight) is a snapshot that
    scripts/pictures draws, and that scenario passes: a picture that no longer matches what the
    code draws fails here. The workbench's page is a screenshot scripts/workbench-pictures takes."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as file:
        shown = re.findall(r"!\[[^\]]+\]\(([^)]+\.png)\)", file.read())
    pages = [path for path in shown if path.startswith("docs/workbench/")]
    assert all(os.path.isfile(os.path.join(ROOT, path)) for path in pages), pages
    shown = [path for path in shown if path not in pages]
    with open(os.path.join(ROOT, "scripts", "pictures", "pictures.lua"), encoding="utf-8") as file:
        snapshots = set(re.findall(r'match_snapshot\("([^"]+)"\)', file.read()))
    assert len(set(shown)) >= 8, shown
    for path in shown:
        assert path.startswith("scripts/pictures/__snapshots__/"), path
        assert os.path.basename(path)[:-len(".png")] in snapshots, f"{path} is drawn by no snapshot"
        assert os.path.isfile(os.path.join(ROOT, path)), path
    checked = subprocess.run([tactile, "test", "scripts/pictures/pictures.lua"], cwd=ROOT, capture_output=True,
                             text=True, timeout=120)
    assert checked.returncode == 0, checked.stdout + checked.stderr
