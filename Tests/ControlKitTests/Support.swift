@testable import ControlKit

/// A target that records every action it performs, with the sending control's flags at that moment.
final class ActionLog: ActionTarget {
    struct Call {
        let action: String
        let controlEvent: String
        let sender: AnyObject?
        let event: InputEvent?
        let isTracking: Bool
        let isHighlighted: Bool
        let isTouchInside: Bool
    }

    /// The action names it responds to; nil means every name.
    var understood: Set<String>?
    /// Thrown by `perform` when set.
    var failure: (any Error)?
    private(set) var calls: [Call] = []

    init(understood: Set<String>? = nil) {
        self.understood = understood
    }

    func responds(to action: ActionName) -> Bool {
        understood?.contains(action.rawValue) ?? true
    }

    func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        let control = sender as? Control
        calls.append(Call(
            action: action.rawValue,
            controlEvent: control?.controlEventBeingSent?.description ?? "-",
            sender: sender, event: event,
            isTracking: control?.isTracking ?? false,
            isHighlighted: control?.isHighlighted ?? false,
            isTouchInside: control?.isTouchInside ?? false
        ))
        if let failure { throw failure }
    }

    /// The control events of the calls, in order.
    var events: [String] { calls.map(\.controlEvent) }

    /// The action names of the calls, in order.
    var actions: [String] { calls.map(\.action) }
}

/// A responder view that implements a set of actions, for responder-chain tests.
final class RespondingView: View {
    let log: ActionLog

    init(frame: Rect = .zero, understood: Set<String>) {
        log = ActionLog(understood: understood)
        super.init(frame: frame)
    }

    override func responds(to action: ActionName) -> Bool { log.responds(to: action) }

    override func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        try log.perform(action, sender: sender, event: event)
    }
}

/// A control whose tracking overrides record their calls and return scripted answers.
class ProbeControl: Control {
    var beginAnswer = true
    /// Answers for successive `continueTracking` calls; true once they run out.
    var continueAnswers: [Bool] = []
    private(set) var trackingCalls: [String] = []
    var onBegin: ((ProbeControl) -> Void)?
    var onEnd: ((ProbeControl) -> Void)?

    override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        trackingCalls.append("begin")
        onBegin?(self)
        return beginAnswer
    }

    override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        trackingCalls.append("continue")
        return continueAnswers.isEmpty ? true : continueAnswers.removeFirst()
    }

    override func endTracking(_ touch: Touch?, with event: InputEvent?) {
        trackingCalls.append("end")
        onEnd?(self)
    }

    override func cancelTracking(with event: InputEvent?) {
        trackingCalls.append(event == nil ? "cancel(nil)" : "cancel")
        super.cancelTracking(with: event)
    }
}

/// An application with a large window holding one probe control at (300, 300, 100, 50), a touch
/// driver, and a log registered for the given events.
final class Stage {
    let application = Application()
    let window: Window
    let control: ProbeControl
    let driver: TouchDriver
    let log = ActionLog()

    init(events: Control.Event = .allTouchEvents, control: ProbeControl = ProbeControl(frame: Rect(x: 300, y: 300, width: 100, height: 50))) {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        self.control = control
        window.addSubview(control)
        driver = TouchDriver(window: window)
        control.addTarget(log, action: "handle:event:", for: events)
    }

    /// The control's centre in window coordinates.
    var center: Point { driver.center(of: control) }

    /// A point `dx` to the right of the control's right edge, vertically centred.
    func right(of dx: Double) -> Point { Point(x: 400 + dx, y: 325) }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
}
