import Testing
@testable import ControlKit

/// uikit-rules §2.1.4: a control tracks one touch at a time. The window gives a view one finger
/// at a time; a control whose subviews take the touches (a row of star views, say) hears of each
/// through the responder chain, and must still keep to the touch it tracks.
@Suite("One tracked touch (§2.1.4)")
struct OneTrackedTouchTests {
    @Test("§2.1.4: a second finger reaching a tracking control through a subview is not tracked, and the first touch ends the tracking")
    func secondTouchThroughASubview() {
        let control = Control(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let part = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        control.addSubview(part)
        let bench = ControlBench(control)
        let first = bench.driver.begin(at: Point(x: 50, y: 50))    // on the subview, passed up to the control
        let second = bench.driver.begin(at: Point(x: 150, y: 50))  // on the control itself
        #expect(control.isTracking)
        #expect(bench.emitted == ["touchDown"])
        bench.driver.end(first)
        #expect(!control.isTracking)
        bench.driver.end(second)
        #expect(bench.emitted == ["touchDown", "touchUpInside"])
    }
}
