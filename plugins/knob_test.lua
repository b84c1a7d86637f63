-- Knob (seed 000, ch. 25), driven only by synthesized touches.

-- A point on a circle of radius 40 around the knob's centre, at an angle in radians
-- (clockwise on screen, from 3 o'clock).
local function at(angle) return Point(50 + 40 * math.cos(angle), 50 + 40 * math.sin(angle)) end

-- Turns the finger from one angle to another in steps of 0.25 rad, then lifts it.
local function turn(knob, from, to)
  local finger = touch(knob):down(at(from))
  local step = to > from and 0.25 or -0.25
  for angle = from + step, to, step do finger:move(at(angle)) end
  finger:up()
end

describe("Knob", function()
  local knob, reports
  before_each(function()
    knob = Knob{ frame = { 100, 100, 100, 100 } }
    window:addSubview(knob)
    reports = {}
    knob:addTarget(function(k) reports[#reports + 1] = k.angle end, "valueChanged")
  end)
  after_each(function() knob:removeFromSuperview() end)

  it("follows the finger and reports once, on lift", function()
    turn(knob, 0, 1)
    expect(knob.angle).to.be.near(1, 1e-9)
    expect(#reports).to.equal(1)
    expect(reports[1]).to.be.near(1, 1e-9)
  end)

  it("reports every move when continuous", function()
    knob.continuous = true
    turn(knob, 0, 1)
    expect(#reports).to.equal(5)   -- four moves, then the lift
  end)

  it("pegs at 5: the angle stops at the limit, valueChanged is sent and tracking stops", function()
    knob.angle = 4.6
    turn(knob, 0, 1)
    expect(knob.angle).to.equal(5)
    expect(reports).to.equal({ 5 })
    expect(knob.isTracking).to.equal(false)
    -- continueTracking returned false: UIKit leaves the highlight on (uikit-rules §8.2)
    expect(knob.isHighlighted).to.equal(true)
    expect(fidelity.count(knob, "stuckHighlight")).to.equal(1)
  end)

  it("pegs at 0 when turned back past the start", function()
    knob.angle = 0.3
    turn(knob, 1, 0)
    expect(knob.angle).to.equal(0)
    expect(reports).to.equal({ 0 })
  end)

  it("clamps a programmatic angle to 0…5 and sends nothing", function()
    knob.angle = 7
    expect(knob.angle).to.equal(5)
    knob.angle = -1
    expect(knob.angle).to.equal(0)
    expect(#reports).to.equal(0)
  end)

  it("refuses an angle that is not a number", function()
    expect(function() knob.angle = "wide" end).to.fail_with("number expected, got string")
  end)
  it("draws its cap turned by the angle (snapshot after a turn)", function()
    turn(knob, 0, 1.5)
    expect(knob).to.match_snapshot("knob_turned")
  end)
end)
