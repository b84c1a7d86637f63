-- StarSlider (seed 003, recipe 2-6), driven only by synthesized touches and the clock.
-- Stars sit at x = 12, 48, 84, 120, 156 (24 pt wide, 36 pt apart).

describe("StarSlider", function()
  local stars, changes
  before_each(function()
    stars = StarSlider{}
    window:addSubview(stars)
    changes = {}
    stars:addTarget(function(s) changes[#changes + 1] = s.value end, "valueChanged")
  end)
  after_each(function() stars:removeFromSuperview() end)

  it("counts the stars at or left of the touch", function()
    tap(stars, Point(90, 17))
    expect(stars.value).to.equal(3)
  end)

  it("sends valueChanged only when the count changes", function()
    touch(stars):down(Point(50, 17)):move(Point(60, 17)):move(Point(70, 17)):move(Point(125, 17)):up()
    expect(changes).to.equal({ 2, 4 })
  end)

  it("gives 0 left of the first star and 5 at the right end", function()
    tap(stars, Point(170, 17))
    expect(stars.value).to.equal(5)
    tap(stars, Point(5, 17))
    expect(stars.value).to.equal(0)
    expect(changes).to.equal({ 5, 0 })
  end)

  it("pulses the last star lit: 150 % after 0.15 s, back to 100 % 0.1 s later", function()
    local finger = touch(stars):down(Point(90, 17))
    clock.advance(0.15)
    expect(stars.pulse).to.be.near(1.5, 1e-9)
    clock.advance(0.1)
    expect(stars.pulse).to.be.near(1, 1e-9)
    finger:up()
  end)

  it("sends touchDown itself, a duplicate of the base class's", function()
    tap(stars, Point(90, 17))
    expect(fidelity.count(stars, "duplicateEvent", "touchDown")).to.equal(1)
  end)
  it("draws lit and unlit stars (snapshot after a tap on the third)", function()
    tap(stars, Point(90, 17))
    clock.advance(1)
    expect(stars).to.match_snapshot("star_slider_three")
  end)
  it("ends its tracking when the system cancels the touch, with one touchCancel (uikit-rules §2.2)", function()
    touch(stars):down(Point(90, 17)):cancel()
    expect(stars.isTracking).to.equal(false)
    expect(stars.isHighlighted).to.equal(false)
    expect(stars).to.have_sent("touchCancel", { times = 1 })
  end)

end)
