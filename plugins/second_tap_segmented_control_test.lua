-- SecondTapSegmentedControl (seed 003, recipe 2-4), a SegmentedControl subclass, driven only by touches.

describe("SecondTapSegmentedControl", function()
  local control, delegate, changes
  before_each(function()
    control = SecondTapSegmentedControl{ frame = { 0, 0, 300, 30 }, items = { "One", "Two", "Three" } }
    window:addSubview(control)
    delegate = { taps = 0 }
    function delegate:performSegmentAction(sender) self.taps = self.taps + 1; self.last = sender.selectedSegmentIndex end
    control.tapDelegate = delegate
    changes = 0
    control:addTarget(function() changes = changes + 1 end, "valueChanged")
  end)
  after_each(function() control:removeFromSuperview() end)

  it("selects as a segmented control does, and tells the delegate", function()
    tap(control, Point(150, 15))
    expect(control.selectedSegmentIndex).to.equal(1)
    expect(changes).to.equal(1)
    expect(delegate.taps).to.equal(1)
    expect(delegate.last).to.equal(1)
  end)

  it("reports a second tap on the selected segment, which sends no valueChanged", function()
    tap(control, Point(150, 15))
    tap(control, Point(150, 15))
    expect(changes).to.equal(1)
    expect(delegate.taps).to.equal(2)
  end)

  it("sends its custom segmentTapped event at every lift", function()
    local tapped = 0
    control:addTarget(function() tapped = tapped + 1 end, "segmentTapped")
    tap(control, Point(50, 15))
    tap(control, Point(50, 15))
    expect(tapped).to.equal(2)
  end)
  it("marks a segment tapped again in red (snapshot after a second tap)", function()
    tap(control, Point(150, 15))
    tap(control, Point(150, 15))
    expect(control.reselected).to.equal(true)
    expect(control).to.match_snapshot("second_tap_reselected")
    tap(control, Point(50, 15))
    expect(control.reselected).to.equal(false)
  end)
end)
