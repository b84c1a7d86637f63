import Foundation
@testable import ControlKit

/// An application with a 320×480 window filled by a scroll view whose content is 320×2000, a touch
/// driver, and a delegate that logs the scroll view's messages.
final class ScrollStage {
    let application = Application()
    let window: Window
    let scrollView: ScrollView
    let driver: TouchDriver
    let delegate = ScrollLog()

    init(scrollView: ScrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480)),
         contentSize: Size = Size(width: 320, height: 2000)) {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        self.scrollView = scrollView
        scrollView.contentSize = contentSize
        scrollView.delegate = delegate
        window.addSubview(scrollView)
        driver = TouchDriver(window: window)
    }

    var clock: VirtualClock { application.clock }

    /// Drags vertically by `dy` (negative: finger up, content scrolls down) from a point, in 10
    /// moves of `dy / 10` over 0.3 s (so the release speed is |dy| / 0.3 pt/s); optionally rests
    /// before lifting so the release has no speed.
    func drag(by dy: Double, dx: Double = 0, from start: Point = Point(x: 160, y: 300), restBeforeLift: Bool = false) {
        let touch = driver.begin(at: start)
        for step in 1...10 {
            driver.wait(0.03)
            driver.move(touch, to: start.offsetBy(dx: dx * Double(step) / 10, dy: dy * Double(step) / 10))
        }
        if restBeforeLift { driver.wait(0.2) }
        driver.end(touch)
    }

    /// The notes the scroll view left in the traffic (its delegate messages), in order.
    var notes: [String] {
        application.traffic.records.filter { $0.kind == .note }.compactMap(\.message)
    }
}

/// A scroll-view delegate that logs each message, with the offset at that moment.
final class ScrollLog: ScrollViewDelegate {
    private(set) var messages: [String] = []
    private(set) var scrolls = 0

    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { messages.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        messages.append("didEndDragging(\(willDecelerate))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { messages.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { messages.append("didEndScrollingAnimation") }
}

/// The decay constant of UIKit's normal deceleration rate, per second: −1000·ln 0.998.
let normalDecay = -1000 * log(0.998)

/// Whether two numbers agree within a small tolerance.
func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}
