-- Controls and gesture recognizers together (Apple's "Attaching gesture recognizers to UIKit
-- controls", uikit-rules §2.1.5): a standard control keeps its own default gesture
-- from a superview's recognizer; any other recognition cancels the control's tracking.

describe("A button under a superview's tap recognizer", function()
  local panel, button, panelTap
  before_each(function()
    panel = View{ frame = {0, 100, 390, 300} }
    window:addSubview(panel)
    button = Button{ frame = {20, 20, 120, 44} }
    panel:addSubview(button)
    panelTap = TapGestureRecognizer{}
    panel:addGestureRecognizer(panelTap)
  end)

  it("keeps its single tap: touchUpInside, and the recognizer fails", function()
    tap(button)
    expect(button).to.have_sent_in_order{ "touchDown", "touchUpInside" }
    expect(panelTap).to_not.have_sent("ended")
  end)

  it("leaves taps elsewhere in the panel to the recognizer", function()
    tap(panel, {300, 200})
    expect(panelTap).to.have_sent_exactly{ "ended" }
  end)

  it("gives up a double tap, which is not its own gesture", function()
    panelTap.numberOfTapsRequired = 2
    tap(button, { count = 2 })
    expect(panelTap).to.have_sent("ended", { times = 1 })
    expect(button).to.have_sent("touchCancel")
  end)
end)

describe("A control whose superview recognizes a pan", function()
  local panel, control, pan
  before_each(function()
    panel = View{ frame = {0, 100, 390, 300} }
    window:addSubview(panel)
    control = Control{ frame = {20, 20, 200, 44} }
    panel:addSubview(control)
    pan = PanGestureRecognizer{}
    panel:addGestureRecognizer(pan)
  end)

  it("loses its tracking when the pan begins: touchCancel, no touchUp", function()
    drag(control, { from = {10, 22}, to = {190, 22}, steps = 6 })
    expect(control).to.have_sent_exactly{ "touchDown", "touchCancel" }
    expect(pan).to.have_sent_in_order{ "began", "ended" }
    expect(control.isTracking).to.equal(false)
  end)

  it("keeps its touches when the pan does not cancel them", function()
    pan.cancelsTouchesInView = false
    drag(control, { from = {10, 22}, to = {190, 22}, steps = 6 })
    expect(control).to.have_sent_in_order{ "touchDown", "touchDragInside", "touchUpInside" }
    expect(control).to_not.have_sent("touchCancel")
  end)

  it("keeps a plain tap, which no pan recognizes", function()
    tap(control)
    expect(control).to.have_sent_exactly{ "touchDown", "touchUpInside" }
  end)

  it("keeps its tracking when shouldBegin refuses the pan", function()
    pan.shouldBegin = function() return false end
    drag(control, { from = {10, 22}, to = {190, 22}, steps = 6 })
    expect(control).to.have_sent_in_order{ "touchDown", "touchUpInside" }
    expect(pan).to_not.have_sent("began")
  end)
end)

describe("A slider in a view with a swipe recognizer", function()
  it("keeps a swipe along its thumb for itself", function()
    local panel = View{ frame = {0, 100, 390, 300} }
    window:addSubview(panel)
    local slider = Slider{ frame = {20, 20, 300, 30} }
    panel:addSubview(slider)
    local right = SwipeGestureRecognizer{ direction = "right" }
    panel:addGestureRecognizer(right)
    local thumb = slider.currentThumbRect
    swipe(slider, "right", { from = {thumb.x + thumb.width / 2, 15}, distance = 150 })
    expect(right).to_not.have_sent("ended")
    expect(slider.value > 0).to.equal(true)
  end)
end)
