import Foundation

/// A control for picking a date, a time or a countdown duration on spinning wheels (UIKit's
/// `UIDatePicker`, wheels style).
///
/// The user's gesture is a touch on one wheel: a vertical drag spins it by one row for every
/// `rowHeight` points (upwards brings later values), and a tap above or below the middle row spins
/// it to the row tapped. When the finger lifts, the wheel settles, the new value is clamped to the
/// limits, and valueChanged is sent if the value changed (uikit-rules §4.8). The wheels
/// are the picker's own inner views in UIKit, so the picker sends no touch events. Setting
/// `date` or `countDownDuration` in code is silent (§8.3). `TouchDriver.spin(_:_:by:)` synthesizes
/// the gesture.
///
/// Dates are read on `calendar` — Gregorian, in UTC by default, so results do not depend on the machine.
///
///     > picker.datePickerMode = .time
///     > driver.spin(picker, .minute, by: 2)     // sends valueChanged
///     > picker.format(picker.date)
///     "2026-01-01 09:43:00"
open class DatePicker: Control {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .datePicker }

    /// What the wheels show, with UIKit's raw values.
    public enum Mode: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// Hour and minute.
        case time = 0
        /// Month, day and year.
        case date = 1
        /// A day (date and weekday), hour and minute; the default.
        case dateAndTime = 2
        /// Hours and minutes of a duration (`countDownDuration`).
        case countDownTimer = 3

        public var description: String {
            switch self {
            case .time: return "time"
            case .date: return "date"
            case .dateAndTime: return "dateAndTime"
            case .countDownTimer: return "countDownTimer"
            }
        }
    }

    /// One wheel of the picker.
    public enum Component: String, Sendable, CaseIterable {
        /// The year (date mode); it does not wrap.
        case year
        /// The month (date mode); it wraps from December to January within the year.
        case month
        /// The day of the month (date mode); it wraps within the month.
        case day
        /// The whole day, one row per calendar day (date-and-time mode); it does not wrap.
        case date
        /// The hour, 0–23 (time and date-and-time modes; hours of the duration in countdown mode); it wraps within the day.
        case hour
        /// The minute in steps of `minuteInterval`; it wraps within the hour.
        case minute
    }

    /// What the wheels show; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet {
            date = clamped(date)
            setNeedsDisplay()
        }
    }

    /// The calendar (with its time zone) the wheels are read on: Gregorian in UTC by default.
    open var calendar: Calendar = DatePicker.utcGregorian { didSet { setNeedsDisplay() } }

    private var storedDate: Date {
        didSet { if oldValue != storedDate { setNeedsDisplay() } }
    }

    /// The picked date. Set in code it is clamped to the limits and sends nothing.
    open var date: Date {
        get { storedDate }
        set { storedDate = clamped(newValue) }
    }

    /// The earliest date that can be picked; nil (no limit) by default.
    open var minimumDate: Date? {
        didSet { date = clamped(date) }
    }

    /// The latest date that can be picked; nil (no limit) by default.
    open var maximumDate: Date? {
        didSet { date = clamped(date) }
    }

    private var storedMinuteInterval = 1 { didSet { setNeedsDisplay() } }

    /// The step of the minute wheel: 1 by default. A value that does not divide 60 evenly, or is
    /// outside 1…30, sets the default instead (§4.8).
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set { storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }

    private var storedCountDownDuration: Double = 0 {
        didSet { if oldValue != storedCountDownDuration { setNeedsDisplay() } }
    }

    /// The duration of countdown mode, in seconds: 0 by default. Set in code it is clamped to
    /// 0…23:59:59 and loses its seconds (so at most 86,340), and sends nothing.
    open var countDownDuration: Double {
        get { storedCountDownDuration }
        set { storedCountDownDuration = DatePicker.wholeMinutes(newValue) }
    }

    /// The height of a wheel row, in points (UIKit's picker rows are about 32 pt tall).
    public static let rowHeight = 32.0

    /// A picker showing `date`: by default virtual time 0 of any clock (`VirtualClock.epoch`); pass
    /// `clock.date` for "now" on a running clock.
    public init(frame: Rect = .zero, date: Date = VirtualClock.epoch) {
        storedDate = date
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Draws the wheels (`Appearance/DatePickerAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    // MARK: Limits (§4.8)

    /// The limits in force: none in countdown mode, and none when the minimum is after the maximum.
    public var effectiveLimits: (minimum: Date?, maximum: Date?) {
        guard datePickerMode != .countDownTimer else { return (nil, nil) }
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    private func clamped(_ date: Date) -> Date {
        let limits = effectiveLimits
        if let minimum = limits.minimum, date < minimum { return minimum }
        if let maximum = limits.maximum, date > maximum { return maximum }
        return date
    }

    private static func wholeMinutes(_ seconds: Double) -> Double {
        guard seconds.isFinite else { return 0 }
        return (min(86_399, max(0, seconds)) / 60).rounded(.down) * 60
    }

    private static let utcGregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    // MARK: Wheels

    /// The wheels the mode shows, left to right.
    open var components: [Component] {
        switch datePickerMode {
        case .time, .countDownTimer: return [.hour, .minute]
        case .date: return [.month, .day, .year]
        case .dateAndTime: return [.date, .hour, .minute]
        }
    }

    /// The column a wheel occupies: the bounds split into equal columns in `components` order.
    open func rect(for component: Component) -> Rect? {
        guard let index = components.firstIndex(of: component), bounds.width > 0 else { return nil }
        let width = bounds.width / Double(components.count)
        return Rect(x: bounds.minX + width * Double(index), y: bounds.minY, width: width, height: bounds.height)
    }

    private func component(at point: Point) -> Component? {
        components.first { rect(for: $0)?.contains(point) ?? false }
    }

    // MARK: The user's gesture

    private var wheelTouch: (touch: Touch, component: Component, start: Point)?

    /// Movement below this many points makes a touch a tap on a row rather than a drag.
    private static let tapMovement = 10.0

    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
        guard wheelTouch == nil, isEnabled, let touch = touches.min(by: { $0.identifier < $1.identifier }) else { return }
        let point = touch.location(in: self)
        guard let component = component(at: point) else { return }
        wheelTouch = (touch, component, point)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) {}

    open override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {
        guard let spin = wheelTouch, touches.contains(spin.touch) else { return }
        wheelTouch = nil
        let end = spin.touch.location(in: self)
        let rows: Int
        if abs(end.y - spin.start.y) < Self.tapMovement {
            rows = Int(((end.y - bounds.midY) / Self.rowHeight).rounded())
        } else {
            rows = Int(((spin.start.y - end.y) / Self.rowHeight).rounded())
        }
        guard rows != 0 else { return }
        userSpun(spin.component, by: rows, with: event)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) {
        if let spin = wheelTouch, touches.contains(spin.touch) { wheelTouch = nil }
    }

    /// A wheel settled `rows` rows away: the value moves, is clamped, and valueChanged is sent if it changed.
    private func userSpun(_ component: Component, by rows: Int, with event: InputEvent?) {
        if datePickerMode == .countDownTimer {
            let before = countDownDuration
            let spun = spunDuration(component, by: rows)
            storedCountDownDuration = spun == 0 ? 60 : spun
            if countDownDuration != before { sendActions(for: .valueChanged, with: event) }
        } else {
            let before = date
            storedDate = clamped(spunDate(component, by: rows))
            if date != before { sendActions(for: .valueChanged, with: event) }
        }
    }

    /// The duration with one wheel moved; the user cannot leave it at zero (seed 000: a countdown
    /// picker reports at least one minute), which the caller applies.
    func spunDuration(_ component: Component, by rows: Int) -> Double {
        let minutes = Int(countDownDuration) / 60
        var hour = minutes / 60, minute = minutes % 60
        switch component {
        case .hour: hour = Self.wrap(hour + rows, count: 24)
        default: minute = Self.wrap(minute / minuteInterval + rows, count: 60 / minuteInterval) * minuteInterval
        }
        return Double(hour * 3600 + minute * 60)
    }

    func spunDate(_ component: Component, by rows: Int) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        switch component {
        case .date:
            return calendar.date(byAdding: .day, value: rows, to: date) ?? date
        case .year:
            parts.year = (parts.year ?? 1) + rows
        case .month:
            parts.month = Self.wrap((parts.month ?? 1) - 1 + rows, count: 12) + 1
        case .day:
            let days = daysInMonth(of: parts)
            parts.day = Self.wrap((parts.day ?? 1) - 1 + rows, count: days) + 1
        case .hour:
            parts.hour = Self.wrap((parts.hour ?? 0) + rows, count: 24)
        case .minute:
            parts.minute = Self.wrap((parts.minute ?? 0) / minuteInterval + rows, count: 60 / minuteInterval) * minuteInterval
        }
        parts.day = min(parts.day ?? 1, daysInMonth(of: parts))
        return calendar.date(from: parts) ?? date
    }

    private func daysInMonth(of parts: DateComponents) -> Int {
        var first = parts
        first.day = 1
        guard let date = calendar.date(from: first), let range = calendar.range(of: .day, in: .month, for: date) else { return 31 }
        return range.count
    }

    private static func wrap(_ index: Int, count: Int) -> Int {
        ((index % count) + count) % count
    }

    // MARK: Description

    /// The control's properties, the mode, then the value (the date, or the duration in countdown
    /// mode) and the settings that differ from the defaults.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties + [.value("datePickerMode", datePickerMode)]
        if datePickerMode == .countDownTimer {
            properties.append(.number("countDownDuration", countDownDuration))
        } else {
            properties.append(DisplayProperty("date", format(date)))
        }
        if let minimumDate { properties.append(DisplayProperty("minimumDate", format(minimumDate))) }
        if let maximumDate { properties.append(DisplayProperty("maximumDate", format(maximumDate))) }
        if minuteInterval != 1 { properties.append(.value("minuteInterval", minuteInterval)) }
        return properties
    }

    /// A date as `2026-01-01 09:41:00` on the picker's calendar.
    public func format(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let day = [parts.year ?? 0, parts.month ?? 0, parts.day ?? 0].map { Self.padded($0, to: 2) }.joined(separator: "-")
        let time = [parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0].map { Self.padded($0, to: 2) }.joined(separator: ":")
        return day + " " + time
    }

    static func padded(_ number: Int, to width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
