-- PullRibbon (seed 003, recipe 2-8), driven only by synthesized touches and the clock.
-- The ribbon is 40 × 100 at x = 10; at rest its tail is at y = 75 (its top above the control).

describe("PullRibbon", function()
  local ribbon, changes
  before_each(function()
    ribbon = PullRibbon{}
    window:addSubview(ribbon)
    changes = 0
    ribbon:addTarget(function() changes = changes + 1 end, "valueChanged")
  end)
  after_each(function() ribbon:removeFromSuperview() end)

  it("reads the art's alpha: opaque cloth, translucent edges, a transparent notch", function()
    expect(ribbon:ribbonAlpha(Point(30, 20))).to.equal(255)
    expect(ribbon:ribbonAlpha(Point(11, 20))).to.equal(64)
    expect(ribbon:ribbonAlpha(Point(30, 72))).to.equal(0)
  end)

  it("starts only on an opaque part of the ribbon (alpha above 85 of 255)", function()
    touch(ribbon):down(Point(11, 20)):move(Point(11, 120)):up()     -- translucent edge
    touch(ribbon):down(Point(30, 72)):move(Point(30, 172)):up()     -- inside the notch
    touch(ribbon):down(Point(30, 150)):move(Point(30, 199)):up()    -- below the ribbon
    expect(changes).to.equal(0)
    expect(fidelity.count(ribbon, "duplicateEvent", "touchDown")).to.equal(0)
  end)

  it("triggers past 75 pt: tracking ends, and valueChanged comes after the 0.3 s wind-back", function()
    local finger = touch(ribbon):down(Point(30, 20))
    finger:move(Point(30, 60))
    expect(ribbon:ribbon().frame.y).to.equal(15)        -- followed the finger 40 pt down
    finger:move(Point(30, 100))
    expect(ribbon.isTracking).to.equal(false)
    expect(changes).to.equal(0)
    clock.advance(0.3)
    expect(changes).to.equal(1)
    expect(ribbon:ribbon().frame.y).to.equal(-25)
    finger:up()
    expect(changes).to.equal(1)
  end)

  it("winds back without triggering when the pull falls short", function()
    touch(ribbon):down(Point(30, 20)):move(Point(30, 80)):up()
    clock.advance(0.3)
    expect(changes).to.equal(0)
    expect(ribbon:ribbon().frame.y).to.equal(-25)
  end)

  it("sways up to 15 pt with the device's tilt, in what is drawn only (uikit-rules §16.3)", function()
    local art = ribbon:ribbon()
    local rest = art.center
    device.tilt(1, -1)
    clock.advance(0.1)
    expect(art.presentation.center).to.equal(Point(rest.x + 15, rest.y - 15))
    expect(art.center).to.equal(rest)
    device.tilt(-0.5, 0)
    clock.advance(0.1)
    expect(art.presentation.center).to.equal(Point(rest.x - 7.5, rest.y))
    local finger = touch(ribbon):down(Point(30, 20))                 -- touches find the ribbon where its frame is
    finger:move(Point(30, 60))
    expect(art.frame.y).to.equal(15)
    expect(art.presentation.center).to.equal(Point(art.center.x - 7.5, art.center.y))
    finger:up()
    device.tilt(0, 0)
    clock.advance(0.1)
  end)

  it("wiggles every 4 s, four times, until first used", function()
    clock.advance(4.25)
    expect(ribbon:ribbon().frame.y).to.be.near(-15, 1e-9)
    clock.advance(0.25)
    expect(ribbon:ribbon().frame.y).to.be.near(-25, 1e-9)
    clock.advance(20)
    expect(ribbon.wiggleCount).to.equal(4)
  end)

  it("stops wiggling once dragged", function()
    clock.advance(4.5)
    expect(ribbon.wiggleCount).to.equal(1)
    touch(ribbon):down(Point(30, 20)):move(Point(30, 30)):up()
    clock.advance(20)
    expect(ribbon.wiggleCount).to.equal(1)
  end)

  it("sends touchDown itself, a duplicate of the base class's", function()
    touch(ribbon):down(Point(30, 20)):up()
    expect(fidelity.count(ribbon, "duplicateEvent", "touchDown")).to.equal(1)
  end)
  it("shows its ribbon art following the finger (snapshot pulled 40 pt)", function()
    local finger = touch(ribbon):down(Point(30, 20)):move(Point(30, 60))
    expect(ribbon).to.match_snapshot("pull_ribbon_pulled")
    finger:up()
  end)
  it("winds back and ends its tracking when the system cancels the pull (uikit-rules §2.2)", function()
    local finger = touch(ribbon):down(Point(30, 20))
    finger:move(Point(30, 60))
    finger:cancel()
    expect(ribbon.isTracking).to.equal(false)
    expect(ribbon).to.have_sent("touchCancel", { times = 1 })
    clock.advance(0.3)
    expect(ribbon:ribbon().frame.y).to.equal(-25)
    expect(changes).to.equal(0)
  end)

end)
