import Testing
@testable import ControlKit

/// What touches leave behind: once the application, its window and the touch driver are released,
/// nothing a touch reached stays alive, however the touch ended or did not (`tactile fuzz` found
/// each of these keeping views alive after their session closed).
@Suite("Release after touches")
struct ReleaseAfterTouchesTests {
    /// Runs `touches` on a 390×844 window holding the view `make` makes, then drops everything;
    /// answers whether the view and the window are still alive.
    private func leftAlive(_ make: () -> View, _ touches: (TouchDriver, Window) -> Void) -> (view: Bool, window: Bool) {
        weak var weakView: View?
        weak var weakWindow: Window?
        do {
            let application = Application()
            let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            let view = make()
            window.addSubview(view)
            let driver = TouchDriver(window: window)
            touches(driver, window)
            weakView = view
            weakWindow = window
        }
        return (weakView != nil, weakWindow != nil)
    }

    @Test("a touch that landed on the window itself does not keep the window alive (its gesture coordinator kept the last event)")
    func touchOnTheWindow() {
        let alive = leftAlive({ Slider(frame: Rect(x: 65, y: 405, width: 260, height: 34)) }) { driver, _ in
            driver.tap(at: Point(x: 5, y: 5))
        }
        #expect(alive.view == false && alive.window == false)
    }

    @Test("a control whose beginTracking refused a touch does not keep the touch, which held the control")
    func refusedTouch() {
        let alive = leftAlive({ Slider(frame: Rect(x: 65, y: 405, width: 260, height: 34)) }) { driver, _ in
            let touch = driver.begin(at: Point(x: 300, y: 422))  // off the thumb: the slider refuses it
            driver.cancel(touch)
        }
        #expect(alive.view == false)
    }

    @Test("a control still tracking when the driver goes is released: the fingers go with the driver")
    func trackingWhenTheDriverGoes() {
        let alive = leftAlive({ Control(frame: Rect(x: 100, y: 100, width: 100, height: 100)) }) { driver, _ in
            driver.begin(at: Point(x: 150, y: 150))
        }
        #expect(alive.view == false)
    }

    @Test("a scroll view whose recognizers follow a lifted touch of an unfinished sequence is released with the driver")
    func recognizerFollowingALiftedTouch() {
        let alive = leftAlive({
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            scroll.contentSize = Size(width: 390, height: 2000)
            return scroll
        }) { driver, _ in
            let first = driver.begin(at: Point(x: 140, y: 470))
            driver.begin(at: Point(x: 190, y: 440))
            driver.end(first)
        }
        #expect(alive.view == false && alive.window == false)
    }

    @Test("a control whose continueTracking stopped tracking does not keep the touch (uikit-rules §8.2)")
    func stoppedTracking() {
        final class Stopper: Control {
            override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { false }
        }
        let alive = leftAlive({ Stopper(frame: Rect(x: 100, y: 100, width: 100, height: 100)) }) { driver, _ in
            let touch = driver.begin(at: Point(x: 150, y: 150))
            driver.move(touch, to: Point(x: 160, y: 150))
            driver.end(touch)
        }
        #expect(alive.view == false)
    }

    @Test("a control whose tracking never ends (an override swallows the lift) is released: it holds its touch weakly")
    func trackingThatNeverEnds() {
        final class Swallower: Control {
            override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {}
        }
        let alive = leftAlive({ Swallower(frame: Rect(x: 100, y: 100, width: 100, height: 100)) }) { driver, _ in
            driver.tap(at: Point(x: 150, y: 150))
        }
        #expect(alive.view == false)
    }
}
