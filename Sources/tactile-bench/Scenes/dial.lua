-- The Lua half of `tactile-bench render`'s draw comparison: a dial drawn by a Lua `draw`, the
-- same drawing as the benchmark's Swift `BenchDial` (a shadowed disc, a clipped gradient, a
-- ring of ticks, a needle and a caption), call for call.
Control.define{
  name = "BenchDial",
  base = "View",
  properties = { level = { type = "number", default = 0.6 } },
  init = function(self) self.isOpaque = false end,
  draw = function(self, ctx, rect)
    local b = self.bounds
    local c = Point(b.width / 2, b.height / 2)
    local r = math.min(b.width, b.height) * 0.4
    local disc = Rect(c.x - r, c.y - r, 2 * r, 2 * r)
    ctx:saveGState()
    ctx:setShadow(Size(0, 2), 4, Color{ white = 0, alpha = 0.4 })
    ctx:setFillColor(Color{ white = 0.8 })
    ctx:fillEllipse(disc)
    ctx:restoreGState()
    ctx:saveGState()
    ctx:addEllipse(disc)
    ctx:clip()
    ctx:drawLinearGradient(Gradient{ colors = { Color.white, Color{ white = 0.6 } } }, Point(disc.x, disc.y),
      Point(disc.x + disc.width, disc.y + disc.height))
    ctx:restoreGState()
    ctx:setStrokeColor(Color.systemGray)
    ctx:setLineWidth(1.5)
    for tick = 0, 11 do
      local a = tick * math.pi / 6
      ctx:moveTo(c.x + r * 1.05 * math.cos(a), c.y + r * 1.05 * math.sin(a))
      ctx:addLineTo(c.x + r * 1.2 * math.cos(a), c.y + r * 1.2 * math.sin(a))
    end
    ctx:strokePath()
    local a = -math.pi / 2 + self.level * 2 * math.pi
    ctx:setStrokeColor(Color.systemRed)
    ctx:setLineWidth(3)
    ctx:setLineCap("round")
    ctx:strokeLine(c, Point(c.x + r * 0.8 * math.cos(a), c.y + r * 0.8 * math.sin(a)))
    ctx:drawText("60%", Rect(c.x - 30, c.y + r * 0.3, 60, 18), { font = Font.systemFont(13), color = Color.secondaryLabel,
                                                                 alignment = "center" })
  end,
}
return BenchDial{ frame = { 0, 0, 120, 120 } }
