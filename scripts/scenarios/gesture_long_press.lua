-- Long-press recognizers from Lua: began after 0.5 s on the virtual clock, changed as the finger
-- then moves, ended at the lift; failed by more than 10 pt of movement before it began.

describe("LongPressGestureRecognizer", function()
  local icon, press
  before_each(function()
    icon = View{ frame = {40, 200, 80, 80} }
    window:addSubview(icon)
    press = LongPressGestureRecognizer{}
    icon:addGestureRecognizer(press)
  end)

  it("begins when the press has lasted half a second", function()
    local finger = touch(icon):down()
    clock.advance(0.49)
    expect(press.state).to.equal("possible")
    clock.advance(0.02)
    expect(press.state).to.equal("began")
    finger:up()
    expect(press).to.have_sent_exactly{ "began", "ended" }
  end)

  it("follows the finger once it began", function()
    local finger = touch(icon):down()
    clock.advance(0.6)
    finger:move({60, 40}):move({70, 40}):up()
    expect(press).to.have_sent_exactly{ "began", "changed", "changed", "ended" }
  end)

  it("fails when the finger strays more than the allowable movement first", function()
    local finger = touch(icon):down({40, 40}):move({40, 52})
    expect(press.state).to.equal("failed")
    finger:up()
    clock.advance(1)
    expect(press).to_not.have_sent("began")
  end)

  -- uikit-rules §2.1.5: failing is recorded like every other change of state, sending no action.
  it("leaves a failed record in the traffic when it fails", function()
    local calls = 0
    press:addTarget(function() calls = calls + 1 end)
    longPress(icon, { duration = 0.3 })
    expect(press).to.have_sent_exactly{ "failed" }
    expect(calls).to.equal(0)
  end)

  it("takes its delay and tolerance from its properties", function()
    press.minimumPressDuration = 1
    press.allowableMovement = 30
    longPress(icon, { duration = 0.8 })
    expect(press).to_not.have_sent("began")
    local finger = touch(icon):down({40, 40})
    finger:move({40, 60})
    clock.advance(1)
    finger:up()
    expect(press).to.have_sent_exactly{ "failed", "began", "ended" }
  end)
end)
