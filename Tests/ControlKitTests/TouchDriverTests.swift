import Testing
@testable import ControlKit

@Suite("Touch driver")
struct TouchDriverTests {
    private let stage = Stage()

    @Test("a tap goes through hit testing: tapping another view does not reach the control")
    func tapHitTests() {
        let cover = View(frame: Rect(x: 300, y: 300, width: 50, height: 50))
        stage.window.addSubview(cover)
        stage.driver.tap(at: Point(x: 310, y: 310))
        #expect(stage.log.events.isEmpty)
        stage.driver.tap(at: Point(x: 380, y: 310))
        #expect(stage.log.events == ["touchDown", "touchUpInside"])
    }

    @Test("tapping a view taps its centre, converted through the hierarchy")
    func tapView() {
        let holder = View(frame: Rect(x: 500, y: 500, width: 200, height: 200))
        stage.window.addSubview(holder)
        holder.addSubview(stage.control)
        stage.control.frame = Rect(x: 10, y: 10, width: 100, height: 50)
        #expect(stage.driver.center(of: stage.control) == Point(x: 560, y: 535))
        stage.driver.tap(stage.control)
        #expect(stage.log.events == ["touchDown", "touchUpInside"])
    }

    @Test("a multi-tap produces rising tap counts through the window's counter")
    func multiTap() {
        stage.driver.tap(stage.control, count: 3)
        #expect(stage.log.events.filter { $0 == "touchDownRepeat" }.count == 2)
    }

    @Test("a long press holds for its duration on the clock, letting timers fire while the finger is down")
    func longPress() {
        var highlightedAtTimer: Bool?
        stage.application.clock.perform(after: 0.5) { highlightedAtTimer = self.stage.control.isHighlighted }
        stage.driver.longPress(stage.control, duration: 0.8)
        #expect(highlightedAtTimer == true)
        #expect(stage.application.clock.now == 0.8)
        #expect(stage.log.events == ["touchDown", "touchUpInside"])
    }

    @Test("a drag makes N evenly spaced moves over its duration and lifts at the end point")
    func dragSteps() {
        var times: [Double] = []
        var xs: [Double] = []
        stage.control.addAction(Action { [stage] sender, event in
            times.append(event?.timestamp ?? -1)
            xs.append(stage.driver.activeTouches.first?.locationInWindow.x ?? -1)
        }, for: .touchDragInside)
        stage.driver.drag(from: Point(x: 310, y: 325), to: Point(x: 390, y: 325), steps: 4, duration: 0.4)
        #expect(zip(times, [0.1, 0.2, 0.3, 0.4]).allSatisfy { abs($0 - $1) < 1e-9 } && times.count == 4)
        #expect(xs == [330, 350, 370, 390])
        #expect(stage.log.events.last == "touchUpInside")
    }

    @Test("one event object serves a whole touch sequence, updated in place; the next sequence gets another (UIKit reuses its UIEvent: Apple's UIEvent reference)")
    func eventReusedWithinSequence() {
        var events: [InputEvent] = []
        var times: [Double] = []
        stage.control.addAction(Action { _, event in
            if let event { events.append(event); times.append(event.timestamp) }
        }, for: [.touchDown, .touchDragInside, .touchUpInside])
        stage.driver.drag(from: Point(x: 310, y: 325), to: Point(x: 390, y: 325), steps: 2, duration: 0.2)
        #expect(events.count == 4)
        #expect(events.allSatisfy { $0 === events[0] })
        #expect(times == [0, 0.1, 0.2, 0.2])
        let first = events[0]
        stage.driver.tap(stage.control)
        #expect(events.count == 6 && events[4] !== first && events[5] === events[4])
    }

    @Test("a drag along a path spaces its steps by distance along the path")
    func dragPath() {
        var points: [Point] = []
        stage.control.addAction(Action { [stage] _, _ in
            points.append(stage.driver.activeTouches.first?.locationInWindow ?? .zero)
        }, for: [.touchDragInside, .touchDragOutside])
        stage.driver.drag(along: [Point(x: 300, y: 300), Point(x: 400, y: 300), Point(x: 400, y: 400)], steps: 4, duration: 0.4)
        #expect(points == [Point(x: 350, y: 300), Point(x: 400, y: 300), Point(x: 400, y: 350), Point(x: 400, y: 400)])
    }

    @Test("a swipe moves quickly in its direction")
    func swipe() {
        stage.driver.swipe(from: stage.center, direction: .left, distance: 300)
        #expect(stage.log.events.contains("touchDragExit"))
        #expect(stage.log.events.last == "touchUpOutside")
        #expect(stage.application.clock.now == 0.15)
        for direction in TouchDriver.Direction.allCases {
            #expect(direction.unitVector.distance(to: .zero) == 1)
        }
    }

    @Test("a drag can end in cancellation")
    func cancelledDrag() {
        stage.driver.drag(from: stage.center, to: stage.right(of: 200), steps: 2, ending: .cancel)
        #expect(stage.log.events.last == "touchCancel")
        #expect(stage.driver.activeTouches.isEmpty)
    }

    @Test("finished touches cannot be moved again")
    func finishedTouchIgnored() {
        let touch = stage.driver.begin(at: stage.center)
        stage.driver.end(touch)
        stage.driver.move(touch, to: stage.right(of: 200))
        stage.driver.end(touch)
        #expect(stage.log.events == ["touchDown", "touchUpInside"])
        #expect(touch.phase == .ended)
    }
}
