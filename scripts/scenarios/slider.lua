-- Slider: drags that start on the thumb, continuous and non-continuous
-- reporting, clamping, and silence when set from code.
-- Rules: uikit-rules §4.3 (UISlider), §2.3 (primaryActionTriggered).

describe("A slider", function()
  local slider
  before_each(function()
    slider = Slider{ frame = {20, 80, 200, 30}, maximumValue = 10 }
    window:addSubview(slider)
  end)

  local function drag_thumb_to(x, steps)
    local thumb = slider.currentThumbRect
    drag(slider, { from = {thumb.x + thumb.width / 2, 15}, to = {x, 15}, steps = steps })
  end

  it("reports every move of its thumb to a Lua target while continuous (§4.3)", function()
    local values = {}
    slider:addTarget(function(sender) values[#values + 1] = sender.value end, "valueChanged")
    drag_thumb_to(200, 4)
    -- one at touch-down, one per move, one final at touch-up
    expect(#values).to.equal(6)
    expect(values[#values]).to_be_near(10, 0.5)
    expect(slider).to.have_sent_in_order{ "touchDown", "valueChanged", "touchUpInside" }
  end)

  it("follows each valueChanged with primaryActionTriggered (§2.3)", function()
    drag_thumb_to(100, 2)
    expect(slider).to.have_sent_in_order{ "valueChanged", "primaryActionTriggered", "valueChanged", "primaryActionTriggered" }
  end)

  it("sends exactly one valueChanged, at the end, when not continuous (§4.3)", function()
    slider.isContinuous = false
    drag_thumb_to(150, 5)
    expect(slider).to.have_sent("valueChanged", { times = 1 })
    -- endTracking sends it, and endTracking runs before touchUpInside (§2.2, touchesEnded 4–5)
    expect(slider).to.have_sent_in_order{ "touchDragInside", "valueChanged", "touchUpInside" }
  end)

  it("ignores a touch that misses the thumb: no touchDown, no value change (§4.3)", function()
    tap(slider, {190, 15})
    expect(slider.value).to.equal(0)
    expect(slider).to_not.have_sent("*")
  end)

  it("clamps values set from code and stays silent (§4.3)", function()
    slider.value = 42
    expect(slider.value).to.equal(10)
    slider.value = -3
    expect(slider.value).to.equal(0)
    expect(slider).to_not.have_sent("valueChanged")
  end)

  it("raises the maximum when the minimum is set above it (§4.3)", function()
    slider.minimumValue = 20
    expect(slider.maximumValue).to.equal(20)
    expect(slider.value).to.equal(20)
  end)
end)
