-- RaisedCenterTabBar (seed 004, the raised centre tab bar), driven only by synthesized touches.
-- The control fills 390 × 844, so the standard 49 pt tab bar spans y = 795…844 with its centre at
-- (195, 819.5); five tabs are 78 pt wide, the centre one (index 2) spanning x = 156…234.

describe("RaisedCenterTabBar", function()
  local tabs, centreTaps, told
  local function make(width, height)
    if tabs then tabs:removeFromSuperview() end
    tabs = RaisedCenterTabBar{ frame = { 0, 0, 390, 844 }, titles = { "Feed", "Explore", "Share", "Likes", "Me" },
                               buttonWidth = width, buttonHeight = height }
    window:addSubview(tabs)
    centreTaps = 0
    tabs:addTarget(function() centreTaps = centreTaps + 1 end, "centerButtonTapped")
    told = 0
    tabs.controller.didSelect = function() told = told + 1 end
  end
  after_each(function() tabs:removeFromSuperview() end)

  it("centres a button no taller than the bar on the bar: not raised", function()
    make(60, 40)
    expect(tabs.centerButton.center).to.equal(Point(195, 819.5))
    make(60, 49)
    expect(tabs.centerButton.frame).to.equal(Rect(165, 795, 60, 49))
  end)

  it("raises a taller button by half the height difference, so its bottom meets the bar's", function()
    make(80, 79)                          -- 30 pt taller than the bar
    expect(tabs.centerButton.center).to.equal(Point(195, 819.5 - 15))
    expect(tabs.centerButton.frame).to.equal(Rect(155, 765, 80, 79))
  end)

  it("takes a tap on its raised part, above the bar: the centre tab is selected and the action sent", function()
    make(80, 79)
    tap(tabs.centerButton, Point(40, 10))   -- y = 775 in the window, 20 pt above the bar
    expect(tabs.controller.selectedIndex).to.equal(2)
    expect(tabs.centerIndex).to.equal(2)
    expect(centreTaps).to.equal(1)
    expect(tabs).to.have_sent("centerButtonTapped", { times = 1 })
    expect(told).to.equal(0)              -- a selection made in code tells the delegate nothing
  end)

  it("covers the centre item, so a tap there is the button's, not the tab bar's", function()
    make(80, 79)
    tap(tabs, Point(195, 830))
    expect(tabs.controller.selectedIndex).to.equal(2)
    expect(centreTaps).to.equal(1)
    expect(told).to.equal(0)
  end)

  it("leaves the other tabs to the tab bar", function()
    make(80, 79)
    tap(tabs, Point(39, 820))
    expect(tabs.controller.selectedIndex).to.equal(0)
    tap(tabs, Point(351, 820))
    expect(tabs.controller.selectedIndex).to.equal(4)
    expect(told).to.equal(2)
    expect(centreTaps).to.equal(0)
  end)

  it("moves the button with a new size", function()
    make(80, 79)
    tabs.buttonHeight = 99
    expect(tabs.centerButton.frame).to.equal(Rect(155, 745, 80, 99))
    tabs.frame = Rect(0, 0, 320, 480)
    tap(tabs, Point(20, 470))             -- lays out first: the bar is now at y = 431…480
    expect(tabs.controller.selectedIndex).to.equal(0)
    expect(tabs.centerButton.frame).to.equal(Rect(120, 381, 80, 99))
  end)
  it("draws its raised centre button over the bar (snapshot after a tap on it)", function()
    make(80, 79)
    tap(tabs.centerButton)
    expect(tabs.controller.selectedIndex).to.equal(2)
    expect(tabs).to.match_snapshot("raised_center_tab_bar_selected")
  end)
end)
