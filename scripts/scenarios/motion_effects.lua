-- Motion effects: interpolating effects and groups on views, following the virtual device's tilt
-- on the clock (`device.tilt(x, y)`), as seed 003's listing 2-1 sets them on the pull ribbon.
-- What is drawn moves; the view's own properties, and where touches find it, do not.
-- Rules: uikit-rules §16 (UIMotionEffect, UIInterpolatingMotionEffect, UIMotionEffectGroup).

local function sway(keyPath, axis, amount)
  return InterpolatingMotionEffect{ keyPath = keyPath, type = axis,
                                    minimumRelativeValue = -amount, maximumRelativeValue = amount }
end

describe("Motion effects", function()
  local card
  before_each(function()
    card = Button{ frame = { 100, 200, 120, 60 } }
    window:addSubview(card)
  end)
  after_each(function()
    device.tilt(0, 0)
    clock.advance(1)
  end)

  it("move what is drawn by the cookbook's ±15 pt as the device tilts, on the clock (§16.1, §16.3)", function()
    card:addMotionEffect(MotionEffectGroup{ motionEffects = {
      sway("center.x", "tiltAlongHorizontalAxis", 15),
      sway("center.y", "tiltAlongVerticalAxis", 15),
    } })
    device.tilt(1, 0.5)
    expect(card.presentation.center).to.equal(Point(160, 230))   -- the effects follow over 0.1 s
    clock.advance(0.05)
    expect(card.presentation.center).to.equal(Point(167.5, 233.75))
    clock.advance(0.05)
    expect(card.presentation.center).to.equal(Point(175, 237.5))
    expect(card.center).to.equal(Point(160, 230))
    expect(card.frame).to.equal(Rect(100, 200, 120, 60))
  end)

  it("leave touches to the view where its frame is (§16.3)", function()
    card:addMotionEffect(sway("center.x", "tiltAlongHorizontalAxis", 50))
    device.tilt(1, 0)
    clock.advance(0.1)
    tap(card, { 10, 30 })                                         -- drawn 50 pt to the right, still hit here
    expect(card).to.have_sent_in_order{ "touchDown", "touchUpInside" }
  end)

  it("add up where several change one key path, and stop when removed (§16.2)", function()
    local fade = InterpolatingMotionEffect{ keyPath = "alpha", type = "tiltAlongVerticalAxis",
                                            minimumRelativeValue = 0, maximumRelativeValue = -0.6 }
    local nudge = sway("center.x", "tiltAlongVerticalAxis", 10)
    card:addMotionEffect(sway("center.x", "tiltAlongHorizontalAxis", 15))
    card:addMotionEffect(nudge)
    card:addMotionEffect(fade)
    device.tilt(-1, 1)
    clock.advance(0.1)
    expect(card.presentation.center.x).to.equal(160 - 15 + 10)
    expect(card.presentation.alpha).to.be.near(0.4, 1e-12)
    expect(#card.motionEffects).to.equal(3)
    card:removeMotionEffect(nudge)
    expect(card.presentation.center.x).to.equal(145)
    expect(card.alpha).to.equal(1)
  end)

  it("refuse an unknown key path, and a value the key path does not take (§16.1)", function()
    expect(function() sway("centre.x", "tiltAlongHorizontalAxis", 5) end).to.fail_with("did you mean 'center%.x'%?")
    local shadow = InterpolatingMotionEffect{ keyPath = "layer.shadowOffset", type = "tiltAlongVerticalAxis" }
    expect(function() shadow.minimumRelativeValue = 3 end).to.fail_with("the key path layer%.shadowOffset takes a Size")
    shadow.minimumRelativeValue = Size(0, -4)
    expect(shadow.minimumRelativeValue).to.equal(Size(0, -4))
    expect(function() device.tilt(1.5, 0) end).to.fail_with("x from %-1 to 1 expected, got 1%.5")
  end)
end)
