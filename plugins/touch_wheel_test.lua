-- TouchWheel (seed 003, recipe 2-7), driven only by synthesized touches.

-- A point on the ring, 70 pt from the centre (100, 100), at an angle in degrees clockwise on screen.
local function ring(degrees, radius)
  local a = math.rad(degrees)
  radius = radius or 70
  return Point(100 + radius * math.cos(a), 100 + radius * math.sin(a))
end

-- Moves a finger around the ring from one angle to another in 30° steps.
local function spin(wheel, from, to)
  local finger = touch(wheel):down(ring(from))
  local step = to > from and 30 or -30
  for degrees = from + step, to, step do finger:move(ring(degrees)) end
  finger:up()
end

describe("TouchWheel", function()
  local wheel, changes
  before_each(function()
    wheel = TouchWheel{}
    window:addSubview(wheel)
    changes = 0
    wheel:addTarget(function() changes = changes + 1 end, "valueChanged")
  end)
  after_each(function() wheel:removeFromSuperview() end)

  it("is 200 × 200", function()
    expect(wheel.frame.width).to.equal(200)
    expect(wheel.frame.height).to.equal(200)
  end)

  it("adds 1 per clockwise turn, across the ±180° seam, with valueChanged on every move", function()
    spin(wheel, 0, 360)
    expect(wheel.value).to.be.near(1, 1e-9)
    expect(changes).to.equal(12)
  end)

  it("subtracts 1 per counter-clockwise turn", function()
    spin(wheel, 0, -720)
    expect(wheel.value).to.be.near(-2, 1e-9)
  end)

  it("starts only on the ring", function()
    touch(wheel):down(Point(100, 110)):move(Point(120, 110)):up()      -- the hub
    expect(wheel.isTracking).to.equal(false)
    expect(changes).to.equal(0)
  end)

  it("stops tracking when the finger strays beyond the radius plus 50", function()
    local finger = touch(wheel):down(ring(0))
    finger:move(ring(30))
    expect(changes).to.equal(1)
    finger:move(ring(60, 160))
    expect(wheel.isTracking).to.equal(false)
    finger:move(ring(90))
    finger:up()
    expect(changes).to.equal(1)
  end)
  it("draws the ring and a marker turned with the value (snapshot after a quarter turn)", function()
    spin(wheel, 0, 90)
    expect(wheel).to.match_snapshot("touch_wheel_quarter_turn")
  end)
  it("ends its tracking when the system cancels the touch, with one touchCancel (uikit-rules §2.2)", function()
    touch(wheel):down(ring(0)):cancel()
    expect(wheel.isTracking).to.equal(false)
    expect(wheel.isHighlighted).to.equal(false)
    expect(wheel).to.have_sent("touchCancel", { times = 1 })
  end)

end)
