-- Switch: a user flip sends valueChanged; setting it from code is silent.
-- Rules: uikit-rules §4.2 (UISwitch), §2.6 (a tap's touch events).

describe("A switch", function()
  local switch
  before_each(function()
    switch = Switch{ frame = {20, 20, 51, 31} }
    window:addSubview(switch)
  end)

  it("starts off and flips on at a tap, sending valueChanged once (§4.2)", function()
    expect(switch.isOn).to.be_falsy()
    tap(switch)
    expect(switch.isOn).to.be_truthy()
    expect(switch).to.have_sent("valueChanged", { times = 1 })
  end)

  it("sends valueChanged between touchDown and touchUpInside", function()
    tap(switch)
    expect(switch).to.have_sent_exactly{ "touchDown", "valueChanged", "touchUpInside" }
  end)

  it("flips back at a second tap, and its target reads the new value", function()
    local seen = {}
    switch:addTarget(function(sender) seen[#seen + 1] = sender.isOn end, "valueChanged")
    tap(switch)
    clock.advance(1)   -- far enough apart not to count as a double tap
    tap(switch)
    expect(seen).to.equal{ true, false }
  end)

  it("stays silent when set from code, even to a new position (§4.2)", function()
    switch:setOn(true, true)
    switch.isOn = false
    expect(switch).to_not.have_sent("valueChanged")
  end)

  it("keeps its fixed 51×31 size whatever frame it is given (§4.2)", function()
    local big = Switch{ frame = {0, 0, 200, 100} }
    expect(big.frame.width).to.equal(51)
    expect(big.frame.height).to.equal(31)
  end)
end)
