-- summary: A ribbon pulled down to trigger an action, wiggling until first used (seed 003, recipe 2-8).
--
-- A touch must start on an opaque part of the ribbon art (alpha above 85 of 255): its
-- translucent edges and the notch cut into its tail do not start tracking. The ribbon
-- follows the finger down; past 75 pt it triggers: tracking ends (continueTracking returns
-- false), the ribbon winds back over 0.3 s and valueChanged is sent when it is back. A pull
-- that falls short winds back when the finger lifts. Until the first drag the ribbon wiggles
-- (10 pt down and back, 0.25 s each way) every 4 s, four times at most.
--
-- As the recipe's motion effects do (listing 2-1), the ribbon sways with the device's tilt, up
-- to 15 pt along each axis (`device.tilt(x, y)`): what is drawn moves, its frame does not.
--
-- The ribbon is an image view showing art drawn once, when the plugin loads, into an image
-- (`render(size, function(ctx) … end)`): red cloth with translucent selvedges and the notch cut
-- into its tail. As in the recipe, the hit test reads the art's own pixels.

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

-- The ribbon art, 40 × 100 points at 2 pixels a point: opaque cloth between 2 pt selvedges at
-- a quarter alpha (64 of 255), shaded across and striped along, with a V-shaped notch cut into
-- the tail.
local ART = render(Size(RIBBON_WIDTH, RIBBON_HEIGHT), function(ctx)
  local w, h = RIBBON_WIDTH, RIBBON_HEIGHT
  local cloth = BezierPath()
  cloth:moveTo(0, 0); cloth:addLineTo(w, 0); cloth:addLineTo(w, h)
  cloth:addLineTo(w / 2, h - NOTCH); cloth:addLineTo(0, h); cloth:close()
  cloth:addClip()
  ctx:setFillColor(Color{ red = 0.75, green = 0.05, blue = 0.1, alpha = 64 / 255 })
  ctx:fill(Rect(0, 0, w, h))
  ctx:clear(Rect(2, 0, w - 4, h))
  ctx:clip(Rect(2, 0, w - 4, h))
  local shade = Gradient{ colors = { "#B0101C", "#E8303A", "#B0101C" } }
  ctx:drawLinearGradient(shade, Point(2, 0), Point(w - 2, 0))
  ctx:setFillColor(Color{ white = 0, alpha = 0.08 })
  for y = 3, h, 6 do ctx:fill(Rect(2, y, w - 4, 2)) end
end, { scale = 2 })

local SWAY = 15            -- how far the ribbon sways with the tilt, along each axis

-- The ribbon follows the device's tilt: its centre moves up to SWAY points either way along
-- each axis, in one group of two interpolating motion effects.
local function startMotionEffects(ribbon)
  local alongX = InterpolatingMotionEffect{ keyPath = "center.x", type = "tiltAlongHorizontalAxis",
                                            minimumRelativeValue = -SWAY, maximumRelativeValue = SWAY }
  local alongY = InterpolatingMotionEffect{ keyPath = "center.y", type = "tiltAlongVerticalAxis",
                                            minimumRelativeValue = -SWAY, maximumRelativeValue = SWAY }
  ribbon:addMotionEffect(MotionEffectGroup{ motionEffects = { alongX, alongY } })
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
      return ART:alphaAt(self:convertPoint(point, self._ribbon))
    end,
    -- The ribbon view (its frame moves as it is pulled).
    ribbon = function(self) return self._ribbon end,
  },

  init = function(self)
    self.frame = Rect(0, 0, RIBBON_WIDTH + 2 * INSET, 200)
    self.isOpaque = false
    self._ribbon = ImageView{ image = ART, frame = restingFrame() }
    self:addSubview(self._ribbon)
    startMotionEffects(self._ribbon)
    self._wiggles = 0
    clock.after(4, function() wiggle(self) end)
  end,

  beginTracking = function(self, touch, event)
    local point = touch:locationIn(self)
    if contains(self._ribbon.frame, point) and ART:alphaAt(touch:locationIn(self._ribbon)) > OPAQUE then
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

  -- A cancelled pull winds the ribbon back, as a lift does; the base class ends tracking and
  -- sends touchCancel (the recipe sent touchCancel itself and left the control tracking a touch
  -- that no longer exists, its ribbon where the finger left it).
  cancelTracking = function(self, event)
    windBack(self)
    self.super.cancelTracking(self, event)
  end,
}
