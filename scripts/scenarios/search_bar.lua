-- The search bar (uikit-rules §18, docs/search-bar.md), replaying the seed chapter's tour of it:
-- a prompt over the field, a placeholder, the delegate told of every editing step, the Search key
-- handing the search to the script, the results button inside the empty field, the scope bar, the
-- Cancel button reached only through the BarButtonItem appearance proxy (§17), and the field
-- disabled by finding it among the bar's subviews; its picture is __snapshots__/search_bar.png.

describe("A search bar", function()
  local bar, heard

  before_each(function()
    heard = {}
    bar = SearchBar{ frame = { 0, 44, 390, 130 }, prompt = "Songs on this phone", placeholder = "Title or artist",
                     scopeButtonTitles = { "All", "Titles", "Artists" }, showsScopeBar = true }
    bar.shouldBeginEditing = function() heard[#heard + 1] = "shouldBegin"; return true end
    bar.textDidBeginEditing = function() heard[#heard + 1] = "didBegin" end
    bar.textDidChange = function(_, text) heard[#heard + 1] = "changed " .. text end
    bar.searchButtonClicked = function(searching)
      heard[#heard + 1] = "search " .. searching.text
      searching:resignFirstResponder()
    end
    bar.textDidEndEditing = function() heard[#heard + 1] = "didEnd" end
    bar.selectedScopeButtonIndexDidChange = function(_, index) heard[#heard + 1] = "scope " .. index end
  end)

  it("tells its delegate of each editing step; the Search key is the script's to act on (§18.2, §18.3)", function()
    window:addSubview(bar)
    tap(bar.searchTextField)
    keyboard.type("Abba")
    keyboard.pressReturn()
    expect(heard).to.equal{ "shouldBegin", "didBegin", "changed A", "changed Ab", "changed Abb", "changed Abba",
                            "search Abba", "didEnd" }
    expect(bar.isEditing).to.equal(false)
    bar.text = "set in code"
    expect(#heard).to.equal(8)
  end)

  it("selects a scope button at a tap and tells the delegate; code tells nobody (§18.4)", function()
    window:addSubview(bar)
    local scope = bar.frame
    tap(window, Point(scope.width * 5 / 6, scope.y + scope.height - 28))
    expect(bar.selectedScopeButtonIndex).to.equal(2)
    bar.selectedScopeButtonIndex = 1
    expect(heard).to.equal{ "scope 2" }
    expect(function() bar.selectedScopeButtonIndex = 3 end).to.fail_with("scope button index from 0 to 2 expected, got 3")
    expect(function() bar.scopeButtonTitles = { "All", 2 } end).to.fail_with("got number at entry 2")
  end)

  it("shows the results button in the empty field and the Cancel button the appearance proxy retitles (§17.1, §18.3)", function()
    BarButtonItem.appearance{ whenContainedIn = { SearchBar } }.title = "Done"
    BarButtonItem.appearance{ whenContainedIn = { SearchBar } }.tintColor = "systemOrange"
    local clicked = {}
    bar.showsSearchResultsButton = true
    bar.showsCancelButton = true
    bar.resultsListButtonClicked = function() clicked[#clicked + 1] = "results" end
    bar.cancelButtonClicked = function(cancelled) clicked[#clicked + 1] = "cancel"; cancelled.text = "" end
    window:addSubview(bar)
    expect(bar).to.match_snapshot("search_bar")
    local field = bar.searchTextField.frame
    tap(window, Point(field.x + field.width - 14, bar.frame.y + field.y + field.height / 2))
    tap(window, Point(385, bar.frame.y + field.y + field.height / 2))
    expect(clicked).to.equal{ "results", "cancel" }
  end)

  it("can have its field disabled by finding it among its subviews (§18.1)", function()
    window:addSubview(bar)
    -- The chapter walks the subviews for the one that is a text field; a view's description
    -- starts with its class's name.
    for _, view in ipairs(bar.subviews) do
      if tostring(view):find("TextField#", 1, true) then view.isEnabled = false end
    end
    tap(bar.searchTextField)
    expect(bar.isEditing).to.equal(false)
    expect(heard).to.equal{}
  end)

  it("reports a delegate function that fails, at its line, and goes on (§18.2)", function()
    bar.textDidChange = function() error("no index to search") end
    window:addSubview(bar)
    tap(bar.searchTextField)
    expect(function() keyboard.type("x") end).to.fail_with("search_bar.lua:77: no index to search")
    expect(bar.text).to.equal("x")
    expect(bar.isEditing).to.equal(true)
  end)
end)
