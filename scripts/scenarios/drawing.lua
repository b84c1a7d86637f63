-- Controls that draw themselves: a defined class's `draw`, the context and path calls, colours,
-- gradients, layers, images, and what happens to bad drawing (docs/drawing.md, "Drawing from Lua").
-- The classes this file defines, for luacheck:
-- luacheck: read globals Badge Scribble Keeper Swatch

-- A badge: a rounded square in its colour with a white ring, redrawn when its colour changes.
Control.define{
  name = "Badge",
  base = "View",
  properties = {
    color = { type = "string", default = "systemBlue" },
    broken = { type = "boolean", default = false },
  },
  init = function(self)
    self.frame = Rect(0, 0, 40, 40)
    self.isOpaque = false
  end,
  draw = function(self, ctx, rect)
    if self.broken then error("the badge is broken") end
    ctx:setFillColor(self.color)
    ctx:addPath(BezierPath.roundedRect(self.bounds, 8))
    ctx:fillPath()
    ctx:setStrokeColor(Color.white)
    ctx:setLineWidth(4)
    ctx:strokeEllipse(Rect(10, 10, 20, 20))
  end,
}

-- The colour of the pixel at a point of a 2× picture.
local function at(image, x, y) return tostring(image:pixel(x * 2, y * 2)) end

