-- Segmented control: selection at touch-up, only valueChanged (no touch
-- events), nothing for re-tapping the selected segment or for code.
-- Rules: uikit-rules §4.5 (UISegmentedControl).

describe("A segmented control", function()
  local control
  local function centre_of(index)
    local frame = control:frameForSegment(index)
    return { frame.x + frame.width / 2, frame.y + frame.height / 2 }
  end
  before_each(function()
    control = SegmentedControl{ frame = {20, 40, 300, 32}, items = {"Day", "Week", "Month"} }
    window:addSubview(control)
  end)

  it("starts with no segment selected (§4.5)", function()
    expect(control.selectedSegmentIndex).to.equal(-1)
    expect(control.numberOfSegments).to.equal(3)
  end)

  it("selects at touch-up, not at touch-down (§4.5 touch flow)", function()
    local finger = touch(control):down(centre_of(2))
    expect(control.highlightedSegmentIndex).to.equal(2)
    expect(control.selectedSegmentIndex).to.equal(-1)
    finger:up()
    expect(control.selectedSegmentIndex).to.equal(2)
  end)

  it("sends only valueChanged and primaryActionTriggered, none of UIControl's touch events (§4.5)", function()
    tap(control, centre_of(1))
    expect(control).to.have_sent_exactly{ "valueChanged", "primaryActionTriggered" }
  end)

  it("sends nothing when the selected segment is tapped again (§4.5)", function()
    tap(control, centre_of(1))
    clock.advance(1)
    tap(control, centre_of(1))
    expect(control).to.have_sent("valueChanged", { times = 1 })
  end)

  it("follows the finger to another segment and selects where it lifts (§4.5 touch flow)", function()
    touch(control):down(centre_of(0)):move(centre_of(1)):up(centre_of(1))
    expect(control.selectedSegmentIndex).to.equal(1)
  end)

  it("stays silent when the selection is set from code (§4.5)", function()
    control.selectedSegmentIndex = 2
    expect(control).to_not.have_sent("valueChanged")
  end)

  it("clears the selection, silently, when the selected segment is disabled (§4.5 per-segment enable)", function()
    tap(control, centre_of(0))
    control:setEnabled(false, 0)
    expect(control.selectedSegmentIndex).to.equal(-1)
    expect(control).to.have_sent("valueChanged", { times = 1 })
  end)
end)
