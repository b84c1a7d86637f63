-- summary: A slider with two knobs choosing a range between a minimum and a maximum (seed 001).
--
-- The knobs are squares as tall as the control; a touch starting on a knob drags it, and
-- every move sends valueChanged. Values always stay ordered and in range: the lower value
-- within minimum…upper, the upper within lower…maximum, whether set by a drag or by code
-- (changing the minimum or maximum pulls the values in).
--
-- It draws itself as the seed does, with three layers of its own that each draw in `draw`: a
-- track (a rounded trough in `trackColor`, the range between the knobs in
-- `trackHighlightColor`, a glossy highlight, an inner shadow and a thin outline) and two knobs
-- (`knobColor` with a soft drop shadow, an outline, a faint gradient, and a grey wash while
-- held). `curvaceousness` (0…1) rounds them. The layers draw at 2 pixels a point (the seed's
-- retina fix); a change of value, colour or size redraws only the layers it concerns.

local function contains(rect, p)
  return p.x >= rect.x and p.x < rect.x + rect.width and p.y >= rect.y and p.y < rect.y + rect.height
end

local function bound(value, lower, upper) return math.min(math.max(value, lower), upper) end

-- The four values take finite numbers only: NaN would never compare equal to itself, so
-- `normalize` would keep storing it, each store calling `normalize` again.
local function finite(self, value)
  return value == value and value ~= math.huge and value ~= -math.huge, "a finite number"
end

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

local function inset(r, dx, dy) return Rect(r.x + dx, r.y + dy, r.width - 2 * dx, r.height - 2 * dy) end

-- The seed's setLayerFrames: the track a third of the height tall, the knobs at their values.
local function layOutLayers(self)
  if not self._track then return end
  local b = self.bounds
  self._track.frame = inset(Rect(0, 0, b.width, b.height), 0, b.height / 3.5)
  self._track:setNeedsDisplay()
  self._lowerKnob.frame = knobFrame(self, self.lowerValue)
  self._upperKnob.frame = knobFrame(self, self.upperValue)
end

local function redrawKnobs(self)
  if not self._track then return end
  self._lowerKnob:setNeedsDisplay()
  self._upperKnob:setNeedsDisplay()
end

local function drawTrack(self, layer, ctx)
  local b = layer.bounds
  local radius = b.height * self.curvaceousness / 2
  local outline = BezierPath.roundedRect(b, radius)
  ctx:addPath(outline)
  ctx:clip()
  -- The trough, then the chosen range.
  ctx:setFillColor(self.trackColor)
  ctx:addPath(outline)
  ctx:fillPath()
  ctx:setFillColor(self.trackHighlightColor)
  local lower, upper = positionFor(self, self.lowerValue), positionFor(self, self.upperValue)
  ctx:fill(Rect(lower, 0, upper - lower, b.height))
  -- A gloss over the lower half.
  local gloss = Rect(radius / 2, b.height / 2, b.width - radius, b.height / 2)
  ctx:addPath(BezierPath.roundedRect(gloss, gloss.height * self.curvaceousness / 2))
  ctx:setFillColor(Color{ white = 1, alpha = 0.4 })
  ctx:fillPath()
  -- An inner shadow: the outline stroked with a shadow, inside the clip.
  ctx:saveGState()
  ctx:setShadow(Size(0, 2), 3, Color.gray)
  ctx:setStrokeColor(Color.gray)
  ctx:addPath(outline)
  ctx:strokePath()
  ctx:restoreGState()
  ctx:setStrokeColor(Color.black)
  ctx:setLineWidth(0.5)
  ctx:addPath(outline)
  ctx:strokePath()
end

local function drawKnob(self, layer, ctx, held)
  local frame = inset(layer.bounds, 2, 2)
  local knob = BezierPath.roundedRect(frame, frame.height * self.curvaceousness / 2)
  -- Filled with a small shadow, so it floats over the track.
  ctx:saveGState()
  ctx:setShadow(Size(0, 1), 1, Color.gray)
  ctx:setFillColor(self.knobColor)
  ctx:addPath(knob)
  ctx:fillPath()
  ctx:restoreGState()
  ctx:setStrokeColor(Color.gray)
  ctx:setLineWidth(0.5)
  ctx:addPath(knob)
  ctx:strokePath()
  -- A faint gradient, darker at the top.
  local inner = inset(frame, 2, 2)
  ctx:saveGState()
  ctx:addPath(BezierPath.roundedRect(inner, inner.height * self.curvaceousness / 2))
  ctx:clip()
  ctx:drawLinearGradient(Gradient{ colors = { Color{ white = 0, alpha = 0.15 }, Color{ white = 0, alpha = 0.05 } } },
    Point(inner.x + inner.width / 2, inner.y), Point(inner.x + inner.width / 2, inner.y + inner.height))
  ctx:restoreGState()
  if held then
    ctx:setFillColor(Color{ white = 0, alpha = 0.1 })
    ctx:addPath(knob)
    ctx:fillPath()
  end
