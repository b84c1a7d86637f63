-- summary: A rotary knob turned with one finger, from 0 to 5 radians (seed 000, ch. 25).
--
-- The angle follows the finger around the knob's centre. Past either end the knob pegs:
-- the angle is fixed at the limit, valueChanged is sent and tracking stops (continueTracking
-- returns false, so there is no endTracking and no touch-up for that touch). With
-- `continuous`, every move sends valueChanged; otherwise only the lift does. Setting `angle`
-- from code clamps it to 0…5 and sends nothing.

local LIMIT = 5

-- The finger's angle around the knob's centre, in window coordinates, so that the knob's
-- own rotation does not enter the measurement.
local function fingerAngle(self, touch)
  local finger = touch:locationIn(nil)
  local b = self.bounds
  local centre = self:convertPoint(Point(b.x + b.width / 2, b.y + b.height / 2), nil)
  return math.atan(finger.y - centre.y, finger.x - centre.x)
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
      set = function(self, angle) return math.max(0, math.min(LIMIT, angle)) end,
    },
    continuous = { type = "boolean", default = false },
  },

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

  description = function(self)
    return string.format("angle=%.3g", self.angle)
  end,
}
