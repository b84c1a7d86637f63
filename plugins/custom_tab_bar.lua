-- summary: A tab bar built from buttons, with a glow per item and an arrow that slides to the selection (seed 004).
--
-- CustomTabBar follows two seed-004 recipes: the custom tab bar (one button per item, exactly one
-- of them selected, a background whose top half is a translucent band and bottom half solid, and
-- a glow that can be put on any item with `glowItemAtIndex(i)` and taken off with
-- `removeGlowAtIndex(i)`) and the tab bar arrow (a small triangle on top of the bar, 2 pt over its
-- top edge, that slides over 0.2 s to `index × itemWidth + itemWidth/2 − arrowWidth/2`).
--
-- Items are titles: `CustomTabBar{ items = {"Home", "Mentions", "Messages"} }`. Indices count
-- from 0, like UIKit's. An item is selected as soon as a finger touches down on it; a change of
-- selection by touch moves the arrow with the animation and sends valueChanged, touching the
-- selected item again sends nothing. Setting `selectedIndex` in code places the arrow at once and
-- sends nothing.
--
-- Its pictures are drawn in code into images when the plugin loads (`render(size, fn)`), as the
-- recipe's are PNGs: the background strip (1 × 44, stretched across the bar), the blue glow and
-- the arrow. Titles are grey, the selected one blue: the items are system buttons, whose titles
-- take their tint colour.

local GLOW_TAG = 4004
local ARROW_WIDTH, ARROW_HEIGHT = 10, 5

