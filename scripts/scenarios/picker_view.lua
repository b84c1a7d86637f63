-- Picker view: seed 000's picker of the fifty states, its rows labels the delegate makes and
-- reuses, then with a second drum of the selected state's cities, reloaded when the state
-- changes. Driven only by drags and taps through the window and the virtual clock.
-- Rules: uikit-rules §15 (UIPickerView), §8.3 (changes made in code are silent).

local STATES = {
  "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware",
  "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky",
  "Louisiana", "Maine", "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi",
  "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico",
  "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania",
  "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont",
  "Virginia", "Washington", "West Virginia", "Wisconsin", "Wyoming",
}

-- A few large cities of some states; the others show their capital.
local CITIES = {
  Alabama = { "Birmingham", "Montgomery", "Huntsville", "Mobile" },
  Alaska = { "Anchorage", "Fairbanks", "Juneau" },
  Arizona = { "Phoenix", "Tucson", "Mesa", "Chandler", "Scottsdale" },
  Arkansas = { "Little Rock", "Fort Smith" },
  California = { "Los Angeles", "San Diego", "San Jose", "San Francisco", "Fresno", "Sacramento" },
}
local CAPITALS = {
  Colorado = "Denver", Connecticut = "Hartford", Delaware = "Dover", Florida = "Tallahassee",
  Georgia = "Atlanta", Hawaii = "Honolulu",
}

local function citiesOf(state)
  return CITIES[state] or { CAPITALS[state] or (state .. " City") }
end

-- The chapter's delegate: a label per row, reused when the picker hands one back.
local function statesPicker(log)
  return PickerView{
    frame = { 0, 300, 320, 216 },
    numberOfComponentsInPickerView = function() return 1 end,
    numberOfRowsInComponent = function() return #STATES end,
    viewForRow = function(_, row, _, reusing)
      local label = reusing
      if label then
        log.handedBack[#log.handedBack + 1] = label
      else
        label = Label{}
        log.made[#log.made + 1] = label
      end
      label.text = STATES[row + 1]
      label.backgroundColor = nil
      label:sizeToFit()
      return label
    end,
    didSelectRow = function(_, row) log.selected[#log.selected + 1] = STATES[row + 1] end,
  }
end

describe("The fifty states (seed 000)", function()
  local picker, log
  before_each(function()
    log = { made = {}, handedBack = {}, selected = {} }
    picker = statesPicker(log)
    window:addSubview(picker)
    picker:layoutIfNeeded()
  end)

  it("shows its labels centred in the picker, made only for the rows in view (§15.1)", function()
    expect(picker.numberOfComponents).to.equal(1)
    expect(picker:numberOfRows(0)).to.equal(50)
    expect(picker:visibleRows(0)).to.equal{ 0, 1, 2, 3 }
    expect(#log.made).to.equal(4)
    local alabama = picker:view(0, 0)
    expect(alabama.text).to.equal("Alabama")
    expect(alabama:convertPoint(Point(alabama.bounds.width / 2, alabama.bounds.height / 2), nil))
      .to.equal(Point(160, 408))
  end)

  it("hands back the labels of rows gone from view for the rows coming in (§15.1)", function()
    picker:spin(0, 20)
    expect(#log.made <= 8).to.be_truthy()
    expect(#log.handedBack >= 16).to.be_truthy()
    local mine = {}
    for _, label in ipairs(log.made) do mine[label] = true end
    for _, label in ipairs(log.handedBack) do expect(mine[label]).to.equal(true) end
    expect(picker:view(20, 0).text).to.equal("Massachusetts")
  end)

  it("tells didSelectRow only once a flick has come to rest (§15.2)", function()
    drag(picker, { from = { 160, 140 }, to = { 160, 40 }, steps = 5, duration = 0.1 })
    expect(picker:isSpinning(0)).to.be_truthy()
    expect(log.selected).to.equal{}
    clock.advance(5)
    expect(picker:isSpinning(0)).to.equal(false)
    local row = picker:selectedRow(0)
    expect(row > 3).to.be_truthy()
    expect(log.selected).to.equal{ STATES[row + 1] }
    expect(traffic:all{ kind = "note" }[1].message).to.equal("pickerViewDidSelectRow " .. row .. " inComponent 0")
  end)

  it("turns to a row tapped below the band (§15.2)", function()
    tap(picker, { 160, 108 + 64 })
    expect(log.selected).to.equal{}
    clock.advance(0.3)
    expect(log.selected).to.equal{ "Arizona" }
    expect(picker:selectedRow(0)).to.equal(2)
  end)

  it("is silent when a state is selected in code (§15.2, §8.3)", function()
    picker:selectRow(34, 0, true)
    expect(picker:selectedRow(0)).to.equal(34)
    clock.advance(1)
    expect(picker:view(34, 0).text).to.equal("Ohio")
    expect(log.selected).to.equal{}
  end)

  it("looks like iOS 13's picker, Ohio on the band", function()
    picker:selectRow(34, 0)
    expect(picker).to.match_snapshot("picker_fifty_states")
  end)
end)

describe("The states and their cities (seed 000, §15.3)", function()
  local picker, log
  before_each(function()
    log = { made = {}, handedBack = {}, selected = {} }
    picker = statesPicker(log)
    picker.numberOfComponentsInPickerView = function() return 2 end
    picker.numberOfRowsInComponent = function(p, component)
      if component == 0 then return #STATES end
      return #citiesOf(STATES[p:selectedRow(0) + 1])
    end
    local stateLabel = picker.viewForRow
    picker.viewForRow = function(p, row, component, reusing)
      if component == 0 then return stateLabel(p, row, component, reusing) end
      local label = reusing or Label{}
      label.text = citiesOf(STATES[p:selectedRow(0) + 1])[row + 1]
      label:sizeToFit()
      return label
    end
    picker.widthForComponent = function(_, component) return component == 0 and 170 or 130 end
    picker.didSelectRow = function(p, row, component)
      if component ~= 0 then return end
      log.selected[#log.selected + 1] = STATES[row + 1]
      p:reloadComponent(1)
      p:selectRow(0, 1)
    end
    window:addSubview(picker)
  end)

  it("shows the cities of the selected state, and those of the next after a spin", function()
    expect(picker:numberOfRows(1)).to.equal(4)
    expect(picker:view(0, 1).text).to.equal("Birmingham")
    picker:spin(1, 2)
    expect(picker:selectedRow(1)).to.equal(2)
    picker:spin(0, 4)
    expect(log.selected).to.equal{ "California" }
    expect(picker:numberOfRows(1)).to.equal(6)
    expect(picker:selectedRow(1)).to.equal(0)
    expect(picker:view(0, 1).text).to.equal("Los Angeles")
    expect(picker).to.match_snapshot("picker_states_and_cities")
  end)

  it("keeps the city drum's selection within its rows when fewer come", function()
    picker:spin(0, 4)
    picker:spin(1, 5)
    expect(picker:view(5, 1).text).to.equal("Sacramento")
    picker:spin(0, -3)                           -- Alaska: three cities, the first selected again
    expect(picker:numberOfRows(1)).to.equal(3)
    expect(picker:selectedRow(1)).to.equal(0)
  end)
end)
