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
        LuaMember.property("minimumValue", doc: "The lower limit; default 0; set above maximumValue it raises the maximum to it, and the value is clamped again; NaN is ignored (uikit-rules §4.3).",
                           get: \Slider.minimumValue, set: { $0.minimumValue = $1 })
        LuaMember.property("maximumValue", doc: "The upper limit; default 1; set below minimumValue it lowers the minimum to it, and the value is clamped again; NaN is ignored (uikit-rules §4.3).",
                           get: \Slider.maximumValue, set: { $0.maximumValue = $1 })
        LuaMember.property("value", doc: "The slider's current value, where the thumb sits; clamped to minimumValue…maximumValue; default 0; set in code it sends no action (uikit-rules §4.3).",
                           get: \Slider.value, set: { $0.value = $1 })
        LuaMember.property("isContinuous", doc: "Whether valueChanged is sent all through a drag (default true) or only once, as the finger lifts (uikit-rules §4.3, §8.9).",
                           get: \Slider.isContinuous, set: { $0.isContinuous = $1 })
        LuaMember.property("currentThumbRect", type: "Rect", doc: "The thumb's rectangle for the current value; only a touch that begins on it, grown to at least 48×48, is tracked (uikit-rules §4.3).",
                           read: { (slider: Slider, session) in try session.luaValue(slider.currentThumbRect) })
        LuaMember.method("setValue", "(value, animated)",
                         doc: "Sets the value, clamped to the limits, without sending any action; the change is immediate, animation is not modelled (uikit-rules §4.3, §8.3).") { (slider: Slider, call) in
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
        LuaMember.property("minimumValue", doc: "The lower limit; default 0; set above maximumValue it moves the maximum to it too, and the value is clamped again (uikit-rules §4.4).",
                           get: \Stepper.minimumValue, set: { $0.minimumValue = $1 })
        LuaMember.property("maximumValue", doc: "The upper limit; default 100; set below minimumValue it moves the minimum to it too, and the value is clamped again (uikit-rules §4.4).",
                           get: \Stepper.maximumValue, set: { $0.maximumValue = $1 })
        LuaMember.property("stepValue", type: "number", doc: "What one step adds or subtracts; default 1; 0 or less is refused with an error and the old step kept (uikit-rules §4.4).",
                        read: { (stepper: Stepper, _) in .number(stepper.stepValue) },
                        write: { (stepper: Stepper, value, session) in
                            guard let step = Double(luaValue: value) else {
                                throw LuaValueRefusal(expected: "number")
                            }
                            try stepper.setStepValue(step)
                        })
        LuaMember.property("value", doc: "The stepper's current value; clamped to minimumValue…maximumValue; default 0; set in code it sends no action (uikit-rules §4.4).",
                           get: \Stepper.value, set: { $0.value = $1 })
        LuaMember.property("wraps", doc: "Whether a step past a limit jumps to the other limit instead of stopping at it; default false (uikit-rules §4.4).",
                           get: \Stepper.wraps, set: { $0.wraps = $1 })
        LuaMember.property("autorepeat", doc: "Whether holding a half steps after 0.5 s and then again and again, faster the longer it is held; default true (uikit-rules §4.4).",
                           get: \Stepper.autorepeat, set: { $0.autorepeat = $1 })
        LuaMember.property("isContinuous", doc: "Whether valueChanged follows every step (default true) or comes once, at touch-up (uikit-rules §4.4).",
                           get: \Stepper.isContinuous, set: { $0.isContinuous = $1 })
        LuaMember.property("highlightedHalf", type: "string?", doc: "The half under the finger and highlighted, \"decrement\" or \"increment\", or nil (uikit-rules §4.4).",
                           read: { (stepper: Stepper, _) in stepper.highlightedHalf.map { .string($0.rawValue) } ?? .nil })
        LuaMember.property("isIncrementEnabled", doc: "Whether the plus half works: while the value is below the maximum, or always with wraps (uikit-rules §4.4).",
                           get: \Stepper.isIncrementEnabled)
        LuaMember.property("isDecrementEnabled", doc: "Whether the minus half works: while the value is above the minimum, or always with wraps (uikit-rules §4.4).",
                           get: \Stepper.isDecrementEnabled)
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
        AppearanceMembers.segmentedControl
        LuaMember.property("items", type: "{string}", doc: "The segments' titles in order (false for an image segment), a Lua shorthand; setting them replaces every segment and clears the selection (uikit-rules §4.5).",
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
        LuaMember.property("selectedSegmentIndex", doc: "The selected segment, from 0, or noSegment (-1, the default) for none; an index no segment has is ignored; set in code it sends no action (uikit-rules §4.5).",
                           get: \SegmentedControl.selectedSegmentIndex, set: { $0.selectedSegmentIndex = $1 })
        LuaMember.property("isMomentary", doc: "Whether segments spring back after a tap, every tap then sending valueChanged, even on the same segment; default false (uikit-rules §4.5).",
                           get: \SegmentedControl.isMomentary, set: { $0.isMomentary = $1 })
        LuaMember.property("numberOfSegments", doc: "How many segments there are; none until items are given or inserted (uikit-rules §4.5).",
                           get: \SegmentedControl.numberOfSegments)
        LuaMember.property("highlightedSegmentIndex", type: "integer?", doc: "The segment highlighted under the finger, from 0, or nil (uikit-rules §4.5).",
                           read: { (control: SegmentedControl, _) in control.highlightedSegmentIndex.map(LuaValue.integer) ?? .nil })
        LuaMember.method("insertSegment", "(title, index, animated)",
                         doc: "Inserts a titled segment at an index from 0 to numberOfSegments (larger ones: at the end); the selection stays on its segment (uikit-rules §4.5).") { (control: SegmentedControl, call) in
            try call.expectCount(2...3)
            control.insertSegment(withTitle: try call.value(1), at: try call.value(2), animated: try call.value(3, default: false))
            return []
        }
        LuaMember.method("removeSegment", "(index, animated)",
                         doc: "Removes a segment (an index past the end: the last one); removing the selected one leaves none selected, silently (uikit-rules §4.5).") { (control: SegmentedControl, call) in
            try call.expectCount(1...2)
            control.removeSegment(at: try call.value(1), animated: try call.value(2, default: false))
            return []
        }
        LuaMember.method("removeAllSegments", "()", doc: "Removes every segment; none is selected afterwards, silently (uikit-rules §4.5).") { (control: SegmentedControl, _) in
            control.removeAllSegments()
            return []
        }
        LuaMember.method("setTitle", "(title, index)",
                         doc: "Gives a segment a title, replacing its image; an index past the end means the last segment (uikit-rules §4.5).") { (control: SegmentedControl, call) in
            try call.expectCount(2...2)
            control.setTitle(try call.value(1), forSegmentAt: try call.value(2))
            return []
        }
        LuaMember.method("titleForSegment", "(index) -> string?",
                         doc: "A segment's title; nil for an image segment or an index out of range.") { (control: SegmentedControl, call) in
            try call.expectCount(1...1)
            return [control.titleForSegment(at: try call.value(1)).map(LuaValue.string) ?? .nil]
        }
        LuaMember.method("setEnabled", "(enabled, index)",
                         doc: "Enables or disables one segment (past the end: the last); disabling the selected one clears the selection, silently (uikit-rules §4.5).") { (control: SegmentedControl, call) in
            try call.expectCount(2...2)
            control.setEnabled(try call.value(1), forSegmentAt: try call.value(2))
            return []
        }
        LuaMember.method("isEnabledForSegment", "(index) -> boolean",
                         doc: "Whether a segment is enabled (by default it is); false for an index out of range (uikit-rules §4.5).") { (control: SegmentedControl, call) in
            try call.expectCount(1...1)
            return [.boolean(control.isEnabledForSegment(at: try call.value(1)))]
        }
        LuaMember.method("setWidth", "(width, index)",
                         doc: "Fixes a segment's width in points; 0 (the default, and what a negative width becomes) shares the width the fixed segments leave equally.") { (control: SegmentedControl, call) in
            try call.expectCount(2...2)
            control.setWidth(try call.value(1), forSegmentAt: try call.value(2))
            return []
        }
        LuaMember.method("widthForSegment", "(index) -> number",
                         doc: "A segment's fixed width in points; 0 when it is automatic or the index is out of range.") { (control: SegmentedControl, call) in
            try call.expectCount(1...1)
            return [.number(control.widthForSegment(at: try call.value(1)))]
        }
        LuaMember.method("frameForSegment", "(index) -> Rect",
                         doc: "A segment's rectangle in the control's bounds, the segments side by side; an empty rectangle for an index out of range.") { (control: SegmentedControl, call) in
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
        LuaMember.property("numberOfPages", doc: "How many pages, one dot each; default 0; a negative number becomes 0; changing it clamps currentPage again (uikit-rules §4.6).",
                           get: \PageControl.numberOfPages, set: { $0.numberOfPages = $1 })
        LuaMember.property("currentPage", doc: "The current page, from 0; clamped to 0…numberOfPages - 1; default 0; set in code it sends no action and moves the dot at once (uikit-rules §4.6).",
                           get: \PageControl.currentPage, set: { $0.currentPage = $1 })
        LuaMember.property("displayedPage", doc: "The page whose dot shows as current: currentPage, except after a tap with defersCurrentPageDisplay, until updateCurrentPageDisplay() (uikit-rules §4.6).",
                           get: \PageControl.displayedPage)
        LuaMember.property("hidesForSinglePage", doc: "Whether the control is hidden while there are fewer than two pages; default false (uikit-rules §4.6).",
                           get: \PageControl.hidesForSinglePage, set: { $0.hidesForSinglePage = $1 })
        LuaMember.property("defersCurrentPageDisplay", doc: "Whether a tap leaves the dot where it was until updateCurrentPageDisplay(); default false (uikit-rules §4.6).",
                           get: \PageControl.defersCurrentPageDisplay, set: { $0.defersCurrentPageDisplay = $1 })
        LuaMember.method("updateCurrentPageDisplay", "()",
                         doc: "Moves the current dot to currentPage after a deferred tap; sends nothing (uikit-rules §4.6).") { (control: PageControl, _) in
            control.updateCurrentPageDisplay()
            return []
        }
    }
    .constructor { PageControl() }
    .declaration
}
