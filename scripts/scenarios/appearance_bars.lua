-- Bars and bar button items in the appearance proxy (uikit-rules §17, docs/appearance.md): the
-- chapter's three-level tint of bar button items — golden in general, paler in a toolbar, golden
-- again in a toolbar in the drill view controller's view — and its trick of a subclass that adds
-- nothing, made only to tag one bar for a proxy of its own (here a Lua-defined Toolbar subclass).
-- Its picture is __snapshots__/appearance_bars.png.

local golden = Color(0.85, 0.62, 0.05)
local paler = Color(0.96, 0.87, 0.62)

local function caption(text, y)
  return Label{ frame = { 16, y, 374, 18 }, text = text, font = Font.systemFont(13), textColor = Color.secondaryLabel }
end

local function items()
  return { BarButtonItem{ title = "Back" }, BarButtonItem.flexibleSpace(), BarButtonItem{ systemItem = "refresh" },
           BarButtonItem.flexibleSpace(), BarButtonItem{ title = "Next" } }
end

describe("Bars in the appearance proxy (uikit-rules §17)", function()
  it("tint bar button items three ways: in general, in a toolbar, in a toolbar in a view controller's view (§17.1, §17.3)", function()
    BarButtonItem.appearance().tintColor = golden
    BarButtonItem.appearance{ whenContainedIn = { Toolbar } }.tintColor = paler
    BarButtonItem.appearance{ whenContainedIn = { Toolbar, ViewController } }.tintColor = golden
    Toolbar.appearance().barStyle = "black"

    local card = View{ frame = { 0, 0, 390, 250 }, backgroundColor = Color.white }
    card:addSubview(caption("BarButtonItem.appearance()", 4))
    local navigationBar = NavigationBar{ frame = { 0, 24, 390, 44 },
                                         items = { { title = "Flashcards", rightBarButtonItem = { systemItem = "edit" } } } }
    card:addSubview(navigationBar)
    card:addSubview(caption("… whenContainedIn = {Toolbar}", 80))
    local toolbar = Toolbar{ frame = { 0, 100, 390, 44 }, items = items() }
    card:addSubview(toolbar)
    card:addSubview(caption("… whenContainedIn = {Toolbar, ViewController}", 156))
    local drill = ViewController{ title = "Drill" }
    drill.view.frame = { 0, 176, 390, 74 }
    drill.view.backgroundColor = Color.white
    local drillToolbar = Toolbar{ frame = { 0, 14, 390, 44 }, items = items() }
    drill.view:addSubview(drillToolbar)
    card:addSubview(drill.view)
    window:addSubview(card)

    expect(navigationBar.topItem.rightBarButtonItem.tintColor).to.equal(golden)
    expect(toolbar.items[1].tintColor).to.equal(paler)
    expect(toolbar.items[3].tintColor).to.equal(paler)
    expect(drillToolbar.items[5].tintColor).to.equal(golden)
    expect(toolbar.barStyle).to.equal("black")
    expect(card).to.match_snapshot("appearance_bars")
  end)

  it("let a subclass that adds nothing tag one toolbar for a proxy of its own (§17.1, §17.3)", function()
    local BlackToolbar = Control.define{ name = "BlackToolbar", base = "Toolbar" }
    Toolbar.appearance().barTintColor = "systemIndigo"
    BlackToolbar.appearance().barTintColor = nil
    BlackToolbar.appearance().barStyle = "black"
    local plain = Toolbar{ frame = { 0, 700, 390, 44 } }
    local tagged = BlackToolbar{ frame = { 0, 750, 390, 44 } }
    window:addSubview(plain)
    window:addSubview(tagged)
    expect(plain.barTintColor).to.equal(Color.systemIndigo)
    expect(plain.barStyle).to.equal("default")
    expect(tagged.barTintColor).to.equal(nil)
    expect(tagged.barStyle).to.equal("black")
  end)

  it("never replace an item's tint set directly (§17.4)", function()
    BarButtonItem.appearance{ whenContainedIn = { Toolbar } }.tintColor = paler
    local own = BarButtonItem{ title = "Own", tintColor = "systemRed" }
    window:addSubview(Toolbar{ frame = { 0, 800, 390, 44 }, items = { own } })
    expect(own.tintColor).to.equal(Color.systemRed)
  end)

  it("refuse what bar button items do not take from a proxy (§17.6)", function()
    expect(function() BarButtonItem.appearance().style = "done" end).to.fail_with("'style' is not an appearance property of BarButtonItem")
    expect(function() BarButtonItem.appearance().tintColor = 12 end).to.fail_with("tintColor")
  end)
end)
