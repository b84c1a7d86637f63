import Foundation
import Testing
@testable import ControlKit

/// ScrollView dragging and the motion after the lift, on the virtual clock (Apple's UIScrollView
/// documentation; the formulas named in `ScrollPhysics`).
@Suite("ScrollView dragging")
struct ScrollViewDraggingTests {
    @Test("defaults: scroll enabled, bounces, no paging, content touches delayed and cancellable, normal deceleration 0.998")
    func defaults() {
        let scroll = ScrollView()
        #expect(scroll.isScrollEnabled && scroll.bounces && !scroll.isPagingEnabled)
        #expect(!scroll.alwaysBounceVertical && !scroll.alwaysBounceHorizontal)
        #expect(scroll.delaysContentTouches && scroll.canCancelContentTouches)
        #expect(scroll.decelerationRate == 0.998)
        #expect(scroll.contentOffset == .zero && scroll.contentSize == .zero && scroll.contentInset == .zero)
        #expect(scroll.gestureRecognizers.contains { $0 === scroll.panGestureRecognizer })
    }

    @Test("the content offset is the bounds origin: subviews in content coordinates move and are hit where shown")
    func offsetIsBoundsOrigin() {
        let stage = ScrollStage()
        let row = View(frame: Rect(x: 0, y: 600, width: 320, height: 44))
        stage.scrollView.addSubview(row)
        stage.scrollView.contentOffset = Point(x: 0, y: 500)
        #expect(stage.scrollView.bounds.origin == Point(x: 0, y: 500))
        #expect(stage.window.hitTest(Point(x: 10, y: 120), with: nil) === row)
        #expect(row.convert(Point.zero, to: nil) == Point(x: 0, y: 100))
        #expect(stage.scrollView.convert(Point(x: 10, y: 120), from: nil) == Point(x: 10, y: 620))
    }

    @Test("rubber-band formula (1 − 1/(x·0.55/d + 1))·d: starts with slope 0.55 and never reaches d")
    func rubberBandFormula() {
        #expect(close(ScrollPhysics.rubberBand(480, dimension: 480), 480 * (1 - 1 / 1.55)))
        #expect(close(ScrollPhysics.rubberBand(1, dimension: 480), 0.5494, within: 1e-4))
        #expect(ScrollPhysics.rubberBand(1_000_000, dimension: 480) < 480)
        #expect(ScrollPhysics.rubberBand(0, dimension: 480) == 0)
    }

    @Test("a drag moves the content against the finger from where the pan began; the 10 pt hysteresis is not applied")
    func dragFollowsFinger() {
        let stage = ScrollStage()
        stage.drag(by: -300, restBeforeLift: true)
        #expect(stage.scrollView.contentOffset == Point(x: 0, y: 270))
        #expect(stage.delegate.messages == ["willBeginDragging", "didEndDragging(false)"])
    }

    @Test("dragging past the top edge rubber-bands: 270 pt of drag shows 113.41 pt in a 480 pt view")
    func rubberBandDrag() {
        let stage = ScrollStage()
        let touch = stage.driver.begin(at: Point(x: 160, y: 100))
        stage.driver.move(touch, to: Point(x: 160, y: 130))
        stage.driver.move(touch, to: Point(x: 160, y: 400))
        #expect(close(stage.scrollView.contentOffset.y, -113.4128878, within: 1e-6))
        #expect(stage.scrollView.isDragging && stage.scrollView.isTracking)
        stage.driver.end(touch)
        #expect(!stage.scrollView.isDragging)
    }

