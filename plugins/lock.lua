-- summary: Slide to unlock: drag the thumb past three quarters of the track (seed 003, recipe 2-9).
--
-- Touches count within 20 pt of the track and of the thumb. The thumb follows the finger
-- (0.1 s moves); straying more than 20 pt from the track stops tracking and springs the
-- thumb back (0.2 s). Lifting past 75 % of the track unlocks: `value` becomes 0, the lock
-- stops taking touches, sends valueChanged and its custom `unlocked` event, fades out over
-- 0.5 s and removes itself. Lifting short springs the thumb back. Like the recipe it sends
-- touchDown and the touch-ups itself (duplicates of the base class's, which Tactile notes).

local MARGIN = 20
local THUMB = 30
local UNLOCK = 0.75

local function contains(rect, p)
  return p.x >= rect.x and p.x < rect.x + rect.width and p.y >= rect.y and p.y < rect.y + rect.height
end

local function grown(rect, by)
  return Rect(rect.x - by, rect.y - by, rect.width + 2 * by, rect.height + 2 * by)
end

local function moveThumb(self, x, duration)
  local frame = self._thumb.frame
  frame.x = x
  animate(self._thumb, { frame = frame }, duration)
end

Control.define{
  name = "Lock",
  base = "Control",
  events = { "unlocked" },
  properties = {
    value = { type = "integer", default = 1, readOnly = true,
              get = function(self) return self._value end },
  },

  methods = {
    track = function(self) return self._track end,
    thumb = function(self) return self._thumb end,
  },

  init = function(self)
    self._value = 1
    self.frame = Rect(0, 0, 300, 80)
    self._track = View{ isUserInteractionEnabled = false }
    self._thumb = View{ frame = Rect(0, 0, THUMB, THUMB), isUserInteractionEnabled = false }
    self._track:addSubview(self._thumb)
    self:addSubview(self._track)
  end,

  layout = function(self)
    local b = self.bounds
    self._track.frame = Rect(b.x + 20, b.y + (b.height - THUMB) / 2, b.width - 40, THUMB)
  end,

  beginTracking = function(self, touch, event)
    if not contains(grown(self._track.frame, MARGIN), touch:locationIn(self)) then return false end
    if not contains(grown(self._thumb.frame, MARGIN), touch:locationIn(self._track)) then return false end
    self:sendActions("touchDown")
    return true
  end,

  continueTracking = function(self, touch, event)
    if not contains(grown(self._track.frame, MARGIN), touch:locationIn(self)) then
      moveThumb(self, 0, 0.2)
      return false
    end
    moveThumb(self, touch:locationIn(self._track).x, 0.1)
    return true
  end,

  endTracking = function(self, touch, event)
    local point = touch:locationIn(self._track)
    if point.x > self._track.frame.width * UNLOCK then
      self._value = 0
      self.isUserInteractionEnabled = false
      self:sendActions("valueChanged")
      self:sendActions("unlocked")
      animate(self, { alpha = 0 }, 0.5, function() self:removeFromSuperview() end)
    else
      moveThumb(self, 0, 0.2)
    end
    if contains(self._track.bounds, point) then
      self:sendActions("touchUpInside")
    else
      self:sendActions("touchUpOutside")
    end
  end,

  cancelTracking = function(self, event)
    self:sendActions("touchCancel")
  end,

  description = function(self) return self._value == 1 and "locked" or "unlocked" end,
}
