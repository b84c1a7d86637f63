-- Methods of Lua-defined classes answer actions sent up the responder chain, as an Objective-C
-- responder's methods do (docs/uikit-rules.md §3.3, §3.6).

Control.define{ name = "Editor", base = "View", methods = {
  save = function(self, sender, event, name)
    self._saves = (self._saves or 0) + 1
    self._last = { sender = sender, event = event, name = name }
  end,
  explode = function() error("cannot save now") end,
} }
Control.define{ name = "NotesEditor", base = "Editor" }
-- luacheck: read globals Editor NotesEditor

local function placed(class)
  local editor = class{ frame = { 0, 0, 200, 200 } }
  window:addSubview(editor)
  local button = Button{ frame = { 10, 10, 60, 30 } }
  editor:addSubview(button)
  return editor, button
end

describe("A Lua-defined view's method", function()
  it("receives an action with no target from a subview, with the sender and the touch's event (§3.3, §3.6)", function()
    local editor, button = placed(Editor)
    button:addTarget(nil, "save", "touchUpInside")
    tap(button)
    expect(editor._saves).to.equal(1)
    expect(rawequal(editor._last.sender, button)).to.be_truthy()
    expect(tostring(editor._last.event)).to.match("^Event#%d+")
    expect(editor._last.name).to.equal("touchUpInside")
    expect(button).to.have_sent("touchUpInside", { target = editor, action = "save" })
  end)

  it("gets no event when code sends the action (§3.6)", function()
    local editor, button = placed(Editor)
    button:addTarget(nil, "save", "valueChanged")
    button:sendActions("valueChanged")
    expect(editor._saves).to.equal(1)
    expect(editor._last.event).to.be_nil()
  end)

  it("is inherited by a Lua subclass", function()
    local editor, button = placed(NotesEditor)
    button:addTarget(nil, "save", "touchUpInside")
    tap(button)
    expect(editor._saves).to.equal(1)
  end)

  it("that raises fails the test at the tap, and is recorded as failed (§3.3)", function()
    local _, button = placed(Editor)
    button:addTarget(nil, "explode", "touchUpInside")
    expect(function() tap(button) end).to.fail_with("cannot save now")
    local kinds = {}
    for _, record in ipairs(traffic:of(button)) do kinds[#kinds + 1] = record.kind end
    expect(kinds).to.equal({ "emitted", "emitted", "failed", "emitted" })
  end)

  it("that does not exist leaves the action unhandled (§3.3)", function()
    local _, button = placed(Editor)
    button:addTarget(nil, "print", "touchUpInside")
    tap(button)
    local kinds = {}
    for _, record in ipairs(traffic:of(button)) do kinds[#kinds + 1] = record.kind end
    expect(kinds).to.equal({ "emitted", "emitted", "unhandled", "emitted" })
  end)
end)
