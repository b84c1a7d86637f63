// The canvas: the window as Tactile draws it, painted from the server's frame packets, and the
// fingers a mouse or a touch screen puts on it.
"use strict";

const TactileCanvas = (() => {
  const MAGIC = 0x31464b54; // "TKF1"

  class Canvas {
    constructor(element, overlay, send) {
      this.element = element;
      this.overlay = overlay;
      this.send = send;
      this.context = element.getContext("2d");
      this.width = 390;
      this.height = 844;
      this.scale = 1;
      this.fingers = new Map(); // finger id -> marker element
      this.pointers = new Map(); // pointer id -> { ids: [finger ids], mode }
      this.latencies = [];
      this.pendingSince = null;
      this.framesPainted = 0;
      this.highlights = [];
      this.listen();
    }

    // The window's size in points and the scale frames come at.
    configure(width, height, scale) {
      this.width = width;
      this.height = height;
      this.scale = scale;
      this.element.width = Math.ceil(width * scale);
      this.element.height = Math.ceil(height * scale);
      this.element.style.width = width + "px";
      this.element.style.height = height + "px";
      this.overlay.style.width = width + "px";
      this.overlay.style.height = height + "px";
      this.fit();
    }

    // Scales the device down to the height the stage has (never up); the pointer's points are
    // read through the canvas's box on screen, so touches land where they are drawn.
    fit() {
      const device = this.element.parentElement, frame = device.parentElement, stage = frame.parentElement;
      const outer = { width: this.width + 28, height: this.height + 28 };
      let room = stage.clientHeight;
      for (const sibling of stage.children) if (sibling !== frame) room -= sibling.offsetHeight + 16;
      const zoom = Math.max(0.3, Math.min(1, room / outer.height));
      device.style.transform = "scale(" + zoom + ")";
      frame.style.width = outer.width * zoom + "px";
      frame.style.height = outer.height * zoom + "px";
    }

    // Paints a frame packet: each rectangle's premultiplied BGRA pixels become straight RGBA.
    paint(buffer) {
      const view = new DataView(buffer);
      if (buffer.byteLength < 20 || view.getUint32(0, true) !== MAGIC) return false;
      const width = view.getUint32(8, true), height = view.getUint32(12, true), count = view.getUint32(16, true);
      if (width !== this.element.width || height !== this.element.height) {
        this.element.width = width;
        this.element.height = height;
      }
      let offset = 20;
      for (let index = 0; index < count; index++) {
        const x = view.getUint32(offset, true), y = view.getUint32(offset + 4, true);
        const w = view.getUint32(offset + 8, true), h = view.getUint32(offset + 12, true);
        offset += 16;
        const source = new Uint8Array(buffer, offset, w * h * 4);
        const image = this.context.createImageData(w, h);
        const target = image.data;
        for (let i = 0; i < source.length; i += 4) {
          const alpha = source[i + 3];
          if (alpha === 255) {
            target[i] = source[i + 2]; target[i + 1] = source[i + 1]; target[i + 2] = source[i]; target[i + 3] = 255;
          } else if (alpha !== 0) {
            const unmultiply = 255 / alpha;
            target[i] = Math.min(255, source[i + 2] * unmultiply);
            target[i + 1] = Math.min(255, source[i + 1] * unmultiply);
            target[i + 2] = Math.min(255, source[i] * unmultiply);
            target[i + 3] = alpha;
          }
        }
        this.context.putImageData(image, x, y);
        offset += w * h * 4;
      }
      this.framesPainted++;
      if (this.pendingSince !== null) {
        this.latencies.push(performance.now() - this.pendingSince);
        if (this.latencies.length > 500) this.latencies.shift();
        this.pendingSince = null;
      }
      return true;
    }

    // A point of the window, in points, for a pointer event.
    point(event) {
      const box = this.element.getBoundingClientRect();
      return { x: (event.clientX - box.left) * this.width / box.width, y: (event.clientY - box.top) * this.height / box.height };
    }

    // The fingers one pointer stands for: one, or two for Alt (mirrored about the centre, as the
    // iOS simulator's Option key does) and Alt+Shift (side by side, moving together).
    fingerPoints(entry, point) {
      if (entry.mode === "one") return [point];
      if (entry.mode === "mirror") return [point, { x: this.width - point.x, y: this.height - point.y }];
      return [point, { x: point.x + entry.offset.x, y: point.y + entry.offset.y }];
    }

    freeFingerIds(count) {
      const used = new Set();
      for (const entry of this.pointers.values()) entry.ids.forEach(id => used.add(id));
      const ids = [];
      for (let id = 1; id <= 10 && ids.length < count; id++) if (!used.has(id)) ids.push(id);
      return ids.length === count ? ids : null;
    }

    listen() {
      const element = this.element;
      element.addEventListener("pointerdown", event => {
        if (event.button !== 0 && event.pointerType === "mouse") return;
        if (event.ctrlKey || event.metaKey) {
          // Ctrl-click selects the view under the pointer instead of touching it.
          event.preventDefault();
          if (this.onPick) this.onPick(this.point(event));
          return;
        }
        const mode = event.altKey ? (event.shiftKey ? "pair" : "mirror") : "one";
        const ids = this.freeFingerIds(mode === "one" ? 1 : 2);
        if (!ids) return;
        element.setPointerCapture(event.pointerId);
        const entry = { ids, mode, offset: { x: 40, y: 0 } };
        this.pointers.set(event.pointerId, entry);
        this.fingersAt(entry, this.point(event), "down");
        event.preventDefault();
      });
      element.addEventListener("pointermove", event => {
        const entry = this.pointers.get(event.pointerId);
        if (!entry) return;
        const events = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
        const last = events.length ? events[events.length - 1] : event;
        this.fingersAt(entry, this.point(last), "move");
      });
      const finish = phase => event => {
        const entry = this.pointers.get(event.pointerId);
        if (!entry) return;
        this.pointers.delete(event.pointerId);
        this.fingersAt(entry, this.point(event), phase);
      };
      element.addEventListener("pointerup", finish("up"));
      element.addEventListener("pointercancel", finish("cancel"));
      element.addEventListener("contextmenu", event => event.preventDefault());
    }

    fingersAt(entry, point, phase) {
      const points = this.fingerPoints(entry, point);
      entry.ids.forEach((id, index) => {
        const at = points[index];
        this.send({ type: "finger", id, phase, x: round(at.x), y: round(at.y) });
        this.showFinger(id, at, phase === "down" || phase === "move");
      });
      this.pendingSince = performance.now();
    }

    showFinger(id, at, down) {
      let marker = this.fingers.get(id);
      if (!down) {
        if (marker) marker.remove();
        this.fingers.delete(id);
        return;
      }
      if (!marker) {
        marker = document.createElement("div");
        marker.className = "finger";
        this.overlay.appendChild(marker);
        this.fingers.set(id, marker);
      }
      marker.style.left = at.x + "px";
      marker.style.top = at.y + "px";
    }

    // Marks where a finger landed; fades out.
    showHit(report) {
      const dot = document.createElement("div");
      dot.className = "hit";
      dot.style.left = report.x + "px";
      dot.style.top = report.y + "px";
      dot.title = report.explanation || report.view || "";
      this.overlay.appendChild(dot);
      setTimeout(() => { dot.style.opacity = "0"; }, 1200);
      setTimeout(() => dot.remove(), 2400);
    }

    // Outlines frames (window coordinates): the hovered and the selected view.
    highlight(frames) {
      this.highlights.forEach(element => element.remove());
      this.highlights = frames.map(({ frame, selected }) => {
        const box = document.createElement("div");
        box.className = "highlight" + (selected ? " selected" : "");
        box.style.left = frame[0] + "px";
        box.style.top = frame[1] + "px";
        box.style.width = frame[2] + "px";
        box.style.height = frame[3] + "px";
        this.overlay.appendChild(box);
        return box;
      });
    }
  }

  // Points to two decimals: what a pointer gives, without float noise.
  function round(value) {
    return Math.round(value * 100) / 100;
  }

  return { Canvas };
})();
