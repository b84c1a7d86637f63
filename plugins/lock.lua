-- summary: Slide to unlock: drag the thumb past three quarters of the track (seed 003, recipe 2-9).
--
-- Touches count within 20 pt of the track and of the thumb. The thumb follows the finger
-- (0.1 s moves); straying more than 20 pt from the track stops tracking and springs the
-- thumb back (0.2 s). Lifting past 75 % of the track unlocks: `value` becomes 0, the lock
-- stops taking touches, sends valueChanged and its custom `unlocked` event, fades out over
-- 0.5 s and removes itself. Lifting short springs the thumb back. Like the recipe it sends
-- touchDown and the touch-ups itself (duplicates of the base class's, which Tactile notes).
--
-- Its look, after the recipe's four parts: a dark backdrop and a padlock (drawn by the lock,
-- open once unlocked), the track (a view with a translucent rounded layer) with its hint, and
-- the thumb (a white rounded view with an arrow drawn by a layer of its own).

local MARGIN = 20
local THUMB = 30
local UNLOCK = 0.75

local function contains(rect, p)
  return p.x >= rect.x and p.x < rect.x + rect.width and p.y >= rect.y and p.y < rect.y + rect.height
end

local function grown(rect, by)
  return Rect(rect.x - by, rect.y - by, rect.width + 2 * by, rect.height + 2 * by)
end

-- A padlock, closed or open, in a rectangle.
local function drawPadlock(ctx, r, open)
  local shackle = BezierPath()
  local lift = open and r.height * 0.25 or 0
  shackle:moveTo(r.x + r.width * 0.22, r.y + r.height * 0.5 - lift)
  shackle:addLineTo(r.x + r.width * 0.22, r.y + r.height * 0.3 - lift)
  shackle:addArc(Point(r.x + r.width / 2, r.y + r.height * 0.3 - lift), r.width * 0.28, math.pi, 0, true)
  shackle:addLineTo(r.x + r.width * 0.78, r.y + r.height * (open and 0.3 or 0.5) - lift)
  shackle.lineWidth = 2.5
  ctx:setStrokeColor(Color{ white = 0.85 })
  ctx:addPath(shackle)
  ctx:setLineWidth(2.5)
  ctx:strokePath()
  ctx:setFillColor(open and Color.systemGreen or Color{ white = 0.85 })
  ctx:addPath(BezierPath.roundedRect(Rect(r.x, r.y + r.height * 0.45, r.width, r.height * 0.55), 3))
  ctx:fillPath()
end

-- The thumb's arrow, a chevron pointing the way to slide.
local function drawArrow(layer, ctx)
  local b = layer.bounds
  ctx:setStrokeColor(Color.systemGray)
  ctx:setLineWidth(2.5)
  ctx:setLineCap("round")
  ctx:setLineJoin("round")
  ctx:moveTo(b.width * 0.42, b.height * 0.3)
  ctx:addLineTo(b.width * 0.62, b.height * 0.5)
  ctx:addLineTo(b.width * 0.42, b.height * 0.7)
  ctx:strokePath()
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
    self.isOpaque = false
    self._track = View{ isUserInteractionEnabled = false, backgroundColor = Color{ white = 1, alpha = 0.12 } }
    self._track.layer.cornerRadius = THUMB / 2
    self._thumb = View{ frame = Rect(0, 0, THUMB, THUMB), isUserInteractionEnabled = false, backgroundColor = Color.white }
    self._thumb.layer.cornerRadius = THUMB / 2
    self._thumb.layer:addSublayer(Layer{ frame = Rect(0, 0, THUMB, THUMB), contentsScale = 2, draw = drawArrow })
    self._track:addSubview(self._thumb)
    self:addSubview(self._track)
  end,

  draw = function(self, ctx, rect)
    local b = self.bounds
    local backdrop = BezierPath.roundedRect(b, 14)
    ctx:saveGState()
    ctx:addPath(backdrop)
    ctx:clip()
    ctx:drawLinearGradient(Gradient{ colors = { Color{ white = 0.28 }, Color{ white = 0.1 } } }, Point(0, b.y), Point(0, b.y + b.height))
    ctx:restoreGState()
    local track = self._track.frame
    ctx:drawText("slide to unlock", Rect(track.x + THUMB + 8, track.y + 7, track.width - 2 * THUMB - 16, 18),
      { font = Font.systemFont(13), color = Color{ white = 1, alpha = 0.55 }, alignment = "center" })
    drawPadlock(ctx, Rect(track.x + track.width - THUMB + 8, track.y + 5, 14, 20), self._value == 0)
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
      self:setNeedsDisplay()          -- the padlock opens (a private field changes no drawing by itself)
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

  -- A cancelled touch springs the thumb back, as a short lift does; the base class ends tracking,
  -- removes the highlight and sends touchCancel (the recipe sent touchCancel itself and left the
  -- control tracking a touch that no longer exists, its thumb where the finger left it).
  cancelTracking = function(self, event)
    moveThumb(self, 0, 0.2)
    self.super.cancelTracking(self, event)
  end,

  description = function(self) return self._value == 1 and "locked" or "unlocked" end,
}
