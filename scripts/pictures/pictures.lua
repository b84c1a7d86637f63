-- The pictures in README.md, drawn from the code itself: each is a snapshot
-- (__snapshots__/NAME.png beside this file), so `tactile test` fails when the code no longer
-- draws what the documents show, and `scripts/update-pictures` draws them again.

-- A white card with a margin around a view, in the window, for a picture of that view.
local function card(view, width, height)
  local stage = View{ frame = { 0, 0, width, height }, backgroundColor = Color.white }
  view.center = Point(width / 2, height / 2)
  stage:addSubview(view)
  window:addSubview(stage)
  return stage
end

describe("Pictures of the standard controls", function()
  it("shows every standard control in a phone-sized window", function()
    window.backgroundColor = Color.secondarySystemBackground
    local function place(view, frame, parent)
      view.frame = frame
      ;(parent or window):addSubview(view)
      return view
    end
    local function panel(frame, color)
      local view = place(View{ backgroundColor = color or Color.white }, frame)
      view.layer.cornerRadius = 10
      view.clipsToBounds = true
      return view
    end
    local nav = place(NavigationBar{ items = { { title = "Settings" }, { title = "Controls" } } }, { 0, 44, 390, 44 })
    nav.topItem.rightBarButtonItem = BarButtonItem{ systemItem = "edit" }
    place(SearchBar{ placeholder = "Search controls" }, { 0, 88, 390, 56 })
    local top = panel({ 16, 152, 358, 258 })
    local button = place(Button{ type = "system" }, { 16, 8, 90, 44 }, top)
    button:setTitle("Button")
    place(Switch{}, { 222, 14, 51, 31 }, top)
    place(Switch{ isOn = true }, { 291, 14, 51, 31 }, top)
    place(Slider{ value = 0.4 }, { 16, 60, 326, 31 }, top)
    place(Stepper{ value = 3 }, { 16, 104, 94, 32 }, top)
    local spinner = place(ActivityIndicatorView{}, { 130, 110, 20, 20 }, top)
    spinner:startAnimating()
    place(ProgressView{ progress = 0.65 }, { 170, 118, 172, 4 }, top)
    place(SegmentedControl{ items = { "Day", "Week", "Month" }, selectedSegmentIndex = 1 }, { 16, 150, 326, 32 }, top)
    place(TextField{ borderStyle = "roundedRect", placeholder = "Name" }, { 16, 196, 326, 36 }, top)
    local dark = panel({ 16, 418, 358, 37 }, Color("#1C1C1E"))
    place(PageControl{ numberOfPages = 5, currentPage = 2 }, { 0, 0, 358, 37 }, dark)
    place(DatePicker{ datePickerMode = "time", backgroundColor = Color.white }, { 16, 464, 173, 150 }).layer.cornerRadius = 10
    local drinks = place(PickerView{ titles = { { "Tea", "Coffee", "Cocoa", "Juice", "Water" } }, backgroundColor = Color.white },
                         { 201, 464, 173, 150 })
    drinks.layer.cornerRadius = 10
    drinks:selectRow(2, 0)
    local table = panel({ 16, 624, 358, 88 })
    local settings = place(TableView{ rows = { "Wi-Fi", "Bluetooth", "Notifications" } }, { 0, 0, 358, 88 }, table)
    settings:layoutIfNeeded()
    settings:selectRow{ section = 0, row = 1 }
    place(Label{ text = "Labels, tables and bars", textColor = Color.secondaryLabel }, { 24, 718, 340, 28 })
    place(Toolbar{ items = { { systemItem = "action" }, BarButtonItem.flexibleSpace(), { title = "Select All" },
                             BarButtonItem.flexibleSpace(), { systemItem = "trash" } } }, { 0, 751, 390, 44 })
    local bar = place(TabBar{ items = { { title = "Home" }, { title = "Search" }, { title = "Library", badgeValue = "2" },
                                        { title = "Settings" } } }, { 0, 795, 390, 49 })
    bar.selectedItem = bar.items[1]
    expect(window).to.match_snapshot("standard-controls")
  end)
end)

