"""tactile serve in a real headless Chromium, driven over the DevTools protocol: the page's
canvas takes mouse presses and drags as touches, the traffic, tree, inspector and console
follow, and a recorded session saved from the page replays with tactile test. Each test takes
screenshots (in its temporary folder) of the page as a person sees it."""
import json
import os
import re
import subprocess

import pytest
import websocket

from devtools import Browser
from test_repl import PROMPT, quit_with_ctrl_d, run, start

HERE = os.path.dirname(os.path.abspath(__file__))
SCENE = os.path.join(HERE, "workbench", "scene.lua")
ADDRESS = re.compile(r"tactile serve: (http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{64})")
# Where the switch and the slider's thumb are in the window (points): scene.lua's frames.
SWITCH = (65, 155)
SLIDER_Y = 235.5


def thumb_x(value):
    """The slider's thumb centre at a value: 310 pt wide, its thumb 28 pt."""
    return 40 + 14 + value * (310 - 28)


class Served:
    """tactile serve running on a scene, and its address."""

    def __init__(self, tactile, folder, *files):
        self.process = subprocess.Popen([tactile, "serve", "--port", "0", "--save-dir", folder, *files],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=folder)
        line = self.process.stdout.readline()
        match = ADDRESS.search(line)
        assert match, f"tactile serve printed no address: {line!r} {self.process.stderr.read() if self.process.poll() is not None else ''}"
        self.address = match.group(1)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


@pytest.fixture
def workbench(tactile, tmp_path):
    """A page of tactile serve on scene.lua, open in headless Chromium at 2×, ready."""
    served = Served(tactile, str(tmp_path), SCENE)
    browser = Browser(scale=2)
    try:
        browser.open(served.address)
        browser.wait_for("window.tactileWorkbench && window.tactileWorkbench.canvas.framesPainted > 0"
                         " && window.tactileWorkbench.state.tree !== null", message="the page never showed the window")
        yield browser, served, tmp_path
    finally:
        browser.close()
        served.stop()


def canvas_point(browser, x, y):
    """A point of the window (points) as a point of the page (CSS pixels)."""
    box = browser.evaluate("(() => { const r = document.getElementById('canvas').getBoundingClientRect();"
                           " return [r.left, r.top, r.width / window.tactileWorkbench.canvas.width]; })()")
    return box[0] + x * box[2], box[1] + y * box[2]


def canvas_pixel(browser, x, y):
    """The canvas's colour at a point of the window, as [r, g, b, a]."""
    return browser.evaluate(f"""(() => {{
        const canvas = window.tactileWorkbench.canvas;
        const data = canvas.context.getImageData(Math.round({x} * canvas.scale), Math.round({y} * canvas.scale), 1, 1).data;
        return Array.from(data); }})()""")


def traffic_lines(browser):
    return browser.evaluate("window.tactileWorkbench.traffic.entries.map(entry => entry.line)")


def console_lines(browser):
    return browser.evaluate("Array.from(document.querySelectorAll('#console-output div')).map(d => d.textContent)")


def run_in_console(browser, line, answers=True):
    """Types a line into the console and presses Enter; returns the lines it added (the line
    itself first), once it answered with at least one line when `answers`."""
    before = len(console_lines(browser))
    browser.evaluate("document.getElementById('console-input').focus()")
    browser.type(line)
    browser.press_enter()
    browser.wait_for(f"document.querySelectorAll('#console-output div').length > {before + (1 if answers else 0)}")
    return console_lines(browser)[before:]


def test_a_click_on_the_switch_turns_it_on_in_the_traffic_and_on_the_canvas(workbench):
    browser, _, folder = workbench
    browser.screenshot(str(folder / "before.png"))
    off = canvas_pixel(browser, SWITCH[0] - 15, SWITCH[1])
    browser.click(*canvas_point(browser, *SWITCH))
    browser.wait_for("window.tactileWorkbench.traffic.entries.some(e => /Switch#1  valueChanged/.test(e.line))",
                     message="no valueChanged from the switch in the traffic")
    # The switch is drawn on: its track turns green (systemGreen, #34C759) where it was grey.
    browser.wait_for(f"""(() => {{ const c = window.tactileWorkbench.canvas;
        const d = c.context.getImageData(Math.round({SWITCH[0] - 15} * c.scale), Math.round({SWITCH[1]} * c.scale), 1, 1).data;
        return d[1] > 150 && d[0] < 120; }})()""", message="the switch was not drawn on")
    on = canvas_pixel(browser, SWITCH[0] - 15, SWITCH[1])
    assert off != on
    assert abs(on[0] - 0x34) < 24 and abs(on[1] - 0xC7) < 24 and abs(on[2] - 0x59) < 24, on
    browser.screenshot(str(folder / "switch-on.png"))


