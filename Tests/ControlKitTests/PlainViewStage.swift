@testable import ControlKit

/// An application with a 400×400 window whose background is a control logging its touch events,
/// so a test can tell whether a touch landed on a view above it or fell through.
final class BackdropStage {
    let application = Application()
    let window: Window
    let backdrop = Control(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let driver: TouchDriver
    let log = ActionLog()

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(backdrop)
        driver = TouchDriver(window: window)
        backdrop.addTarget(log, action: "touched:", for: .touchDown)
    }

    /// Adds a view on top of the backdrop and returns it.
    @discardableResult
    func add<V: View>(_ view: V) -> V {
        window.addSubview(view)
        return view
    }

    /// Taps a window point; returns whether the touch fell through to the backdrop.
    func tapFallsThrough(at point: Point) -> Bool {
        let before = log.calls.count
        driver.tap(at: point)
        return log.calls.count > before
    }
}
