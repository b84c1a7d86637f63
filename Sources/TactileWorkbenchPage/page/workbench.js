// The workbench page: one WebSocket to the session, the canvas, the panels and the toolbar.
// Everything the page shows comes from the server; everything the user does goes to it.
"use strict";

(() => {
  const $ = id => document.getElementById(id);
  const token = new URLSearchParams(location.search).get("token");
  const state = {
    socket: null,
    connected: false,
    messages: 0,
    errors: [],
    notices: [],
    saved: [],
    clock: null,
    timeline: { count: 0, position: 0, times: [], kinds: [] },
    tree: null,
    selection: null,
    hovered: null,
    welcome: null,
  };

  function send(message) {
    if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
  }

  const canvas = new TactileCanvas.Canvas($("canvas"), $("overlay"), send);
  const tree = new TactilePanels.Tree($("tree"), {
    select: path => select(path),
    hover: frame => { state.hovered = frame; outline(); },
  });
  const inspector = new TactilePanels.Inspector($("inspector"), $("inspected"), $("inspector-error"), (path, property, payload) => {
    send(Object.assign({ type: "edit", view: path, property }, payload));
  });
  const traffic = new TactilePanels.Traffic($("traffic"), $("traffic-filter"), $("show-activity"), name => {
    send({ type: "select", view: name });
  });
  const consolePanel = new TactilePanels.Console($("console-output"), $("console-form"), $("console-input"), $("prompt"), {
    run: line => send({ type: "console", line }),
    complete: text => send({ type: "complete", text }),
  });

  function select(path) {
    send({ type: "select", view: path });
  }

  canvas.onPick = point => {
    const path = tree.pathAt(point);
    if (path) select(path);
  };

  function outline() {
    const frames = [];
    if (state.selection) {
      const frame = tree.frameOf(state.selection);
      if (frame) frames.push({ frame, selected: true });
    }
    if (state.hovered) frames.push({ frame: state.hovered, selected: false });
    canvas.highlight(frames);
  }

  function status(text, kind) {
    const element = $("status");
    element.textContent = text;
    element.className = "status " + (kind || "");
  }

  // MARK: Messages from the server

  const handlers = {
    welcome(message) {
      state.welcome = message;
      canvas.configure(message.width, message.height, message.scale);
      status(message.mode === "repl" ? "connected (REPL)" : "connected", "connected");
    },
    tree(message) {
      state.tree = message.root;
      tree.show(message.root);
      outline();
    },
    inspector(message) {
      const selection = message.selection;
      state.selection = selection ? selection.path : null;
      tree.select(state.selection);
      inspector.show(selection);
      outline();
    },
    traffic(message) {
      traffic.add(message);
    },
    console(message) {
      consolePanel.echo(message);
    },
    completion(message) {
      consolePanel.completion(message);
    },
    clock(message) {
      state.clock = message;
      $("clock-now").textContent = "t=" + message.now.toFixed(3) + (message.busy ? " ●" : "");
      $("play").textContent = message.playing ? "Pause" : "Play";
      $("speed").value = String(message.speed);
    },
    timeline(message) {
      const line = state.timeline;
      line.times.length = Math.min(line.times.length, message.from);
      line.kinds.length = Math.min(line.kinds.length, message.from);
      line.times.push(...message.times);
      line.kinds.push(...message.kinds);
      line.count = message.count;
      line.position = message.position;
      const slider = $("timeline");
      slider.max = String(message.count);
      if (!slider.matches(":active")) slider.value = String(message.position);
      const time = message.position > 0 ? line.times[message.position - 1] : 0;
      $("timeline-label").textContent = message.position + " / " + message.count + "  t=" + time.toFixed(3);
    },
    hit(message) {
      canvas.showHit(message);
      $("hit-note").textContent = message.explanation ? message.explanation : "";
    },
    saved(message) {
      state.saved.push(message);
      consolePanel.line("saved " + message.scenario + " and " + message.transcript + " (tactile test replays it)", "notice");
    },
    error(message) {
      state.errors.push(message);
      if (message.about === "edit") inspector.showError(message.message);
      consolePanel.line("error: " + message.message, "error");
    },
    notice(message) {
      state.notices.push(message.text);
      consolePanel.line(message.text, "notice");
    },
  };

  function receive(event) {
    state.messages++;
    if (event.data instanceof ArrayBuffer) {
      canvas.paint(event.data);
      return;
    }
    let message;
    try {
      message = JSON.parse(event.data);
    } catch (error) {
      return;
    }
    const handler = handlers[message.type];
    if (handler) handler(message);
  }

  function connect() {
    const address = "ws://" + location.host + "/ws" + (token ? "?token=" + encodeURIComponent(token) : "");
    const socket = new WebSocket(address);
    socket.binaryType = "arraybuffer";
    state.socket = socket;
    socket.addEventListener("open", () => {
      state.connected = true;
      send({ type: "hello", scale: Math.min(4, Math.max(1, window.devicePixelRatio || 1)) });
    });
    socket.addEventListener("message", receive);
    socket.addEventListener("close", () => {
      state.connected = false;
      status("disconnected: retrying", "problem");
      // Only while disconnected does the page wake on its own.
      setTimeout(connect, 2000);
    });
  }

  // MARK: Toolbar

  $("play").addEventListener("click", () => {
    const playing = state.clock && state.clock.playing;
    send(playing ? { type: "clock", action: "pause" } : { type: "clock", action: "play", speed: Number($("speed").value) });
  });
  $("speed").addEventListener("change", () => send({ type: "clock", action: "play", speed: Number($("speed").value) }));
  $("step").addEventListener("click", () => send({ type: "clock", action: "step" }));
  $("idle").addEventListener("click", () => send({ type: "clock", action: "idle" }));
  $("timeline").addEventListener("change", event => send({ type: "travel", position: Number(event.target.value) }));
  $("save").addEventListener("click", () => {
    const name = $("save-name").value.trim();
    const replace = state.saved.some(saved => saved.scenario.endsWith("/" + name + ".lua"));
    send({ type: "save", name, replace });
  });
  $("stop").addEventListener("click", () => send({ type: "interrupt" }));
  $("traffic-clear").addEventListener("click", () => traffic.clear());

  window.addEventListener("resize", () => canvas.fit());

  // For tests and the curious: what the page knows.
  window.tactileWorkbench = { state, canvas, traffic, send };
  connect();
})();
