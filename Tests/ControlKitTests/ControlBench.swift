@testable import ControlKit

/// An application with a large window holding one control under test, a touch driver, and an
/// action log registered for the events given — the fixture of the standard controls' tests.
final class ControlBench<Subject: Control> {
    let application = Application()
    let window: Window
    let control: Subject
    let driver: TouchDriver
    let log = ActionLog()

    init(_ control: Subject, events: Control.Event = .allEvents) {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        self.control = control
        window.addSubview(control)
        driver = TouchDriver(window: window)
        control.addTarget(log, action: "handle:event:", for: events)
    }

    /// A point in the control's coordinates, converted to the window's.
    func point(_ x: Double, _ y: Double) -> Point {
        control.convert(Point(x: x, y: y), to: window)
    }

    /// The control's centre in window coordinates.
    var center: Point { driver.center(of: control) }

    /// The control events emitted by the control, in order, read from the traffic recorder.
    var emitted: [String] {
        application.traffic.records.filter { $0.kind == .emitted }.compactMap { $0.controlEvent?.description }
    }
}
