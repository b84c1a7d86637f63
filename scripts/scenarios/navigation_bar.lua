-- A stand-alone NavigationBar and its NavigationItems driven by synthesized taps: seed 000's
-- example, Tinker to Evers to Chance — each item's right bar button item pushes the next, titled
-- after the button's own title — then back navigation, with the delegate vetoing one pop
-- (uikit-rules §14).

describe("The Tinker to Evers to Chance navigation bar", function()
  local nav, log

  -- The action of the right bar button items: push an item titled after the button tapped (the
  -- sender is the bar button item, uikit-rules §13.3); Evers's item offers Chance in turn.
  local function pushNext(sender)
    local title = sender.title
    local item = NavigationItem{ title = title }
    if title == "Evers" then
      item.rightBarButtonItem = BarButtonItem{ title = "Chance", action = pushNext }
    end
    nav:pushNavigationItem(item, true)
  end

  -- The right-hand button of the top item, where a finger would tap it.
  local function tapRightButton()
    tap(nav, Point(nav.frame.width - 30, 22))
    clock.advance(0.35)
  end

  local function tapBack()
    tap(nav, Point(30, 22))
    clock.advance(0.35)
  end

  before_each(function()
    log = {}
    nav = NavigationBar{ frame = { 0, 0, 390, 44 } }
    window:addSubview(nav)
    nav.items = { NavigationItem{ title = "Tinker", rightBarButtonItem = { title = "Evers", action = pushNext } } }
    nav.didPush = function(_, item) log[#log + 1] = "pushed " .. item.title end
    nav.didPop = function(_, item) log[#log + 1] = "popped " .. item.title end
  end)

  it("pushes Evers, then Chance, each from the right button of the item before", function()
    tapRightButton()
    expect(nav.topItem.title).to.equal("Evers")
    expect(nav.backItem.title).to.equal("Tinker")
    tapRightButton()
    expect(nav.topItem.title).to.equal("Chance")
    expect(nav.topItem.rightBarButtonItem).to.equal(nil)
    expect(log).to.equal({ "pushed Evers", "pushed Chance" })
    expect(nav).to.match_snapshot("tinker_evers_chance")
  end)

  it("sends each button's action from the bar button item, with the tap's event", function()
    tapRightButton()
    local sent = traffic:of(nav.backItem.rightBarButtonItem)
    expect(#sent).to.equal(1)
    expect(sent[1].kind).to.equal("delivered")
  end)

  it("tells didPush only when the 0.35 s push has ended, the stack having changed at once", function()
    tap(nav, Point(360, 22))
    expect(nav.topItem.title).to.equal("Evers")
    expect(nav.isTransitioning).to.equal(true)
    expect(log).to.equal({})
    clock.advance(0.35)
    expect(nav.isTransitioning).to.equal(false)
    expect(log).to.equal({ "pushed Evers" })
  end)

  it("goes back with the back button, titled after the item beneath", function()
    tapRightButton()
    tapRightButton()
    tapBack()
    expect(nav.topItem.title).to.equal("Evers")
    tapBack()
    expect(nav.topItem.title).to.equal("Tinker")
    expect(log).to.equal({ "pushed Evers", "pushed Chance", "popped Chance", "popped Evers" })
    expect(nav.backItem).to.equal(nil)
  end)

  it("keeps Chance when the delegate vetoes its pop, and says so in the traffic", function()
    nav.shouldPop = function(_, item) return item.title ~= "Chance" end
    tapRightButton()
    tapRightButton()
    tapBack()
    expect(nav.topItem.title).to.equal("Chance")
    expect(log).to.equal({ "pushed Evers", "pushed Chance" })
    local notes = {}
    for _, record in ipairs(traffic:of(nav)) do
      if record.kind == "note" then notes[#notes + 1] = record.message end
    end
    expect(#notes).to.equal(1)
    expect(notes[1]:find("navigationBar:shouldPopItem: refused", 1, true)).to.equal(1)
  end)

  it("refuses a second push of an item already on the stack, naming it", function()
    expect(function() nav:pushNavigationItem(nav.topItem) end)
      .to.fail_with('pushNavigationItem: NavigationItem#1 ("Tinker") is already on the stack')
  end)
end)
