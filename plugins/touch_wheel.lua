-- summary: An endless scroll wheel: one clockwise turn adds 1, counter-clockwise subtracts (seed 003, recipe 2-7).
--
-- The control is 200 × 200. A touch must start on the ring, between 30 pt from the centre
-- and the edge; tracking stops when the finger strays beyond the radius plus 50 pt. Every
-- move sends valueChanged. Like the recipe, it sends touchDown, the drag events and the
-- touch-ups itself (duplicates of the base class's, which Tactile notes), and tests drags
-- against its frame.
--
-- It draws the recipe's wheel art: a grey ring around a white hub that takes no touches, and a dot that turns with
-- `value` (a whole turn per unit, clockwise), so a spin is seen.

local SIZE = 200
local HUB = 30           -- the dead centre, in points
local STRAY = 50         -- how far beyond the rim the finger may go

local function contains(rect, p)
  return p.x >= rect.x and p.x < rect.x + rect.width and p.y >= rect.y and p.y < rect.y + rect.height
end

local function distance(p, c) return math.sqrt((p.x - c.x) ^ 2 + (p.y - c.y) ^ 2) end

-- The angle of a point around the centre in degrees, counter-clockwise on screen.
local function angleOf(p, c) return math.deg(math.atan(c.y - p.y, p.x - c.x)) end

local function centreOf(self)
  local b = self.bounds
  return Point(b.width / 2, b.height / 2)
end

Control.define{
  name = "TouchWheel",
  base = "Control",
  properties = {
    value = { type = "number", default = 0 },
  },

  init = function(self)
    self.frame = Rect(0, 0, SIZE, SIZE)
    self.isOpaque = false
  end,

  draw = function(self, ctx, rect)
    local c = centreOf(self)
    local rim = c.x - 2
    ctx:saveGState()
    ctx:setShadow(Size(0, 2), 5, Color{ white = 0, alpha = 0.35 })
    ctx:setFillColor(Color.systemGray4)
    ctx:fillEllipse(Rect(c.x - rim, c.y - rim, 2 * rim, 2 * rim))
    ctx:restoreGState()
    -- The ring, lit from above, with the hub cut out (even-odd).
    local ring = BezierPath.oval(Rect(c.x - rim, c.y - rim, 2 * rim, 2 * rim))
    ring:append(BezierPath.oval(Rect(c.x - HUB, c.y - HUB, 2 * HUB, 2 * HUB)))
    ring.usesEvenOddFillRule = true
    ctx:saveGState()
    ring:addClip()
    ctx:drawRadialGradient(Gradient{ colors = { Color.systemGray6, Color.systemGray3 } },
      Point(c.x, c.y - rim / 2), 0, c, rim)
    ctx:restoreGState()
    ctx:setFillColor(Color.white)
    ctx:fillEllipse(Rect(c.x - HUB, c.y - HUB, 2 * HUB, 2 * HUB))
    ctx:setStrokeColor(Color.systemGray2)
    ctx:setLineWidth(1)
    ctx:strokeEllipse(Rect(c.x - rim, c.y - rim, 2 * rim, 2 * rim))
    ctx:strokeEllipse(Rect(c.x - HUB, c.y - HUB, 2 * HUB, 2 * HUB))
    -- The marker: at the top for 0, a whole turn clockwise per unit of value.
    local a = -math.pi / 2 + self.value * 2 * math.pi
    local r = (rim + HUB) / 2
    ctx:setFillColor(self.isTracking and Color.systemBlue or Color.systemGray)
    ctx:fillEllipse(Rect(c.x + r * math.cos(a) - 6, c.y + r * math.sin(a) - 6, 12, 12))
  end,

  beginTracking = function(self, touch, event)
    local point, centre = touch:locationIn(self), centreOf(self)
    local d = distance(point, centre)
    if d > centre.x or d < HUB then return false end
    self._theta = angleOf(point, centre)
    self:sendActions("touchDown")
    return true
  end,

  continueTracking = function(self, touch, event)
    local point, centre = touch:locationIn(self), centreOf(self)
    if contains(self.frame, point) then
      self:sendActions("touchDragInside")
    else
      self:sendActions("touchDragOutside")
    end
    if distance(point, centre) > centre.x + STRAY then return false end
    local theta = angleOf(point, centre)
    local dtheta = theta - self._theta
    local tries = 0
    while math.abs(dtheta) > 300 and tries < 4 do   -- crossed the ±180° seam
      dtheta = dtheta > 0 and dtheta - 360 or dtheta + 360
      tries = tries + 1
    end
    self.value = self.value - dtheta / 360
    self._theta = theta
    self:sendActions("valueChanged")
    return true
  end,

  endTracking = function(self, touch, event)
    if contains(self.bounds, touch:locationIn(self)) then
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

  description = function(self) return string.format("value=%.3g", self.value) end,
}
