-- summary: Picks a colour: hue from the touch's x, saturation from its y (seed 003, recipe 2-5).
--
-- Brightness and alpha stay at 1. Every update sends valueChanged. Like the recipe, the
-- control sends touchDown, touchDragInside/Outside and the touch-ups itself, which the base
-- class also sends for the same touch; Tactile notes each duplicate in the traffic. The
-- recipe tests drags against the frame (superview coordinates) and lifts against the bounds;
-- both are kept as written.
--
-- It draws its field of colours — the hues left to right, fading to white towards the top where
-- the saturation is 0 — and a ring around the colour picked, filled with it. The recipe paints
-- its background with the colour picked; the field shows where each colour is instead.

local function contains(rect, p)
  return p.x >= rect.x and p.x < rect.x + rect.width and p.y >= rect.y and p.y < rect.y + rect.height
end

local function clamp01(x) return math.max(0, math.min(1, x)) end

-- The hue circle's colours at full saturation, every sixth of the way round and back to red.
local HUES = Gradient{ colors = { "#FF0000", "#FFFF00", "#00FF00", "#00FFFF", "#0000FF", "#FF00FF", "#FF0000" } }
local PALE = Gradient{ colors = { Color.white, Color{ white = 1, alpha = 0 } } }

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

  init = function(self)
    self.isOpaque = false
  end,

  draw = function(self, ctx, rect)
    local b = self.bounds
    ctx:saveGState()
    ctx:addPath(BezierPath.roundedRect(b, 8))
    ctx:clip()
    ctx:drawLinearGradient(HUES, Point(b.x, 0), Point(b.x + b.width, 0))
    ctx:drawLinearGradient(PALE, Point(0, b.y), Point(0, b.y + b.height))
    ctx:restoreGState()
    -- The ring, centred where the picked colour lies, filled with it.
    local x, y = b.x + self.hue * b.width, b.y + self.saturation * b.height
    local ring = Rect(x - 11, y - 11, 22, 22)
    ctx:saveGState()
    ctx:setShadow(Size(0, 1), 3, Color{ white = 0, alpha = 0.5 })
    ctx:setFillColor(Color{ hue = self.hue, saturation = self.saturation, brightness = 1 })
    ctx:fillEllipse(ring)
    ctx:restoreGState()
    ctx:setStrokeColor(Color.white)
    ctx:setLineWidth(3)
    ctx:strokeEllipse(ring)
  end,

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

  -- The base class ends tracking, removes the highlight and sends touchCancel: the recipe sent
  -- touchCancel itself and left the control tracking, a touch that no longer exists.
  cancelTracking = function(self, event)
    self.super.cancelTracking(self, event)
  end,

  description = function(self)
    return string.format("hue=%.3g saturation=%.3g", self.hue, self.saturation)
  end,
}
