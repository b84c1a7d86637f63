-- A deliberately broken copy of plugins/knob.lua for the fuzzer's mutation tests:
-- a bound not clamped (an angle set or dragged past the ends is stored as it is).
-- summary: A rotary knob turned with one finger, from 0 to 5 radians (seed 000, ch. 25).
--
-- The angle follows the finger around the knob's centre. Past either end the knob pegs:
-- the angle is fixed at the limit, valueChanged is sent and tracking stops (continueTracking
-- returns false, so there is no endTracking and no touch-up for that touch). With
-- `continuous`, every move sends valueChanged; otherwise only the lift does. Setting `angle`
-- from code clamps it to 0…5 and sends nothing.
--
-- It draws itself, as the seed's knob draws its picture: a round metal cap with a notch, turned
-- by `angle` (the seed turns the whole view; here the drawing turns, so the frame stays square),
-- over a scale of ticks from the minimum to the maximum. Changing `angle` redraws it.

local LIMIT = 5
local START = 3 * math.pi / 4    -- where the notch points at angle 0: down and to the left

-- The finger's angle around the knob's centre, in the knob's own coordinates: the knob draws
-- its turn instead of rotating its view (as the seed does), so they stay put while it turns.
local function fingerAngle(self, touch)
  local finger = touch:locationIn(self)
  local b = self.bounds
  return math.atan(finger.y - (b.y + b.height / 2), finger.x - (b.x + b.width / 2))
end

-- The shortest turn between two angles, in (-pi, pi].
local function turn(from, to)
  local delta = (to - from) % (2 * math.pi)
  if delta > math.pi then delta = delta - 2 * math.pi end
  return delta
end

Control.define{
  name = "Knob",
  base = "Control",
  properties = {
    angle = {
      type = "number", default = 0,
      -- MUTATION: the angle is not clamped to 0…5 (was: return math.max(0, math.min(LIMIT, angle))).
      set = function(self, angle) return angle end,
    },
    continuous = { type = "boolean", default = false },
  },

  -- What `tactile fuzz` checks after every step, beside UIKit's own rules (docs/fuzzing.md).
  invariants = {
    ["angle within 0…5"] = function(self)
      return self.angle >= 0 and self.angle <= LIMIT, "the angle is " .. tostring(self.angle)
    end,
  },

  init = function(self)
    self.isOpaque = false           -- only the cap and the scale are painted
  end,

  beginTracking = function(self, touch, event)
    self._finger = fingerAngle(self, touch)
    return true
  end,

  continueTracking = function(self, touch, event)
    local finger = fingerAngle(self, touch)
    local angle = self.angle + turn(self._finger, finger)
    self._finger = finger
    if angle < 0 or angle > LIMIT then
      self.angle = angle            -- clamps to the limit passed
      self:sendActions("valueChanged")
      return false
    end
    self.angle = angle
    if self.continuous then self:sendActions("valueChanged") end
    return true
  end,

  endTracking = function(self, touch, event)
    self:sendActions("valueChanged")
  end,

  draw = function(self, ctx, rect)
    local b = self.bounds
    local size = math.min(b.width, b.height)
    local centre = Point(b.x + b.width / 2, b.y + b.height / 2)
    local radius = size * 0.36
    -- The scale: a tick every half radian from the minimum to the maximum.
    ctx:setStrokeColor(Color.systemGray)
    ctx:setLineCap("round")
    for step = 0, LIMIT * 2 do
      local a = START + step / 2
      local inner, outer = size * 0.42, size * (step % 2 == 0 and 0.49 or 0.46)
      ctx:setLineWidth(step % 2 == 0 and 2 or 1)
      ctx:strokeLine(Point(centre.x + inner * math.cos(a), centre.y + inner * math.sin(a)),
                     Point(centre.x + outer * math.cos(a), centre.y + outer * math.sin(a)))
    end
    -- The cap: a soft shadow, then brushed metal, lit from the top left.
    local cap = Rect(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius)
    ctx:saveGState()
    ctx:setShadow(Size(0, 2), 4, Color{ white = 0, alpha = 0.4 })
    ctx:setFillColor(Color{ white = 0.75 })
    ctx:fillEllipse(cap)
    ctx:restoreGState()
    ctx:saveGState()
    ctx:addEllipse(cap)
    ctx:clip()
    local metal = Gradient{ colors = { Color{ white = 0.97 }, Color{ white = 0.62 } } }
    ctx:drawLinearGradient(metal, Point(cap.x, cap.y), Point(cap.x + cap.width, cap.y + cap.height))
    ctx:restoreGState()
    ctx:setStrokeColor(Color{ white = 0.45 })
    ctx:setLineWidth(1)
    ctx:strokeEllipse(cap)
    -- The notch, turned by the angle (clockwise on screen, as a rotation transform turns a view).
    local a = START + self.angle
    ctx:setStrokeColor(self.isTracking and Color.systemBlue or Color{ white = 0.2 })
    ctx:setLineWidth(3)
    ctx:strokeLine(Point(centre.x + radius * 0.35 * math.cos(a), centre.y + radius * 0.35 * math.sin(a)),
                   Point(centre.x + radius * 0.85 * math.cos(a), centre.y + radius * 0.85 * math.sin(a)))
  end,

  description = function(self)
    return string.format("angle=%.3g", self.angle)
  end,
}
