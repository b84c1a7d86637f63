-- Lock (seed 003, recipe 2-9), driven only by synthesized touches and the clock.
-- The lock is 300 × 80; its track spans x = 20…280 at y = 25…55; the thumb starts at its left end.

describe("Lock", function()
  local lock, unlocked
  before_each(function()
    lock = Lock{}
    window:addSubview(lock)
    unlocked = 0
    lock:addTarget(function() unlocked = unlocked + 1 end, "unlocked")
  end)
  after_each(function() lock:removeFromSuperview() end)

  it("accepts touches within 20 pt of the thumb, not farther", function()
    touch(lock):down(Point(10, 20)):up()        -- 15 pt left of and 5 pt above the thumb
    expect(fidelity.count(lock, "duplicateEvent", "touchDown")).to.equal(1)
    touch(lock):down(Point(120, 40)):up()       -- on the track, far from the thumb
    expect(fidelity.count(lock, "duplicateEvent", "touchDown")).to.equal(1)
  end)

  it("unlocks past 75 % of the track: disables itself, reports, fades out over 0.5 s and goes", function()
    drag(lock, { from = Point(35, 40), to = Point(250, 40), steps = 8 })
    expect(lock.value).to.equal(0)
    expect(lock.isUserInteractionEnabled).to.equal(false)
    expect(unlocked).to.equal(1)
    clock.advance(0.25)
    expect(lock.alpha).to.be.near(0.5, 0.01)
    clock.advance(0.25)
    expect(lock.alpha).to.equal(0)
    expect(lock.superview).to.equal(nil)
  end)

  it("springs back over 0.2 s when released short of 75 %", function()
    drag(lock, { from = Point(35, 40), to = Point(180, 40), steps = 6 })
    clock.advance(0.2)
    expect(lock.value).to.equal(1)
    expect(lock:thumb().frame.x).to.equal(0)
    expect(unlocked).to.equal(0)
  end)

  it("gives up and springs back when the finger strays more than 20 pt from the track", function()
    local finger = touch(lock):down(Point(35, 40))
    finger:move(Point(100, 40))
    finger:move(Point(150, 79))                 -- 24 pt below the track
    expect(lock.isTracking).to.equal(false)
    expect(fidelity.count(lock, "stuckHighlight")).to.equal(1)
    finger:up()
    clock.advance(0.2)
    expect(lock:thumb().frame.x).to.equal(0)
    expect(unlocked).to.equal(0)
  end)
  it("draws its backdrop, track and thumb; the thumb follows the finger (snapshot mid-drag)", function()
    local finger = touch(lock):down(Point(35, 40)):move(Point(150, 40))
    clock.advance(0.1)
    expect(lock).to.match_snapshot("lock_dragging")
    finger:up()
  end)
  it("springs back and ends its tracking when the system cancels the touch (uikit-rules §2.2)", function()
    local finger = touch(lock):down(Point(35, 40))
    finger:move(Point(150, 40))
    finger:cancel()
    expect(lock.isTracking).to.equal(false)
    expect(lock).to.have_sent("touchCancel", { times = 1 })
    clock.advance(0.2)
    expect(lock:thumb().frame.x).to.equal(0)
    expect(unlocked).to.equal(0)
  end)

end)
