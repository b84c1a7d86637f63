-- SideSwipeTableView (seed 004), driven only by synthesized touches and the clock.
-- Rows are 60 pt tall, so row n (from 1) spans y = 60(n − 1) … 60n in the table.

local function middleOf(row) return 60 * (row - 1) + 30 end

-- A quick stroke across a row: down, 80 pt in the direction at once (the swipe is recognized
-- during that move), then up. No time passes, so animations can be timed from here.
local function stroke(list, row, direction)
  local dx = direction == "right" and 80 or -80
  touch(list:tableView()):down({120, middleOf(row)}):move({120 + dx, middleOf(row)}):up()
end

describe("SideSwipeTableView", function()
  local list, actions
  before_each(function()
    actions = {}
    list = SideSwipeTableView{
      frame = {0, 0, 320, 480}, rows = { "one", "two", "three", "four" },
      menuAction = function(self, row, index, title) actions[#actions + 1] = row .. ":" .. index .. ":" .. title end,
    }
    window:addSubview(list)                            -- laid out by the first touch's hit test
  end)

  it("reveals the menu behind a row swiped right, the row sliding right over 0.2 s", function()
    stroke(list, 2, "right")
    expect(list.menuRow).to.equal(2)
    local cell = list:cellForRow(2)
    clock.advance(0.1)
    expect(cell.frame.x).to.be.near(160, 1e-6)          -- halfway, ease-in-out
    clock.advance(0.1)
    expect(cell.frame.x).to.equal(320)
    expect(list:menuView().frame.y).to.equal(60)
    expect(list:menuView().superview).to.equal(list:tableView())
  end)

  it("slides the row left for a left swipe", function()
    stroke(list, 3, "left")
    clock.advance(0.2)
    expect(list:cellForRow(3).frame.x).to.equal(-320)
    expect(list.menuRow).to.equal(3)
  end)

  it("sends a menu button's action with the row", function()
    stroke(list, 2, "right")
    clock.advance(0.3)
    local retweet = list:menuButtons()[2]
    tap(retweet)
    expect(actions).to.equal{ "2:2:Retweet" }
    expect(retweet).to.have_sent("touchUpInside", { times = 1 })
  end)

  it("takes the menu away with a three-step bounce when another row is swiped", function()
    stroke(list, 1, "right")
    clock.advance(0.3)
    local first = list:cellForRow(1)
    stroke(list, 3, "left")
    expect(list.menuRow).to.equal(3)
    clock.advance(0.2)
    expect(first.frame.x).to.be.near(-10, 1e-6)         -- past its place, against the swipe
    clock.advance(0.1)
    expect(first.frame.x).to.be.near(5, 1e-6)           -- back the other way
    clock.advance(0.1)
    expect(first.frame.x).to.equal(0)
    expect(list:cellForRow(3).frame.x).to.equal(-320)
    expect(list.menuRow).to.equal(3)                    -- the menu stays with the new row
    expect(list:menuView().superview).to.equal(list:tableView())
    expect(list:menuView().frame.y).to.equal(120)
  end)

  it("takes the menu away when the table scrolls", function()
    list.rows = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12" }
    stroke(list, 2, "right")
    clock.advance(0.3)
    drag(list:tableView(), { from = {160, 400}, to = {160, 250}, steps = 5 })
    clock.advance(1)
    expect(list.menuRow).to.equal(nil)
    expect(list:menuView().superview).to.equal(nil)
  end)

  it("takes the menu away when a tap lands elsewhere", function()
    stroke(list, 2, "left")
    clock.advance(0.3)
    local cell = list:cellForRow(2)
    tap(list:tableView(), {160, middleOf(4)})
    clock.advance(0.4)
    expect(list.menuRow).to.equal(nil)
    expect(cell.frame.x).to.equal(0)
    expect(actions).to.equal{}
  end)

  it("cancels the tracking of a control the swipe started on", function()
    local seen = {}
    list.configureCell = function(self, cell, row)
      if row == 1 then
        local knob = Control{ frame = {100, 10, 120, 40} }
        knob:addTarget(function(_, _, name) seen[#seen + 1] = name end, "allTouchEvents")
        cell:addSubview(knob)
      end
    end
    list:tableView():reloadData()
    list:layoutIfNeeded()
    local finger = touch(list:tableView()):down({150, 30})
    clock.advance(0.2)                                  -- past the table's content-touch delay
    expect(seen).to.equal{ "touchDown" }
    finger:move({60, 30})
    finger:up()
    expect(seen).to.equal{ "touchDown", "touchCancel" }
    expect(list.menuRow).to.equal(1)
  end)
  it("shows its dark menu behind the row swiped away (snapshot after a swipe)", function()
    swipe(list, "right", { from = { 40, 90 } })
    clock.advance(0.3)
    expect(list).to.match_snapshot("side_swipe_menu")
  end)
end)
