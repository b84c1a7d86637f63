"""Headless Chromium driven over its DevTools protocol: open a page, evaluate JavaScript in it,
press and move the mouse, type, and take screenshots as a person would see the page."""
import base64
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.request

import websocket


def chromium_binary():
    """Debian's chromium (installed by scripts/ensure-system-packages.sh)."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise RuntimeError("chromium is not installed: run scripts/ensure-system-packages.sh --tests")


class Browser:
    """One headless Chromium with one page, at a device-pixel ratio of `scale`."""

    def __init__(self, width=1440, height=960, scale=2):
        self.profile = tempfile.mkdtemp(prefix="tactile-chromium-")
        # Chromium leaves files in its temporary directory: give it one inside the profile,
        # removed with it.
        scratch = os.path.join(self.profile, "tmp")
        os.makedirs(scratch)
        self.process = subprocess.Popen(
            [chromium_binary(), "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
             "--remote-debugging-port=0", f"--user-data-dir={self.profile}",
             f"--window-size={width},{height}", f"--force-device-scale-factor={scale}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=dict(os.environ, TMPDIR=scratch),
            start_new_session=True)
        port = self._devtools_port()
        pages = []
        for _ in range(100):
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list") as answer:
                pages = [target for target in json.load(answer) if target["type"] == "page"]
            if pages:
                break
            time.sleep(0.1)
        self.socket = websocket.create_connection(pages[0]["webSocketDebuggerUrl"], timeout=30, suppress_origin=True)
        self.next_id = 0
        self.command("Page.enable")
        self.command("Runtime.enable")
        self.command("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=scale,
                     mobile=False)

    def _devtools_port(self):
        marker = os.path.join(self.profile, "DevToolsActivePort")
        for _ in range(300):
            if os.path.exists(marker):
                with open(marker) as file:
                    text = file.read().split()
                if text:
                    return int(text[0])
            if self.process.poll() is not None:
                raise RuntimeError("chromium exited at once")
            time.sleep(0.1)
        raise RuntimeError("chromium did not start its DevTools server")

    def close(self):
        """Ends Chromium and every process it started (its own process group), then removes
        its profile, trying again while a helper process still writes into it."""
        try:
            self.socket.close()
        finally:
            for signal_number in (signal.SIGTERM, signal.SIGKILL):
                try:
                    os.killpg(self.process.pid, signal_number)
                    self.process.wait(timeout=10)
                    break
                except (ProcessLookupError, subprocess.TimeoutExpired):
                    continue
            for _ in range(50):
                shutil.rmtree(self.profile, ignore_errors=True)
                if not os.path.exists(self.profile):
                    break
                time.sleep(0.1)

    def command(self, method, **params):
        """Sends a DevTools command and returns its result (events meanwhile are skipped)."""
        self.next_id += 1
        identifier = self.next_id
        self.socket.send(json.dumps({"id": identifier, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == identifier:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def open(self, url):
        self.command("Page.navigate", url=url)

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page (awaited when it is a promise)."""
        result = self.command("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=20, message=None):
        """Waits until a JavaScript expression is truthy; returns its value."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.05)
        raise AssertionError(message or f"the page never got to: {expression}")

    def mouse(self, kind, x, y, buttons=1, modifiers=0):
        """A mouse event at a point of the page (CSS pixels): pressed, moved or released."""
        self.command("Input.dispatchMouseEvent", type=f"mouse{kind}", x=x, y=y, button="left",
                     buttons=buttons if kind != "Released" else 0, clickCount=1, modifiers=modifiers)

    def click(self, x, y):
        self.mouse("Pressed", x, y)
        self.mouse("Released", x, y)

    def drag(self, start, end, steps=10, pause=0.0):
        self.mouse("Pressed", *start)
        for step in range(1, steps + 1):
            fraction = step / steps
            self.mouse("Moved", start[0] + (end[0] - start[0]) * fraction, start[1] + (end[1] - start[1]) * fraction)
            if pause:
                time.sleep(pause)
        self.mouse("Released", *end)

    def type(self, text):
        self.command("Input.insertText", text=text)

    def key(self, key, code, key_code, text=None):
        """Presses and releases a key; `text` is what it types (Enter types a carriage return)."""
        down = dict(type="keyDown", key=key, code=code, windowsVirtualKeyCode=key_code, nativeVirtualKeyCode=key_code)
        if text is not None:
            down["text"] = text
        self.command("Input.dispatchKeyEvent", **down)
        self.command("Input.dispatchKeyEvent", type="keyUp", key=key, code=code,
                     windowsVirtualKeyCode=key_code, nativeVirtualKeyCode=key_code)

    def press_enter(self):
        self.key("Enter", "Enter", 13, text="\r")

    def screenshot(self, path):
        """Writes a PNG of the page as a person sees it."""
        data = self.command("Page.captureScreenshot", format="png", captureBeyondViewport=False)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        return path
