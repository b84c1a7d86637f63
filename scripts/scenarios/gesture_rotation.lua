-- Rotation recognizers from Lua, driven by the two-finger helper `rotate(view, {by =})`:
-- radians, clockwise on screen positive, settable to measure increments.

describe("RotationGestureRecognizer", function()
  local dial, turn, angles
  before_each(function()
    dial = View{ frame = {45, 200, 300, 300} }
    window:addSubview(dial)
    angles = {}
    turn = RotationGestureRecognizer{ action = function(g) angles[#angles + 1] = g.rotation end }
    dial:addGestureRecognizer(turn)
  end)

  it("reports a quarter turn clockwise as +π/2", function()
    rotate(dial, { by = math.pi / 2, steps = 5 })
    expect(turn).to.have_sent_in_order{ "began", "changed", "ended" }
    expect(angles[#angles]).to.be.near(math.pi / 2, 1e-9)
  end)

  it("reports an anticlockwise turn as negative", function()
    rotate(dial, { by = -1, steps = 4 })
    expect(angles[#angles]).to.be.near(-1, 1e-9)
  end)

  it("has a velocity while turning", function()
    local speeds = {}
    turn:addTarget(function(g, state) if state == "changed" then speeds[#speeds + 1] = g.velocity end end)
    rotate(dial, { by = 1, steps = 4, duration = 0.4 })
    expect(speeds[1]).to.be.near(2.5, 1e-6)   -- 0.25 rad per 0.1 s
  end)

  it("does not begin for a tiny turn", function()
    rotate(dial, { by = 0.04, steps = 2 })
    expect(turn).to_not.have_sent("began")
  end)
end)
