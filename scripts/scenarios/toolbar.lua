-- The standard Toolbar and BarButtonItem driven by synthesized taps (uikit-rules §13): seed 003's
-- toolbar of a title, an add button, an image, a switch and another image, spread by flexible
-- spaces; taps send each item's action from the item; a disabled item takes no touch.

-- A 22-point mask image, one row per point: "#" where `inside(x, y)` holds for the point's centre,
-- measured from the middle of the square.
local function mask(inside)
  local rows = {}
  for y = 0, 21 do
    local row = {}
    for x = 0, 21 do row[#row + 1] = inside(x - 10.5, y - 10.5) and "#" or "." end
    rows[#rows + 1] = table.concat(row)
  end
  return rows
end
local star = mask(function(x, y)
  local r, angle = math.sqrt(x * x + y * y), math.atan(y, x) + math.pi / 2
  return r < 6 + 5 * math.abs(math.cos(5 * angle / 2))
end)
local moon = mask(function(x, y) return x * x + y * y < 100 and (x - 5) ^ 2 + (y + 3) ^ 2 > 64 end)

describe("A toolbar", function()
  local bar, switch, tapped

  before_each(function()
    tapped = {}
    local function action(item) tapped[#tapped + 1] = item.title or item.systemItem or "image" end
    switch = Switch{}
    local space = BarButtonItem.flexibleSpace
    bar = Toolbar{ frame = { 0, 800, 390, 44 }, items = {
      { title = "Title", action = action }, space(), { systemItem = "add", action = action }, space(),
      { image = star, action = action }, space(), { customView = switch }, space(), { image = moon, action = action },
    } }
    window:addSubview(bar)
  end)

  it("spreads the items with flexible spaces, from margin to margin", function()
    expect(bar:frameForItem(0).x).to.equal(16)
    local last = bar:frameForItem(8)
    expect(last.x + last.width).to.equal(374)
    -- The flexible spaces share the room equally (their frames lie on whole points).
    expect(math.abs(bar:frameForItem(1).width - bar:frameForItem(3).width) <= 1).to.equal(true)
    expect(bar).to.match_snapshot("toolbar")
  end)

  it("sends an item's action from the item when a tap lifts inside its button", function()
    local add = bar:frameForItem(2)
    tap(bar, Point(add.x + add.width / 2, 22))
    tap(bar, Point(bar:frameForItem(0).x + 5, 22))
    expect(tapped).to.equal({ "add", "Title" })
    local sent = traffic:of(bar.items[3])
    expect(#sent).to.equal(1)
    expect(sent[1].action).to.equal("call")
  end)

  it("lets a custom view handle its own touches", function()
    local frame = bar:frameForItem(6)
    tap(bar, Point(frame.x + frame.width / 2, 22))
    expect(switch.isOn).to.equal(true)
    expect(tapped).to.equal({})
  end)

  it("sends nothing for a disabled item, whose touch reaches the bar", function()
    bar.items[3].isEnabled = false
    local add = bar:frameForItem(2)
    tap(bar, Point(add.x + add.width / 2, 22))
    expect(tapped).to.equal({})
    expect(#traffic:of(bar.items[3])).to.equal(0)
  end)

  it("keeps a fixed space's width at two bar widths while the flexible ones change", function()
    bar.items = { { systemItem = "rewind" }, BarButtonItem.fixedSpace(40), { systemItem = "play" }, BarButtonItem.flexibleSpace(),
                  { systemItem = "action" } }
    local wide = bar:frameForItem(2).x - bar:frameForItem(0).x
    bar.frame = { 0, 800, 320, 44 }
    expect(bar:frameForItem(2).x - bar:frameForItem(0).x).to.equal(wide)
    expect(bar:frameForItem(1).width).to.equal(40)
    local last = bar:frameForItem(4)
    expect(last.x + last.width).to.equal(304)
  end)
end)
