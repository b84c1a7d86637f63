-- summary: Picks a colour: hue from the touch's x, saturation from its y (seed 003, recipe 2-5).
--
-- Brightness and alpha stay at 1. Every update sends valueChanged. Like the recipe, the
-- control sends touchDown, touchDragInside/Outside and the touch-ups itself, which the base
-- class also sends for the same touch; Tactile notes each duplicate in the traffic. The
-- recipe tests drags against the frame (superview coordinates) and lifts against the bounds;
-- both are kept as written.

local function contains(rect, p)
  return p.x >= rect.x and p.x < rect.x + rect.width and p.y >= rect.y and p.y < rect.y + rect.height
end

local function clamp01(x) return math.max(0, math.min(1, x)) end

local function updateColor(self, touch)
  local point = touch:locationIn(self)
  self.hue = clamp01(point.x / self.frame.width)
  self.saturation = clamp01(point.y / self.frame.height)
  self:sendActions("valueChanged")
end

Control.define{
  name = "ColorPicker",
  base = "Control",
  properties = {
    hue = { type = "number", default = 0 },
    saturation = { type = "number", default = 0 },
  },

  methods = {
    -- The colour picked, as hue, saturation, brightness and alpha, each 0…1.
    color = function(self)
      return { hue = self.hue, saturation = self.saturation, brightness = 1, alpha = 1 }
    end,
  },

  beginTracking = function(self, touch, event)
    updateColor(self, touch)
    self:sendActions("touchDown")
    return true
  end,

  continueTracking = function(self, touch, event)
    if contains(self.frame, touch:locationIn(self)) then
      updateColor(self, touch)
      self:sendActions("touchDragInside")
    else
      self:sendActions("touchDragOutside")
    end
    return true
  end,

  endTracking = function(self, touch, event)
    if contains(self.bounds, touch:locationIn(self)) then
      updateColor(self, touch)
      self:sendActions("touchUpInside")
    else
      self:sendActions("touchUpOutside")
    end
  end,

  cancelTracking = function(self, event)
    self:sendActions("touchCancel")
  end,

  description = function(self)
    return string.format("hue=%.3g saturation=%.3g", self.hue, self.saturation)
  end,
}