describe("Drawing from Lua", function()
  local badge
  before_each(function()
    window.backgroundColor = Color.white
    badge = Badge{}
    badge.center = Point(50, 50)
    window:addSubview(badge)
  end)

  it("paints where the draw function says (UIKit's draw(_:))", function()
    local picture = render(badge)
    expect(picture.width).to.equal(80)
    expect(picture.scale).to.equal(2)
    expect(at(picture, 3, 20)).to.equal("#007AFF")      -- the fill
    expect(at(picture, 20, 11)).to.equal("#FFFFFF")     -- on the ring
    expect(at(picture, 20, 20)).to.equal("#007AFF")     -- inside the ring
    expect(at(picture, 0, 0)).to.equal("#00000000")     -- outside the rounded corner: not opaque, so clear
    expect(badge).to.match_snapshot("badge")
  end)

  it("draws once until a declared property changes, as a UIKit control redraws when its value changes", function()
    render(window)
    render(window)
    expect(badge.layer.drawCount).to.equal(1)
    badge.color = "systemOrange"
    expect(badge.layer.needsDisplay).to.be_truthy()
    local picture = render(window)
    expect(badge.layer.drawCount).to.equal(2)
    expect(at(picture, 33, 40)).to.equal("#FF9500")
    badge.color = "systemOrange"                       -- the same value: nothing to redraw
    expect(badge.layer.needsDisplay).to.be_falsy()
    badge:setNeedsDisplay()
    render(window)
    expect(badge.layer.drawCount).to.equal(3)
  end)

  it("fails the test at the render whose draw raised, at the draw's own line; nothing of that pass is drawn and the session goes on", function()
    badge.broken = true
    expect(function() render(window) end).to.fail_with("drawing.lua:19: the badge is broken")
    local notes = {}
    for _, record in ipairs(traffic:all()) do
      if record.kind == "note" then notes[#notes + 1] = record.message end
    end
    expect(notes[1]).to.match("draw override of Badge#%d+ failed: .*drawing.lua:19: the badge is broken; nothing was drawn this time")
    badge.broken = false
    expect(at(render(window), 50, 50)).to.equal("#007AFF")
  end)

  it("refuses bad drawing arguments with clear errors", function()
    local calls = {
      { function(ctx) ctx:moveTo(0 / 0, 1) end, "bad argument #1 to 'moveTo' %(finite number expected, got %-?nan%)" },
      { function(ctx) ctx:addLineTo(Point(1e9, 0)) end, "point expected: x is 1000000000, beyond ±1000000" },
      { function(ctx) ctx:setLineWidth(-1) end, "number from 0 to 1000000 expected, got %-1" },
      { function(ctx) ctx:setFillColor("sytemBlue") end, "unknown colour 'sytemBlue' %(did you mean 'systemBlue'%?%)" },
      { function(ctx) ctx:setShadow(Size(0, 1), -3) end, "number from 0 to 1000000 expected, got %-3" },
      { function(ctx) ctx:scaleBy(0, 1) end, "a scale of 0" },
      { function(ctx) ctx:setLineCap("rounded") end, "did you mean 'round'" },
      { function(ctx) ctx:fill({1, 2, 3}) end, "rect expected: height is missing" },
    }
    local failures = {}
    Control.define{ name = "Scribble", base = "View",
      draw = function(self, ctx) for _, case in ipairs(calls) do failures[#failures + 1] = select(2, pcall(case[1], ctx)) end end }
    local scribble = Scribble{ frame = {0, 0, 10, 10} }
    window:addSubview(scribble)
    render(scribble)
    for index, case in ipairs(calls) do expect(failures[index]).to.match(case[2]) end
    expect(function() render(scribble, {scale = 0}) end).to.fail_with("option 'scale': number above 0 and at most 16 expected, got 0")
    expect(function() render(scribble, {scale = 1000}) end).to.fail_with("option 'scale': number above 0 and at most 16 expected, got 1000")
    expect(function() Color(1, 0 / 0, 0) end).to.fail_with("green: finite number expected, got nan")
    expect(function() return Color.sytemBlue end).to.fail_with("did you mean 'systemBlue'")
    expect(function() Font.systemFont(-3) end).to.fail_with("size from above 0 to 1000 expected, got %-3")
    expect(function() Image.named("missing.png") end).to.fail_with("cannot read image 'missing.png'")
    expect(function() render(scribble):save("../outside.png") end).to.fail_with("'..' leads out of its folder")
    expect(function() render(scribble):save("/tmp/anywhere.png") end).to.fail_with("absolute paths are outside the sandbox")
  end)

  it("keeps a stored context from being used after its draw returned", function()
    local kept
    Control.define{ name = "Keeper", base = "View", draw = function(self, ctx) kept = ctx end }
    local keeper = Keeper{ frame = {0, 0, 10, 10} }
    window:addSubview(keeper)
    render(keeper)
    expect(function() kept:fill(Rect(0, 0, 1, 1)) end).to.fail_with("used after the call returned")
  end)
end)

describe("Colours, paths and gradients", function()
  it("makes colours as UIKit does: components, white, hue and names", function()
    expect(tostring(Color(1, 0.5, 0))).to.equal("#FF8000")
    expect(tostring(Color{ white = 0.5, alpha = 0.5 })).to.equal("#80808080")
    expect(tostring(Color{ hue = 1 / 3, saturation = 1, brightness = 1 })).to.equal("#00FF00")
    expect(tostring(Color("#FF9500"))).to.equal(tostring(Color.systemOrange))
    expect(Color.systemBlue:withAlphaComponent(0.5).alpha).to.equal(0.5)
    expect(Color(2, -1, 0).red).to.equal(1)             -- components clamp to 0…1
  end)

  it("builds paths with UIBezierPath's names and answers their bounds and containment", function()
    local p = BezierPath()
    p:moveTo(0, 10); p:addLineTo(10, 0); p:addLineTo(20, 10); p:close()
    expect(p.bounds).to.equal(Rect(0, 0, 20, 10))
    expect(p:contains(Point(10, 8))).to.be_truthy()
    expect(p:contains(Point(1, 1))).to.be_falsy()
    local ring = BezierPath.oval(Rect(0, 0, 20, 20))
    ring:append(BezierPath.oval(Rect(5, 5, 10, 10)))
    ring.usesEvenOddFillRule = true
    expect(ring:contains(Point(10, 10))).to.be_falsy()
    expect(function() p:addArc(Point(0, 0), 5, 0, 1e9, true) end).to.fail_with("number from %-1000 to 1000 expected")
  end)

  it("draws gradients, shadows, layers and text", function()
    Control.define{
      name = "Swatch", base = "View",
      init = function(self)
        self.frame = Rect(0, 0, 120, 60)
        self.backgroundColor = Color.white
        local dot = Layer{ frame = {84, 14, 24, 24}, contentsScale = 2,
          draw = function(layer, ctx)
            ctx:setShadow(Size(0, 2), 4, Color{ white = 0, alpha = 0.5 })
            ctx:setFillColor(Color.systemRed)
            ctx:fillEllipse(Rect(2, 2, 20, 20))
          end }
        self.layer:addSublayer(dot)
      end,
      draw = function(self, ctx)
        local g = Gradient{ colors = { Color.systemBlue, Color.systemGreen } }
        ctx:saveGState()
        ctx:addPath(BezierPath.roundedRect(Rect(8, 8, 64, 32), 6))
        ctx:clip()
        ctx:drawLinearGradient(g, Point(8, 0), Point(72, 0))
        ctx:restoreGState()
        ctx:drawText("Tactile", Rect(8, 42, 100, 16), { font = Font.systemFont(11, "semibold"), color = "label" })
      end,
    }
    local swatch = Swatch{}
    window:addSubview(swatch)
    local picture = render(swatch)
    local left, right = picture:pixel(18, 48), picture:pixel(140, 48)
    expect(left.blue > 0.95 and left.green < 0.55).to.be_truthy()    -- the blue end of the gradient
    expect(right.green > 0.75 and right.blue < 0.45).to.be_truthy()  -- the green end
    expect(at(picture, 96, 26)).to.equal("#FF3B30")
    expect(swatch).to.match_snapshot("swatch")
  end)
end)
