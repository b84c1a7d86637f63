import Foundation
import Testing
@testable import ControlKit

/// An application with a window holding a 320×216 date picker whose events are logged.
final class DatePickerStage {
    let application = Application()
    let window: Window
    let picker: DatePicker
    let driver: TouchDriver
    let log = ActionLog()

    init(mode: DatePicker.Mode = .dateAndTime, date: Date = DatePickerStage.moment(2026, 1, 31, 9, 41, 30)) {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 600))
        picker = DatePicker(frame: Rect(x: 0, y: 100, width: 320, height: 216), date: date)
        picker.datePickerMode = mode
        window.addSubview(picker)
        driver = TouchDriver(window: window)
        picker.addTarget(log, action: "dateChanged:", for: .allEvents)
    }

    /// A moment in UTC.
    static func moment(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
        let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: parts)!
    }

    /// The picker's date as text.
    var shown: String { picker.format(picker.date) }
}

/// DatePicker: modes, limits, minute interval, countdown duration, valueChanged on user change
/// only (uikit-rules §4.8, §8.3; seed 000 for the countdown minimum). The user's gesture is
/// a drag or tap on one wheel (see DatePicker).
@Suite("DatePicker")
struct DatePickerTests {
    @Test("§4.8 defaults: dateAndTime mode, date = virtual time 0, no limits, minuteInterval 1, countdown 0")
    func defaults() {
        let picker = DatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.date == VirtualClock.epoch)
        #expect(picker.format(picker.date) == "2026-01-01 09:41:00")
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
        #expect(picker.minuteInterval == 1)
        #expect(picker.countDownDuration == 0)
    }

    @Test("§1.3 mode raw values: time 0, date 1, dateAndTime 2, countDownTimer 3")
    func modeRawValues() {
        #expect(DatePicker.Mode.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("§4.8: the default date follows the virtual clock, not the wall clock")
    func virtualClockDate() {
        let application = Application()
        application.clock.advance(by: 90)
        let picker = DatePicker(date: application.clock.date)
        #expect(picker.format(picker.date) == "2026-01-01 09:42:30")
    }

    @Test("§4.8: spinning the minute wheel up two rows moves the minute by two and sends valueChanged once; seconds stay")
    func spinMinute() {
        let stage = DatePickerStage(mode: .time)
        #expect(stage.driver.spin(stage.picker, .minute, by: 2))
        #expect(stage.shown == "2026-01-31 09:43:30")
        #expect(stage.log.events == ["valueChanged"])
    }

    @Test("§4.8: the picker sends no touch events of its own, only valueChanged")
    func noTouchEvents() {
        let stage = DatePickerStage(mode: .time)
        stage.driver.spin(stage.picker, .hour, by: -3)
        #expect(stage.shown == "2026-01-31 06:41:30")
        #expect(stage.log.events == ["valueChanged"])
    }

    @Test("§4.8: the minute and hour wheels wrap without carrying")
    func wheelsWrap() {
        let stage = DatePickerStage(mode: .time)
        stage.driver.spin(stage.picker, .minute, by: 20)
        #expect(stage.shown == "2026-01-31 09:01:30")
        stage.driver.spin(stage.picker, .hour, by: 15)
        #expect(stage.shown == "2026-01-31 00:01:30")
    }

    @Test("§4.8: a tap on the row below the middle spins the wheel one row; a tap on the middle row changes nothing")
    func tapOnRow() {
        let stage = DatePickerStage(mode: .time)
        let minuteColumn = stage.picker.rect(for: .minute)!
        stage.driver.tap(at: Point(x: minuteColumn.midX, y: 100 + 108))
        #expect(stage.log.events.isEmpty)
        stage.driver.wait(1)
        stage.driver.tap(at: Point(x: minuteColumn.midX, y: 100 + 108 + DatePicker.rowHeight))
        #expect(stage.shown == "2026-01-31 09:42:30")
        #expect(stage.log.events == ["valueChanged"])
    }

    @Test("§4.8 date mode: wheels are month, day, year; the day wheel wraps within the month and a month change clamps the day")
    func dateMode() {
        let stage = DatePickerStage(mode: .date)
        #expect(stage.picker.components == [.month, .day, .year])
        stage.driver.spin(stage.picker, .month, by: 1)
        #expect(stage.shown == "2026-02-28 09:41:30")
        stage.driver.spin(stage.picker, .day, by: 1)
        #expect(stage.shown == "2026-02-01 09:41:30")
        stage.driver.spin(stage.picker, .year, by: -1)
        #expect(stage.shown == "2025-02-01 09:41:30")
        #expect(stage.log.events.count == 3)
    }

    @Test("§4.8 dateAndTime mode: the day wheel steps whole days across months")
    func dateAndTimeMode() {
        let stage = DatePickerStage()
        #expect(stage.picker.components == [.date, .hour, .minute])
        stage.driver.spin(stage.picker, .date, by: 1)
        #expect(stage.shown == "2026-02-01 09:41:30")
        #expect(!stage.driver.spin(stage.picker, .year, by: 1))
    }

    @Test("§4.8, §8.3: setting the date in code sends nothing")
    func programmaticIsSilent() {
        let stage = DatePickerStage()
        stage.picker.date = DatePickerStage.moment(2030, 5, 5)
        stage.picker.countDownDuration = 600
        stage.picker.minimumDate = DatePickerStage.moment(2031, 1, 1)
        #expect(stage.log.events.isEmpty)
        #expect(stage.application.traffic.records.isEmpty)
    }

    @Test("§4.8: dates set in code are clamped to minimumDate and maximumDate, and setting a limit clamps the current date")
    func clamping() {
        let picker = DatePicker(date: DatePickerStage.moment(2026, 6, 15))
        picker.minimumDate = DatePickerStage.moment(2026, 7, 1)
        #expect(picker.date == DatePickerStage.moment(2026, 7, 1))
        picker.maximumDate = DatePickerStage.moment(2026, 12, 31)
        picker.date = DatePickerStage.moment(2027, 3, 3)
        #expect(picker.date == DatePickerStage.moment(2026, 12, 31))
    }

    @Test("§4.8: when minimumDate is after maximumDate both are ignored")
    func crossedLimitsIgnored() {
        let picker = DatePicker()
        picker.minimumDate = DatePickerStage.moment(2030, 1, 1)
        picker.maximumDate = DatePickerStage.moment(2020, 1, 1)
        #expect(picker.effectiveLimits.minimum == nil && picker.effectiveLimits.maximum == nil)
        picker.date = DatePickerStage.moment(2040, 1, 1)
        #expect(picker.date == DatePickerStage.moment(2040, 1, 1))
    }

    @Test("§4.8: limits are ignored in countDownTimer mode")
    func limitsIgnoredInCountdown() {
        let picker = DatePicker()
        picker.datePickerMode = .countDownTimer
        picker.maximumDate = DatePickerStage.moment(2020, 1, 1)
        picker.date = DatePickerStage.moment(2040, 1, 1)
        #expect(picker.date == DatePickerStage.moment(2040, 1, 1))
    }

    @Test("§4.8: a user spin past maximumDate settles on the maximum; a spin against a limit already reached sends nothing")
    func userSpinClamped() {
        let stage = DatePickerStage(mode: .time)
        stage.picker.maximumDate = DatePickerStage.moment(2026, 1, 31, 9, 45)
        stage.driver.spin(stage.picker, .minute, by: 10)
        #expect(stage.shown == "2026-01-31 09:45:00")
        #expect(stage.log.events == ["valueChanged"])
        stage.driver.spin(stage.picker, .minute, by: 1)
        #expect(stage.log.events == ["valueChanged"])
    }

    @Test("§4.8: minuteInterval accepts divisors of 60 up to 30 and falls back to 1 otherwise")
    func minuteInterval() {
        let picker = DatePicker()
        for valid in [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30] {
            picker.minuteInterval = valid
            #expect(picker.minuteInterval == valid)
        }
        for invalid in [7, 0, -5, 60, 45, 31] {
            picker.minuteInterval = 15
            picker.minuteInterval = invalid
            #expect(picker.minuteInterval == 1)
        }
    }

    @Test("§4.8: with minuteInterval 15 the minute wheel steps by 15 from the interval at or below the minute")
    func minuteIntervalSpin() {
        let stage = DatePickerStage(mode: .time)
        stage.picker.minuteInterval = 15
        stage.driver.spin(stage.picker, .minute, by: 1)
        #expect(stage.shown == "2026-01-31 09:45:30")
        stage.driver.spin(stage.picker, .minute, by: 1)
        #expect(stage.shown == "2026-01-31 09:00:30")
    }

    @Test("§4.8: countDownDuration set in code is clamped to 0…86,399 s and loses its seconds")
    func countDownDurationClamping() {
        let picker = DatePicker()
        picker.countDownDuration = 125
        #expect(picker.countDownDuration == 120)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
        picker.countDownDuration = -5
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 0)
    }

    @Test("§4.8 countdown: the hour and minute wheels change the duration and send valueChanged")
    func countdownSpin() {
        let stage = DatePickerStage(mode: .countDownTimer)
        stage.picker.countDownDuration = 3600 + 5 * 60
        stage.driver.spin(stage.picker, .hour, by: 1)
        #expect(stage.picker.countDownDuration == 2 * 3600 + 5 * 60)
        stage.driver.spin(stage.picker, .minute, by: -5)
        #expect(stage.picker.countDownDuration == 2 * 3600)
        #expect(stage.log.events == ["valueChanged", "valueChanged"])
    }

    @Test("seed 000: a countdown the user sets to zero reports one minute")
    func countdownNeverZero() {
        let stage = DatePickerStage(mode: .countDownTimer)
        stage.picker.countDownDuration = 120
        stage.driver.spin(stage.picker, .minute, by: -2)
        #expect(stage.picker.countDownDuration == 60)
        #expect(stage.log.events == ["valueChanged"])
    }

    @Test("§2.1: a disabled picker is not hit, so a spin changes nothing")
    func disabled() {
        let stage = DatePickerStage(mode: .time)
        stage.picker.isEnabled = false
        stage.driver.spin(stage.picker, .minute, by: 3)
        #expect(stage.shown == "2026-01-31 09:41:30" && stage.log.events.isEmpty)
    }

    @Test("the description lists the mode, the value and non-default settings")
    func description() {
        let picker = DatePicker(frame: Rect(x: 0, y: 0, width: 320, height: 216))
        picker.minuteInterval = 5
        #expect(picker.description == "DatePicker(frame: (0, 0, 320×216), datePickerMode: dateAndTime, date: 2026-01-01 09:41:00, minuteInterval: 5)")
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 300
        #expect(picker.description == "DatePicker(frame: (0, 0, 320×216), datePickerMode: countDownTimer, countDownDuration: 300, minuteInterval: 5)")
    }
}
