-- Refresh control: a user's pull past the threshold starts refreshing and
-- sends valueChanged; beginRefreshing from code is silent.
-- It sits in a scroll view as its refreshControl and is pulled by dragging the
-- content down; the pull is measured after rubber-banding.
-- Rules: uikit-rules §4.9 (UIRefreshControl), §2.3 (primaryActionTriggered).

describe("A refresh control", function()
  local refresh, sv
  before_each(function()
    sv = ScrollView{ frame = {0, 0, 320, 480}, contentSize = {320, 2000} }
    window:addSubview(sv)
    refresh = RefreshControl{ pullThreshold = 80 }
    sv.refreshControl = refresh
  end)

  local function pull(distance)
    drag(sv, { from = {160, 40}, to = {160, 40 + distance}, steps = 10, duration = 0.5 })
  end

  it("does nothing for a pull shorter than its threshold", function()
    pull(60)
    expect(refresh.isRefreshing).to.be_falsy()
    expect(refresh).to_not.have_sent("*")
  end)

  it("starts refreshing past the threshold and sends valueChanged, then primaryActionTriggered (§4.9)", function()
    local refreshing
    refresh:addTarget(function(sender) refreshing = sender.isRefreshing end, "valueChanged")
    pull(400)
    expect(refreshing).to.equal(true)
    expect(refresh).to.have_sent_exactly{ "valueChanged", "primaryActionTriggered" }
  end)

  it("stops when the app calls endRefreshing, a second later on the clock (§4.9)", function()
    refresh:addTarget(function(sender)
      clock.after(1, function() sender:endRefreshing() end)
    end, "valueChanged")
    pull(400)
    clock.advance(0.5)
    expect(refresh.isRefreshing).to.be_truthy()
    clock.advance(0.6)
    expect(refresh.isRefreshing).to.be_falsy()
  end)

  it("sends no action for beginRefreshing from code (§4.9)", function()
    refresh:beginRefreshing()
    expect(refresh.isRefreshing).to.be_truthy()
    expect(refresh).to_not.have_sent("valueChanged")
  end)

  it("does not let code set isRefreshing directly (§4.9: read-only)", function()
    expect(function() refresh.isRefreshing = true end).to.fail_with("read%-only")
  end)
end)
