import ControlKit
import Foundation
import LuaKit

/// `DatePicker` (UIKit's `UIDatePicker`, wheels style). Dates cross as text on the picker's
/// calendar (Gregorian, UTC), `"2026-01-01 09:41:00"`, so scenarios read like the wheels;
/// `picker:spin(wheel, rows)` turns one wheel as a finger would, a real drag through the window.
///
///     > p = DatePicker{ frame = {0, 300, 320, 216}, datePickerMode = "time" }
///     > window:addSubview(p); p:spin("minute", 2)     -- sends valueChanged
///     > p.date
///     "2026-01-01 09:43:00"
enum DatePickerBinding {
    static let declaration: LuaClassDeclaration = LuaClass<DatePicker>("DatePicker", namespace: StandardBindings.namespace, superclass: ControlBinding.declaration) {
        LuaMember.enumeration("datePickerMode", doc: "What the wheels show; \"dateAndTime\" by default; changing it clamps date to the limits again; takes a name or raw value (uikit-rules §1.3, §4.8).",
                              get: \DatePicker.datePickerMode, set: { $0.datePickerMode = $1 })
        date("date", doc: "The picked date, \"YYYY-MM-DD hh:mm:ss\" in UTC; default \"2026-01-01 09:41:00\"; clamped to the limits; set in code it sends no action (uikit-rules §4.8).",
             get: { $0.date }, set: { picker, date in picker.date = date ?? picker.date }, optional: false)
        date("minimumDate", doc: "The earliest date that can be picked, or nil (the default) for none; ignored when after maximumDate and in countdown mode (uikit-rules §4.8).",
             get: { $0.minimumDate }, set: { $0.minimumDate = $1 }, optional: true)
        date("maximumDate", doc: "The latest date that can be picked, or nil (the default) for none; ignored when before minimumDate and in countdown mode (uikit-rules §4.8).",
             get: { $0.maximumDate }, set: { $0.maximumDate = $1 }, optional: true)
        LuaMember.property("minuteInterval", doc: "The minute wheel's step; default 1; a value outside 1…30 or not dividing 60 evenly sets 1 (uikit-rules §4.8).",
                           get: \DatePicker.minuteInterval, set: { $0.minuteInterval = $1 })
        LuaMember.property("countDownDuration", doc: "The countdown in seconds; default 0; clamped to 0…86,340 and cut to whole minutes; set in code it sends no action (uikit-rules §4.8).",
                           get: \DatePicker.countDownDuration, set: { $0.countDownDuration = $1 })
        LuaMember.property("components", type: "{string}", doc: "The wheels the mode shows, left to right, such as {\"date\", \"hour\", \"minute\"} for dateAndTime (uikit-rules §4.8).",
                           read: { (picker: DatePicker, session) in try session.luaList(picker.components.map { .string($0.rawValue) }) })
        LuaMember.method("spin", "(wheel, rows) -> boolean",
                         doc: "Turns one wheel by rows (positive: later values) with a drag through the window, as a user would, so a change sends valueChanged; false when the mode has no such wheel (uikit-rules §4.8).") { (picker: DatePicker, call) in
            try call.expectCount(2...2)
            let name: String = try call.value(1)
            guard let wheel = DatePicker.Component(rawValue: name) else {
                let names = DatePicker.Component.allCases.map(\.rawValue)
                throw ScriptError.message(LuaMessages.badArgument(1, to: "spin", "one of \(names.joined(separator: ", ")) expected, got '\(name)'")
                    + NearestName.hint(for: name, among: names))
            }
            let rows: Int = try call.value(2)
            guard abs(rows) <= ScriptSession.mostRepeats else {
                throw ScriptError.badArgument(2, to: "spin", "rows from -\(ScriptSession.mostRepeats) to \(ScriptSession.mostRepeats) expected, got \(rows)")
            }
            return [.boolean(call.session.stage.touches.spin(picker, wheel, by: rows))]
        }
    }
    .constructor { DatePicker() }
    .declaration

    /// A date property read and written as `"YYYY-MM-DD hh:mm:ss"` on the picker's calendar;
    /// `doc` is its line of help.
    private static func date(
        _ name: String, doc: String, get: @escaping (DatePicker) -> Date?, set: @escaping (DatePicker, Date?) -> Void, optional: Bool
    ) -> LuaMember {
        LuaMember.property(name, type: optional ? "string?" : "string", doc: doc,
                        read: { (picker: DatePicker, _) in get(picker).map { .string(picker.format($0)) } ?? .nil },
                        write: { (picker: DatePicker, value, session) in
                            if value == .nil && optional { return set(picker, nil) }
                            guard case .string(let text) = value, let date = parse(text, on: picker.calendar) else {
                                throw LuaValueRefusal(expected: "date as \"YYYY-MM-DD hh:mm:ss\"")
                            }
                            set(picker, date)
                        })
    }

    /// `"2026-01-01 09:41:00"` (seconds optional) on `calendar`, or nil when it is no such date.
    static func parse(_ text: String, on calendar: Calendar) -> Date? {
        let fields = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).map { Int($0) }
        guard fields.count == 5 || fields.count == 6, !fields.contains(nil) else { return nil }
        let numbers = fields.compactMap { $0 }
        let components = DateComponents(year: numbers[0], month: numbers[1], day: numbers[2],
                                        hour: numbers[3], minute: numbers[4], second: numbers.count == 6 ? numbers[5] : 0)
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }
}
