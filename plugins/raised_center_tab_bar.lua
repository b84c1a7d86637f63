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
--     local tabs = RaisedCenterTabBar{ frame = {0, 0, 390, 844}, titles = {"Feed", "Explore", "", "Likes", "Me"},
--                                      buttonWidth = 80, buttonHeight = 70 }

local function place(self)
  local tabs, button = self._tabs, self._button
  tabs.frame = Rect(0, 0, self.bounds.width, self.bounds.height)
  tabs.view:layoutIfNeeded()              -- the tab bar takes its place for the new size
  local bar = tabs.tabBar.frame
  local centre = Point(bar.x + bar.width / 2, bar.y + bar.height / 2)
  local heightDifference = self.buttonHeight - bar.height
  if heightDifference > 0 then centre = Point(centre.x, centre.y - heightDifference / 2) end
  button.frame = Rect(centre.x - self.buttonWidth / 2, centre.y - self.buttonHeight / 2, self.buttonWidth, self.buttonHeight)
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