def test_dragging_the_slider_moves_its_knob(workbench):
    browser, _, folder = workbench
    start = canvas_point(browser, thumb_x(0.5), SLIDER_Y)
    end = canvas_point(browser, thumb_x(0.9), SLIDER_Y)
    knob_before = canvas_pixel(browser, thumb_x(0.9), SLIDER_Y)
    browser.drag(start, end, steps=12)
    browser.wait_for("window.tactileWorkbench.traffic.entries.filter(e => /Slider#1  valueChanged/.test(e.line)).length >= 3",
                     message="the drag sent no valueChanged")
    value = run_in_console(browser, "slider.value")[-1]
    assert abs(float(value) - 0.9) < 0.02, value
    # The knob (white) is now where the track was blue.
    browser.wait_for(f"""(() => {{ const c = window.tactileWorkbench.canvas;
        const d = c.context.getImageData(Math.round({thumb_x(0.9)} * c.scale), Math.round({SLIDER_Y} * c.scale), 1, 1).data;
        return d[0] > 240 && d[1] > 240 && d[2] > 240; }})()""", message="the knob was not drawn at its new place")
    assert knob_before != canvas_pixel(browser, thumb_x(0.9), SLIDER_Y)
    browser.screenshot(str(folder / "slider-dragged.png"))


def test_selecting_a_view_in_the_tree_and_editing_a_property(workbench):
    browser, _, folder = workbench
    # The slider is the window's fourth subview: path [3].
    row = browser.wait_for("(() => { const r = document.querySelector('[data-path=\"[3]\"]');"
                           " if (!r) return null; const b = r.getBoundingClientRect(); return [b.left + 10, b.top + b.height / 2]; })()")
    browser.click(*row)
    browser.wait_for("document.querySelector('#inspector input[data-property=\"value\"]') !== null",
                     message="the inspector did not show the slider's value")
    assert browser.evaluate("document.getElementById('inspected').textContent") == "Slider"
    browser.evaluate("(() => { const i = document.querySelector('#inspector input[data-property=\"value\"]'); i.focus(); i.select(); })()")
    browser.type("0.2")
    browser.press_enter()
    browser.evaluate("document.querySelector('#inspector input[data-property=\"value\"]').blur()")
    browser.wait_for("(() => { const i = document.querySelector('#inspector input[data-property=\"value\"]');"
                     " return i && Number(i.value) === 0.2; })()", message="the edit did not come back from the session")
    assert run_in_console(browser, "slider.value")[-1] == "0.2"
    # A bad value gets the setter's own error, shown in the inspector.
    browser.evaluate("window.tactileWorkbench.send({type: 'edit', view: [3], property: 'value', value: 'loud'})")
    browser.wait_for("!document.getElementById('inspector-error').hidden", message="the bad edit showed no error")
    assert "Slider.value" in browser.evaluate("document.getElementById('inspector-error').textContent")
    browser.screenshot(str(folder / "inspector.png"))


def test_the_console_runs_lua_on_the_session_with_completion_and_errors(workbench):
    browser, _, folder = workbench
    assert run_in_console(browser, "1 + 41")[-1] == "42"
    run_in_console(browser, "sw:setOn(true, false)", answers=False)
    assert run_in_console(browser, "sw.isOn")[-1] == "true"
    # An unfinished chunk continues on the >> prompt, as at the REPL's.
    run_in_console(browser, "function twice(x)", answers=False)
    assert browser.evaluate("document.getElementById('prompt').textContent") == ">>"
    run_in_console(browser, "return 2 * x end", answers=False)
    assert run_in_console(browser, "twice(21)")[-1] == "42"
    lines = run_in_console(browser, "nosuch.value")
    assert any(re.match(r"repl:\d+: attempt to index a nil value \(global .nosuch.\)", line) for line in lines), lines
    # Tab completes a global as at the REPL's prompt.
    browser.evaluate("(() => { const i = document.getElementById('console-input'); i.value = ''; i.focus(); })()")
    browser.type("slid")
    browser.key("Tab", "Tab", 9)
    browser.wait_for("document.getElementById('console-input').value === 'slider'", message="Tab did not complete")
    browser.screenshot(str(folder / "console.png"))


def test_a_recorded_drag_saved_from_the_page_replays_with_tactile_test(workbench, tactile):
    browser, _, folder = workbench
    browser.drag(canvas_point(browser, thumb_x(0.5), SLIDER_Y), canvas_point(browser, thumb_x(0.15), SLIDER_Y), steps=8, pause=0.01)
    browser.click(*canvas_point(browser, *SWITCH))
    browser.wait_for("window.tactileWorkbench.traffic.entries.some(e => /Switch#1  valueChanged/.test(e.line))")
    browser.evaluate("(() => { const n = document.getElementById('save-name'); n.value = 'recorded_drag'; })()")
    browser.evaluate("document.getElementById('save').click()")
    browser.wait_for("window.tactileWorkbench.state.saved.length > 0", message="the page saved nothing")
    scenario = folder / "recorded_drag.lua"
    assert scenario.exists() and (folder / "recorded_drag.transcript").exists()
    text = scenario.read_text()
    assert "touch(window):down(" in text and ":move(" in text and "match_transcript(\"recorded_drag\")" in text
    transcript = (folder / "recorded_drag.transcript").read_text()
    assert "Slider#1  valueChanged" in transcript and "Switch#1  valueChanged" in transcript
    run = subprocess.run([tactile, "test", str(scenario)], capture_output=True, text=True, timeout=120, cwd=folder)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "1 passed, 0 failed" in run.stdout
    browser.screenshot(str(folder / "saved.png"))


