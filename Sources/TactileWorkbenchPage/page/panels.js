// The panels beside the canvas: the view tree, the inspector, the traffic and the console.
"use strict";

const TactilePanels = (() => {
  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function samePath(a, b) {
    return !!a && !!b && a.length === b.length && a.every((value, index) => value === b[index]);
  }

  // The hierarchy: each view with its class, name, frame and accessibility label.
  class Tree {
    constructor(container, callbacks) {
      this.container = container;
      this.callbacks = callbacks; // select(path), hover(frame or null)
      this.root = null;
      this.selected = null;
    }

    show(root) {
      this.root = root;
      this.render();
    }

    select(path) {
      this.selected = path;
      this.render();
    }

    render() {
      this.container.textContent = "";
      if (!this.root) return;
      const list = element("ul");
      list.appendChild(this.item(this.root));
      this.container.appendChild(list);
    }

    item(node) {
      const item = element("li");
      const row = element("span", "node" + (samePath(node.path, this.selected) ? " selected" : "") + (node.hidden ? " hidden-view" : ""));
      row.dataset.path = JSON.stringify(node.path);
      row.appendChild(document.createTextNode(node.name || node.className));
      const frame = node.frame.map(value => Math.round(value * 10) / 10);
      const details = " (" + frame[0] + ", " + frame[1] + ", " + frame[2] + "×" + frame[3] + ")"
        + (node.label ? " “" + node.label + "”" : "") + (node.hidden ? " hidden" : "");
      row.appendChild(element("span", "light", details));
      row.addEventListener("click", () => this.callbacks.select(node.path));
      row.addEventListener("mouseenter", () => this.callbacks.hover(node.frame));
      row.addEventListener("mouseleave", () => this.callbacks.hover(null));
      item.appendChild(row);
      if (node.children.length) {
        const list = element("ul");
        node.children.forEach(child => list.appendChild(this.item(child)));
        item.appendChild(list);
      }
      return item;
    }

    // The frontmost view whose frame holds a point (for Ctrl-click on the canvas).
    pathAt(point) {
      let found = null;
      const visit = node => {
        const [x, y, w, h] = node.frame;
        if (!node.hidden && point.x >= x && point.x < x + w && point.y >= y && point.y < y + h) found = node.path;
        node.children.forEach(visit);
      };
      if (this.root) visit(this.root);
      return found;
    }

    frameOf(path) {
      let found = null;
      const visit = node => {
        if (samePath(node.path, path)) found = node.frame;
        node.children.forEach(visit);
      };
      if (this.root) visit(this.root);
      return found;
    }
  }

  // The selected view's properties, each with the widget for its type; an edit is sent as the
  // page's `edit` message and shows again only as the server reports the value.
  class Inspector {
    constructor(container, title, error, edit) {
      this.container = container;
      this.title = title;
      this.error = error;
      this.edit = edit; // (path, property, {value} | {lua})
      this.contents = null;
      this.editing = null;
    }

    show(contents) {
      const path = contents ? JSON.stringify(contents.path) : null;
      if (path !== this.shownPath) this.error.hidden = true;
      this.shownPath = path;
      this.contents = contents;
      // A field being typed in keeps its text until it is committed.
      if (this.editing && document.activeElement && document.activeElement.dataset.property === this.editing) return;
      this.render();
    }

    render() {
      const contents = this.contents;
      this.container.textContent = "";
      this.title.textContent = contents ? (contents.name || contents.className) : "";
      if (!contents) {
        this.container.appendChild(element("p", "empty", "Select a view in the tree, or Ctrl-click it on the canvas."));
        return;
      }
      const table = element("table");
      contents.properties.forEach(property => table.appendChild(this.row(contents.path, property)));
      this.container.appendChild(table);
    }

    // An edit's error, above the properties until the next edit or selection.
    showError(message) {
      this.error.textContent = message;
      this.error.hidden = false;
    }

    row(path, property) {
      const row = element("tr");
      const name = element("td", "", property.name);
      name.title = property.type + (property.doc ? " — " + property.doc : "");
      row.appendChild(name);
      const cell = element("td");
      cell.appendChild(this.widget(path, property));
      row.appendChild(cell);
      return row;
    }

    widget(path, property) {
      const commit = payload => {
        this.editing = null;
        this.error.hidden = true;
        this.edit(path, property.name, payload);
      };
      let input;
      switch (property.widget) {
        case "boolean":
          input = element("input");
          input.type = "checkbox";
          input.checked = property.value === true;
          input.addEventListener("change", () => commit({ value: input.checked }));
          break;
        case "number":
        case "integer":
          input = element("input");
          input.type = "number";
          input.step = property.widget === "integer" ? "1" : "any";
          input.value = property.value === null ? "" : String(property.value);
          input.addEventListener("change", () => {
            const number = Number(input.value);
            commit(input.value.trim() === "" ? { value: null } : Number.isFinite(number) ? { value: number } : { lua: input.value });
          });
          break;
        case "color": {
          // A well for the colour, its hex beside it (alpha kept); nil shows as the default.
          const box = element("span", "color");
          input = element("input");
          input.type = "color";
          const text = typeof property.value === "string" ? property.value : null;
          input.value = text ? text.slice(0, 7) : "#000000";
          const alpha = text && text.length === 9 ? text.slice(7) : "";
          input.addEventListener("change", () => commit({ value: input.value.toUpperCase() + alpha }));
          input.dataset.property = property.name;
          box.appendChild(input);
          box.appendChild(element("span", "readonly", text || "default (nil)"));
          return box;
        }
        case "choice":
          input = element("select");
          property.choices.forEach(choice => {
            const option = element("option", "", choice);
            option.value = choice;
            input.appendChild(option);
          });
          input.value = property.value;
          input.addEventListener("change", () => commit({ value: input.value }));
          break;
        case "text":
          input = element("input");
          input.type = "text";
          input.value = property.value === null ? "" : String(property.value);
          input.addEventListener("change", () => commit({ value: input.value }));
          break;
        case "lua":
          input = element("input");
          input.type = "text";
          input.value = property.display;
          input.title = "A Lua expression, such as {20, 40, 200, 30}";
          input.addEventListener("change", () => commit({ lua: input.value }));
          break;
        default:
          return element("span", "readonly", property.display);
      }
      input.dataset.property = property.name;
      input.addEventListener("focus", () => { this.editing = property.name; });
      input.addEventListener("blur", () => { if (this.editing === property.name) this.editing = null; });
      return input;
    }
  }

  // Live traffic records and model activity, filtered by object or event; a sender's name
  // selects its view.
  class Traffic {
    constructor(container, filter, activity, selectName) {
      this.container = container;
      this.filter = filter;
      this.activity = activity;
      this.selectName = selectName;
      this.entries = [];
      this.limit = 2000;
      filter.addEventListener("input", () => this.render());
      activity.addEventListener("change", () => this.render());
    }

    add(batch) {
      if (batch.reset) this.entries = [];
      this.entries.push(...batch.entries);
      if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
      if (batch.reset) return this.render();
      const stick = this.container.scrollTop + this.container.clientHeight >= this.container.scrollHeight - 4;
      batch.entries.forEach(entry => { if (this.shows(entry)) this.container.appendChild(this.row(entry)); });
      while (this.container.childElementCount > this.limit) this.container.firstElementChild.remove();
      if (stick) this.container.scrollTop = this.container.scrollHeight;
    }

    clear() {
      this.entries = [];
      this.render();
    }

    shows(entry) {
      if (entry.seq === null && !this.activity.checked) return false;
      const text = this.filter.value.trim();
      if (!text) return true;
      return [entry.sender, entry.event, entry.target, entry.kind].some(value => value && value.includes(text));
    }

    render() {
      this.container.textContent = "";
      this.entries.filter(entry => this.shows(entry)).forEach(entry => this.container.appendChild(this.row(entry)));
      this.container.scrollTop = this.container.scrollHeight;
    }

    row(entry) {
      const row = element("div", "entry " + (entry.seq === null ? "activity " : "") + entry.kind);
      const line = entry.line;
      const name = entry.sender;
      const at = name ? line.indexOf(name) : -1;
      if (at >= 0 && /#\d+$/.test(name)) {
        row.appendChild(document.createTextNode(line.slice(0, at)));
        const link = element("span", "link", name);
        link.title = "select " + name;
        link.addEventListener("click", () => this.selectName(name));
        row.appendChild(link);
        row.appendChild(document.createTextNode(line.slice(at + name.length)));
      } else {
        row.textContent = line;
      }
      return row;
    }
  }

  // The console: what lines printed, and the line being typed, with Tab completion and history.
  class Console {
    constructor(output, form, input, prompt, callbacks) {
      this.output = output;
      this.input = input;
      this.prompt = prompt;
      this.callbacks = callbacks; // run(line), complete(text)
      this.history = [];
      this.position = 0;
      form.addEventListener("submit", event => {
        event.preventDefault();
        const line = input.value;
        if (line.trim()) this.history.push(line);
        this.position = this.history.length;
        input.value = "";
        callbacks.run(line);
      });
      input.addEventListener("keydown", event => {
        if (event.key === "Tab") {
          event.preventDefault();
          callbacks.complete(input.value.slice(0, input.selectionStart));
        } else if (event.key === "ArrowUp" && this.position > 0) {
          event.preventDefault();
          input.value = this.history[--this.position];
        } else if (event.key === "ArrowDown" && this.position < this.history.length) {
          event.preventDefault();
          this.position++;
          input.value = this.position < this.history.length ? this.history[this.position] : "";
        }
      });
    }

    echo(message) {
      this.line((message.prompt || "> ") + message.input, "input");
      message.output.forEach(text => this.line(text, ""));
      message.errors.forEach(text => this.line(text, "error"));
      this.prompt.textContent = (message.next || "> ").trim();
    }

    line(text, className) {
      this.output.appendChild(element("div", className, text));
      while (this.output.childElementCount > 1000) this.output.firstElementChild.remove();
      this.output.scrollTop = this.output.scrollHeight;
    }

    completion(reply) {
      const input = this.input;
      const cursor = input.selectionStart;
      if (reply.insertion) {
        input.value = input.value.slice(0, cursor) + reply.insertion + input.value.slice(cursor);
        input.selectionStart = input.selectionEnd = cursor + reply.insertion.length;
      }
      if (reply.listing.length > 1 && !reply.insertion) this.line(reply.listing.join("  "), "notice");
    }
  }

  return { Tree, Inspector, Traffic, Console };
})();
