-- summary: A slider with two knobs choosing a range between a minimum and a maximum (seed 001).
--
-- The knobs are squares as tall as the control; a touch starting on a knob drags it, and
-- every move sends valueChanged. Values always stay ordered and in range: the lower value
-- within minimum…upper, the upper within lower…maximum, whether set by a drag or by code
-- (changing the minimum or maximum pulls the values in).

local function contains(rect, p)
  return p.x >= rect.x and p.x < rect.x + rect.width and p.y >= rect.y and p.y < rect.y + rect.height
end

local function bound(value, lower, upper) return math.min(math.max(value, lower), upper) end

-- Brings the four values back in order after one of them changed: a new minimum above the
-- maximum (or maximum below the minimum) moves the other end to it; the values are pulled
-- into the range; a knob dragged or set past the other stops at it (seed 001's BOUND).
local function normalize(self, changed)
  if self.maximumValue < self.minimumValue then
    if changed == "maximumValue" then self.minimumValue = self.maximumValue else self.maximumValue = self.minimumValue end
  end
  local low, high = self.minimumValue, self.maximumValue
  local lower, upper = bound(self.lowerValue, low, high), bound(self.upperValue, low, high)
  if changed == "lowerValue" then lower = math.min(lower, upper) else upper = math.max(upper, lower) end
  if lower ~= self.lowerValue then self.lowerValue = lower end
  if upper ~= self.upperValue then self.upperValue = upper end
end

local function knobWidth(self) return self.bounds.height end
local function usableLength(self) return self.bounds.width - knobWidth(self) end

local function positionFor(self, value)
  local span = self.maximumValue - self.minimumValue
  if span == 0 then return knobWidth(self) / 2 end
  return usableLength(self) * (value - self.minimumValue) / span + knobWidth(self) / 2
end

local function knobFrame(self, value)
  local width = knobWidth(self)
  return Rect(positionFor(self, value) - width / 2, 0, width, width)
end

Control.define{
  name = "RangeSlider",
  base = "Control",
  properties = {
    minimumValue = { type = "number", default = 0, didSet = function(self) normalize(self, "minimumValue") end },
    maximumValue = { type = "number", default = 10, didSet = function(self) normalize(self, "maximumValue") end },
    lowerValue = { type = "number", default = 2, didSet = function(self) normalize(self, "lowerValue") end },
    upperValue = { type = "number", default = 8, didSet = function(self) normalize(self, "upperValue") end },
    lowerKnobHighlighted = { type = "boolean", default = false, readOnly = true,
      get = function(self) return self._lowerHeld == true end },
    upperKnobHighlighted = { type = "boolean", default = false, readOnly = true,
      get = function(self) return self._upperHeld == true end },
  },

  methods = {
    lowerKnobFrame = function(self) return knobFrame(self, self.lowerValue) end,
    upperKnobFrame = function(self) return knobFrame(self, self.upperValue) end,
  },

  init = function(self)
    self.frame = Rect(0, 0, 300, 30)
  end,

  beginTracking = function(self, touch, event)
    local point = touch:locationIn(self)
    self._previous = point
    if contains(knobFrame(self, self.lowerValue), point) then
      self._lowerHeld = true
    elseif contains(knobFrame(self, self.upperValue), point) then
      self._upperHeld = true
    end
    return self._lowerHeld == true or self._upperHeld == true
  end,

  continueTracking = function(self, touch, event)
    local point = touch:locationIn(self)
    local delta = point.x - self._previous.x
    local valueDelta = (self.maximumValue - self.minimumValue) * delta / usableLength(self)
    self._previous = point
    if self._lowerHeld then self.lowerValue = self.lowerValue + valueDelta end
    if self._upperHeld then self.upperValue = self.upperValue + valueDelta end
    self:sendActions("valueChanged")
    return true
  end,

  endTracking = function(self, touch, event)
    self._lowerHeld, self._upperHeld = false, false
  end,

  cancelTracking = function(self, event)
    self._lowerHeld, self._upperHeld = false, false
    self.super.cancelTracking(self, event)
  end,

  description = function(self)
    return string.format("%.3g…%.3g of %.3g…%.3g", self.lowerValue, self.upperValue,
                         self.minimumValue, self.maximumValue)
  end,
}
