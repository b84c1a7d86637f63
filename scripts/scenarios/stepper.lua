-- Stepper: one step per tap at touch-up, autorepeat on the virtual clock while
-- a half is held, wrapping, and releasing outside to take a step back.
-- Rules: uikit-rules §4.4 (UIStepper), §2.3 (primaryActionTriggered).

describe("A stepper", function()
  local stepper
  local PLUS, MINUS = {70, 16}, {24, 16}   -- the right and left halves of its 94×32
  before_each(function()
    stepper = Stepper{ frame = {20, 40, 94, 32} }
    window:addSubview(stepper)
  end)

  it("steps once at touch-up for a quick tap on the plus half (§4.4 timing)", function()
    local finger = touch(stepper):down(PLUS)
    expect(stepper.highlightedHalf).to.equal("increment")
    expect(stepper.value).to.equal(0)
    finger:up()
    expect(stepper.value).to.equal(1)
    expect(stepper).to.have_sent_exactly{ "touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside" }
  end)

  it("autorepeats while held: the first step after 0.5 s, then every 0.5 s (§4.4 timing)", function()
    local times = {}
    stepper:addTarget(function() times[#times + 1] = clock.now end, "valueChanged")
    local finger = touch(stepper):down(PLUS)
    clock.advance(0.49)
    expect(stepper.value).to.equal(0)
    clock.advance(1.56)      -- held for 2.05 s in all
    finger:up()              -- after autorepeat steps, touch-up adds none
    expect(stepper.value).to.equal(4)
    expect(times).to.equal{ 0.5, 1.0, 1.5, 2.0 }
  end)

  it("stops autorepeating at the maximum and keeps its plus half disabled (§4.4 buttons)", function()
    stepper.maximumValue = 2
    local finger = touch(stepper):down(PLUS)
    clock.advance(3)
    finger:up()
    expect(stepper.value).to.equal(2)
    expect(stepper.isIncrementEnabled).to.be_falsy()
    expect(stepper).to.have_sent("valueChanged", { times = 2 })
  end)

  it("takes no step when released outside the slop (§4.4 timing)", function()
    touch(stepper):down(PLUS):move{70, 200}:up()
    expect(stepper.value).to.equal(0)
    expect(stepper).to_not.have_sent("valueChanged")
    expect(stepper).to.have_sent_in_order{ "touchDown", "touchDragExit", "touchUpOutside" }
  end)

  it("jumps to the minimum past the maximum when it wraps, not modulo (§4.4 stepping)", function()
    stepper.maximumValue = 10
    stepper.stepValue = 3
    stepper.wraps = true
    stepper.value = 9
    tap(stepper, PLUS)
    expect(stepper.value).to.equal(0)
    clock.advance(1)
    tap(stepper, MINUS)
    expect(stepper.value).to.equal(10)
  end)

  it("sends a single valueChanged at touch-up when not continuous (§4.4 events)", function()
    stepper.isContinuous = false
    local finger = touch(stepper):down(PLUS)
    clock.advance(1.2)
    finger:up()
    expect(stepper.value).to.equal(2)
    expect(stepper).to.have_sent("valueChanged", { times = 1 })
  end)

  it("lets the newer limit win when minimum and maximum cross (§4.4 min/max invariant)", function()
    stepper.minimumValue = 200
    expect(stepper.maximumValue).to.equal(200)
    stepper.maximumValue = 100
    expect(stepper.minimumValue).to.equal(100)
    expect(stepper.value).to.equal(100)
  end)

  it("clamps values set from code and stays silent; stepValue must be positive (§4.4)", function()
    stepper.value = 250
    expect(stepper.value).to.equal(100)
    expect(stepper).to_not.have_sent("valueChanged")
    expect(function() stepper.stepValue = 0 end).to.fail_with("stepValue must be greater than 0")
  end)
end)
