-- Finding views as UI tests do: by what they read as (accessibility label), a test-only
-- identifier, their traits or their class — not by frames.

describe("A player screen", function()
  local play, volume

  before_each(function()
    play = Button{ frame = Rect(20, 20, 80, 40) }
    play:setTitle("Play", "normal")
    play:setTitle("Pause", "selected")
    play:addTarget(function(button) button.isSelected = not button.isSelected end, "touchUpInside")
    volume = Slider{ frame = Rect(20, 80, 200, 30), accessibilityIdentifier = "volume" }
    window:addSubview(play)
    window:addSubview(volume)
  end)

  it("finds the play button by its title, and it reads as Pause once tapped", function()
    tap(find{ label = "Play" })
    expect(find{ label = "Pause" }).to.equal(play)
    expect(play.accessibilityTraits).to.equal({ "button", "selected" })
  end)

  it("finds the volume by identifier and drags it", function()
    local slider = find{ identifier = "volume" }
    drag(slider, { from = Point(slider.bounds.width * slider.value, 15), to = Point(200, 15) })
    expect(volume.value > 0.9).to.truthy()
    expect(#findAll{ traits = "adjustable" }).to.equal(1)
  end)

  it("says what there is when nothing matches", function()
    expect(function() find{ label = "Stop" } end).to.fail_with('there are Button#1 "Play", Slider#1 %(volume%)')
  end)

  it("knows every class, used in this file yet or not", function()
    expect(#findAll{ class = "DatePicker" }).to.equal(0)
    expect(function() find{ class = "DatePickr" } end).to.fail_with("did you mean 'DatePicker'")
  end)
end)
