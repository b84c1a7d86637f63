-- Pinch recognizers from Lua, driven by the two-finger helper `pinch(view, {from =, to =})`:
-- scale relative to the fingers' first distance, settable to measure increments.

describe("PinchGestureRecognizer", function()
  local photo, pinchRecognizer, scales
  before_each(function()
    photo = View{ frame = {20, 100, 300, 300} }
    window:addSubview(photo)
    scales = {}
    pinchRecognizer = PinchGestureRecognizer{ action = function(g) scales[#scales + 1] = g.scale end }
    photo:addGestureRecognizer(pinchRecognizer)
  end)

  it("reports the growing scale and ends when the fingers lift", function()
    pinch(photo, { from = 1, to = 2, steps = 4 })
    expect(pinchRecognizer).to.have_sent_exactly{ "began", "changed", "changed", "changed", "ended" }
    expect(scales[1]).to.be.near(1.25, 1e-9)
    expect(scales[#scales]).to.be.near(2, 1e-9)
  end)

  it("reports a shrinking scale for fingers moving together", function()
    pinch(photo, { from = 2, to = 1, span = 100, steps = 5 })
    expect(scales[#scales]).to.be.near(0.5, 1e-9)
  end)

  it("measures increments when the handler sets the scale back to 1", function()
    local total = 1
    pinchRecognizer:addTarget(function(g) total = total * g.scale; g.scale = 1 end)
    pinch(photo, { from = 1, to = 3, steps = 4 })
    expect(total).to.be.near(3, 1e-9)
  end)

  it("does not begin for a movement below its threshold", function()
    pinch(photo, { from = 1, to = 1.05, steps = 2 })   -- 5 pt; the threshold is 8
    expect(pinchRecognizer).to_not.have_sent("began")
  end)
end)
