-- Real controls driven by synthesized touches and the virtual clock; the traffic
-- matchers read what the controls actually sent (uicontrol_semantics §2.6, §4.2, §4.3).

describe("A switch", function()
  local switch
  before_each(function()
    switch = Switch{ frame = {20, 20, 51, 31} }
    window:addSubview(switch)
  end)

  it("flips on a tap and sends valueChanged", function()
    tap(switch)
    expect(switch.isOn).to.be_truthy()
    expect(switch).to.have_sent("valueChanged", { times = 1 })
  end)

  it("stays silent when set from code", function()
    switch:setOn(true, true)
    expect(switch).to_not.have_sent("valueChanged")
  end)
end)

describe("A slider", function()
  it("reports every move of its thumb to a Lua target", function()
    local slider = Slider{ frame = {20, 80, 200, 30}, maximumValue = 10 }
    window:addSubview(slider)
    local values = {}
    slider:addTarget(function(sender) values[#values + 1] = sender.value end, "valueChanged")
    local thumb = slider.currentThumbRect
    drag(slider, { from = {thumb.x + thumb.width / 2, 15}, to = {200, 15}, steps = 4 })
    expect(#values).to.equal(6)
    expect(values[#values]).to_be_near(10, 0.5)
    expect(slider).to.have_sent_in_order{ "touchDown", "valueChanged", "touchUpInside" }
  end)
end)
