-- What an action receives: the sender and the input event that caused it, as UIKit calls an
-- action method — the touch's one event, or nil when code sent the action — then the control
-- event's name; a gesture recognizer's action gets the recognizer.
-- Rules: uikit-rules §3.2 (sends from code carry no event), §3.6 (actions in Lua),
-- §5 (one event per touch sequence), §8.14 (an action cannot tell which event fired it).

describe("An action", function()
  local button, calls
  before_each(function()
    button = Button{ frame = {20, 40, 120, 44} }
    window:addSubview(button)
    calls = {}
    button:addTarget(function(sender, event, name)
      calls[#calls + 1] = { sender = sender, event = event, name = name }
    end, { "touchDown", "touchUpInside", "valueChanged" })
  end)

  it("gets the sender and the tap's event, the same event for each of its actions (§3.6, §5)", function()
    tap(button)
    expect(#calls).to.equal(2)
    expect(rawequal(calls[1].sender, button)).to.be_truthy()
    expect(calls[1].event.type).to.equal("touches")
    expect(rawequal(calls[1].event, calls[2].event)).to.be_truthy()
    expect(#calls[2].event.allTouches).to.equal(1)
    expect(#calls[2].event:touchesFor(button)).to.equal(1)
    expect(#calls[2].event:touchesFor(window)).to.equal(1)
  end)

  it("gets nil for the event when code sent it (§3.2, §3.6)", function()
    button:sendActions("valueChanged")
    expect(#calls).to.equal(1)
    expect(calls[1].event).to.be_nil()
    expect(calls[1].name).to.equal("valueChanged")
  end)

  it("gets the control event's name third, since the event cannot tell it (§8.14)", function()
    tap(button)
    expect(calls[1].name).to.equal("touchDown")
    expect(calls[2].name).to.equal("touchUpInside")
  end)

  it("reads the event's time as the touch's (§5)", function()
    clock.advance(2)
    local finger = touch(button):down()
    expect(calls[1].event.timestamp).to.equal(clock.now)
    expect(calls[1].event.timestamp).to.equal(calls[1].event.allTouches[1].timestamp)
    finger:up()
  end)

  it("of a table target is its method, called with the same arguments (§3.6)", function()
    local saver = { saved = {} }
    function saver:save(sender, event, name) self.saved[#self.saved + 1] = { sender, event, name } end
    button:addTarget(saver, "save", "touchUpInside")
    tap(button)
    button:sendActions("touchUpInside")
    expect(rawequal(saver.saved[1][1], button)).to.be_truthy()
    expect(saver.saved[1][2].type).to.equal("touches")
    expect(saver.saved[1][3]).to.equal("touchUpInside")
    expect(saver.saved[2][2]).to.be_nil()
  end)

  it("is recorded with the event it went with, or with none (§3.6)", function()
    tap(button)
    local event = calls[1].event
    button:sendActions("valueChanged")
    expect(button).to.have_sent("touchUpInside", { target = "function#1", inputEvent = event })
    expect(button).to.have_sent("touchUpInside", { target = "function#1", inputEvent = "Event#1" })
    expect(button).to.have_sent("valueChanged", { target = "function#1", inputEvent = false })
    expect(button).to_not.have_sent("valueChanged", { inputEvent = event })
    expect(traffic:transcript()).to.match("touchUpInside  %-> function#1 call  event=Event#1")
    expect(traffic:transcript()).to.match("valueChanged  %-> function#1 call  event=nil")
  end)

  it("of a second tap gets that tap's own event (§5)", function()
    tap(button)
    tap(button)
    expect(button).to.have_sent("touchDown", { target = "function#1", inputEvent = "Event#2", times = 1 })
  end)
end)

describe("A gesture recognizer's action", function()
  it("gets the recognizer, then its state, and goes with no event (§3.6)", function()
    local view = View{ frame = {0, 100, 390, 200} }
    window:addSubview(view)
    local got = {}
    local recognizer = TapGestureRecognizer{ action = function(g, state, extra)
      got[#got + 1] = { g, state, extra }
    end }
    view:addGestureRecognizer(recognizer)
    tap(view)
    expect(rawequal(got[1][1], recognizer)).to.be_truthy()
    expect(got[1][2]).to.equal("ended")
    expect(got[1][3]).to.be_nil()
    expect(recognizer).to.have_sent("ended", { target = "function#1", inputEvent = false })
  end)
end)
