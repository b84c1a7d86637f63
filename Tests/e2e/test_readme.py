"""The README's tour, typed into the real REPL: every line its transcripts show is what Tactile
prints, so the tour stays true. A shown line ending in "…" is the start of the real one."""
import os

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
