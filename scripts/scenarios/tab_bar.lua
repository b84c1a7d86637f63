-- The standard TabBar and TabBarController driven by synthesized taps (Apple's UITabBarDelegate
-- and UITabBarControllerDelegate; the 15 pt touch margin of uikit-rules §2.5).

describe("A tab bar", function()
  local bar, selected
  before_each(function()
    bar = TabBar{ frame = { 0, 795, 390, 49 }, items = { { title = "Home" }, { title = "Search" }, { title = "Me", isEnabled = false } } }
    window:addSubview(bar)
    selected = {}
    bar.didSelect = function(_, item) selected[#selected + 1] = item.title end
  end)

  it("selects an item when the tap lifts inside it, and says so again for a re-tap", function()
    tap(bar, Point(195, 24))
    tap(bar, Point(195, 24))
    expect(bar.selectedItem.title).to.equal("Search")
    expect(selected).to.equal({ "Search", "Search" })
    local told = traffic:of(bar)
    expect(#told).to.equal(2)
    expect(told[1].kind).to.equal("delivered")
    expect(told[1].action).to.equal("tabBar:didSelectItem:")
  end)

  it("ignores a disabled item and a finger that slides away before lifting", function()
    tap(bar, Point(325, 24))
    touch(bar):down(Point(65, 24)):move(Point(65, -30)):up()   -- 30 pt above the bar: beyond 15 pt
    expect(bar.selectedItem).to.equal(nil)
    expect(#selected).to.equal(0)
  end)

  it("stays silent when the selection is set in code", function()
    bar.selectedItem = bar.items[1]
    expect(#selected).to.equal(0)
    expect(#traffic:of(bar)).to.equal(0)
  end)
end)

describe("A tab bar controller", function()
  it("asks before switching tabs and shows only the selected child's view", function()
    local tabs = TabBarController{ frame = { 0, 0, 390, 844 }, viewControllers = { { title = "Inbox" }, { title = "Archive" }, { title = "Locked" } } }
    window:addSubview(tabs.view)
    local log = {}
    tabs.shouldSelect = function(_, child) return child.title ~= "Locked" end
    tabs.didSelect = function(_, child) log[#log + 1] = child.title end
    tap(tabs.tabBar, Point(195, 24))
    tap(tabs.tabBar, Point(325, 24))
    expect(tabs.selectedIndex).to.equal(1)
    expect(log).to.equal({ "Archive" })
    expect(tabs.viewControllers[2].view.superview).to.equal(tabs.view)
    expect(tabs.viewControllers[1].view.superview).to.equal(nil)
  end)
end)
