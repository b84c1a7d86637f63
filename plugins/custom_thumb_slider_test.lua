-- CustomThumbSlider (seed 003, recipe 2-3), a Slider subclass, driven only by touches.

describe("CustomThumbSlider", function()
  local slider
  before_each(function()
    slider = CustomThumbSlider{ frame = { 20, 100, 200, 40 } }
    window:addSubview(slider)
  end)
  after_each(function() slider:removeFromSuperview() end)

  it("grows 30 pt up and down while the thumb is held and shrinks back on release", function()
    local thumb = slider.currentThumbRect
    local finger = touch(slider):down(Point(thumb.x + thumb.width / 2, 20))
    expect(slider.frame.y).to.equal(70)
    expect(slider.frame.height).to.equal(100)
    finger:up()
    expect(slider.frame.y).to.equal(100)
    expect(slider.frame.height).to.equal(40)
  end)

  it("redraws the bubble only after a change of 0.1 or more", function()
    local thumb = slider.currentThumbRect
    local x = thumb.x + thumb.width / 2
    local finger = touch(slider):down(Point(x, 20))
    for step = 1, 10 do finger:move(Point(x + step * 4, 20)) end
    finger:up()
    expect(slider.bubbleRedraws < 10).to.equal(true)
    expect(slider.bubbleRedraws >= 1).to.equal(true)
    expect(math.abs(slider.bubbleLevel - slider.value) < 0.1).to.equal(true)
  end)

  it("always redraws above 0.98", function()
    drag(slider, { from = Point(slider.currentThumbRect.x + 5, 20), to = Point(199, 20), steps = 4 })
    expect(slider.value > 0.98).to.equal(true)
    expect(slider.bubbleLevel).to.equal(slider.value)
  end)
  it("draws its bubble over the thumb while dragged (snapshot mid-drag)", function()
    local finger = touch(slider):down(Point(16, 20)):move(Point(90, 20)):move(Point(140, 20))
    expect(slider).to.match_snapshot("custom_thumb_slider_bubble")
    finger:up()
  end)
end)
