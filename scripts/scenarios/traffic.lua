-- Assertions on target–action traffic, and a golden transcript.
--
-- A tap on a button with one target: each event the button emits is an `emitted` record,
-- even without a target; each action delivered to the target is a `delivered` record,
-- naming the input event it went with (the tap's, `Event#1`).

local button, spy

local function tap_with_target()
  button = Button{ title = "Play", frame = Rect(20, 20, 80, 40) }
  window:addSubview(button)
  spy = { pressed = function() end, tapped = function() end }
  button:addTarget(spy, "pressed", "touchDown")
  button:addTarget(spy, "tapped", "touchUpInside")
  tap(button)
end

describe("A tapped button", function()
  before_each(tap_with_target)   -- traffic starts empty for every test

  it("sends touchUpInside once, to its target", function()
    expect(button).to.have_sent("touchUpInside", { times = 1 })
    expect(button).to.have_sent("touchUpInside", { target = spy, action = "tapped" })
    expect(button).to.have_sent("touchUpInside", { target = "table#1", inputEvent = "Event#1" })
    expect(button).to_not.have_sent("touchUpInside", { inputEvent = false })
  end)

  it("sends nothing it should not", function()
    expect(button).to_not.have_sent("touchUpOutside")
    expect(button).never.to.have_sent({ "touchDragExit", "touchCancel" })
  end)

  it("sends its touch events in order", function()
    expect(button).to.have_sent_exactly{ "touchDown", "touchUpInside", "primaryActionTriggered" }
    expect(button).to.have_sent_in_order{ "touchDown", "*" }
  end)

  it("matches its stored transcript", function()
    -- compares with button_tap.transcript beside this file;
    -- `tactile test --update` rewrites it after a reviewed change
    expect(traffic).to.match_transcript("button_tap")
  end)
end)

describe("Events sent in one call", function()
  it("are one pass, and each of its events counts as sent (scenarios §7.6)", function()
    local c = Control{}
    local got = {}
    c:addTarget(function(_, _, name) got[#got + 1] = name end, "valueChanged")
    c:addTarget(function(_, _, name) got[#got + 1] = name end, "primaryActionTriggered")
    c:sendActions({ "valueChanged", "primaryActionTriggered" })
    expect(#got).to.equal(2)
    expect(c).to.have_sent("valueChanged", { times = 1 })
    expect(c).to.have_sent("primaryActionTriggered", { times = 1 })
    expect(c).to.have_sent({ "valueChanged", "editingChanged" })
    expect(c).to_not.have_sent("editingChanged")
    expect(c).to.have_sent_exactly({ "valueChanged|primaryActionTriggered" })
  end)
end)

describe("A table target that is collected", function()
  it("is held weakly: its action goes up the responder chain, and the traffic says why (uikit-rules §3.1)", function()
    local c = Control{}
    do
      local target = { hit = function() end }
      c:addTarget(target, "hit", "valueChanged")
    end
    for _ = 1, 4 do collectgarbage() end
    c:sendActions("valueChanged")
    local kinds, notes = {}, {}
    for _, record in ipairs(traffic:of(c)) do
      kinds[#kinds + 1] = record.kind
      if record.kind == "note" then notes[#notes + 1] = record.message end
    end
    expect(kinds).to.equal({ "emitted", "note", "unhandled" })
    expect(notes[1]).to.equal("target of hit was released; the action goes up the responder chain")
  end)
end)
