-- summary: A rating from 0 to 5 stars set by touching or dragging across them (seed 003, recipe 2-6).
--
-- Five star views sit in a row; a star is on when the touch is at or past its left edge.
-- valueChanged is sent only when the count changes, and the last star lit pulses (150 %
-- for 0.15 s, back over 0.1 s, on the virtual clock). Like the recipe, the control sends
-- touchDown, the drag events and the touch-ups itself, which the base class also sends:
-- Tactile notes each duplicate in the traffic.
--
-- The control draws its stars where its star views are — filled gold when lit, pale when not,
-- the last one lit scaled by `pulse` while it pulses — on the recipe's contrasting background
-- (black at 25 %).

local STAR = 24          -- a star's side, in points
local COUNT = 5

local function contains(rect, p)
  return p.x >= rect.x and p.x < rect.x + rect.width and p.y >= rect.y and p.y < rect.y + rect.height
end

-- A five-pointed star around a centre, its points at a radius, its inner corners at 40 % of it.
local function starPath(centre, radius)
  local path = BezierPath()
  for i = 0, 9 do
    local r = i % 2 == 0 and radius or radius * 0.4
    local a = -math.pi / 2 + i * math.pi / 5
    local p = Point(centre.x + r * math.cos(a), centre.y + r * math.sin(a))
    if i == 0 then path:moveTo(p) else path:addLineTo(p) end
  end
  path:close()
  return path
end

local function update(self, point)
  local value, changed = 0, nil
  for _, star in ipairs(self._stars) do
    if point.x < star.frame.x then
      star.alpha = 0.3
    else
      star.alpha = 1
      changed = star
      value = value + 1
    end
  end
  if value ~= self.value then
    self.value = value
    self:sendActions("valueChanged")
    if changed then
      self.pulse = 1
      animate(self, { pulse = 1.5 }, 0.15, function()
        animate(self, { pulse = 1 }, 0.1)
      end)
    end
  end
end

Control.define{
  name = "StarSlider",
  base = "Control",
  properties = {
    value = { type = "integer", default = 0,
              validate = function(self, v) return v >= 0 and v <= COUNT, "0 to 5 stars" end },
    pulse = { type = "number", default = 1 },   -- the scale of the last star lit, while it pulses
  },

  -- What `tactile fuzz` checks after every step, beside UIKit's own rules (docs/fuzzing.md).
  invariants = {
    ["a rating of 0 to 5 stars"] = function(self)
      return self.value >= 0 and self.value <= COUNT, "the rating is " .. tostring(self.value)
    end,
    ["valueChanged only when the rating changes"] = function(self, step)
      return not step.sent.valueChanged or self.value ~= step.before.value,
        "valueChanged was sent and the rating stayed " .. tostring(self.value)
    end,
  },

  init = function(self)
    self.frame = Rect(0, 0, STAR * 8, 34)
    self.isOpaque = false
    self.backgroundColor = Color{ white = 0, alpha = 0.25 }
    self._stars = {}
    local centre = STAR
    for i = 1, COUNT do
      local star = View{ frame = Rect(centre - STAR / 2, 17 - STAR / 2, STAR, STAR), alpha = 0.3 }
      self:addSubview(star)
      self._stars[i] = star
      centre = centre + STAR * 1.5
    end
  end,

  draw = function(self, ctx, rect)
    for i, star in ipairs(self._stars) do
      local f = star.frame
      local lit = i <= self.value
      local scale = i == self.value and self.pulse or 1
      local path = starPath(Point(f.x + f.width / 2, f.y + f.height / 2), f.width / 2 * scale)
      ctx:setFillColor(lit and Color.systemYellow or Color{ white = 1, alpha = 0.35 })
      ctx:setStrokeColor(lit and Color.systemOrange or Color{ white = 1, alpha = 0.6 })
      ctx:setLineWidth(1.5)
      ctx:setLineJoin("round")
      ctx:addPath(path)
      ctx:fillPath()
      ctx:addPath(path)
      ctx:strokePath()
    end
  end,

  beginTracking = function(self, touch, event)
    local point = touch:locationIn(self)
    self:sendActions("touchDown")
    update(self, point)
    return true
  end,

  continueTracking = function(self, touch, event)
    local point = touch:locationIn(self)
    -- The recipe compares with the frame (in the superview's coordinates); kept as written.
    if contains(self.frame, point) then
      self:sendActions("touchDragInside")
    else
      self:sendActions("touchDragOutside")
    end
    update(self, point)
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

  description = function(self) return "value=" .. self.value end,
}
