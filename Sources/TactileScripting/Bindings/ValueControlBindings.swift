import ControlKit
import LuaKit

/// `Slider` (UIKit's `UISlider`). Its range is declared before its value, so a constructor sets
/// `minimumValue` and `maximumValue` first: `Slider{ maximumValue = 10, value = 8 }` gives 8.
///
///     > local s = Slider{ frame = {20, 40, 200, 30}, maximumValue = 10 }
///     > s:setValue(4, true)
///     > s.value
///     4.0
enum SliderBinding {
    static let declaration: LuaClassDeclaration = LuaClass<Slider>("Slider", namespace: StandardBindings.namespace, superclass: ControlBinding.declaration) {
        AppearanceMembers.slider
        LuaMember.property("minimumValue", get: \Slider.minimumValue, set: { $0.minimumValue = $1 })
        LuaMember.property("maximumValue", get: \Slider.maximumValue, set: { $0.maximumValue = $1 })
        LuaMember.property("value", get: \Slider.value, set: { $0.value = $1 })
        LuaMember.property("isContinuous", get: \Slider.isContinuous, set: { $0.isContinuous = $1 })
        LuaMember.property("currentThumbRect", type: "Rect", read: { (slider: Slider, session) in try session.luaValue(slider.currentThumbRect) })
        LuaMember.method("setValue", "(value, animated)") { (slider: Slider, call) in
            try call.expectCount(1...2)
            slider.setValue(try call.value(1), animated: try call.value(2, default: false))
            return []
        }
    }
    .constructor { Slider() }
    .declaration
}

/// `Stepper` (UIKit's `UIStepper`): a value changed by its − and + halves, with autorepeat.
/// Setting `stepValue` to 0 or less fails, as UIKit raises.
enum StepperBinding {
    static let declaration: LuaClassDeclaration = LuaClass<Stepper>("Stepper", namespace: StandardBindings.namespace, superclass: ControlBinding.declaration) {
        LuaMember.property("minimumValue", get: \Stepper.minimumValue, set: { $0.minimumValue = $1 })
        LuaMember.property("maximumValue", get: \Stepper.maximumValue, set: { $0.maximumValue = $1 })
        LuaMember.property("stepValue", type: "number", read: { (stepper: Stepper, _) in .number(stepper.stepValue) },
                        write: { (stepper: Stepper, value, session) in
                            guard let step = Double(luaValue: value) else {
                                throw LuaValueRefusal(expected: "number")
                            }
                            try stepper.setStepValue(step)
                        })
        LuaMember.property("value", get: \Stepper.value, set: { $0.value = $1 })
        LuaMember.property("wraps", get: \Stepper.wraps, set: { $0.wraps = $1 })
        LuaMember.property("autorepeat", get: \Stepper.autorepeat, set: { $0.autorepeat = $1 })
        LuaMember.property("isContinuous", get: \Stepper.isContinuous, set: { $0.isContinuous = $1 })
        LuaMember.property("highlightedHalf", type: "string?", read: { (stepper: Stepper, _) in
            stepper.highlightedHalf.map { .string($0.rawValue) } ?? .nil
        })
        LuaMember.property("isIncrementEnabled", get: \Stepper.isIncrementEnabled)
        LuaMember.property("isDecrementEnabled", get: \Stepper.isDecrementEnabled)
    }
    .constructor { Stepper() }
    .declaration
}