def test_time_travel_shows_the_session_as_it_was(workbench):
    browser, _, folder = workbench
    browser.click(*canvas_point(browser, *SWITCH))
    browser.wait_for("window.tactileWorkbench.traffic.entries.some(e => /Switch#1  valueChanged/.test(e.line))")
    on = canvas_pixel(browser, SWITCH[0] - 15, SWITCH[1])
    browser.evaluate("window.tactileWorkbench.send({type: 'travel', position: 0})")
    browser.wait_for("window.tactileWorkbench.state.timeline.position === 0")
    browser.wait_for("!window.tactileWorkbench.traffic.entries.some(e => /Switch#1  valueChanged/.test(e.line))",
                     message="the traffic still shows the future")
    browser.wait_for(f"""(() => {{ const c = window.tactileWorkbench.canvas;
        const d = c.context.getImageData(Math.round({SWITCH[0] - 15} * c.scale), Math.round({SWITCH[1]} * c.scale), 1, 1).data;
        return !(d[1] > 150 && d[0] < 120); }})()""", message="the canvas still shows the switch on")
    count = browser.evaluate("window.tactileWorkbench.state.timeline.count")
    browser.evaluate(f"window.tactileWorkbench.send({{type: 'travel', position: {count}}})")
    browser.wait_for(f"window.tactileWorkbench.state.timeline.position === {count}")
    browser.wait_for(f"""(() => {{ const c = window.tactileWorkbench.canvas;
        const d = c.context.getImageData(Math.round({SWITCH[0] - 15} * c.scale), Math.round({SWITCH[1]} * c.scale), 1, 1).data;
        return d[1] > 150 && d[0] < 120; }})()""", message="travelling back to now did not turn the switch on again")
    assert canvas_pixel(browser, SWITCH[0] - 15, SWITCH[1]) == on
    browser.screenshot(str(folder / "travelled.png"))


def test_the_page_is_refused_without_the_token_and_from_another_host(workbench):
    _, served, _ = workbench
    import urllib.error
    import urllib.request
    base = served.address.split("?")[0]
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(base)
    assert refused.value.code == 401
    request = urllib.request.Request(served.address, headers={"Host": "rebind.example"})
    with pytest.raises(urllib.error.HTTPError) as rebound:
        urllib.request.urlopen(request)
    assert rebound.value.code == 421


def receive_until(socket, predicate, limit=500):
    """Text messages from a page's WebSocket until one satisfies `predicate`; that one."""
    for _ in range(limit):
        message = socket.recv()
        if isinstance(message, bytes):
            continue
        decoded = json.loads(message)
        if predicate(decoded):
            return decoded
    raise AssertionError("the page never got the message it waited for")


def tree_has(node, class_name):
    return node["className"] == class_name or any(tree_has(child, class_name) for child in node["children"])


def test_serve_in_the_repl_shares_its_session_with_a_page(state_home):
    """`:serve` in a terminal's REPL: the page sees what the terminal builds, the page's touch
    reaches the terminal's target, and each side's console lines show on the other."""
    child = start(state_home)
    run(child, "s = Switch{frame = {20, 100, 51, 31}}")
    run(child, "window:addSubview(s)")
    run(child, "s:addTarget(function(sender) print('flipped', sender.isOn) end, 'valueChanged')")
    child.send(":serve\r")
    child.expect(r"serving this session at (http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{64})")
    address = child.match.group(1)
    child.expect_exact(PROMPT)
    host, token = address.split("/")[2], address.split("token=")[1]
    page = websocket.create_connection(f"ws://{host}/ws?token={token}", origin=f"http://{host}", timeout=20)
    try:
        page.send(json.dumps({"type": "hello", "scale": 1}))
        tree = receive_until(page, lambda m: m["type"] == "tree")
        assert tree_has(tree["root"], "Switch")
        # The page's finger flips the switch; the terminal's target prints.
        page.send(json.dumps({"type": "finger", "id": 1, "phase": "down", "x": 45, "y": 115}))
        page.send(json.dumps({"type": "finger", "id": 1, "phase": "up", "x": 45, "y": 115}))
        child.expect_exact("flipped\ttrue")
        # A line typed in the terminal shows on the page with what it printed.
        run(child, "s.isOn", "true")
        echo = receive_until(page, lambda m: m["type"] == "console" and m["input"] == "s.isOn")
        assert echo["output"] == ["true"]
        # A line from the page's console runs in the terminal's session.
        page.send(json.dumps({"type": "console", "line": "answer = 41 + 1"}))
        child.expect_exact("(page) > answer = 41 + 1")
        receive_until(page, lambda m: m["type"] == "console" and m["input"] == "answer = 41 + 1")
        run(child, "answer", "42")
    finally:
        page.close()
    quit_with_ctrl_d(child)
