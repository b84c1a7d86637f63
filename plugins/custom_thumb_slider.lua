-- summary: A slider whose thumb shows its value in a bubble while dragged (seed 003, recipe 2-3).
--
-- A subclass of Slider, driven by targets on itself: touchDown grows the frame 30 pt up and
-- down to make room for the bubble, touchUpInside/Outside shrinks it back, and valueChanged
-- redraws the bubble — only when the value moved by at least 0.1 since the last redraw, or
-- is above 0.98 (the recipe's guard against the thumb sticking at 0.9). `bubbleLevel` is the
-- value the bubble shows (nil before the first redraw); `bubbleRedraws` counts the redraws.

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
    end, "valueChanged")
    self:addTarget(function(slider)
      local f = slider.frame
      slider.frame = Rect(f.x, f.y + GROW, f.width, f.height - 2 * GROW)
    end, { "touchUpInside", "touchUpOutside" })
  end,
}
