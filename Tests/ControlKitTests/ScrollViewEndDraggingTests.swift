import Foundation
import Testing
@testable import ControlKit

/// The end of a drag as the delegate sees it: `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// and `scrollViewWillBeginDecelerating(_:)` (Apple's UIScrollViewDelegate; uikit-rules §10.1).
@Suite("ScrollView end of drag")
struct ScrollViewEndDraggingTests {
    @Test("§10.1: at the lift: willEndDragging (velocity in pt/ms, the resting target), didEndDragging, willBeginDecelerating; the content rests on the target")
    func orderVelocityAndTarget() throws {
        let stage = ScrollStage()
        let log = LiftLog()
        stage.scrollView.delegate = log
        stage.drag(by: -300)
        #expect(log.messages == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        let velocity = try #require(log.velocity), target = try #require(log.proposedTarget)
        #expect(velocity.x == 0 && close(velocity.y, 1))
        #expect(target.x == 0 && close(target.y, 270 + 999 / normalDecay))
        stage.clock.advance(by: 5)
        #expect(log.messages.last == "didEndDecelerating")
        #expect(stage.scrollView.contentOffset == target)
    }

    @Test("§10.1: a target the delegate changes is where the content decelerates to: x(t) = x₀ + (target − x₀)(1 − e^(−kt))")
    func changedTargetDecelerates() {
        let stage = ScrollStage()
        let log = LiftLog()
        log.chosenTarget = Point(x: 0, y: 1000)
        stage.scrollView.delegate = log
        stage.drag(by: -300)
        #expect(stage.scrollView.isDecelerating)
        stage.clock.advance(by: 0.5)
        #expect(close(stage.scrollView.contentOffset.y, 270 + 730 * (1 - exp(-normalDecay * 0.5))))
        stage.clock.advance(by: 5)
        #expect(stage.scrollView.contentOffset.y == 1000 && !stage.scrollView.isDecelerating)
        #expect(log.messages.suffix(3) == ["didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test("§10.1: a changed target beyond the scroll limits is clamped to them")
    func changedTargetIsClamped() {
        let stage = ScrollStage()
        let log = LiftLog()
        log.chosenTarget = Point(x: 0, y: 5000)
        stage.scrollView.delegate = log
        stage.drag(by: -300)
        stage.clock.advance(by: 5)
        #expect(stage.scrollView.contentOffset.y == stage.scrollView.maximumOffset.y)
    }

    @Test("§10.1: paging: a changed target replaces the page the content would snap to")
    func changedTargetWhilePaging() {
        let stage = ScrollStage(contentSize: Size(width: 960, height: 480))
        stage.scrollView.isPagingEnabled = true
        let log = LiftLog()
        log.chosenTarget = Point(x: 640, y: 0)
        stage.scrollView.delegate = log
        stage.drag(by: 0, dx: -100, restBeforeLift: true)
        #expect(log.proposedTarget == Point(x: 0, y: 0))
        stage.clock.advance(by: 2)
        #expect(stage.scrollView.contentOffset.x == 640)
    }

    @Test("§10.1: a release at rest: zero velocity, the current offset as target, no willBeginDecelerating")
    func releaseAtRest() {
        let stage = ScrollStage()
        let log = LiftLog()
        stage.scrollView.delegate = log
        stage.drag(by: -300, restBeforeLift: true)
        #expect(log.velocity == .zero && log.proposedTarget == Point(x: 0, y: 270))
        #expect(log.messages == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(stage.scrollView.contentOffset.y == 270 && !stage.scrollView.isDecelerating)
    }

    @Test("§10.1: a release at rest whose target the delegate moves still decelerates there (a snap)")
    func snapFromRest() {
        let stage = ScrollStage()
        let log = LiftLog()
        log.chosenTarget = Point(x: 0, y: 300)
        stage.scrollView.delegate = log
        stage.drag(by: -300, restBeforeLift: true)
        #expect(log.messages.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"])
        stage.clock.advance(by: 5)
        #expect(stage.scrollView.contentOffset.y == 300)
    }

    @Test("§10.1: a bounce back with no speed still moves the content, so willBeginDecelerating is told")
    func bounceBackIsADeceleration() {
        let stage = ScrollStage()
        let log = LiftLog()
        stage.scrollView.delegate = log
        stage.drag(by: 200, restBeforeLift: true)
        #expect(log.velocity == .zero && log.proposedTarget == Point(x: 0, y: 0))
        #expect(log.messages.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"])
    }

    @Test("§10.1: along an axis that does not scroll the velocity is zero and a changed target is ignored")
    func axisThatDoesNotScroll() throws {
        let stage = ScrollStage()
        let log = LiftLog()
        log.chosenTarget = Point(x: 100, y: 1000)
        stage.scrollView.delegate = log
        stage.drag(by: -300, dx: -100)
        #expect(try #require(log.velocity).x == 0)
        stage.clock.advance(by: 5)
        #expect(stage.scrollView.contentOffset == Point(x: 0, y: 1000))
    }

    @Test("§10.1: both messages are notes in the traffic, in UIKit's order")
    func trafficNotes() {
        let stage = ScrollStage()
        stage.drag(by: -300)
        stage.clock.advance(by: 5)
        #expect(stage.notes.count == 5)
        #expect(stage.notes.first == "scrollViewWillBeginDragging")
        // 270 + 999/k = 769.0003… pt: the note rounds the velocity to thousandths, the target to hundredths.
        #expect(stage.notes[1] == "scrollViewWillEndDragging velocity: (0, 1) targetContentOffset: (0, 769)")
        #expect(Array(stage.notes.suffix(3)) == ["scrollViewDidEndDragging willDecelerate: true", "scrollViewWillBeginDecelerating",
                                                  "scrollViewDidEndDecelerating"])
    }

    @Test("§10.1: a closure delegate gets both messages and may change the target")
    func closureDelegate() {
        let stage = ScrollStage()
        let closures = ClosureScrollViewDelegate()
        var seen: [String] = []
        closures.willEndDragging = { _, velocity, target in
            seen.append("lift \(velocity.y > 0)")
            target.y = 600
        }
        closures.willBeginDecelerating = { _ in seen.append("decelerate") }
        stage.scrollView.delegate = closures
        stage.drag(by: -300)
        stage.clock.advance(by: 5)
        #expect(seen == ["lift true", "decelerate"])
        #expect(stage.scrollView.contentOffset.y == 600)
    }
}

/// A scroll-view delegate that logs the messages around the lift, keeps what willEndDragging was
/// told, and answers it with `chosenTarget` when one is set.
private final class LiftLog: ScrollViewDelegate {
    private(set) var messages: [String] = []
    private(set) var velocity: Point?
    private(set) var proposedTarget: Point?
    var chosenTarget: Point?

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { messages.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        messages.append("willEndDragging")
        self.velocity = velocity
        proposedTarget = targetContentOffset
        if let chosenTarget { targetContentOffset = chosenTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) { messages.append("didEndDragging(\(willDecelerate))") }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { messages.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { messages.append("didEndDecelerating") }
}
