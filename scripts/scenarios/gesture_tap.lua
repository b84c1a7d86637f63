-- Tap recognizers from Lua: single and double taps, and the single tap that waits for the
-- double tap to fail (require(toFail:), uikit-rules §5: 0.35 s between taps).

describe("TapGestureRecognizer", function()
  local photo, single, double, seen
  before_each(function()
    photo = View{ frame = {20, 100, 300, 200} }
    window:addSubview(photo)
    seen = {}
    single = TapGestureRecognizer{ action = function() seen[#seen + 1] = "single" end }
    double = TapGestureRecognizer{ numberOfTapsRequired = 2, action = function() seen[#seen + 1] = "double" end }
  end)

  it("recognizes a single tap at the lift", function()
    photo:addGestureRecognizer(single)
    tap(photo)
    expect(seen).to.equal{ "single" }
    expect(single).to.have_sent_exactly{ "ended" }
  end)

  it("recognizes a double tap at the second lift, not at the first", function()
    photo:addGestureRecognizer(double)
    touch(photo):down():up()
    expect(double.state).to.equal("possible")
    tap(photo)
    expect(seen).to.equal{ "double" }
  end)

  it("fails a double tap whose taps are too far apart in time", function()
    photo:addGestureRecognizer(double)
    tap(photo)
    clock.advance(0.5)
    tap(photo)
    expect(double).to_not.have_sent("ended")
  end)

  it("lets a single tap wait for the double tap to fail", function()
    single:requireToFail(double)
    photo:addGestureRecognizer(single)
    photo:addGestureRecognizer(double)
    tap(photo)
    expect(seen).to.equal{}                  -- still waiting for a possible second tap
    clock.advance(0.35)
    expect(seen).to.equal{ "single" }
  end)

  it("gives a double tap to the double-tap recognizer only", function()
    single:requireToFail(double)
    photo:addGestureRecognizer(single)
    photo:addGestureRecognizer(double)
    tap(photo, { count = 2 })
    clock.advance(1)
    expect(seen).to.equal{ "double" }
    expect(single).to_not.have_sent("ended")
  end)

  it("reports an error in its action as a failed delivery and keeps recognizing", function()
    local broken = TapGestureRecognizer{ action = function() error("no handler yet") end }
    photo:addGestureRecognizer(broken)
    -- The failing action fails the call that led to it (here, on purpose), once the tap is done.
    expect(function() tap(photo) end).to.fail_with("no handler yet")
    local records = traffic:of(broken)
    expect(#records).to.equal(2)
    expect(records[2].kind).to.equal("failed")
    expect(records[2].message).to.match("gesture_tap.lua:%d+: no handler yet")
    clock.advance(1)
    expect(function() tap(photo) end).to.fail_with("no handler yet")
    expect(broken).to.have_sent("ended", { times = 2 })
  end)
end)
