-- ColorPicker (seed 003, recipe 2-5), driven only by synthesized touches.

describe("ColorPicker", function()
  local picker, changes
  before_each(function()
    picker = ColorPicker{ frame = { 0, 0, 200, 100 } }
    window:addSubview(picker)
    changes = 0
    picker:addTarget(function() changes = changes + 1 end, "valueChanged")
  end)
  after_each(function() picker:removeFromSuperview() end)

  it("takes hue from x and saturation from y, brightness and alpha 1", function()
    tap(picker, Point(50, 75))
    local color = picker:color()
    expect(color.hue).to.be.near(0.25, 1e-9)
    expect(color.saturation).to.be.near(0.75, 1e-9)
    expect(color.brightness).to.equal(1)
    expect(color.alpha).to.equal(1)
  end)

  it("sends valueChanged on every update", function()
    touch(picker):down(Point(10, 10)):move(Point(20, 20)):move(Point(30, 30)):up(Point(40, 40))
    expect(changes).to.equal(4)   -- begin, two moves, the lift inside
    expect(picker.hue).to.be.near(0.2, 1e-9)
  end)

  it("sends touchDown and touchUpInside itself, as the base class does: each noted as a duplicate", function()
    tap(picker, Point(50, 50))
    expect(fidelity.count(picker, "duplicateEvent", "touchDown")).to.equal(1)
    expect(fidelity.count(picker, "duplicateEvent", "touchUpInside")).to.equal(1)
  end)

  it("sends touchDragInside itself on a move inside, a duplicate of the base class's", function()
    touch(picker):down(Point(10, 10)):move(Point(20, 20)):up()
    expect(fidelity.count(picker, "duplicateEvent", "touchDragInside")).to.equal(1)
  end)
  it("draws its field of colours and a ring around the colour picked (snapshot after a tap)", function()
    tap(picker, Point(150, 40))
    expect(picker).to.match_snapshot("color_picker_picked")
  end)
  it("ends its tracking when the system cancels the touch, with one touchCancel (uikit-rules §2.2)", function()
    touch(picker):down(Point(50, 50)):cancel()
    expect(picker.isTracking).to.equal(false)
    expect(picker.isHighlighted).to.equal(false)
    expect(picker).to.have_sent("touchCancel", { times = 1 })
  end)

end)
