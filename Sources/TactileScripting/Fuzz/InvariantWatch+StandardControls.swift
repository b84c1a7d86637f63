import ControlKit

/// The standard controls' own rules (uikit-rules §4): values within their bounds, valueChanged
/// only for a change where UIKit promises it, a switch flipping once per touch, a slider and a
/// stepper reporting only while a finger is on them, a stepper that stops stepping when the
/// finger lifts.
///
/// A slider is not held to "valueChanged means a change": UIKit's sends it on every move and at
/// touch-up, changed or not (uikit-rules §4.3, §8.9).
extension InvariantWatch {
    /// The value a standard control's rules compare: a slider's or stepper's value, a switch's
    /// position (1 on), a segmented control's selection, a page control's page; nil for others.
    func standardValue(of control: Control) -> Double? {
        switch control {
        case let slider as Slider: slider.value
        case let stepper as Stepper: stepper.value
        case let toggle as Switch: toggle.isOn ? 1 : 0
        case let segmented as SegmentedControl: Double(segmented.selectedSegmentIndex)
        case let pages as PageControl: Double(pages.currentPage)
        default: nil
        }
    }

    /// The rules checked at rest; each check's values are the ones the next event's valueChanged
    /// is compared with.
    func checkStandardRules(_ watched: WatchedControl, _ control: Control, explicitly: Bool) {
        checkBounds(of: control)
        let value = standardValue(of: control)
        if let stepper = control as? Stepper, !explicitly, !watched.isTracking,
           let before = watched.valueAtLastCheck, let value, value != before {
            report(.stepperStopsOnLift, control,
                   "changed its value from \(before.compactText) to \(value.compactText) with no finger on it (stepValue \(stepper.stepValue.compactText))")
        }
        watched.valueAtLastCheck = value
    }

    /// A valueChanged the control sent: the value is in bounds for its targets, and where UIKit
    /// promises it, it changed in the event (or timer) that sent it — for a stepper that reports
    /// once at touch-up, since touch-down.
    func valueChangedSent(by control: Control, _ watched: WatchedControl) {
        checkBounds(of: control)
        watched.valueChangesThisTouch += 1
        guard let value = standardValue(of: control) else { return }
        let unchanged = watched.valueAtLastCheck == value
        switch control {
        case let toggle as Switch:
            if watched.valueChangesThisTouch > 1 && watched.isTracking {
                report(.switchTogglesOnce, control, "sent valueChanged \(watched.valueChangesThisTouch) times for one touch")
            }
            if unchanged { report(.valueChangedMeansChange, control, "sent valueChanged though isOn stayed \(toggle.isOn)") }
        case is Slider:
            if !watched.isTracking {
                report(.valueChangedWhileTracking, control, "sent valueChanged with no finger on it")
            }
        case let stepper as Stepper:
            if !watched.isTracking {
                report(.valueChangedWhileTracking, control, "sent valueChanged with no finger on it")
            } else if unchanged && (stepper.isContinuous || watched.valueAtTouchDown == value) {
                report(.valueChangedMeansChange, control, "sent valueChanged though its value stayed \(value.compactText)")
            }
        case let segmented as SegmentedControl:
            if unchanged && !segmented.isMomentary {
                report(.valueChangedMeansChange, control, "sent valueChanged though the selection stayed \(Int(value))")
            }
        case is PageControl:
            if unchanged {
                report(.valueChangedMeansChange, control, "sent valueChanged though the page stayed \(Int(value))")
            }
        default:
            break
        }
    }

    /// Limits in order and the value within them (uikit-rules §4.3–§4.6).
    private func checkBounds(of control: Control) {
        switch control {
        case let slider as Slider:
            checkRange(control, slider.value, slider.minimumValue, slider.maximumValue)
        case let stepper as Stepper:
            checkRange(control, stepper.value, stepper.minimumValue, stepper.maximumValue)
            if !(stepper.stepValue > 0) {
                report(.valueWithinBounds, control, "has stepValue \(stepper.stepValue.compactText), not above 0")
            }
        case let segmented as SegmentedControl:
            let index = segmented.selectedSegmentIndex
            if index != SegmentedControl.noSegment && !(0..<segmented.numberOfSegments).contains(index) {
                report(.valueWithinBounds, control, "has selectedSegmentIndex \(index) with \(segmented.numberOfSegments) segments")
            }
        case let pages as PageControl:
            if pages.currentPage < 0 || pages.currentPage > max(0, pages.numberOfPages - 1) {
                report(.valueWithinBounds, control, "shows page \(pages.currentPage) of \(pages.numberOfPages)")
            }
        default:
            break
        }
    }

    private func checkRange(_ control: Control, _ value: Double, _ minimum: Double, _ maximum: Double) {
        if let problem = Self.rangeProblem(value: value, minimum: minimum, maximum: maximum) {
            report(.valueWithinBounds, control, problem)
        }
    }

    /// What is wrong with a value and its limits, or nil: limits out of order, or the value outside them.
    static func rangeProblem(value: Double, minimum: Double, maximum: Double) -> String? {
        if !(minimum <= maximum) {
            return "has minimumValue \(minimum.compactText) above maximumValue \(maximum.compactText)"
        }
        guard (minimum...maximum).contains(value) else {
            return "has value \(value.compactText) outside \(minimum.compactText)…\(maximum.compactText)"
        }
        return nil
    }
}
