-- RangeSlider (seed 001), driven only by synthesized touches.
-- 300 × 30: knobs 30 wide, 270 pt of travel for 0…10, so 27 pt per unit.

local function centreOf(rect) return Point(rect.x + rect.width / 2, rect.y + rect.height / 2) end

describe("RangeSlider", function()
  local slider, changes
  before_each(function()
    slider = RangeSlider{}
    window:addSubview(slider)
    changes = 0
    slider:addTarget(function() changes = changes + 1 end, "valueChanged")
  end)
  after_each(function() slider:removeFromSuperview() end)

  it("starts at 2…8 of 0…10 with knobs placed by value", function()
    expect(slider.lowerValue).to.equal(2)
    expect(slider.upperValue).to.equal(8)
    expect(slider:lowerKnobFrame().x).to.equal(54)
  end)

  it("drags the lower knob and sends valueChanged on every move", function()
    local from = centreOf(slider:lowerKnobFrame())
    drag(slider, { from = from, to = Point(from.x + 54, from.y), steps = 3 })
    expect(slider.lowerValue).to.be.near(4, 1e-9)
    expect(changes).to.equal(3)
  end)

  it("stops the upper knob at the maximum, and the lower knob at the upper value", function()
    local upper = centreOf(slider:upperKnobFrame())
    drag(slider, { from = upper, to = Point(upper.x + 200, upper.y), steps = 5 })
    expect(slider.upperValue).to.equal(10)
    local lower = centreOf(slider:lowerKnobFrame())
    drag(slider, { from = lower, to = Point(lower.x + 400, lower.y), steps = 5 })
    expect(slider.lowerValue).to.equal(10)
  end)

  it("takes the lower knob when the knobs overlap, as seed 001 tests it first", function()
    slider.lowerValue = 8
    local both = centreOf(slider:upperKnobFrame())
    drag(slider, { from = both, to = Point(both.x + 100, both.y), steps = 4 })
    expect(slider.upperValue).to.equal(8)
    expect(slider.lowerValue).to.equal(8)
    drag(slider, { from = both, to = Point(both.x - 54, both.y), steps = 4 })
    expect(slider.lowerValue).to.be.near(6, 1e-9)
  end)

  it("ignores touches off the knobs", function()
    tap(slider, Point(150, 15))
    drag(slider, { from = Point(150, 15), to = Point(250, 15) })
    expect(changes).to.equal(0)
  end)

  it("keeps values ordered and in range when set by code", function()
    slider.lowerValue = 9
    expect(slider.lowerValue).to.equal(8)
    slider.upperValue = -3
    expect(slider.upperValue).to.equal(8)
    slider.maximumValue = 5
    expect(slider.upperValue).to.equal(5)
    expect(slider.lowerValue).to.equal(5)
    slider.minimumValue = 7
    expect(slider.maximumValue).to.equal(7)
    expect(slider.lowerValue).to.equal(7)
    expect(changes).to.equal(0)
  end)
  it("draws seed 001's track and knob layers, the held knob shaded (snapshot mid-drag)", function()
    local finger = touch(slider):down(Point(75, 15)):move(Point(120, 15))
    expect(slider).to.match_snapshot("range_slider_dragging")
    finger:up()
  end)
  it("refuses NaN and infinite values, keeping its own (NaN made each store normalize again, without end)", function()
    for _, name in ipairs{ "lowerValue", "upperValue", "minimumValue", "maximumValue" } do
      expect(function() slider[name] = 0/0 end).to.fail_with("a finite number")
      expect(function() slider[name] = 1/0 end).to.fail_with("a finite number")
    end
    expect({ slider.minimumValue, slider.lowerValue, slider.upperValue, slider.maximumValue }).to.equal({ 0, 2, 8, 10 })
  end)

end)