end

local function looks(self) if self._track then self._track:setNeedsDisplay(); redrawKnobs(self) end end

Control.define{
  name = "RangeSlider",
  base = "Control",
  properties = {
    minimumValue = { type = "number", default = 0, validate = finite,
                     didSet = function(self) normalize(self, "minimumValue"); layOutLayers(self) end },
    maximumValue = { type = "number", default = 10, validate = finite,
                     didSet = function(self) normalize(self, "maximumValue"); layOutLayers(self) end },
    lowerValue = { type = "number", default = 2, validate = finite,
                   didSet = function(self) normalize(self, "lowerValue"); layOutLayers(self) end },
    upperValue = { type = "number", default = 8, validate = finite,
                   didSet = function(self) normalize(self, "upperValue"); layOutLayers(self) end },
    trackColor = { type = "any", default = Color{ white = 0.9 }, didSet = looks },
    trackHighlightColor = { type = "any", default = Color(0, 0.45, 0.94), didSet = looks },
    knobColor = { type = "any", default = Color.white, didSet = looks },
    curvaceousness = { type = "number", default = 1, didSet = looks,
                       validate = function(self, v) return v >= 0 and v <= 1, "from 0 (square) to 1 (round)" end },
    lowerKnobHighlighted = { type = "boolean", default = false, readOnly = true,
      get = function(self) return self._lowerHeld == true end },
    upperKnobHighlighted = { type = "boolean", default = false, readOnly = true,
      get = function(self) return self._upperHeld == true end },
  },

  -- What `tactile fuzz` checks after every step, beside UIKit's own rules (docs/fuzzing.md).
  invariants = {
    ["minimum ≤ lower ≤ upper ≤ maximum"] = function(self)
      return self.minimumValue <= self.lowerValue and self.lowerValue <= self.upperValue
          and self.upperValue <= self.maximumValue,
        string.format("%g ≤ %g ≤ %g ≤ %g", self.minimumValue, self.lowerValue, self.upperValue, self.maximumValue)
    end,
  },

  methods = {
    lowerKnobFrame = function(self) return knobFrame(self, self.lowerValue) end,
    upperKnobFrame = function(self) return knobFrame(self, self.upperValue) end,
  },

  init = function(self)
    self.isOpaque = false
    self._track = Layer{ contentsScale = 2, draw = function(layer, ctx) drawTrack(self, layer, ctx) end }
    self._lowerKnob = Layer{ contentsScale = 2, draw = function(layer, ctx) drawKnob(self, layer, ctx, self._lowerHeld) end }
    self._upperKnob = Layer{ contentsScale = 2, draw = function(layer, ctx) drawKnob(self, layer, ctx, self._upperHeld) end }
    for _, layer in ipairs{ self._track, self._lowerKnob, self._upperKnob } do self.layer:addSublayer(layer) end
    self.frame = Rect(0, 0, 300, 30)
    layOutLayers(self)
  end,

  layout = function(self) layOutLayers(self) end,

  beginTracking = function(self, touch, event)
    local point = touch:locationIn(self)
    self._previous = point
    if contains(knobFrame(self, self.lowerValue), point) then
      self._lowerHeld = true
    elseif contains(knobFrame(self, self.upperValue), point) then
      self._upperHeld = true
    end
    redrawKnobs(self)
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
    redrawKnobs(self)
  end,

  cancelTracking = function(self, event)
    self._lowerHeld, self._upperHeld = false, false
    redrawKnobs(self)
    self.super.cancelTracking(self, event)
  end,

  description = function(self)
    return string.format("%.3g…%.3g of %.3g…%.3g", self.lowerValue, self.upperValue,
                         self.minimumValue, self.maximumValue)
  end,
}
