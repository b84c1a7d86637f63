-- UIKit's raw values: every enumeration and option set is a table of names and raw values,
-- and wherever a script names a case it may give the raw value instead, as code ported from
-- UIKit does.
-- Rules: uikit-rules §1.1 (control events), §1.2 (control states), §1.3 (other raw values),
-- §1.4 (raw values from Lua).

describe("Raw values", function()
  it("name UIKit's numbers: highlighted is 1, valueChanged 1 << 12, close 7 (§1.1–§1.3)", function()
    expect(Control.State.highlighted).to.equal(1)
    expect(Control.State.selected).to.equal(4)
    expect(Control.Event.valueChanged).to.equal(1 << 12)
    expect(Control.Event.allTouchEvents).to.equal(0x0FFF)
    expect(Button.ButtonType.close).to.equal(7)
    expect(Touch.Phase.cancelled).to.equal(4)
    expect(SwipeGestureRecognizer.Direction.down).to.equal(8)
    expect(SegmentedControl.noSegment).to.equal(-1)
  end)

  it("stand for states in per-state titles, alone or as a mask (§1.2, §1.4)", function()
    local button = Button{ frame = {20, 40, 120, 44}, title = "Tap" }
    button:setTitle("Pressed", Control.State.highlighted)
    button:setTitle("On and pressed", Control.State.selected | Control.State.highlighted)
    window:addSubview(button)
    expect(button:titleForState("highlighted")).to.equal("Pressed")
    expect(button:titleForState{ "selected", "highlighted" }).to.equal("On and pressed")
    local finger = touch(button):down()
    expect(button.currentTitle).to.equal("Pressed")
    expect(Control.State(button.state)).to.equal(1)
    finger:up()
    expect(Control.State(button.state)).to.equal(0)
  end)

  it("register targets for an event mask or a list mixing names and numbers (§1.1, §1.4)", function()
    local button = Button{ frame = {20, 40, 120, 44} }
    window:addSubview(button)
    local heard = 0
    button:addTarget(function() heard = heard + 1 end, Control.Event.touchDown | Control.Event.touchUpInside)
    button:addTarget(function() heard = heard + 10 end, { 1 << 6, "primaryActionTriggered" })
    tap(button)
    expect(heard).to.equal(22)
    expect(Control.Event(button.allControlEvents)).to.equal(0x2041)
  end)

  it("set enumerated properties and read back as names (§1.3, §1.4)", function()
    local control = Control{ contentVerticalAlignment = Control.ContentVerticalAlignment.top }
    control.contentHorizontalAlignment = 5
    expect(control.contentVerticalAlignment).to.equal("top")
    expect(control.contentHorizontalAlignment).to.equal("trailing")
    expect(Control.ContentHorizontalAlignment(control.contentHorizontalAlignment)).to.equal(5)
    local picker = DatePicker{ datePickerMode = DatePicker.Mode.countDownTimer }
    expect(picker.datePickerMode).to.equal("countDownTimer")
  end)

  it("give a swipe recognizer its directions as a mask (§1.3, §6)", function()
    local view = View{ frame = {0, 100, 390, 200} }
    window:addSubview(view)
    local swipes = 0
    local recognizer = SwipeGestureRecognizer{ direction = 1 | 2, action = function() swipes = swipes + 1 end }
    view:addGestureRecognizer(recognizer)
    expect(recognizer.direction).to.equal{ "right", "left" }
    swipe(view, SwipeGestureRecognizer.Direction.left)
    swipe(view, "up")
    expect(swipes).to.equal(1)
  end)

  it("refuse numbers that are no case, masks with foreign bits, and names a table lacks (§1.4)", function()
    local control = Control{}
    expect(function() control.contentVerticalAlignment = 4 end)
      .to.fail_with("one of center 0, top 1, bottom 2, fill 3 expected, got 4")
    expect(function() SwipeGestureRecognizer{ direction = 16 } end).to.fail_with("a non%-empty mask within 0xF expected, got 16")
    expect(function() return Control.State.pressed end).to.fail_with("Control.State has no case 'pressed'")
    -- The write luacheck also refuses, made on purpose:
    expect(function() Control.State.pressed = 8 end).to.fail_with("Control.State is read%-only") -- luacheck: ignore 122
  end)

  it("include the custom events a script registers (§1.1, §1.4)", function()
    local unlocked = Control.registerEvent("unlocked")
    expect(Control.Event.unlocked).to.equal(unlocked)
    expect(Control.Event{ "unlocked", "valueChanged" }).to.equal(unlocked | Control.Event.valueChanged)
  end)
end)