    @Test("without bounces the content stops at the edges while dragging")
    func noBounceClamps() {
        let stage = ScrollStage()
        stage.scrollView.bounces = false
        stage.drag(by: 300, restBeforeLift: true)
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("content that fits does not drag unless alwaysBounceVertical; then it rubber-bands and springs back")
    func alwaysBounceVertical() {
        let stage = ScrollStage(contentSize: Size(width: 320, height: 300))
        stage.drag(by: 200, restBeforeLift: true)
        #expect(stage.scrollView.contentOffset == .zero && stage.delegate.messages.isEmpty)
        stage.scrollView.alwaysBounceVertical = true
        stage.drag(by: 200, restBeforeLift: true)
        #expect(stage.scrollView.contentOffset.y < 0 && stage.scrollView.isDecelerating)
        stage.clock.advance(by: 2)
        #expect(stage.scrollView.contentOffset == .zero && !stage.scrollView.isDecelerating)
    }

    @Test("deceleration: the speed decays by 0.998 per ms, so x(t) = x₀ + v₀(1 − e^(−kt))/k on the clock")
    func decelerationPositions() {
        let stage = ScrollStage()
        stage.drag(by: -300)
        #expect(stage.delegate.messages == ["willBeginDragging", "didEndDragging(true)"])
        #expect(stage.scrollView.isDecelerating && !stage.scrollView.isDragging)
        stage.clock.advance(by: 0.5)
        let expected = 270 + 1000 * (1 - exp(-normalDecay * 0.5)) / normalDecay
        #expect(close(stage.scrollView.contentOffset.y, expected, within: 1e-6))
        #expect(close(expected, 585.928, within: 1e-3))
        stage.clock.advance(by: 1)
        #expect(close(stage.scrollView.contentOffset.y, 270 + 1000 * (1 - exp(-normalDecay * 1.5)) / normalDecay, within: 1e-6))
    }

    @Test("deceleration ends once the speed is under 1 pt/s: 3.45 s after a 1000 pt/s flick, 499 pt further, then didEndDecelerating")
    func decelerationEnds() {
        let stage = ScrollStage()
        stage.drag(by: -300)
        stage.clock.advance(by: 3.4)
        #expect(stage.scrollView.isDecelerating)
        stage.clock.advance(by: 0.1)
        #expect(!stage.scrollView.isDecelerating)
        #expect(close(stage.scrollView.contentOffset.y, 270 + 999 / normalDecay, within: 1e-6))
        #expect(stage.delegate.messages == ["willBeginDragging", "didEndDragging(true)", "didEndDecelerating"])
    }

    @Test("a fast deceleration rate (0.99 per ms) stops sooner and shorter")
    func fastDeceleration() {
        let stage = ScrollStage()
        stage.scrollView.decelerationRate = ScrollPhysics.fastDecelerationRate
        stage.drag(by: -300)
        stage.clock.advance(by: 5)
        #expect(close(stage.scrollView.contentOffset.y, 270 + 999 / (-1000 * log(0.99)), within: 1e-6))
    }

    @Test("bounce-back: released past the top edge, the content springs back to it, e^(−12t) critically damped")
    func bounceBack() {
        let stage = ScrollStage()
        stage.drag(by: 300, restBeforeLift: true)
        let released = stage.scrollView.contentOffset.y
        #expect(released < 0)
        #expect(stage.delegate.messages == ["willBeginDragging", "didEndDragging(true)"])
        stage.clock.advance(by: 0.1)
        let expected = released * (1 + 12 * 0.1) * exp(-1.2)
        #expect(close(stage.scrollView.contentOffset.y, expected, within: 1e-6))
        stage.clock.advance(by: 1)
        #expect(stage.scrollView.contentOffset.y == 0)
        #expect(stage.delegate.messages.last == "didEndDecelerating")
    }

    @Test("a flick that reaches the bottom edge overshoots it and bounces back to rest at the maximum offset")
    func decelerationBouncesAtEdge() {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = Point(x: 0, y: 1200)
        stage.drag(by: -300)
        var deepest = 0.0
        for _ in 0..<200 {
            stage.clock.advance(by: 0.01)
            deepest = max(deepest, stage.scrollView.contentOffset.y)
        }
        #expect(stage.scrollView.maximumOffset.y == 1520)
        #expect(deepest > 1520)
        #expect(stage.scrollView.contentOffset.y == 1520 && !stage.scrollView.isDecelerating)
    }

    @Test("without bounces a flick stops dead at the edge")
    func decelerationStopsAtEdgeWithoutBounce() {
        let stage = ScrollStage()
        stage.scrollView.bounces = false
        stage.scrollView.contentOffset = Point(x: 0, y: 1200)
        stage.drag(by: -300)
        var deepest = 0.0
        for _ in 0..<100 {
            stage.clock.advance(by: 0.01)
            deepest = max(deepest, stage.scrollView.contentOffset.y)
        }
        #expect(deepest == 1520 && stage.scrollView.contentOffset.y == 1520)
    }

    @Test("content insets extend the scrollable range")
    func insets() {
        let stage = ScrollStage()
        stage.scrollView.contentInset = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(stage.scrollView.minimumOffset.y == -50 && stage.scrollView.maximumOffset.y == 1550)
    }

    @Test("a finger coming down stops a deceleration where it is")
    func touchStopsDeceleration() {
        let stage = ScrollStage()
        stage.drag(by: -300)
        stage.clock.advance(by: 0.2)
        let touch = stage.driver.begin(at: Point(x: 160, y: 200))
        let stopped = stage.scrollView.contentOffset
        #expect(!stage.scrollView.isDecelerating && stage.scrollView.isTracking)
        stage.clock.advance(by: 1)
        #expect(stage.scrollView.contentOffset == stopped)
        stage.driver.end(touch)
        #expect(!stage.scrollView.isTracking)
    }

    @Test("isScrollEnabled false: the pan is disabled and a drag moves nothing")
    func scrollDisabled() {
        let stage = ScrollStage()
        stage.scrollView.isScrollEnabled = false
        stage.drag(by: -300)
        #expect(!stage.scrollView.panGestureRecognizer.isEnabled)
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("a horizontal drag does not begin a vertical-only scroll view's pan, leaving it to other recognizers")
    func perpendicularDragIgnored() {
        let stage = ScrollStage()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = .right
        let log = StateLog()
        swipe.addTarget(log, action: "swiped:")
        stage.scrollView.addGestureRecognizer(swipe)
        stage.driver.swipe(from: Point(x: 40, y: 200), direction: .right)
        #expect(stage.scrollView.contentOffset == .zero)
        #expect(log.states == [.ended])
        #expect(stage.delegate.messages.isEmpty)
    }

    @Test("paging: a slow short drag snaps back to the page it began on; a flick moves one page")
    func paging() {
        let stage = ScrollStage(contentSize: Size(width: 960, height: 480))
        stage.scrollView.isPagingEnabled = true
        stage.drag(by: 0, dx: -100, restBeforeLift: true)
        #expect(stage.scrollView.contentOffset.x == 90)
        stage.clock.advance(by: 2)
        #expect(stage.scrollView.contentOffset.x == 0)
        stage.drag(by: 0, dx: -100)
        stage.clock.advance(by: 2)
        #expect(stage.scrollView.contentOffset.x == 320)
        stage.drag(by: 0, dx: -300, restBeforeLift: true)
        stage.clock.advance(by: 2)
        #expect(stage.scrollView.contentOffset.x == 640)
        #expect(stage.delegate.messages.suffix(2) == ["didEndDragging(true)", "didEndDecelerating"])
    }

    @Test("setContentOffset without animation moves at once and tells didScroll")
    func setContentOffsetNow() {
        let stage = ScrollStage()
        stage.scrollView.setContentOffset(Point(x: 0, y: 100), animated: false)
        #expect(stage.scrollView.contentOffset.y == 100 && stage.delegate.scrolls == 1)
        #expect(stage.delegate.messages.isEmpty)
    }

    @Test("setContentOffset animated: 0.3 s ease in-out on the clock, then didEndScrollingAnimation")
    func setContentOffsetAnimated() {
        let stage = ScrollStage()
        stage.scrollView.setContentOffset(Point(x: 0, y: 100), animated: true)
        #expect(stage.scrollView.contentOffset.y == 0)
        stage.clock.advance(by: 0.15)
        #expect(close(stage.scrollView.contentOffset.y, 50))
        stage.clock.advance(by: 0.15)
        #expect(stage.scrollView.contentOffset.y == 100)
        #expect(stage.delegate.messages == ["didEndScrollingAnimation"])
        #expect(stage.notes == ["scrollViewDidEndScrollingAnimation"])
    }

    @Test("scrollRectToVisible scrolls the least distance, within the limits, and not at all when visible")
    func scrollRectToVisible() {
        let stage = ScrollStage()
        stage.scrollView.scrollRectToVisible(Rect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(stage.scrollView.contentOffset.y == 0)
        stage.scrollView.scrollRectToVisible(Rect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(stage.scrollView.contentOffset.y == 520)
        stage.scrollView.scrollRectToVisible(Rect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(stage.scrollView.contentOffset.y == 100)
        stage.scrollView.scrollRectToVisible(Rect(x: 0, y: 1990, width: 10, height: 100), animated: false)
        #expect(stage.scrollView.contentOffset.y == 1520)
    }

    @Test("the delegate messages of interest are notes in the traffic")
    func trafficNotes() {
        let stage = ScrollStage()
        stage.drag(by: -300)
        stage.clock.advance(by: 5)
        let dragNotes = stage.notes.filter { $0.hasPrefix("scrollViewWillBeginDragging") || $0.hasPrefix("scrollViewDidEnd") }
        #expect(dragNotes == ["scrollViewWillBeginDragging", "scrollViewDidEndDragging willDecelerate: true", "scrollViewDidEndDecelerating"])
        let note = stage.application.traffic.records.first { $0.kind == .note }
        #expect(note?.sender?.description == "ScrollView#1")
    }

    @Test("a closure delegate receives the messages")
    func closureDelegate() {
        let stage = ScrollStage()
        let closures = ClosureScrollViewDelegate()
        var seen: [String] = []
        closures.willBeginDragging = { _ in seen.append("begin") }
        closures.didEndDragging = { _, decelerate in seen.append("end \(decelerate)") }
        closures.didEndDecelerating = { _ in seen.append("rest") }
        var scrolled = 0
        closures.didScroll = { _ in scrolled += 1 }
        stage.scrollView.delegate = closures
        stage.drag(by: -300)
        stage.clock.advance(by: 5)
        #expect(seen == ["begin", "end true", "rest"])
        #expect(scrolled >= 10)
    }
}

/// A delegate that animates to a page when the drag ends, as a pull-for-next-page view does.
private final class PageTurningDelegate: ScrollViewDelegate {
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        scrollView.setContentOffset(Point(x: 0, y: 480), animated: true)
    }
}

@Suite("ScrollView delegate taking over")
struct ScrollViewTakeoverTests {
    @Test("a delegate that animates the content in didEndDragging takes over from the deceleration")
    func delegateAnimationTakesOver() {
        let stage = ScrollStage()
        let turner = PageTurningDelegate()
        stage.scrollView.delegate = turner
        stage.drag(by: -100)
        #expect(!stage.scrollView.isDecelerating)
        stage.clock.advance(by: 0.3)
        #expect(stage.scrollView.contentOffset.y == 480)
        stage.clock.advance(by: 3)
        #expect(stage.scrollView.contentOffset.y == 480)
    }
}

@Suite("ScrollView and TableView descriptions")
struct ScrollDescriptionTests {
    @Test("a scroll view describes its content size, offset and the options that differ from the defaults")
    func scrollViewDescription() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = Size(width: 320, height: 2000)
        scroll.contentOffset = Point(x: 0, y: 40)
        scroll.isPagingEnabled = true
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scroll.description == "ScrollView(frame: (0, 0, 320×480), contentSize: 320×2000, contentOffset: (0, 40), contentInset: (10, 0, 0, 0), isPagingEnabled: true)")
    }

    @Test("a refresh control with no size is placed in the 60 pt band above the content")
    func refreshControlPlacement() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let refresh = RefreshControl()
        scroll.refreshControl = refresh
        #expect(refresh.frame == Rect(x: 0, y: -60, width: 320, height: 60))
    }

    @Test("a cell describes its text and states; a table its selected row")
    func tableDescriptions() {
        let stage = TableStage(rows: 3)
        stage.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false)
        let cell = stage.table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.description == "TableViewCell(frame: (0, 44, 320×44), text: \"Row 1\", isSelected: true)")
        #expect(stage.table.description.hasSuffix("indexPathForSelectedRow: [0, 1])"))
    }
}
