-- summary: A tab bar controller with a custom button centred on its tab bar, raised when taller (seed 004).
--
-- RaisedCenterTabBar follows the seed-004 raised-centre recipe: a standard tab bar controller
-- (`controller`, a TabBarController filling the control) with a custom button (`centerButton`)
-- added on top of the controller's view — not inside the tab bar, so the part above the bar
-- still takes touches. The button's centre is the tab bar's centre when the button is no taller
-- than the bar; a taller button is raised by half the height difference, so its bottom edge
-- meets the bar's. Tapping the button selects the centre tab (in code: the controller's
-- delegate hears nothing, as with any selection made in code) and sends `centerButtonTapped`.
--
-- The button's art is a layer of its own on the button's layer: a warm gradient tile with a
-- white plus, redrawn when the button's size changes.
--
--     local tabs = RaisedCenterTabBar{ frame = {0, 0, 390, 844}, titles = {"Feed", "Explore", "", "Likes", "Me"},
--                                      buttonWidth = 80, buttonHeight = 70 }

-- The centre button's art, in a layer the size of the button.
local function drawButtonArt(layer, ctx)
  local b = layer.bounds
  local tile = BezierPath.roundedRect(Rect(2, 2, b.width - 4, b.height - 4), math.min(b.width, b.height) * 0.22)
  ctx:saveGState()
  ctx:setShadow(Size(0, 1), 3, Color{ white = 0, alpha = 0.35 })
  ctx:setFillColor(Color.systemPink)
  ctx:addPath(tile)
  ctx:fillPath()
  ctx:restoreGState()
  tile:addClip()
  ctx:drawLinearGradient(Gradient{ colors = { Color.systemOrange, Color.systemPink, Color.systemPurple } },
    Point(0, 0), Point(b.width, b.height))
  local arm, thickness = math.min(b.width, b.height) * 0.22, 4
  ctx:setFillColor(Color.white)
  ctx:fill(Rect(b.width / 2 - arm, b.height / 2 - thickness / 2, 2 * arm, thickness))
  ctx:fill(Rect(b.width / 2 - thickness / 2, b.height / 2 - arm, thickness, 2 * arm))
end

local function place(self)
  local tabs, button = self._tabs, self._button
  tabs.frame = Rect(0, 0, self.bounds.width, self.bounds.height)
  tabs.view:layoutIfNeeded()              -- the tab bar takes its place for the new size
  local bar = tabs.tabBar.frame
  local centre = Point(bar.x + bar.width / 2, bar.y + bar.height / 2)
  local heightDifference = self.buttonHeight - bar.height
  if heightDifference > 0 then centre = Point(centre.x, centre.y - heightDifference / 2) end
  button.frame = Rect(centre.x - self.buttonWidth / 2, centre.y - self.buttonHeight / 2, self.buttonWidth, self.buttonHeight)
  local art = self._buttonArt
  if art.bounds.width ~= self.buttonWidth or art.bounds.height ~= self.buttonHeight then
    art.frame = Rect(0, 0, self.buttonWidth, self.buttonHeight)
    art:setNeedsDisplay()
  end
end

local positive = function(self, v) return v > 0, "must be positive" end

Control.define{
  name = "RaisedCenterTabBar",
  base = "Control",
  events = { "centerButtonTapped" },
  properties = {
    titles = {
      type = "table", default = {},
      didSet = function(self, titles)
        local children = {}
        for i, title in ipairs(titles) do children[i] = ViewController{ title = tostring(title) } end
        self._tabs.viewControllers = children
        place(self)
      end,
    },
    buttonWidth = { type = "number", default = 64, validate = positive, didSet = place },
    buttonHeight = { type = "number", default = 64, validate = positive, didSet = place },
    controller = { type = "any", get = function(self) return self._tabs end },
    centerButton = { type = "any", get = function(self) return self._button end },
    -- The index of the centre tab: the middle one (the later of the two middle ones when even).
    centerIndex = { type = "integer", get = function(self) return #self._tabs.viewControllers // 2 end },
  },

  init = function(self)
    self.frame = Rect(0, 0, 320, 480)
    self._tabs = TabBarController{}
    self:addSubview(self._tabs.view)
    self._button = Button{}
    self._buttonArt = Layer{ contentsScale = 2, draw = drawButtonArt }
    self._button.layer:addSublayer(self._buttonArt)
    self:addSubview(self._button)
    self._button:addTarget(function()
      if #self._tabs.viewControllers == 0 then return end
      self._tabs.selectedIndex = self.centerIndex
      self:sendActions("centerButtonTapped")
    end, "touchUpInside")
    place(self)
  end,

  layout = function(self) place(self) end,

  -- The control is only a frame around the controller's view and the button: where neither is
  -- hit, touches go through it, and it lays out for the current size before they look.
  hitTest = function(self, point, event)
    self:layoutIfNeeded()
    local hit = self.super.hitTest(self, point, event)
    if hit == self then return nil end
    return hit
  end,

  description = function(self) return "selectedIndex=" .. self._tabs.selectedIndex end,
}
