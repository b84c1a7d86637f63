-- CustomTabBar (seed 004: the custom tab bar and the tab bar arrow), driven only by synthesized
-- touches and the clock. The bar is 320 × 44 with four items, so each item is 80 pt wide; the
-- arrow is 10 × 5 and sits 2 pt over the bar's top edge.

describe("CustomTabBar", function()
  local bar, changes
  before_each(function()
    bar = CustomTabBar{ items = { "Home", "Mentions", "Messages", "Lists" }, frame = { 0, 400, 320, 44 } }
    window:addSubview(bar)
    changes = 0
    bar:addTarget(function() changes = changes + 1 end, "valueChanged")
  end)
  after_each(function() bar:removeFromSuperview() end)

  -- The arrow's left edge for an item, by the recipe's formula.
  local function arrowX(index) return index * 80 + 80 / 2 - 10 / 2 end

  it("has one button per item sharing the width, and exactly one selected", function()
    expect(bar.itemWidth).to.equal(80)
    for i = 0, 3 do
      expect(bar:buttonAtIndex(i).frame).to.equal(Rect(i * 80, 0, 80, 44))
      expect(bar:buttonAtIndex(i).isSelected).to.equal(i == 0)
    end
    tap(bar:buttonAtIndex(2))
    local selected = 0
    for i = 0, 3 do if bar:buttonAtIndex(i).isSelected then selected = selected + 1 end end
    expect(selected).to.equal(1)
    expect(bar:buttonAtIndex(2).isSelected).to.equal(true)
  end)

  it("selects an item as soon as the finger touches down, and reports the change once", function()
    local finger = touch(bar):down(Point(200, 20))
    expect(bar.selectedIndex).to.equal(2)
    expect(changes).to.equal(1)
    finger:up()
    expect(changes).to.equal(1)
  end)

  it("reports nothing when the selected item is touched again", function()
    tap(bar:buttonAtIndex(0))
    expect(bar.selectedIndex).to.equal(0)
    expect(changes).to.equal(0)
    expect(bar).never.to.have_sent("valueChanged")
  end)

  it("has a background whose top half is a translucent band and bottom half solid", function()
    expect(bar.background.frame).to.equal(Rect(0, 0, 320, 44))
    expect(bar.background.imageSize).to.equal(Size(1, 44))
  end)

  it("puts a glow on one item and takes it off again, once per item", function()
    bar:glowItemAtIndex(1)
    bar:glowItemAtIndex(1)
    expect(bar:isGlowingAtIndex(1)).to.equal(true)
    expect(bar:isGlowingAtIndex(0)).to.equal(false)
    expect(#bar:buttonAtIndex(1).subviews).to.equal(1)
    bar:removeGlowAtIndex(1)
    bar:removeGlowAtIndex(1)
    expect(bar:isGlowingAtIndex(1)).to.equal(false)
    expect(#bar:buttonAtIndex(1).subviews).to.equal(0)
  end)

  it("lets taps through a glow to its item", function()
    bar:glowItemAtIndex(3)
    tap(bar:buttonAtIndex(3))
    expect(bar.selectedIndex).to.equal(3)
  end)

  it("refuses an index with no item", function()
    expect(function() bar:glowItemAtIndex(4) end).to.fail_with("no item at index 4")
    expect(function() bar.selectedIndex = 9 end).to.fail_with("no item at that index")
  end)

  it("starts with the arrow over the first item, 2 pt over the bar's top edge", function()
    expect(bar.arrow.frame).to.equal(Rect(arrowX(0), -3, 10, 5))
  end)

  it("slides the arrow over 0.2 s to index × itemWidth + itemWidth/2 − arrowWidth/2", function()
    tap(bar:buttonAtIndex(2))            -- the tap itself takes 0.05 s of the animation
    clock.advance(0.05)                  -- 0.1 s in: half way, on the ease-in-ease-out curve
    expect(bar.arrow.frame.x).to.be.near((arrowX(0) + arrowX(2)) / 2, 1e-9)
    expect(bar.arrow.frame.y).to.equal(-3)
    clock.advance(0.05)                  -- 0.15 s in: past half way, not there yet
    expect(bar.arrow.frame.x > (arrowX(0) + arrowX(2)) / 2).to.equal(true)
    expect(bar.arrow.frame.x < arrowX(2)).to.equal(true)
    clock.advance(0.05)                  -- 0.2 s: at the end, exactly
    expect(bar.arrow.frame.x).to.equal(arrowX(2))
    clock.advance(1)
    expect(bar.arrow.frame.x).to.equal(arrowX(2))
  end)

  it("places the arrow at once, silently, when selectedIndex is set in code", function()
    bar.selectedIndex = 3
    expect(bar.arrow.frame.x).to.equal(arrowX(3))
    expect(bar:buttonAtIndex(3).isSelected).to.equal(true)
    expect(changes).to.equal(0)
  end)

  it("stops a slide when selectedIndex is set in code meanwhile, and lets a newer slide win", function()
    tap(bar:buttonAtIndex(2))
    bar.selectedIndex = 1
    clock.advance(0.2)
    expect(bar.arrow.frame.x).to.equal(arrowX(1))
    tap(bar:buttonAtIndex(3))
    tap(bar:buttonAtIndex(0))            -- starts 0.15 s into the slide to 3
    clock.advance(0.2)
    expect(bar.selectedIndex).to.equal(0)
    expect(bar.arrow.frame.x).to.equal(arrowX(0))
  end)

  it("lays itself out again for a new width", function()
    bar.frame = Rect(0, 400, 400, 44)
    tap(bar, Point(350, 20))               -- the last item is now 300…400
    clock.advance(0.2)
    expect(bar.selectedIndex).to.equal(3)
    expect(bar:buttonAtIndex(3).frame).to.equal(Rect(300, 0, 100, 44))
    expect(bar.arrow.frame.x).to.equal(3 * 100 + 50 - 5)
  end)
  it("draws its band, titles, glow and arrow (snapshot after selecting the third item)", function()
    bar:glowItemAtIndex(2)
    tap(bar, Point(200, 22))
    clock.advance(0.3)
    expect(bar).to.match_snapshot("custom_tab_bar_third")
  end)
end)
