-- Scroll views and tables driven by synthesized touches and the virtual clock
-- (uikit-rules §2.1.6, §4.9, §8.12; Apple's UIScrollView and UITableView documentation).

describe("A scroll view", function()
  local sv
  before_each(function()
    sv = ScrollView{ frame = {0, 0, 320, 480}, contentSize = {320, 2000} }
    window:addSubview(sv)
  end)

  it("keeps moving after a flick and comes to rest on the clock", function()
    local rested = false
    sv.didEndDecelerating = function() rested = true end
    drag(sv, { from = {160, 400}, to = {160, 100}, steps = 10, duration = 0.3 })
    expect(sv.isDecelerating).to.be_truthy()
    clock.advance(4)
    expect(rested).to.be_truthy()
    expect(sv.contentOffset.y).to_be_near(769, 1)
  end)

  it("lets a quick tap through to a button inside, after the touch-down delay", function()
    local button = Button{ frame = {20, 200, 100, 44} }
    sv:addSubview(button)
    tap(button)
    expect(button).to.have_sent_in_order{ "touchDown", "touchUpInside" }
  end)

  it("does not scroll when the drag starts on a control that already has the touch", function()
    local button = Button{ frame = {20, 200, 100, 44} }
    sv:addSubview(button)
    local finger = touch(button):down({50, 22})
    clock.advance(0.2)
    finger:move({50, -10}):move({50, -60}):up()
    expect(sv.contentOffset.y).to.equal(0)
    expect(button).to_not.have_sent("touchCancel")
    expect(button).to.have_sent_in_order{ "touchDown", "touchDragInside", "touchUpInside" }  -- within the 70 pt slop (§2.5)
  end)

  it("starts a refresh when pulled down far enough", function()
    local refresh = RefreshControl{}
    sv.refreshControl = refresh
    drag(sv, { from = {160, 50}, to = {160, 450}, steps = 10 })
    expect(refresh.isRefreshing).to.be_truthy()
    expect(refresh).to.have_sent("valueChanged", { times = 1 })
  end)
end)

describe("A table", function()
  local t, picked
  before_each(function()
    picked = {}
    t = TableView{ frame = {0, 0, 320, 480},
      numberOfRows = function() return 1000 end,
      cellForRow = function(_, path) return "Row " .. path.row end,
      didSelectRow = function(_, path) picked[#picked + 1] = path.row end }
    window:addSubview(t)
  end)

  it("selects the tapped row at touch-up", function()
    tap(t, {160, 110})
    expect(picked[1]).to.equal(2)
    expect(t:cellForRow{0, 2}.isSelected).to.be_truthy()
  end)

  it("selects nothing when the touch turns into a scroll", function()
    drag(t, { from = {160, 400}, to = {160, 200}, steps = 8 })
    expect(#picked).to.equal(0)
    expect(t.contentOffset.y > 0).to.be_truthy()
  end)
end)
