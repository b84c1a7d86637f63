-- summary: A ribbon pulled down to trigger an action, wiggling until first used (seed 003, recipe 2-8).
--
-- A touch must start on an opaque part of the ribbon art (alpha above 85 of 255): its
-- translucent edges and the notch cut into its tail do not start tracking. The ribbon
-- follows the finger down; past 75 pt it triggers: tracking ends (continueTracking returns
-- false), the ribbon winds back over 0.3 s and valueChanged is sent when it is back. A pull
-- that falls short winds back when the finger lifts. Until the first drag the ribbon wiggles
-- (10 pt down and back, 0.25 s each way) every 4 s, four times at most.

local RIBBON_WIDTH, RIBBON_HEIGHT = 40, 100
local INSET = 10           -- the ribbon's x in the control
local REST = 75            -- where the ribbon's tail rests, from the control's top
local TRIGGER = 75         -- how far to pull
local OPAQUE = 85          -- the least alpha (of 255) that counts as ribbon
local NOTCH = 20           -- the depth of the notch in the ribbon's tail
local WIGGLES = 4

local function contains(rect, p)
  return p.x >= rect.x and p.x < rect.x + rect.width and p.y >= rect.y and p.y < rect.y + rect.height
end

-- The ribbon art's alpha (0…255) at a point in the ribbon's coordinates: opaque cloth, 2 pt
-- anti-aliased edges, and a V-shaped notch cut into the tail.
local function artAlpha(x, y)
  if x < 0 or y < 0 or x >= RIBBON_WIDTH or y >= RIBBON_HEIGHT then return 0 end
  local notchTop = RIBBON_HEIGHT - NOTCH
  if y >= notchTop and math.abs(x - RIBBON_WIDTH / 2) < (y - notchTop) then return 0 end
  if x < 2 or x >= RIBBON_WIDTH - 2 then return 64 end
  return 255
end

local function restingFrame() return Rect(INSET, REST - RIBBON_HEIGHT, RIBBON_WIDTH, RIBBON_HEIGHT) end

local function windBack(self, done)
  animate(self._ribbon, { frame = restingFrame() }, 0.3, done)
end

local function wiggle(self)
  if self._used or self._wiggles >= WIGGLES then return end
  self._wiggles = self._wiggles + 1
  local ribbon = self._ribbon
  local down = ribbon.frame
  down.y = down.y + 10
  animate(ribbon, { frame = down }, 0.25, function()
    animate(ribbon, { frame = restingFrame() }, 0.25)
  end)
  clock.after(4, function() wiggle(self) end)
end

Control.define{
  name = "PullRibbon",
  base = "Control",
  properties = {
    wiggleCount = { type = "integer", default = 0, readOnly = true,
                    get = function(self) return self._wiggles end },
  },

  methods = {
    -- The art's alpha at a point in the control's coordinates, as the hit test reads it.
    ribbonAlpha = function(self, point)
      local p = self:convertPoint(point, self._ribbon)
      return artAlpha(p.x, p.y)
    end,
    -- The ribbon view (its frame moves as it is pulled).
    ribbon = function(self) return self._ribbon end,
  },

  init = function(self)
    self.frame = Rect(0, 0, RIBBON_WIDTH + 2 * INSET, 200)
    self._ribbon = View{ frame = restingFrame(), isUserInteractionEnabled = false }
    self:addSubview(self._ribbon)
    self._wiggles = 0
    clock.after(4, function() wiggle(self) end)
  end,

  beginTracking = function(self, touch, event)
    local point = touch:locationIn(self)
    local onArt = touch:locationIn(self._ribbon)
    if contains(self._ribbon.frame, point) and artAlpha(onArt.x, onArt.y) > OPAQUE then
      self:sendActions("touchDown")
      self._down = point
      return true
    end
    return false
  end,

  continueTracking = function(self, touch, event)
    self._used = true                  -- used once: no more wiggles
    local point = touch:locationIn(self)
    if contains(self.frame, point) then
      self:sendActions("touchDragInside")
    else
      self:sendActions("touchDragOutside")
    end
    local dy = math.max(point.y - self._down.y, 0)
    dy = math.min(dy, self.bounds.height - REST)
    self._ribbon.frame = Rect(INSET, dy + REST - RIBBON_HEIGHT, RIBBON_WIDTH, RIBBON_HEIGHT)
    if dy > TRIGGER then
      windBack(self, function() self:sendActions("valueChanged") end)
      return false
    end
    return true
  end,

  endTracking = function(self, touch, event)
    if contains(self.bounds, touch:locationIn(self)) then
      self:sendActions("touchUpInside")
    else
      self:sendActions("touchUpOutside")
    end
    windBack(self)
  end,

  cancelTracking = function(self, event)
    self:sendActions("touchCancel")
  end,
}
