-- The window `tactile-bench render` draws with every seed plugin in it, each in a typical
-- state, for the frame time of plugins that draw themselves in Lua.
window.backgroundColor = Color.white
local function place(view, x, y)
  local frame = view.frame
  view.frame = Rect(x, y, frame.width, frame.height)
  window:addSubview(view)
  return view
end
place(Knob{ frame = { 0, 0, 100, 100 }, angle = 2.5 }, 10, 10)
place(TouchWheel{ value = 0.25 }, 180, 10)
place(ColorPicker{ frame = { 0, 0, 160, 90 }, hue = 0.6, saturation = 0.4 }, 10, 220)
place(Lock{}, 45, 320)
place(PullRibbon{}, 310, 200)
place(StarSlider{ value = 3 }, 190, 230)
place(RangeSlider{ frame = { 0, 0, 300, 30 } }, 45, 410)
place(ToggleButton{}, 10, 450)
local segments = place(SecondTapSegmentedControl{ frame = { 0, 0, 300, 30 }, items = { "One", "Two", "Three" },
                                                  selectedSegmentIndex = 1 }, 45, 510)
local slider = place(CustomThumbSlider{}, 220, 450)
place(CustomTabBar{ items = { "Home", "Mentions", "Messages", "More" } }, 35, 560)
place(SideSwipeTableView{ frame = { 0, 0, 180, 120 }, rows = { "One", "Two" } }, 10, 615)
place(VerticalSwipeScrollView{ frame = { 0, 0, 180, 120 }, numberOfPages = 2 }, 200, 615)
place(RaisedCenterTabBar{ frame = { 0, 0, 390, 100 }, titles = { "A", "B", "", "D", "E" } }, 0, 744)
return segments, slider
