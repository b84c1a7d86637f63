-- summary: A rating from 0 to 5 stars set by touching or dragging across them (seed 003, recipe 2-6).
--
-- Five star views sit in a row; a star is on when the touch is at or past its left edge.
-- valueChanged is sent only when the count changes, and the last star lit pulses (150 %
-- for 0.15 s, back over 0.1 s, on the virtual clock). Like the recipe, the control sends
-- touchDown, the drag events and the touch-ups itself, which the base class also sends:
-- Tactile notes each duplicate in the traffic.

local STAR = 24          -- a star's side, in points
local COUNT = 5

local function contains(rect, p)
  return p.x >= rect.x and p.x < rect.x + rect.width and p.y >= rect.y and p.y < rect.y + rect.height
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

  init = function(self)
    self.frame = Rect(0, 0, STAR * 8, 34)
    self._stars = {}
    local centre = STAR
    for i = 1, COUNT do
      local star = View{ frame = Rect(centre - STAR / 2, 17 - STAR / 2, STAR, STAR), alpha = 0.3 }
      self:addSubview(star)
      self._stars[i] = star
      centre = centre + STAR * 1.5
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

  cancelTracking = function(self, event)
    self:sendActions("touchCancel")
  end,

  description = function(self) return "value=" .. self.value end,
}
