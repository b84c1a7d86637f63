-- Appearance proxies (uikit-rules §17, docs/appearance.md): `Class.appearance()` for every
-- instance, `Class.appearance{whenContainedIn = {Inner, Outer}}` for those inside containers of
-- those classes; values reach a view as it enters a window, the most specific proxy wins, and a
-- value set on the view directly always wins. The three-level tint example of the chapter is
-- replayed with a strip of buttons defined here standing for its toolbar; its picture is
-- __snapshots__/appearance_three_levels.png.

local golden = Color(0.85, 0.62, 0.05)
local paler = Color(0.96, 0.87, 0.62)

-- A plain view class of our own, standing for a toolbar: a dark strip its buttons sit in.
local ButtonStrip = Control.define{ name = "ButtonStrip", base = "View" }

-- A strip of system buttons with these titles, 44 points high.
local function strip(frame, titles)
  local made = ButtonStrip{ frame = frame, backgroundColor = Color(0.17, 0.17, 0.18) }
  for index, title in ipairs(titles) do
    local button = Button{ type = "system", frame = { 16 + (index - 1) * 104, 0, 96, 44 } }
    button:setTitle(title)
    made:addSubview(button)
  end
  return made
end

local function caption(text, y)
  return Label{ frame = { 16, y, 374, 18 }, text = text, font = Font.systemFont(13), textColor = Color.secondaryLabel }
end

describe("Appearance proxies (uikit-rules §17)", function()
  it("give a view its values as it enters a window, and leave a view on screen as it is (§17.2)", function()
    Slider.appearance().minimumTrackTintColor = "systemOrange"
    local slider = Slider{ frame = { 20, 40, 200, 31 } }
    expect(slider.minimumTrackTintColor).to.equal(nil)
    window:addSubview(slider)
    expect(slider.minimumTrackTintColor).to.equal(Color.systemOrange)
    Slider.appearance().minimumTrackTintColor = "systemPink"
    expect(slider.minimumTrackTintColor).to.equal(Color.systemOrange)
    slider:removeFromSuperview()
    window:addSubview(slider)
    expect(slider.minimumTrackTintColor).to.equal(Color.systemPink)
  end)

  it("tint buttons three ways: in general, in a strip, in a strip in a view controller's view (§17.1, §17.3)", function()
    Button.appearance().tintColor = golden
    Button.appearance{ whenContainedIn = { ButtonStrip } }.tintColor = paler
    Button.appearance{ whenContainedIn = { ButtonStrip, ViewController } }.tintColor = golden

    local card = View{ frame = { 0, 0, 390, 244 }, backgroundColor = Color.white }
    card:addSubview(caption("Button.appearance()", 8))
    local loose = Button{ type = "system", frame = { 16, 28, 120, 44 } }
    loose:setTitle("Flashcards")
    card:addSubview(loose)
    card:addSubview(caption("… whenContainedIn = {ButtonStrip}", 80))
    local plainStrip = strip({ 0, 100, 390, 44 }, { "Back", "Shuffle", "Next" })
    card:addSubview(plainStrip)
    card:addSubview(caption("… whenContainedIn = {ButtonStrip, ViewController}", 152))
    local drill = ViewController{ title = "Drill" }
    drill.view.frame = { 0, 172, 390, 72 }
    drill.view.backgroundColor = Color.white
    local drillStrip = strip({ 0, 14, 390, 44 }, { "Back", "Shuffle", "Next" })
    drill.view:addSubview(drillStrip)
    card:addSubview(drill.view)
    window:addSubview(card)

    expect(loose.tintColor).to.equal(golden)
    expect(plainStrip.subviews[1].tintColor).to.equal(paler)
    expect(drillStrip.subviews[3].tintColor).to.equal(golden)
    expect(card).to.match_snapshot("appearance_three_levels")
  end)

  it("never replace a value set on the view directly, before or after it entered a window (§17.4)", function()
    Label.appearance().textColor = "systemBlue"
    local own = Label{ text = "own", textColor = "systemRed" }
    local later = Label{ text = "later" }
    window:addSubview(own)
    window:addSubview(later)
    expect(own.textColor).to.equal(Color.systemRed)
    expect(later.textColor).to.equal(Color.systemBlue)
    later.textColor = "systemGreen"
    later:removeFromSuperview()
    window:addSubview(later)
    expect(later.textColor).to.equal(Color.systemGreen)
  end)

  it("set a Lua-defined class's appearance properties, a subclass's proxy for that subclass only (§17.1, §17.5)", function()
    local Lamp = Control.define{ name = "Lamp", properties = { glow = { type = "string", default = "off", appearance = true } } }
    local NightLamp = Control.define{ name = "NightLamp", base = "Lamp" }
    Lamp.appearance().glow = "warm"
    NightLamp.appearance().glow = "dim"
    local lamp, night = Lamp{}, NightLamp{}
    window:addSubview(lamp)
    window:addSubview(night)
    expect(lamp.glow).to.equal("warm")
    expect(night.glow).to.equal("dim")
  end)

  it("reach a tab bar item through the bar showing it (§17.1)", function()
    TabBarItem.appearance{ whenContainedIn = { TabBar, ViewController } }.badgeColor = "systemPurple"
    local screen = ViewController{ title = "Inbox" }
    local bar = TabBar{ frame = { 0, 795, 390, 49 }, items = { { title = "Inbox", badgeValue = "3" } } }
    screen.view:addSubview(bar)
    window:addSubview(screen.view)
    expect(bar.items[1].badgeColor).to.equal(Color.systemPurple)
  end)

  it("refuse what they cannot take, saying what and where (§17.6)", function()
    expect(function() Slider.appearance().value = 1 end).to.fail_with("'value' is not an appearance property of Slider")
    expect(function() Slider.appearance().thumbTintColor = 3 end)
      .to.fail_with("bad argument #1 to 'Slider.thumbTintColor' %(Color expected, got number%)")
    expect(function() ViewController.appearance() end).to.fail_with("ViewController has no appearance properties")
    expect(function() Button.appearance{ whenContainedIn = { "TabBar" } } end)
      .to.fail_with("entry 1 is the string \"TabBar\", not a class")
  end)
end)
