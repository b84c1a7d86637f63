-- summary: A slider whose thumb shows its value in a bubble while dragged (seed 003, recipe 2-3).
--
-- A subclass of Slider, driven by targets on itself: touchDown grows the frame 30 pt up and
-- down to make room for the bubble, touchUpInside/Outside shrinks it back, and valueChanged
-- redraws the bubble — only when the value moved by at least 0.1 since the last redraw, or
-- is above 0.98 (the recipe's guard against the thumb sticking at 0.9). `bubbleLevel` is the
-- value the bubble shows (nil before the first redraw); `bubbleRedraws` counts the redraws.
--
-- It draws the standard slider (`self.super.draw`), then, while a finger is on it, the bubble:
-- a disc over the thumb shaded from black (0) to white (1) by the level, with the level in it.

local GROW = 30

Control.define{
  name = "CustomThumbSlider",
  base = "Slider",
  properties = {
    bubbleLevel = { type = "number", default = nil, readOnly = true, get = function(self) return self._level end },
    bubbleRedraws = { type = "integer", default = 0, readOnly = true, get = function(self) return self._redraws end },
  },

  init = function(self)
    self.frame = Rect(0, 0, 200, 40)
    self.value = 0
    self._previous = -math.huge
    self._redraws = 0
    self:addTarget(function(slider)
      local f = slider.frame
      slider.frame = Rect(f.x, f.y - GROW, f.width, f.height + 2 * GROW)
    end, "touchDown")
    self:addTarget(function(slider)
      if slider.value < 0.98 and math.abs(slider.value - slider._previous) < 0.1 then return end
      slider._level = slider.value
      slider._redraws = slider._redraws + 1
      slider._previous = slider.value
      slider:setNeedsDisplay()
    end, "valueChanged")
    self:addTarget(function(slider)
      local f = slider.frame
      slider.frame = Rect(f.x, f.y + GROW, f.width, f.height - 2 * GROW)
    end, { "touchUpInside", "touchUpOutside" })
  end,

  draw = function(self, ctx, rect)
    self.super.draw(self, ctx, rect)
    local level = self._level
    if not (self.isTracking and level) then return end
    local thumb = self.currentThumbRect
    local bubble = Rect(thumb.x + thumb.width / 2 - 16, thumb.y - 36, 32, 32)
    ctx:saveGState()
    ctx:setShadow(Size(0, 1), 3, Color{ white = 0, alpha = 0.4 })
    ctx:setFillColor(Color{ white = level })
    ctx:fillEllipse(bubble)
    ctx:restoreGState()
    ctx:setStrokeColor(Color.systemGray)
    ctx:setLineWidth(1)
    ctx:strokeEllipse(bubble)
    ctx:drawText(string.format("%.1f", level), Rect(bubble.x, bubble.y + 8, bubble.width, 16),
      { font = Font.systemFont(12, "semibold"), color = level < 0.5 and Color.white or Color.black, alignment = "center" })
  end,
}
