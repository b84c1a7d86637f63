-- How every standard control looks in each of its states, drawn as iOS 13 draws it
-- (docs/drawing.md, "The standard look"): one snapshot per state, compared with
-- __snapshots__/NAME.png beside this file. A finger left down holds a control highlighted.

-- Puts a view on a white card with a margin and returns the card, for its picture.
local function onCard(view, width, height)
  local card = View{ frame = { 0, 0, width, height }, backgroundColor = Color.white }
  view.center = Point(width / 2, height / 2)
  card:addSubview(view)
  window:addSubview(card)
  return card
end

local function looks(name, card) expect(card).to.match_snapshot(name) end

describe("Button", function()
  local button, card
  before_each(function()
    button = Button{ type = "system", frame = { 0, 0, 120, 44 } }
    button:setTitle("Send")
    card = onCard(button, 152, 60)
  end)
  it("normal: the title in the tint colour", function() looks("button_normal", card) end)
  it("highlighted: the title fades while a finger is down", function()
    touch(button):down()
    expect(button.isHighlighted).to.be_truthy()
    looks("button_highlighted", card)
  end)
  it("disabled: the title turns grey", function()
    button.isEnabled = false
    looks("button_disabled", card)
  end)
  it("a title colour of its own for a state", function()
    button:setTitleColor("systemRed", "normal")
    looks("button_title_color", card)
  end)
end)

describe("Custom button (uikit-rules §4.1)", function()
  local button, card
  before_each(function()
    button = Button{ frame = { 0, 0, 120, 44 }, backgroundColor = Color.systemIndigo }
    button:setTitle("Send")
    card = onCard(button, 152, 60)
  end)
  it("normal: the title in white, whatever the tint", function() looks("custom_button_normal", card) end)
  it("highlighted: the title stays as it is while a finger is down", function()
    touch(button):down()
    expect(button.isHighlighted).to.be_truthy()
    looks("custom_button_highlighted", card)
  end)
end)

describe("Switch", function()
  local switch, card
  before_each(function()
    switch = Switch{}
    card = onCard(switch, 83, 47)
  end)
  it("off", function() looks("switch_off", card) end)
  it("on: the track in green", function()
    switch.isOn = true
    looks("switch_on", card)
  end)
  it("on, in an onTintColor of its own", function()
    switch.isOn = true
    switch.onTintColor = "systemOrange"
    looks("switch_on_tinted", card)
  end)
  it("disabled: faded", function()
    switch.isEnabled = false
    looks("switch_disabled", card)
  end)
end)

describe("Slider", function()
  local slider, card
  before_each(function()
    slider = Slider{ frame = { 0, 0, 200, 31 } }
    card = onCard(slider, 232, 47)
  end)
  it("at its minimum", function() looks("slider_minimum", card) end)
  it("halfway: the track filled in the tint colour up to the thumb", function()
    slider.value = 0.5
    looks("slider_half", card)
  end)
  it("at its maximum", function()
    slider.value = 1
    looks("slider_maximum", card)
  end)
  it("tinted tracks and thumb", function()
    slider.value = 0.7
    slider.minimumTrackTintColor = "systemGreen"
    slider.maximumTrackTintColor = "systemGray3"
    slider.thumbTintColor = "systemYellow"
    looks("slider_tinted", card)
  end)
  it("disabled", function()
    slider.value = 0.5
    slider.isEnabled = false
    looks("slider_disabled", card)
  end)
end)

describe("Stepper", function()
  local stepper, card
  before_each(function()
    stepper = Stepper{ maximumValue = 3 }
    card = onCard(stepper, 126, 48)
  end)
  it("at its minimum: the minus half disabled", function() looks("stepper_minimum", card) end)
  it("in range: both halves enabled", function()
    stepper.value = 1
    looks("stepper_middle", card)
  end)
  it("at its maximum: the plus half disabled", function()
    stepper.value = 3
    looks("stepper_maximum", card)
  end)
  it("the plus half pressed", function()
    stepper.value = 1
    touch(stepper):down(Point(70, 16))
    looks("stepper_plus_pressed", card)
  end)
end)

describe("SegmentedControl", function()
  local segments, card
  before_each(function()
    segments = SegmentedControl{ frame = { 0, 0, 240, 32 }, items = { "Day", "Week", "Month" } }
    card = onCard(segments, 272, 48)
  end)
  it("with nothing selected", function() looks("segmented_none", card) end)
  it("with a segment selected: a white pill under a bold title", function()
    segments.selectedSegmentIndex = 1
    looks("segmented_selected", card)
  end)
  it("a segment pressed", function()
    segments.selectedSegmentIndex = 1
    touch(segments):down(Point(200, 16))
    looks("segmented_pressed", card)
  end)
  it("a segment disabled", function()
    segments.selectedSegmentIndex = 0
    segments:setEnabled(false, 2)
    looks("segmented_segment_disabled", card)
  end)
end)

