-- A tour of the scenario API with plain Lua values: blocks, hooks and matchers.
-- Run it with `tactile test scripts/scenarios/expectations.lua`.

-- A tiny model to test: a counter that clamps between a minimum and a maximum,
-- the way a stepper clamps its value.
local function Counter(minimum, maximum)
  local counter = { value = minimum }
  function counter:step(by)
    self.value = math.max(minimum, math.min(maximum, self.value + by))
    return self.value
  end
  return counter
end

describe("Counter", function()
  local counter

  before_each(function()
    counter = Counter(0, 5)   -- every test starts from a fresh counter
  end)

  it("starts at its minimum", function()
    expect(counter.value).to.equal(0)
  end)

  it("clamps at its maximum", function()
    for _ = 1, 10 do counter:step(1) end
    expect(counter.value).to.equal(5)
  end)

  it("never goes below its minimum", function()
    expect(counter:step(-3)).never.to.equal(-3)
    expect(counter.value).to.equal(0)
  end)

  describe("with fractional steps", function()
    it("adds up within a tolerance", function()
      for _ = 1, 10 do counter:step(0.1) end
      expect(counter.value).to_be_near(1.0, 1e-9)
    end)
  end)
end)

describe("expect", function()
  it("compares tables deeply", function()
    expect({ "touchDown", { x = 1, y = 2 } }).to.equal({ "touchDown", { x = 1, y = 2 } })
  end)

  it("checks truthiness and nil", function()
    expect(0).to.be_truthy()        -- 0 is true in Lua
    expect(false).to.be_falsy()
    expect(nil).to.be_nil()
    expect("text").to_not.be_nil()
  end)

  it("checks that a function fails, and with what", function()
    expect(function() error("value out of range") end).to.fail()
    expect(function() error("value 7 out of range") end).to.fail_with("value %d+ out")
    expect(function() return 1 end).never.to.fail()
  end)

  pending("on controls, once the bindings exist", "needs the control bindings")
end)
