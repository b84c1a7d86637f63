import ControlKit
import LuaKit

/// The properties code may change on a fuzzed view, so a sequence can set a value while a
/// finger is down, disable a control mid-touch, move a limit across the value: a standard
/// control's own (`value`, `isOn`, `selectedSegmentIndex`, …), every control's `isEnabled`,
/// `isHidden` and `isUserInteractionEnabled`, and a Lua-defined class's declared number,
/// integer and boolean properties that scripts may assign.
struct FuzzProperty: Equatable {
    enum Kind: Equatable {
        case number
        case integer(ClosedRange<Int>)
        case boolean
    }

    let name: String
    let kind: Kind

    /// The properties of a view the generator may set.
    static func of(_ view: View) -> [FuzzProperty] {
        var found: [FuzzProperty] = []
        if view is Control {
            found += [.init(name: "isEnabled", kind: .boolean), .init(name: "isHidden", kind: .boolean),
                      .init(name: "isUserInteractionEnabled", kind: .boolean)]
        }
        switch view {
        case is Slider:
            found += numbers("value", "minimumValue", "maximumValue") + [.init(name: "isContinuous", kind: .boolean)]
        case is Stepper:
            found += numbers("value", "minimumValue", "maximumValue", "stepValue")
                + booleans("wraps", "autorepeat", "isContinuous")
        case is Switch:
            found += booleans("isOn")
        case let segmented as SegmentedControl:
            found += [.init(name: "selectedSegmentIndex", kind: .integer(-2...segmented.numberOfSegments + 1))]
                + booleans("isMomentary")
        case let pages as PageControl:
            found += [.init(name: "currentPage", kind: .integer(-1...pages.numberOfPages + 1)),
                      .init(name: "numberOfPages", kind: .integer(-1...8))]
                + booleans("hidesForSinglePage", "defersCurrentPageDisplay")
        case is Button:
            found += booleans("isSelected")
        default:
            break
        }
        if let behavior = ScriptedBehavior.of(view) {
            for property in behavior.definition.allProperties where !property.isReadOnly && property.get == nil {
                switch property.type {
                case .number: found.append(.init(name: property.name, kind: .number))
                case .integer: found.append(.init(name: property.name, kind: .integer(-2...10)))
                case .boolean: found.append(.init(name: property.name, kind: .boolean))
                default: break
                }
            }
        }
        return found
    }

    private static func numbers(_ names: String...) -> [FuzzProperty] { names.map { .init(name: $0, kind: .number) } }
    private static func booleans(_ names: String...) -> [FuzzProperty] { names.map { .init(name: $0, kind: .boolean) } }

    /// The numbers a view's number properties hold now, which a new value is often made near:
    /// a limit, the value, another property's value.
    static func currentNumbers(of view: View, session: ScriptSession) -> [Double] {
        var numbers: [Double] = []
        switch view {
        case let slider as Slider: numbers += [slider.value, slider.minimumValue, slider.maximumValue]
        case let stepper as Stepper: numbers += [stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue]
        default: break
        }
        if let behavior = ScriptedBehavior.of(view), let state = try? behavior.state(of: view) {
            for property in behavior.definition.allProperties where property.get == nil {
                switch try? state.rawGet(.string(property.name)) {
                case .number(let value)?: numbers.append(value)
                case .integer(let value)?: numbers.append(Double(value))
                default: break
                }
            }
        }
        return numbers.filter(\.isFinite)
    }
}