describe("Pictures of the bars", function()
  it("a toolbar: a title, spaces, system items, an image and a switch", function()
    local function mask(inside)
      local rows = {}
      for y = 0, 21 do
        local row = {}
        for x = 0, 21 do row[#row + 1] = inside(x - 10.5, y - 10.5) and "#" or "." end
        rows[#rows + 1] = table.concat(row)
      end
      return rows
    end
    local moon = mask(function(x, y) return x * x + y * y < 100 and (x - 5) ^ 2 + (y + 3) ^ 2 > 64 end)
    local space = BarButtonItem.flexibleSpace
    local bar = Toolbar{ frame = { 0, 0, 375, 44 }, items = {
      { title = "Edit" }, space(), { systemItem = "compose" }, BarButtonItem.fixedSpace(24), { systemItem = "camera" }, space(),
      { image = moon }, space(), { customView = Switch{ isOn = true } }, space(), { systemItem = "trash", isEnabled = false },
    } }
    expect(card(bar, 375, 76)).to.match_snapshot("toolbar")
  end)

  it("a navigation bar: back button, title and right items, the back button pressed", function()
    local nav = NavigationBar{ frame = { 0, 0, 375, 74 } }
    nav.items = { { title = "Tinker" }, { title = "Evers", prompt = "Tinker to Evers to Chance",
                                          rightBarButtonItems = { { title = "Chance" }, { systemItem = "search" } } } }
    local stage = card(nav, 375, 106)
    touch(nav):down(Point(30, 52))
    expect(stage).to.match_snapshot("navigation-bar")
  end)

  it("a search bar: a prompt, typed text with the clear button, Cancel and a scope bar", function()
    local bar = SearchBar{ frame = { 0, 0, 375, 130 }, prompt = "Songs on this phone", showsCancelButton = true,
                           scopeButtonTitles = { "All", "Titles", "Artists" }, showsScopeBar = true }
    local stage = card(bar, 375, 146)
    tap(bar.searchTextField)
    keyboard.type("Water")
    expect(stage).to.match_snapshot("search-bar")
  end)
end)

describe("Pictures of the picker view", function()
  it("the fifty states of seed 000, Ohio on the band", function()
    local states = {
      "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware",
      "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky",
      "Louisiana", "Maine", "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi",
      "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico",
      "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania",
      "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont",
      "Virginia", "Washington", "West Virginia", "Wisconsin", "Wyoming",
    }
    local picker = PickerView{ titles = { states } }
    local stage = card(picker, 340, 236)
    picker:selectRow(34, 0)
    expect(picker:view(34, 0)).to.equal(nil)
    expect(stage).to.match_snapshot("picker-view")
  end)
end)

describe("Pictures of the README's tour", function()
  it("the slider after the tour's drag", function()
    local slider = Slider{ frame = { 0, 0, 260, 34 } }
    local stage = card(slider, 300, 74)
    drag(slider, { from = { 14, 17 }, to = { 200, 17 }, steps = 2 })
    expect(slider.value).to.be.near(0.8017, 1e-4)
    expect(stage).to.match_snapshot("tour-slider")
  end)
end)

describe("Pictures of the seed plugins", function()
  it("knob, turned to 2.5 radians", function()
    local knob = Knob{ frame = { 0, 0, 120, 120 }, angle = 2.5 }
    expect(card(knob, 160, 160)).to.match_snapshot("knob")
  end)

  it("lock, its thumb dragged part of the way", function()
    local lock = Lock{}
    local stage = card(lock, 332, 112)
    touch(lock):down(Point(35, 40)):move(Point(80, 40))
    clock.advance(0.2)
    expect(stage).to.match_snapshot("lock")
  end)

  it("colour picker, a colour picked", function()
    local picker = ColorPicker{ frame = { 0, 0, 280, 160 } }
    local stage = card(picker, 312, 192)
    tap(picker, Point(170, 100))
    expect(stage).to.match_snapshot("color-picker")
  end)

  it("pull ribbon, pulled 50 points", function()
    local ribbon = PullRibbon{}
    local stage = card(ribbon, 92, 232)
    touch(ribbon):down(Point(30, 20)):move(Point(30, 70))
    expect(stage).to.match_snapshot("pull-ribbon")
  end)

  it("star slider, three stars", function()
    local stars = StarSlider{}
    local stage = card(stars, 224, 66)
    tap(stars, Point(90, 17))
    clock.advance(1)
    expect(stage).to.match_snapshot("star-slider")
  end)

  it("touch wheel, a quarter turn", function()
    local wheel = TouchWheel{ value = 0.25 }
    expect(card(wheel, 232, 232)).to.match_snapshot("touch-wheel")
  end)

  it("range slider, its upper knob held", function()
    local range = RangeSlider{ frame = { 0, 0, 300, 30 } }
    local stage = card(range, 332, 62)
    touch(range):down(Point(245, 15)):move(Point(215, 15))
    expect(stage).to.match_snapshot("range-slider")
  end)

  it("toggle button, on", function()
    expect(card(ToggleButton{}, 232, 76)).to.match_snapshot("toggle-button")
  end)

  it("second-tap segmented control, its selection tapped again", function()
    local segments = SecondTapSegmentedControl{ frame = { 0, 0, 300, 32 }, items = { "One", "Two", "Three" } }
    local stage = card(segments, 332, 64)
    tap(segments, Point(150, 16))
    tap(segments, Point(150, 16))
    expect(stage).to.match_snapshot("second-tap-segmented-control")
  end)

  it("custom thumb slider, dragged, with its bubble", function()
    local slider = CustomThumbSlider{}
    local stage = card(slider, 232, 140)
    touch(slider):down(Point(16, 20)):move(Point(60, 20)):move(Point(120, 20))
    expect(stage).to.match_snapshot("custom-thumb-slider")
  end)

  it("custom tab bar, the third item glowing and selected", function()
    local bar = CustomTabBar{ items = { "Home", "Mentions", "Messages", "More" } }
    local stage = card(bar, 320, 60)
    bar:glowItemAtIndex(2)
    tap(bar, Point(200, 22))
    clock.advance(0.3)
    expect(stage).to.match_snapshot("custom-tab-bar")
  end)

  it("raised centre tab bar", function()
    local tabs = RaisedCenterTabBar{ frame = { 0, 0, 390, 160 }, titles = { "Feed", "Explore", "", "Likes", "Me" },
                                     buttonWidth = 72, buttonHeight = 64 }
    expect(card(tabs, 390, 160)).to.match_snapshot("raised-center-tab-bar")
  end)

  it("side-swipe table view, a row swiped away from its menu", function()
    local list = SideSwipeTableView{ frame = { 0, 0, 320, 180 }, rows = { "Lunch at noon?", "New photos", "Weekend plans" } }
    local stage = card(list, 320, 180)
    swipe(list, "right", { from = { 40, 90 } })
    clock.advance(0.3)
    expect(stage).to.match_snapshot("side-swipe-table-view")
  end)

  it("vertical-swipe scroll view, pulled up past its footer", function()
    local pages = VerticalSwipeScrollView{ frame = { 0, 0, 320, 240 }, numberOfPages = 3,
      viewForPage = function(self, index)
        return Label{ text = "Page " .. (index + 1), textAlignment = "center", font = Font.boldSystemFont(28) }
      end }
    local stage = card(pages, 320, 240)
    touch(pages):down(Point(160, 230)):move(Point(160, 150)):move(Point(160, 60)):move(Point(160, -20)):move(Point(160, -60))
    clock.advance(0.3)
    expect(stage).to.match_snapshot("vertical-swipe-scroll-view")
  end)
  it("image gallery, swiped to its second picture", function()
    -- A landscape: sky and sun above a hill, in the colours given.
    local function landscape(sky, sun, hill)
      return render(Size(300, 180), function(ctx)
        ctx:drawLinearGradient(Gradient{ colors = sky }, Point(0, 0), Point(0, 180))
        ctx:setFillColor(sun)
        BezierPath.oval(Rect(200, 30, 50, 50)):fill()
        ctx:setFillColor(hill)
        BezierPath.oval(Rect(-60, 120, 420, 160)):fill()
      end)
    end
    local gallery = ImageGallery{ frame = { 0, 0, 320, 240 }, images = {
      landscape({ "#1E3C72", "#2A5298" }, Color.white, "#0B2545"),
      landscape({ "#FF7E5F", "#FEB47B" }, "#FFF3B0", "#6A3D2F"),
      landscape({ "#56CCF2", "#E0F7FA" }, "#FFD54F", "#2E7D32"),
    } }
    local stage = card(gallery, 320, 240)
    gallery:layoutIfNeeded()
    swipe(gallery, "left")
    clock.advance(2)
    expect(stage).to.match_snapshot("image-gallery")
  end)
end)
