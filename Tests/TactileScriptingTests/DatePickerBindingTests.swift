import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// `DatePicker` from Lua: dates as text on the picker's calendar, wheels spun by real drags.
@Suite("DatePicker from Lua (uikit-rules §4.8)")
struct DatePickerBindingTests {
    /// §4.8: a user's spin sends valueChanged; the date moves by the wheel's rows.
    @Test func spinningTheMinuteWheelMovesTheDateAndSendsValueChanged() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local p = DatePicker{ frame = {0, 300, 320, 216}, datePickerMode = "time", date = "2026-03-01 08:15:00" }
            window:addSubview(p)
            local changes = 0
            p:addTarget(function() changes = changes + 1 end, "valueChanged")
            local spun = p:spin("minute", 2)
            return spun, p.date, changes
            """) == [true, "2026-03-01 08:17:00", 1])
    }

    /// §4.8: setting the date in code is silent and clamps to the limits.
    @Test func datesSetInCodeAreClampedAndSilent() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local p = DatePicker{ minimumDate = "2026-01-01 00:00", maximumDate = "2026-12-31 23:59:59" }
            p.date = "2030-05-05 10:00:00"
            return p.date
            """) == ["2026-12-31 23:59:59"])
        #expect(session.stage.application.traffic.records.isEmpty)
    }

    /// A wheel the mode does not show is not spun; an unknown wheel or date is refused by name.
    @Test func badWheelsAndDatesSayWhatWasExpected() throws {
        let session = try makeSession()
        #expect(try session.eval("return DatePicker{ datePickerMode = 'date' }:spin('minute', 1)") == [false])
        let wheel = try #require(session.failure("DatePicker{}:spin('minutes', 1)"))
        #expect(wheel.message.contains("bad argument #1 to 'spin' (one of year, month, day, date, hour, minute expected, got 'minutes') (did you mean 'minute'?)"))
        let date = try #require(session.failure("DatePicker{}.date = '2026-02-30 10:00:00'"))
        #expect(date.message.contains("bad argument #1 to 'DatePicker.date' (date as \"YYYY-MM-DD hh:mm:ss\" expected, got string)"))
    }
}
