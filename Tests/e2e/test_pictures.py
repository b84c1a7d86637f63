"""Pictures from the outside: `:show` in the REPL through a pseudo-terminal (the Unicode-block
fallback a test can read), `tactile render`, and a filmstrip written by a script."""
import os
import re
import struct
import subprocess

import pexpect

from test_repl import BINARY, PROMPT, environment, quit_with_ctrl_d, run

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BLOCKS = re.compile("[\u2580-\u259f]")
TRUE_COLOUR = re.compile(r"\x1b\[[0-9;]*38;2;(\d+);(\d+);(\d+)")


def png_size(path):
    """The width and height a PNG file's header declares."""
    with open(path, "rb") as file:
        header = file.read(24)
    assert header[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", header[16:24])


def start_in_a_true_colour_terminal(state_home):
    """The REPL in a terminal that takes 24-bit colour but no image protocol (xterm-256color):
    pictures come as Unicode blocks."""
    child = pexpect.spawn(BINARY, ["--no-color"], env=environment(state_home, TERM="xterm-256color", COLORTERM="truecolor"),
                          encoding="utf-8", timeout=20, dimensions=(24, 100))
    child.expect_exact(PROMPT)
    return child


def test_show_draws_a_view_in_unicode_blocks_with_true_colour_sized_to_the_terminal(state_home):
    child = start_in_a_true_colour_terminal(state_home)
    run(child, "b = View{frame = {10, 10, 200, 40}}")
    run(child, "b.backgroundColor = Color.systemBlue")
    run(child, "window:addSubview(b)")
    child.send(":show b\r")
    child.expect_exact("View#1, 400×80 pixels")
    picture = child.before
    child.expect_exact(PROMPT)
    assert BLOCKS.search(picture) or " " in picture
    colours = {tuple(map(int, match)) for match in TRUE_COLOUR.findall(picture)}
    assert (0, 122, 255) in colours, colours
    lines = [line for line in picture.split("\r\n") if "\x1b[" in line]
    assert 1 <= len(lines) <= 22
    assert all(len(re.sub(r"\x1b\[[0-9;]*m", "", line)) <= 100 for line in lines)
    quit_with_ctrl_d(child)


def test_show_overlays_the_last_gesture_and_writes_a_png(state_home):
    child = start_in_a_true_colour_terminal(state_home)
    run(child, "s = Slider{frame = {20, 40, 200, 30}}")
    run(child, "window:addSubview(s)")
    run(child, "drag(s, {from = {16, 15}, to = {150, 15}})")
    child.send(":show s touches\r")
    child.expect_exact("Slider#1, 400×60 pixels")
    colours = {tuple(map(int, match)) for match in TRUE_COLOUR.findall(child.before)}
    child.expect_exact(PROMPT)
    # The finger circle is drawn in pink over the slider.
    assert any(r > 230 and g < 160 and b < 190 for r, g, b in colours), colours
    target = os.path.join(state_home, "slider.png")
    run(child, f":show s {target}", f"wrote Slider#1 (400×60 pixels) to {target}")
    assert png_size(target) == (400, 60)
    run(child, ":show nothing", ":show: 'nothing' is nil, not a view")
    run(child, ":show a b c d", "usage: :show [view] [touches] [file.png]")
    quit_with_ctrl_d(child)


def test_render_writes_what_a_script_builds(state_home):
    script = os.path.join(state_home, "build.lua")
    with open(script, "w") as file:
        file.write("window.backgroundColor = Color.white\nlocal s = Switch{}\ns.center = Point(60, 40)\n"
                   "window:addSubview(s)\nswitch = s\n")
    out = os.path.join(state_home, "switch.png")
    result = subprocess.run([BINARY, "render", script, "--view", "switch", "--scale", "3", "-o", out],
                            capture_output=True, text=True, env=environment(state_home))
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"wrote Switch#1 (153×93 pixels) to {out}\n"
    assert png_size(out) == (153, 93)
    whole = subprocess.run([BINARY, "render", script, "-o", out], capture_output=True, text=True, env=environment(state_home))
    assert whole.returncode == 0 and png_size(out) == (780, 1688)
    missing = subprocess.run([BINARY, "render", script, "--view", "Knob#9", "-o", out], capture_output=True, text=True,
                             env=environment(state_home))
    assert missing.returncode == 1 and "no view named 'Knob#9'" in missing.stderr
    bad_scale = subprocess.run([BINARY, "render", script, "--scale", "1000", "-o", out], capture_output=True, text=True,
                               env=environment(state_home))
    assert bad_scale.returncode == 2 and "--scale must be above 0 and at most 16" in bad_scale.stderr


def test_render_names_a_defined_view_that_draws_nothing(state_home):
    script = os.path.join(state_home, "blank.lua")
    with open(script, "w") as file:
        file.write('Control.define{ name = "Dial" }\nwindow:addSubview(Dial{frame = {0, 0, 50, 50}})\n')
    out = os.path.join(state_home, "blank.png")
    result = subprocess.run([BINARY, "render", script, "-o", out], capture_output=True, text=True, env=environment(state_home))
    assert result.returncode == 0, result.stderr
    assert "tactile render: note: Dial#1 is a Lua-defined view that draws nothing" in result.stderr
    assert "draw = function(self, ctx, rect)" in result.stderr and "docs/plugins.md#drawing" in result.stderr


def test_a_script_writes_a_filmstrip_beside_itself_and_nowhere_else(state_home):
    script = os.path.join(state_home, "strip.lua")
    with open(script, "w") as file:
        file.write("local s = Slider{frame = {0, 0, 200, 30}}\nwindow:addSubview(s)\n"
                   "local strip = filmstrip(s, function() drag(s, {from = {16, 15}, to = {180, 15}, duration = 0.3}) end,"
                   " {every = 0.1})\n"
                   "print(strip:save('strip.png'))\n"
                   "print(pcall(strip.save, strip, '../escape.png'))\n")
    result = subprocess.run([BINARY, "run", script], capture_output=True, text=True, env=environment(state_home))
    assert result.returncode == 0, result.stderr
    saved, refused = result.stdout.splitlines()
    assert saved == os.path.join(state_home, "strip.png")
    assert "'..' leads out of its folder" in refused
    width, height = png_size(saved)
    assert height == 124 and width == 2 * (8 + 4 * 208)  # four frames: 0, 0.1, 0.2 and 0.3 s
    assert not os.path.exists(os.path.join(os.path.dirname(state_home), "escape.png"))
