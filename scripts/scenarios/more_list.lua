-- The More list of a tab bar controller (uikit-rules §19, docs/tab-bars.md): seven children give
-- four tabs and a More tab whose navigation controller lists the other three; a row pushes its
-- child, the More tab tapped again goes back to the list; the Edit button's interface lets a child
-- be dragged onto the bar. Then the chapter's customisation: the More bar made black, the list's
-- title removed (with a Back item to return), and a data source of the script's in front of the
-- original one, answering the cells itself from the original's and forwarding the rest.
-- Pictures: __snapshots__/more_list.png and more_list_customized.png, more_list_editing.png.

local titles = { "Artists", "Albums", "Songs", "Genres", "Composers", "Compilations", "Playlists" }

-- A 25-point mask of a ring with a dot, one row per point, for the children's tab bar items.
local ring = {}
for y = 0, 24 do
  local row = {}
  for x = 0, 24 do
    local r = math.sqrt((x - 12) ^ 2 + (y - 12) ^ 2)
    row[#row + 1] = ((r > 8 and r < 11) or r < 3) and "#" or "."
  end
  ring[#ring + 1] = table.concat(row)
end

describe("The More list", function()
  local tabs, heard

  -- The centre of the tab at an index (from 0), in the tab bar's coordinates.
  local function tab(index)
    local frame = tabs.tabBar:frameForItem(index)
    return Point(frame.x + frame.width / 2, frame.y + frame.height / 2)
  end

  -- The centre of a row of a table, in its coordinates.
  local function row(table, index)
    local rect = table:rectForRow{ section = 0, row = index }
    return Point(rect.x + rect.width / 2, rect.y + rect.height / 2)
  end

  before_each(function()
    heard = {}
    local children = {}
    for _, title in ipairs(titles) do
      local child = ViewController{ title = title }
      child.tabBarItem.image = ring
      children[#children + 1] = child
    end
    tabs = TabBarController{ frame = { 0, 0, 390, 844 }, viewControllers = children }
    tabs.didSelect = function(_, child) heard[#heard + 1] = "did " .. tostring(child.title) end
    tabs.willBeginCustomizing = function(_, list) heard[#heard + 1] = "willBegin " .. #list end
    tabs.willEndCustomizing = function(_, _, changed) heard[#heard + 1] = "willEnd " .. tostring(changed) end
    tabs.didEndCustomizing = function(_, _, changed) heard[#heard + 1] = "didEnd " .. tostring(changed) end
    window:addSubview(tabs.view)
  end)

  it("shows four tabs and More, whose list pushes the child of a row (§19.1, §19.2)", function()
    expect(tabs.hasMoreTab).to.equal(true)
    expect(#tabs.moreViewControllers).to.equal(3)
    tap(tabs.tabBar, tab(4))
    local list = tabs.moreNavigationController.viewControllers[1]
    expect(list.title).to.equal("More")
    expect(list.view:numberOfRows(0)).to.equal(3)
    tabs.view:layoutIfNeeded()
    expect(list.view:cellForRow{ section = 0, row = 0 }.accessoryType).to.equal("disclosureIndicator")
    expect(tabs.selectedIndex).to.equal(math.maxinteger)
    expect(tabs.view).to.match_snapshot("more_list")
    tap(list.view, row(list.view, 1))
    clock.advance(1)
    expect(tabs.moreNavigationController.topViewController.title).to.equal("Compilations")
    expect(tabs.selectedIndex).to.equal(5)
    tap(tabs.tabBar, tab(4))
    clock.advance(1)
    expect(tabs.moreNavigationController.topViewController).to.equal(list)
    expect(heard).to.equal{ "did nil", "did nil" }
  end)

  it("lets the user drag a child from the edit interface onto a tab (§19.4)", function()
    tap(tabs.tabBar, tab(4))
    tabs:beginCustomizing()
    expect(tabs.isCustomizing).to.equal(true)
    expect(tabs.view).to.match_snapshot("more_list_editing")
    local sheet = tabs.view.subviews[#tabs.view.subviews - 1]
    local playlists = sheet.subviews[8]
    local from = playlists.frame
    drag(sheet, { from = { from.x + from.width / 2, from.y + from.height / 2 }, to = { 117, 844 - 25 - sheet.frame.y }, steps = 6 })
    tabs:endCustomizing()
    expect(tabs.viewControllers[2].title).to.equal("Playlists")
    expect(tabs.viewControllers[7].title).to.equal("Albums")
    expect(heard).to.equal{ "did nil", "willBegin 7", "willEnd true", "didEnd true" }
  end)

  it("takes the chapter's customisation: a black bar, no title, cells from a data source in front of the original (§19.3)", function()
    local more = tabs.moreNavigationController
    local list = more.viewControllers[1]
    list.title = ""
    list.navigationItem.backBarButtonItem = BarButtonItem{ title = "Back" }
    more.navigationBar.barStyle = "black"
    local original = list.view.dataSource
    list.view.dataSource = setmetatable({
      cellForRow = function(table, path)
        local cell = original.cellForRow(table, path)
        cell.accessoryType = "none"
        cell.textLabel.font = Font.systemFont(14)
        return cell
      end,
    }, { __index = original })
    list.view:reloadData()
    tap(tabs.tabBar, tab(4))
    tabs.view:layoutIfNeeded()
    local cell = list.view:cellForRow{ section = 0, row = 2 }
    expect(cell.textLabel.text).to.equal("Playlists")
    expect(cell.accessoryType).to.equal("none")
    expect(list.view:numberOfRows(0)).to.equal(3)
    expect(tabs.view).to.match_snapshot("more_list_customized")
    tap(list.view, row(list.view, 2))
    clock.advance(1)
    expect(more.topViewController.title).to.equal("Playlists")
    expect(more.navigationBar.backItem.backBarButtonItem.title).to.equal("Back")
  end)

  it("refuses a data source that answers nothing and forwards to nothing, and reports bad answers at their line (§19.3)", function()
    local list = tabs.moreNavigationController.viewControllers[1]
    expect(function() list.view.dataSource = {} end).to.fail_with("data source with functions numberOfRows and cellForRow expected")
    local original = list.view.dataSource
    expect(function() original.numberOfRows(list.view, 3) end).to.fail_with("section from 0 to 0 expected, got 3")
    expect(function() original.cellForRow(list.view, { section = 0, row = 9 }) end).to.fail_with("row from 0 to 2 expected, got 9")
    list.view.dataSource = setmetatable({ numberOfRows = function() return -4 end }, { __index = original })
    expect(function() list.view:reloadData() end).to.fail_with("numberOfRows returned -4")
    expect(list.view:numberOfRows(0)).to.equal(0)
  end)
end)
