-- Swipe recognizers from Lua: directions by name, one recognizer per direction, recognized
-- during the move (uikit-rules §6: 50 pt along, within 0.5 s).

describe("SwipeGestureRecognizer", function()
  local card, seen
  before_each(function()
    card = View{ frame = {20, 100, 340, 120} }
    window:addSubview(card)
    seen = {}
  end)

  local function recognizer(direction)
    local swipe = SwipeGestureRecognizer{ direction = direction,
                                          action = function(g) seen[#seen + 1] = g.direction end }
    card:addGestureRecognizer(swipe)
    return swipe
  end

  it("defaults to the right", function()
    expect(SwipeGestureRecognizer{}.direction).to.equal("right")
  end)

  it("tells a left swipe from a right one with one recognizer per direction", function()
    recognizer("left")
    recognizer("right")
    swipe(card, "left")
    swipe(card, "right")
    expect(seen).to.equal{ "left", "right" }
  end)

  it("accepts several directions in one mask", function()
    local both = recognizer{ "left", "right" }
    expect(both.direction).to.equal{ "right", "left" }
    swipe(card, "left")
    swipe(card, "up")
    expect(both).to.have_sent("ended", { times = 1 })
  end)

  it("is recognized during the move, before the finger lifts", function()
    local left = recognizer("left")
    local finger = touch(card):down({300, 60})
    finger:move({280, 60})
    expect(left.state).to.equal("possible")
    finger:move({240, 60})
    expect(seen).to.equal{ "left" }
    finger:up()
  end)

  it("fails when the stroke is too slow", function()
    local left = recognizer("left")
    swipe(card, "left", { distance = 60, duration = 1.2, steps = 6 })   -- 50 pt only after 1 s
    expect(left).to_not.have_sent("ended")
  end)

  it("refuses an unknown direction with the nearest name", function()
    expect(function() SwipeGestureRecognizer{ direction = "lef" } end).to.fail_with("did you mean 'left'")
  end)
end)
