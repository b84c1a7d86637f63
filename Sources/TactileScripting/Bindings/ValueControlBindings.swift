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
    static var binding: ClassBinding {
        ClassBinding(name: "Slider", type: Slider.self, base: "Control", make: { Slider() }) {
            AppearanceMembers.slider
            Member.property("minimumValue", get: \Slider.minimumValue, set: { $0.minimumValue = $1 })
            Member.property("maximumValue", get: \Slider.maximumValue, set: { $0.maximumValue = $1 })
            Member.property("value", get: \Slider.value, set: { $0.value = $1 })
            Member.property("isContinuous", get: \Slider.isContinuous, set: { $0.isContinuous = $1 })
            Member.property("currentThumbRect", type: "Rect", get: { (slider: Slider, session) in try session.luaValue(slider.currentThumbRect) })
            Member.method("setValue", "(value, animated)") { (slider: Slider, call) in
                try call.expectCount(1...2)
                slider.setValue(try call.value(1), animated: try call.value(2, default: false))
                return []
            }
        }
    }
}

/// `Stepper` (UIKit's `UIStepper`): a value changed by its − and + halves, with autorepeat.
/// Setting `stepValue` to 0 or less fails, as UIKit raises.
enum StepperBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "Stepper", type: Stepper.self, base: "Control", make: { Stepper() }) {
            Member.property("minimumValue", get: \Stepper.minimumValue, set: { $0.minimumValue = $1 })
            Member.property("maximumValue", get: \Stepper.maximumValue, set: { $0.maximumValue = $1 })
            Member.property("stepValue", type: "number", get: { (stepper: Stepper, _) in .number(stepper.stepValue) },
                            set: { (stepper: Stepper, value, session) in
                                guard let step = Double(luaValue: value) else {
                                    throw ScriptError.badPropertyValue(className: session.className(of: stepper), name: "stepValue",
                                                                       expected: "number", got: session.typeName(of: value))
                                }
                                try stepper.setStepValue(step)
                            })
            Member.property("value", get: \Stepper.value, set: { $0.value = $1 })
            Member.property("wraps", get: \Stepper.wraps, set: { $0.wraps = $1 })
            Member.property("autorepeat", get: \Stepper.autorepeat, set: { $0.autorepeat = $1 })
            Member.property("isContinuous", get: \Stepper.isContinuous, set: { $0.isContinuous = $1 })
            Member.property("highlightedHalf", type: "string?", get: { (stepper: Stepper, _) in
                stepper.highlightedHalf.map { .string($0.rawValue) } ?? .nil
            })
            Member.readOnly("isIncrementEnabled", \Stepper.isIncrementEnabled)
            Member.readOnly("isDecrementEnabled", \Stepper.isDecrementEnabled)
        }
    }
}