describe("PageControl", function()
  local pages, card
  before_each(function()
    pages = PageControl{ frame = { 0, 0, 160, 37 }, numberOfPages = 5 }
    card = onCard(pages, 192, 53)
    card.backgroundColor = Color("#1C1C1E")
  end)
  it("on the first page", function() looks("page_control_first", card) end)
  it("on the third page", function()
    pages.currentPage = 2
    looks("page_control_third", card)
  end)
  it("with indicator colours of its own", function()
    pages.currentPage = 4
    pages.pageIndicatorTintColor = "systemGray"
    pages.currentPageIndicatorTintColor = "systemYellow"
    looks("page_control_tinted", card)
  end)
end)

describe("TextField", function()
  local field, card
  before_each(function()
    field = TextField{ frame = { 0, 0, 220, 36 }, borderStyle = "roundedRect", placeholder = "Name" }
    card = onCard(field, 252, 52)
  end)
  it("empty: the placeholder in grey", function() looks("text_field_placeholder", card) end)
  it("with text", function()
    field.text = "Tactile"
    looks("text_field_text", card)
  end)
  it("editing, with its clear button", function()
    field.text = "Tactile"
    field.clearButtonMode = "whileEditing"
    tap(field)
    expect(field.isEditing).to.be_truthy()
    looks("text_field_editing", card)
  end)
  it("a plain line border", function()
    field.borderStyle = "line"
    field.text = "Tactile"
    looks("text_field_line", card)
  end)
end)

describe("DatePicker", function()
  for _, mode in ipairs{ "time", "date", "dateAndTime", "countDownTimer" } do
    it("in " .. mode .. " mode", function()
      local picker = DatePicker{ frame = { 0, 0, 320, 150 }, datePickerMode = mode }
      looks("date_picker_" .. mode, onCard(picker, 336, 166))
    end)
  end
end)

describe("ProgressView and ActivityIndicatorView", function()
  it("progress at 0, halfway and full", function()
    local card = View{ frame = { 0, 0, 232, 64 }, backgroundColor = Color.white }
    for index, progress in ipairs{ 0, 0.5, 1 } do
      card:addSubview(ProgressView{ frame = { 16, 8 + index * 12, 200, 4 }, progress = progress })
    end
    window:addSubview(card)
    looks("progress_values", card)
  end)
  it("progress in tints of its own", function()
    local progress = ProgressView{ frame = { 0, 0, 200, 4 }, progress = 0.4, progressTintColor = "systemPink",
                                   trackTintColor = "systemGray5" }
    looks("progress_tinted", onCard(progress, 232, 36))
  end)
  it("a spinner animating, then stopped and hidden", function()
    local spinner = ActivityIndicatorView{}
    local card = onCard(spinner, 52, 52)
    spinner:startAnimating()
    looks("activity_animating", card)
    spinner:stopAnimating()
    looks("activity_stopped", card)
  end)
end)

describe("Label", function()
  local label, card
  before_each(function()
    label = Label{ frame = { 0, 0, 200, 24 }, text = "Hello, Tactile" }
    card = onCard(label, 232, 40)
  end)
  it("normal", function() looks("label_normal", card) end)
  it("in a colour and font of its own", function()
    label.textColor = "systemIndigo"
    label.font = Font.boldSystemFont(20)
    looks("label_styled", card)
  end)
  it("disabled: greyed", function()
    label.isEnabled = false
    looks("label_disabled", card)
  end)
  it("highlighted, in its highlighted colour", function()
    label.highlightedTextColor = "systemRed"
    label.isHighlighted = true
    looks("label_highlighted", card)
  end)
end)

describe("TabBar and TableView", function()
  it("a tab bar with the second item selected and a badge", function()
    local bar = TabBar{ frame = { 0, 0, 320, 49 }, items = { { title = "Home" }, { title = "Inbox", badgeValue = "3" },
                                                            { title = "Settings" } } }
    bar.selectedItem = bar.items[2]
    looks("tab_bar_selected", onCard(bar, 320, 65))
  end)
  it("a table with a row selected", function()
    local table = TableView{ frame = { 0, 0, 300, 132 }, rows = { "Wi-Fi", "Bluetooth", "Notifications" } }
    local card = onCard(table, 300, 148)
    table:layoutIfNeeded()
    table:selectRow{ section = 0, row = 1 }
    looks("table_row_selected", card)
  end)
end)
