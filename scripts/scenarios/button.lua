-- Button: the touch events every control sends by itself, the primary action
-- a button adds, and the per-state title lookup.
-- Rules: uikit-rules §2.3 (who sends which events), §2.5 (touch slop),
-- §2.6 (worked sequences), §1.3 and §4.1 (UIButton, its types).

describe("A button", function()
  local button
  before_each(function()
    button = Button{ frame = {20, 40, 120, 44} }
    window:addSubview(button)
  end)

  it("sends touchDown, touchUpInside, then primaryActionTriggered for a tap (§2.6, §4.1)", function()
    tap(button)
    expect(button).to.have_sent_exactly{ "touchDown", "touchUpInside", "primaryActionTriggered" }
  end)

  it("delivers touchUpInside to its target once per tap, 50 ms after touching down", function()
    local times = {}
    button:addTarget(function() times[#times + 1] = clock.now end, "touchUpInside")
    tap(button)
    tap(button)
    expect(#times).to.equal(2)
    expect(times[2] - times[1]).to_be_near(0.05, 0.001)
    expect(button).to.have_sent("touchUpInside", { target = "function#1", times = 2 })
  end)

  it("sends touchDownRepeat as a second dispatch on the second tap of a double tap (§2.6)", function()
    tap(button, { count = 2 })
    expect(button).to.have_sent_exactly{
      "touchDown", "touchUpInside", "primaryActionTriggered",
      "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered",
    }
  end)

  it("is highlighted only while the finger is down inside (§2.4)", function()
    local finger = touch(button):down()
    expect(button.isHighlighted).to.be_truthy()
    expect(button.isTracking).to.be_truthy()
    finger:up()
    expect(button.isHighlighted).to.be_falsy()
    expect(button.isTracking).to.be_falsy()
  end)

  it("keeps the touch inside within the slop, and exits beyond it (§2.5)", function()
    -- 60 pt below the bottom edge is still "mostly inside"; 120 pt is not.
    local finger = touch(button):down{60, 22}:move{60, 104}
    expect(button.isTouchInside).to.be_truthy()
    finger:move{60, 164}
    expect(button.isTouchInside).to.be_falsy()
    expect(button.isHighlighted).to.be_falsy()
    finger:up()
    expect(button).to.have_sent_in_order{ "touchDown", "touchDragInside", "touchDragExit", "touchUpOutside" }
    expect(button).to_not.have_sent("touchUpInside")
    expect(button).to_not.have_sent("primaryActionTriggered")
  end)

  it("is transparent to touches while disabled: the window under it gets the tap (§2.1)", function()
    button.isEnabled = false
    tap(button)
    expect(button).to_not.have_sent("*")
    expect(traffic:transcript()).to.match("hit Window#1 instead of Button#1")
  end)

  it("shows the normal title while a selected button is pressed, with no selected+highlighted title (§4.1 lookup)", function()
    button:setTitle("Normal", "normal")
    button:setTitle("Selected", "selected")
    button.isSelected = true
    expect(button.currentTitle).to.equal("Selected")
    local finger = touch(button):down()
    expect(button.currentTitle).to.equal("Normal")
    finger:up()
    expect(button.currentTitle).to.equal("Selected")
  end)
end)

describe("A button's type", function()
  it("is custom for a button made with a frame, as UIButton(frame:) makes it (§4.1)", function()
    expect(Button{ frame = {20, 40, 120, 44} }.buttonType).to.equal("custom")
  end)

  it("is chosen when the button is made, by name or raw value, as UIButton(type:) (§1.3, §4.1)", function()
    expect(Button{ type = "system" }.buttonType).to.equal("system")
    expect(Button{ type = Button.ButtonType.infoLight }.buttonType).to.equal("infoLight")
    expect(Button{ type = 7 }.buttonType).to.equal("close")
  end)

  it("cannot change afterwards (§4.1)", function()
    local button = Button{ type = "system" }
    expect(function() button.buttonType = "custom" end).to.fail_with("read%-only")
    expect(button.buttonType).to.equal("system")
  end)

  it("sends the same events whatever the type: the events are UIControl's (§2.3, §4.1)", function()
    local custom, system = Button{ frame = {20, 40, 120, 44} }, Button{ type = "system", frame = {20, 100, 120, 44} }
    window:addSubview(custom)
    window:addSubview(system)
    tap(custom)
    tap(system)
    expect(custom).to.have_sent_exactly{ "touchDown", "touchUpInside", "primaryActionTriggered" }
    expect(system).to.have_sent_exactly{ "touchDown", "touchUpInside", "primaryActionTriggered" }
  end)
end)
