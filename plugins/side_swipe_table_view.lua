-- summary: Swipe a row left or right to reveal a menu of buttons behind it (seed 004, SideSwipeTableView).
--
-- A table of rows (`rows`, a list of titles; `configureCell(self, cell, row)` may add to a
-- row's cell) with two swipe recognizers on the table, one
-- per direction. A swipe across a row slides that row out in the swipe's direction over
-- 0.2 s, uncovering a menu of buttons (`menuItems`, a list of titles) laid behind it.
-- Tapping a menu button calls `menuAction(self, row, index, title)` (rows and buttons
-- counted from 1). The menu goes away, the row sliding back with a three-step bounce, when
-- another row is swiped (which then shows the menu), when the table is scrolled, or when a
-- tap lands anywhere but on the menu. A swipe that starts on a control inside a row cancels
-- that control's tracking: the recognizers cancel the touches in the table's views.
--
-- The bounce: the row comes back past its place by 10 pt (0.2 s), then back 5 pt past it the
-- other way (0.1 s), then to rest (0.1 s).
--
-- The menu is dark with white titles (system buttons tinted white), as in the seed's app, so it
-- shows under the sliding row.

local SLIDE = 0.2                                  -- seconds for the row to slide out
local BOUNCE = { { 10, 0.2 }, { -5, 0.1 }, { 0, 0.1 } }   -- overshoot (in the return direction) and time
local BUTTON_WIDTH, BUTTON_GAP = 60, 10

local function rowFrame(self, row)
  return self._table:rectForRow{ section = 0, row = row - 1 }
end

local function cellFor(self, row)
  return self._table:cellForRow{ section = 0, row = row - 1 }
end

-- Lays the menu buttons out, centred, in a menu the size of a row.
local function layoutMenu(self, frame)
  self._menu.frame = frame
  local count = #self._buttons
  local total = count * BUTTON_WIDTH + (count - 1) * BUTTON_GAP
  local x = (frame.width - total) / 2
  for _, button in ipairs(self._buttons) do
    button.frame = Rect(x, (frame.height - 44) / 2, BUTTON_WIDTH, 44)
    x = x + BUTTON_WIDTH + BUTTON_GAP
  end
end

local function makeButtons(self)
  for _, button in ipairs(self._buttons or {}) do button:removeFromSuperview() end
  self._buttons = {}
  for index, title in ipairs(self.menuItems) do
    local button = Button{ type = "system", tintColor = Color.white }
    button:setTitle(title)
    button:addTarget(function()
      local act = self.menuAction
      if act and self._menuRow then act(self, self._menuRow, index, title) end
    end, "touchUpInside")
    self._menu:addSubview(button)
    self._buttons[index] = button
  end
end

-- Slides a row's cell back to its place with the bounce. The menu is gone for the user at
-- once (`menuRow` is nil); its view leaves the table when the bounce ends, unless it has been
-- shown on another row meanwhile.
local function removeMenu(self)
  local row, direction = self._menuRow, self._direction
  if not row then return end
  self._menuRow, self._direction = nil, nil
  local function settled()
    if self._menuRow == nil then self._menu:removeFromSuperview() end
  end
  local cell = cellFor(self, row)
  if not cell then return settled() end
  local home = rowFrame(self, row)
  -- The row returns against the swipe's direction, so it overshoots on the far side.
  local back = direction == "right" and -1 or 1
  local function step(n)
    if n > #BOUNCE then return settled() end
    local frame = Rect(home.x + back * BOUNCE[n][1], home.y, home.width, home.height)
    animate(cell, { frame = frame }, BOUNCE[n][2], function() step(n + 1) end)
  end
  step(1)
end

-- Puts the menu behind a row and slides the row out in the swipe's direction.
local function showMenu(self, row, direction)
  local cell = cellFor(self, row)
  if not cell then return end
  local home = rowFrame(self, row)
  layoutMenu(self, home)
  self._table:insertSubview(self._menu, 1)
  self._menuRow, self._direction = row, direction
  local out = direction == "right" and home.width or -home.width
  animate(cell, { frame = Rect(home.x + out, home.y, home.width, home.height) }, SLIDE)
end

local function swiped(self, recognizer, direction)
  local path = self._table:indexPathForRow(recognizer:locationIn(self._table))
  if not path then return end
  local row = path.row + 1
  if self._menuRow == row then return removeMenu(self) end
  removeMenu(self)
  showMenu(self, row, direction)
end

Control.define{
  name = "SideSwipeTableView",
  base = "Control",
  properties = {
    rows = { type = "table", default = {}, didSet = function(self) self._table:reloadData() end },
    menuItems = { type = "table", default = { "Reply", "Retweet", "Favorite" },
                  didSet = function(self) makeButtons(self) end },
    menuAction = { type = "function" },
    configureCell = { type = "function" },
    menuRow = { type = "any", readOnly = true, get = function(self) return self._menuRow end },
  },

  methods = {
    tableView = function(self) return self._table end,
    menuView = function(self) return self._menu end,
    menuButtons = function(self) return self._buttons end,
    -- The cell of a row (from 1), while the row is in view.
    cellForRow = function(self, row) return cellFor(self, row) end,
    -- Slides the row back and removes the menu, as a tap elsewhere does.
    hideMenu = function(self) removeMenu(self) end,
  },

  init = function(self)
    self._table = TableView{
      rowHeight = 60,
      numberOfRows = function() return #self.rows end,
      cellForRow = function(_, path)
        local cell = TableViewCell{ text = self.rows[path.row + 1] }
        local configure = self.configureCell
        if configure then configure(self, cell, path.row + 1) end
        return cell
      end,
      willBeginDragging = function() removeMenu(self) end,
    }
    self:addSubview(self._table)
    self._menu = View{ backgroundColor = Color{ white = 0.22 } }
    makeButtons(self)
    for _, direction in ipairs{ "left", "right" } do
      local swipe = SwipeGestureRecognizer{ direction = direction }
      swipe.action = function(g) swiped(self, g, direction) end
      self._table:addGestureRecognizer(swipe)
    end
    -- A tap that lands outside the menu dismisses it; the tap still reaches the row.
    local dismiss = TapGestureRecognizer{ cancelsTouchesInView = false, delaysTouchesEnded = false }
    dismiss.shouldReceiveTouch = function(_, touch)
      return self._menuRow ~= nil and not touch.view:isDescendantOf(self._menu)
    end
    dismiss.action = function() removeMenu(self) end
    self._table:addGestureRecognizer(dismiss)
    self.frame = Rect(0, 0, 320, 480)
  end,

  layout = function(self)
    local b = self.bounds
    self._table.frame = Rect(0, 0, b.width, b.height)
  end,

  -- Lays out before the first touch finds its view, so a control made with a frame and
  -- touched at once has its parts in place.
  hitTest = function(self, point, event)
    self:layoutIfNeeded()
    return self.super.hitTest(self, point, event)
  end,

  description = function(self)
    return self._menuRow and ("menuRow=" .. self._menuRow) or nil
  end,
}