-- The background: a translucent band over the top half, solid below (the recipe's 22 + 22 rows).
local BACKGROUND = render(Size(1, 44), function(ctx)
  ctx:drawLinearGradient(Gradient{ colors = { Color{ white = 0.45, alpha = 0.85 }, Color{ white = 0.2, alpha = 0.85 } } },
    Point(0, 0), Point(0, 22))
  ctx:setFillColor(Color{ white = 0.08 })
  ctx:fill(Rect(0, 22, 1, 22))
end)

-- The glow: blue light rising from the bottom of an item.
local GLOW = render(Size(80, 44), function(ctx)
  ctx:drawRadialGradient(Gradient{ colors = { Color{ red = 0.3, green = 0.65, blue = 1, alpha = 0.9 }, Color{ red = 0.3, green = 0.65, blue = 1, alpha = 0 } } },
    Point(40, 44), 0, Point(40, 44), 34)
end)

-- The arrow: a small light triangle pointing down at the selected item.
local ARROW = render(Size(ARROW_WIDTH, ARROW_HEIGHT), function(ctx)
  ctx:setFillColor(Color{ white = 0.85 })
  ctx:moveTo(0, 0); ctx:addLineTo(ARROW_WIDTH, 0); ctx:addLineTo(ARROW_WIDTH / 2, ARROW_HEIGHT); ctx:closePath()
  ctx:fillPath()
end)

local function itemWidth(self)
  local count = #self._buttons
  return count > 0 and self.bounds.width / count or 0
end

-- Where the arrow's left edge goes for an item: the middle of the item less half the arrow.
local function arrowX(self, index)
  local width = itemWidth(self)
  return index * width + width / 2 - self._arrow.bounds.width / 2
end

local function arrowFrame(self, index)
  local arrow = self._arrow.bounds
  return Rect(arrowX(self, index), 2 - arrow.height, arrow.width, arrow.height)
end

-- Slides the arrow to an item over 0.2 s. The animation moves the arrow through a stand-in that
-- stops passing values on once a newer slide starts or the arrow is placed directly.
local function slideArrow(self, index)
  self._slide = self._slide + 1
  local slide, arrow = self._slide, self._arrow
  local mover = setmetatable({}, {
    __index = function(_, key) return arrow[key] end,
    __newindex = function(_, key, value) if self._slide == slide then arrow[key] = value end end,
  })
  animate(mover, { frame = arrowFrame(self, index) }, 0.2)
end

-- Puts the arrow over an item at once, ending any slide.
local function placeArrow(self, index)
  self._slide = self._slide + 1
  self._arrow.frame = arrowFrame(self, index)
end

local function buttonAt(self, index)
  local button = self._buttons[index + 1]
  if not button then error("CustomTabBar has no item at index " .. tostring(index), 3) end
  return button
end

local function markSelection(self)
  for i, button in ipairs(self._buttons) do
    button.isSelected = (i - 1 == self.selectedIndex)
    button.tintColor = button.isSelected and Color.systemBlue or Color{ white = 0.7 }
  end
end

local function layOut(self)
  local b = self.bounds
  self._background.frame = Rect(0, 0, b.width, b.height)
  local width = itemWidth(self)
  for i, button in ipairs(self._buttons) do
    button.frame = Rect((i - 1) * width, 0, width, b.height)
    local glow = button:viewWithTag(GLOW_TAG)
    if glow then glow.frame = Rect(0, 0, width, b.height) end
  end
  if #self._buttons > 0 then placeArrow(self, self.selectedIndex) end
end

-- A finger touched down on an item: select it, slide the arrow, and report a change.
local function touchedDown(self, index)
  if index == self.selectedIndex then return end
  self._sliding = true
  self.selectedIndex = index
  self._sliding = false
  slideArrow(self, index)
  self:sendActions("valueChanged")
end

local function rebuild(self)
  for _, button in ipairs(self._buttons) do button:removeFromSuperview() end
  self._buttons = {}
  for i, title in ipairs(self.items) do
    local button = Button{ type = "system", title = tostring(title) }
    button:addTarget(function() touchedDown(self, i - 1) end, "touchDown")
    self:addSubview(button)
    self._buttons[i] = button
  end
  self:bringSubviewToFront(self._arrow)
  if self.selectedIndex >= #self._buttons then self.selectedIndex = 0 end
  markSelection(self)
  layOut(self)
end

Control.define{
  name = "CustomTabBar",
  base = "Control",
  properties = {
    items = { type = "table", default = {}, didSet = rebuild },
    selectedIndex = {
      type = "integer", default = 0,
      validate = function(self, index)
        return index == 0 or (index > 0 and index < #self._buttons), "no item at that index"
      end,
      didSet = function(self, index)
        markSelection(self)
        if not self._sliding and #self._buttons > 0 then placeArrow(self, index) end
      end,
    },
    itemWidth = { type = "number", get = itemWidth },
    arrow = { type = "any", get = function(self) return self._arrow end },
    background = { type = "any", get = function(self) return self._background end },
  },

  methods = {
    -- The x the arrow's left edge takes for an item (the recipe's horizontal location).
    arrowXForIndex = function(self, index) return arrowX(self, index) end,
    buttonAtIndex = function(self, index) return buttonAt(self, index) end,
    glowItemAtIndex = function(self, index)
      local button = buttonAt(self, index)
      if button:viewWithTag(GLOW_TAG) then return end
      local glow = ImageView{ tag = GLOW_TAG, frame = Rect(0, 0, button.bounds.width, button.bounds.height), image = GLOW }
      button:addSubview(glow)
    end,
    removeGlowAtIndex = function(self, index)
      local glow = buttonAt(self, index):viewWithTag(GLOW_TAG)
      if glow then glow:removeFromSuperview() end
    end,
    isGlowingAtIndex = function(self, index) return buttonAt(self, index):viewWithTag(GLOW_TAG) ~= nil end,
  },

  init = function(self)
    self._buttons = {}
    self._slide = 0
    self.frame = Rect(0, 0, 320, 44)
    self.isOpaque = false
    self._background = ImageView{ image = BACKGROUND }
    self:addSubview(self._background)
    self._arrow = ImageView{ image = ARROW, frame = Rect(0, 2 - ARROW_HEIGHT, ARROW_WIDTH, ARROW_HEIGHT) }
    self:addSubview(self._arrow)
  end,

  layout = function(self) layOut(self) end,

  -- Lay the buttons out for the current size before a touch looks for one.
  hitTest = function(self, point, event)
    self:layoutIfNeeded()
    return self.super.hitTest(self, point, event)
  end,

  description = function(self) return "selectedIndex=" .. self.selectedIndex end,
}
