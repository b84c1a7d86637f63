-- Date picker: a spin of a wheel is the user's change and sends valueChanged
-- when the value changed; dates set in code are silent; limits, the minute
-- interval and the countdown duration follow UIKit's rules.
-- Dates read as text on the picker's calendar (Gregorian, UTC).
-- Rules: uikit-rules §4.8 (UIDatePicker), §8.3 (programmatic changes are silent).

describe("A date picker", function()
  local picker
  before_each(function()
    picker = DatePicker{ frame = {0, 300, 320, 216}, datePickerMode = "time", date = "2026-01-01 09:41:00" }
    window:addSubview(picker)
  end)

  it("moves the date by the rows a wheel is spun, and sends valueChanged once per spin (§4.8)", function()
    picker:spin("minute", 2)
    expect(picker.date).to.equal("2026-01-01 09:43:00")
    picker:spin("hour", -1)
    expect(picker.date).to.equal("2026-01-01 08:43:00")
    expect(picker).to.have_sent_exactly{ "valueChanged", "valueChanged" }
  end)

  it("sends no touch events of its own: the wheels take the touches (§4.8)", function()
    picker:spin("minute", 1)
    expect(picker).to_not.have_sent({ "touchDown", "touchUpInside" })
  end)

  it("stays silent when its date is set from code (§4.8)", function()
    picker.date = "2026-06-01 12:00:00"
    expect(picker).to_not.have_sent("valueChanged")
  end)

  it("clamps a spin to its limits, and ignores limits that cross (§4.8)", function()
    picker.maximumDate = "2026-01-01 10:00:00"
    picker:spin("hour", 3)
    expect(picker.date).to.equal("2026-01-01 10:00:00")
    picker.minimumDate = "2026-01-02 00:00:00"   -- now after the maximum: both are ignored
    picker.date = "2026-03-01 00:00:00"
    expect(picker.date).to.equal("2026-03-01 00:00:00")
  end)

  it("steps minutes by the minute interval, which must divide 60 (§4.8)", function()
    picker.minuteInterval = 15
    expect(picker.minuteInterval).to.equal(15)
    picker.minuteInterval = 7
    expect(picker.minuteInterval).to.equal(1)
  end)

  it("keeps whole minutes of a countdown, at most 23:59 (§4.8)", function()
    picker.datePickerMode = "countDownTimer"
    picker.countDownDuration = 90
    expect(picker.countDownDuration).to.equal(60)
    picker.countDownDuration = 100000
    expect(picker.countDownDuration).to.equal(86340)
    expect(picker.components).to.equal{ "hour", "minute" }
  end)
end)