/// `SegmentedControl` (UIKit's `UISegmentedControl`). Indexes are UIKit's, from 0, with
/// `noSegment` = -1; `items` is a Lua convenience listing (or replacing) the segment titles.
///
///     > local seg = SegmentedControl{ items = {"One", "Two"}, selectedSegmentIndex = 0 }
enum SegmentedControlBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "SegmentedControl", type: SegmentedControl.self, base: "Control",
                     make: { SegmentedControl() }, constants: ["noSegment": SegmentedControl.noSegment]) {
            Member.property("items", type: "{string}",
                            get: { (control: SegmentedControl, session) in
                                try session.luaList((0..<control.numberOfSegments).map { control.titleForSegment(at: $0).map(LuaValue.string) ?? .boolean(false) })
                            },
                            set: { (control: SegmentedControl, value, session) in
                                guard case .table(let list) = value else {
                                    throw ScriptError.badPropertyValue(className: "SegmentedControl", name: "items",
                                                                       expected: "list of titles", got: session.typeName(of: value))
                                }
                                var titles: [String] = []
                                for index in 1...max(1, list.rawLength) where list.rawLength > 0 {
                                    guard let title = String(luaValue: try list.rawGet(.integer(index))) else {
                                        throw ScriptError.badPropertyValue(className: "SegmentedControl", name: "items",
                                                                           expected: "list of titles", got: "a list holding a non-string")
                                    }
                                    titles.append(title)
                                }
                                control.removeAllSegments()
                                for (index, title) in titles.enumerated() { control.insertSegment(withTitle: title, at: index, animated: false) }
                            })
            Member.property("selectedSegmentIndex", get: \SegmentedControl.selectedSegmentIndex, set: { $0.selectedSegmentIndex = $1 })
            Member.property("isMomentary", get: \SegmentedControl.isMomentary, set: { $0.isMomentary = $1 })
            Member.readOnly("numberOfSegments", \SegmentedControl.numberOfSegments)
            Member.property("highlightedSegmentIndex", type: "integer?", get: { (control: SegmentedControl, _) in
                control.highlightedSegmentIndex.map(LuaValue.integer) ?? .nil
            })
            Member.method("insertSegment", "(title, index, animated)") { (control: SegmentedControl, call) in
                try call.expectCount(2...3)
                control.insertSegment(withTitle: try call.value(1), at: try call.value(2), animated: try call.value(3, default: false))
                return []
            }
            Member.method("removeSegment", "(index, animated)") { (control: SegmentedControl, call) in
                try call.expectCount(1...2)
                control.removeSegment(at: try call.value(1), animated: try call.value(2, default: false))
                return []
            }
            Member.method("removeAllSegments", "()") { (control: SegmentedControl, _) in
                control.removeAllSegments()
                return []
            }
            Member.method("setTitle", "(title, index)") { (control: SegmentedControl, call) in
                try call.expectCount(2...2)
                control.setTitle(try call.value(1), forSegmentAt: try call.value(2))
                return []
            }
            Member.method("titleForSegment", "(index) -> string?") { (control: SegmentedControl, call) in
                try call.expectCount(1...1)
                return [control.titleForSegment(at: try call.value(1)).map(LuaValue.string) ?? .nil]
            }
            Member.method("setEnabled", "(enabled, index)") { (control: SegmentedControl, call) in
                try call.expectCount(2...2)
                control.setEnabled(try call.value(1), forSegmentAt: try call.value(2))
                return []
            }
            Member.method("isEnabledForSegment", "(index) -> boolean") { (control: SegmentedControl, call) in
                try call.expectCount(1...1)
                return [.boolean(control.isEnabledForSegment(at: try call.value(1)))]
            }
            Member.method("setWidth", "(width, index)") { (control: SegmentedControl, call) in
                try call.expectCount(2...2)
                control.setWidth(try call.value(1), forSegmentAt: try call.value(2))
                return []
            }
            Member.method("widthForSegment", "(index) -> number") { (control: SegmentedControl, call) in
                try call.expectCount(1...1)
                return [.number(control.widthForSegment(at: try call.value(1)))]
            }
            Member.method("frameForSegment", "(index) -> Rect") { (control: SegmentedControl, call) in
                try call.expectCount(1...1)
                return [try call.session.luaValue(control.frameForSegment(at: try call.value(1)))]
            }
        }
    }
}

/// `PageControl` (UIKit's `UIPageControl`): dots for pages; a tap left or right of the current
/// dot moves one page.
enum PageControlBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "PageControl", type: PageControl.self, base: "Control", make: { PageControl() }) {
            AppearanceMembers.pageControl
            Member.property("numberOfPages", get: \PageControl.numberOfPages, set: { $0.numberOfPages = $1 })
            Member.property("currentPage", get: \PageControl.currentPage, set: { $0.currentPage = $1 })
            Member.readOnly("displayedPage", \PageControl.displayedPage)
            Member.property("hidesForSinglePage", get: \PageControl.hidesForSinglePage, set: { $0.hidesForSinglePage = $1 })
            Member.property("defersCurrentPageDisplay", get: \PageControl.defersCurrentPageDisplay, set: { $0.defersCurrentPageDisplay = $1 })
            Member.method("updateCurrentPageDisplay", "()") { (control: PageControl, _) in
                control.updateCurrentPageDisplay()
                return []
            }
        }
    }
}
