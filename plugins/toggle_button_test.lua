-- ToggleButton (seed 003, recipes 2-1 and 2-2), a Button subclass, driven only by touches and the clock.

describe("ToggleButton", function()
  local button
  before_each(function()
    button = ToggleButton{ frame = { 20, 20, 200, 44 } }
    window:addSubview(button)
  end)
  after_each(function() button:removeFromSuperview() end)

  it("starts on, titled On for the normal and highlighted states", function()
    expect(button.isOn).to.equal(true)
    expect(button:titleForState("normal")).to.equal("On")
    expect(button:titleForState("highlighted")).to.equal("On")
  end)

  it("flips at each tap and retitles itself", function()
    tap(button)
    expect(button.isOn).to.equal(false)
    expect(button.currentTitle).to.equal("Off")
    tap(button)
    expect(button.isOn).to.equal(true)
    expect(button.currentTitle).to.equal("On")
  end)

  it("does not flip when the finger lifts outside", function()
    drag(button, { from = Point(100, 22), to = Point(100, 300) })
    expect(button.isOn).to.equal(true)
  end)

  it("swells to 110 % over 0.2 s while pressed and relaxes when the finger leaves", function()
    local finger = touch(button):down()
    clock.advance(0.2)
    expect(button.zoom).to.be.near(1.1, 1e-9)
    finger:move(Point(100, 300))                -- far outside: drag exit
    clock.advance(0.2)
    expect(button.zoom).to.be.near(1, 1e-9)
    finger:up()
  end)

  it("runs a script's own target after its built-in toggle", function()
    local seen
    button:addTarget(function(b) seen = b.isOn end, "touchUpInside")
    tap(button)
    expect(seen).to.equal(false)
  end)
  it("draws a red lozenge once off (snapshot after a tap)", function()
    tap(button)
    clock.advance(0.3)
    expect(button).to.match_snapshot("toggle_button_off")
  end)
end)