/// `SegmentedControl` (UIKit's `UISegmentedControl`). Indexes are UIKit's, from 0, with
/// `noSegment` = -1; `items` is a Lua convenience listing (or replacing) the segment titles.
///
///     > local seg = SegmentedControl{ items = {"One", "Two"}, selectedSegmentIndex = 0 }
enum SegmentedControlBinding {
    static let declaration: LuaClassDeclaration = LuaClass<SegmentedControl>("SegmentedControl", namespace: StandardBindings.namespace, superclass: ControlBinding.declaration) {
        LuaMember.property("items", type: "{string}",
                        read: { (control: SegmentedControl, session) in
                            try session.luaList((0..<control.numberOfSegments).map { control.titleForSegment(at: $0).map(LuaValue.string) ?? .boolean(false) })
                        },
                        write: { (control: SegmentedControl, value, session) in
                            guard case .table(let list) = value else {
                                throw LuaValueRefusal(expected: "list of titles")
                            }
                            var titles: [String] = []
                            for index in 1...max(1, list.rawLength) where list.rawLength > 0 {
                                guard let title = String(luaValue: try list.rawGet(.integer(index))) else {
                                    throw LuaValueRefusal(expected: "list of titles", reason: "\("list of titles") expected, got a list holding a non-string")
                                }
                                titles.append(title)
                            }
                            control.removeAllSegments()
                            for (index, title) in titles.enumerated() { control.insertSegment(withTitle: title, at: index, animated: false) }
                        })
        LuaMember.property("selectedSegmentIndex", get: \SegmentedControl.selectedSegmentIndex, set: { $0.selectedSegmentIndex = $1 })
        LuaMember.property("isMomentary", get: \SegmentedControl.isMomentary, set: { $0.isMomentary = $1 })
        LuaMember.property("numberOfSegments", get: \SegmentedControl.numberOfSegments)
        LuaMember.property("highlightedSegmentIndex", type: "integer?", read: { (control: SegmentedControl, _) in
            control.highlightedSegmentIndex.map(LuaValue.integer) ?? .nil
        })
        LuaMember.method("insertSegment", "(title, index, animated)") { (control: SegmentedControl, call) in
            try call.expectCount(2...3)
            control.insertSegment(withTitle: try call.value(1), at: try call.value(2), animated: try call.value(3, default: false))
            return []
        }
        LuaMember.method("removeSegment", "(index, animated)") { (control: SegmentedControl, call) in
            try call.expectCount(1...2)
            control.removeSegment(at: try call.value(1), animated: try call.value(2, default: false))
            return []
        }
        LuaMember.method("removeAllSegments", "()") { (control: SegmentedControl, _) in
            control.removeAllSegments()
            return []
        }
        LuaMember.method("setTitle", "(title, index)") { (control: SegmentedControl, call) in
            try call.expectCount(2...2)
            control.setTitle(try call.value(1), forSegmentAt: try call.value(2))
            return []
        }
        LuaMember.method("titleForSegment", "(index) -> string?") { (control: SegmentedControl, call) in
            try call.expectCount(1...1)
            return [control.titleForSegment(at: try call.value(1)).map(LuaValue.string) ?? .nil]
        }
        LuaMember.method("setEnabled", "(enabled, index)") { (control: SegmentedControl, call) in
            try call.expectCount(2...2)
            control.setEnabled(try call.value(1), forSegmentAt: try call.value(2))
            return []
        }
        LuaMember.method("isEnabledForSegment", "(index) -> boolean") { (control: SegmentedControl, call) in
            try call.expectCount(1...1)
            return [.boolean(control.isEnabledForSegment(at: try call.value(1)))]
        }
        LuaMember.method("setWidth", "(width, index)") { (control: SegmentedControl, call) in
            try call.expectCount(2...2)
            control.setWidth(try call.value(1), forSegmentAt: try call.value(2))
            return []
        }
        LuaMember.method("widthForSegment", "(index) -> number") { (control: SegmentedControl, call) in
            try call.expectCount(1...1)
            return [.number(control.widthForSegment(at: try call.value(1)))]
        }
        LuaMember.method("frameForSegment", "(index) -> Rect") { (control: SegmentedControl, call) in
            try call.expectCount(1...1)
            return [try call.session.luaValue(control.frameForSegment(at: try call.value(1)))]
        }
    }
    .constructor { SegmentedControl() }
    .declaration
}

/// `PageControl` (UIKit's `UIPageControl`): dots for pages; a tap left or right of the current
/// dot moves one page.
enum PageControlBinding {
    static let declaration: LuaClassDeclaration = LuaClass<PageControl>("PageControl", namespace: StandardBindings.namespace, superclass: ControlBinding.declaration) {
        AppearanceMembers.pageControl
        LuaMember.property("numberOfPages", get: \PageControl.numberOfPages, set: { $0.numberOfPages = $1 })
        LuaMember.property("currentPage", get: \PageControl.currentPage, set: { $0.currentPage = $1 })
        LuaMember.property("displayedPage", get: \PageControl.displayedPage)
        LuaMember.property("hidesForSinglePage", get: \PageControl.hidesForSinglePage, set: { $0.hidesForSinglePage = $1 })
        LuaMember.property("defersCurrentPageDisplay", get: \PageControl.defersCurrentPageDisplay, set: { $0.defersCurrentPageDisplay = $1 })
        LuaMember.method("updateCurrentPageDisplay", "()") { (control: PageControl, _) in
            control.updateCurrentPageDisplay()
            return []
        }
    }
    .constructor { PageControl() }
    .declaration
}
