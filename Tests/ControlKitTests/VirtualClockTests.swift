import Testing
@testable import ControlKit

@Suite("Virtual clock: timers, delayed calls, animations")
struct VirtualClockTests {
    private let clock = VirtualClock()

    @Test("delayed calls run only when the clock is advanced past them, in timestamp order")
    func timestampOrder() {
        var log: [String] = []
        clock.perform(after: 0.3) { log.append("c") }
        clock.perform(after: 0.1) { log.append("a") }
        clock.perform(after: 0.2) { log.append("b") }
        #expect(log.isEmpty)
        clock.advance(by: 0.15)
        #expect(log == ["a"] && clock.now == 0.15)
        clock.advance(by: 1)
        #expect(log == ["a", "b", "c"] && clock.now == 1.15)
    }

    @Test("calls due at the same time run in scheduling order, including ones scheduled while running")
    func ties() {
        var log: [Int] = []
        clock.perform(after: 1) { log.append(1); self.clock.perform(after: 0) { log.append(3) } }
        clock.perform(after: 1) { log.append(2) }
        clock.advance(by: 1)
        #expect(log == [1, 2, 3])
    }

    @Test("a call sees the clock at its own time")
    func nowDuringCall() {
        var seen: Double?
        clock.perform(after: 0.25) { seen = self.clock.now }
        clock.advance(by: 10)
        #expect(seen == 0.25)
    }

    @Test("repeating timers fire every interval until invalidated")
    func repeating() {
        var fireTimes: [Double] = []
        let timer = clock.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in fireTimes.append(self.clock.now) }
        clock.advance(by: 1.6)
        #expect(fireTimes == [0.5, 1.0, 1.5])
        timer.invalidate()
        clock.advance(by: 5)
        #expect(fireTimes.count == 3 && !timer.isValid)
    }

    @Test("a timer may invalidate itself; a one-shot timer is invalid after firing")
    func selfInvalidation() {
        var count = 0
        clock.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            count += 1
            if count == 2 { timer.invalidate() }
        }
        let once = clock.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
        clock.advance(by: 10)
        #expect(count == 2 && !once.isValid && clock.pendingTimerCount == 0)
    }

    @Test("runUntilIdle runs all one-shot work, moving time to each; repeating timers fire along the way")
    func runUntilIdle() {
        var log: [String] = []
        clock.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in log.append("tick") }
        clock.perform(after: 2.5) { log.append("done") }
        #expect(clock.runUntilIdle())
        #expect(log == ["tick", "tick", "done"] && clock.now == 2.5)
    }

    @Test("runUntilIdle gives up on work that keeps rescheduling itself")
    func runaway() {
        func again() { clock.perform(after: 1) { again() } }
        again()
        #expect(!clock.runUntilIdle(maximumFirings: 50))
        #expect(clock.now == 50)
    }

    @Test("advancing never moves time backward")
    func monotonic() {
        clock.advance(by: 2)
        clock.advance(to: 1)
        clock.advance(by: -3)
        #expect(clock.now == 2)
    }

    @Test("an animation interpolates a property over its duration and completes at its end")
    func propertyAnimation() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        clock.animate(\View.alpha, of: view, to: 0, duration: 1, curve: .linear) { finished = $0 }
        clock.advance(by: 0.25)
        #expect(view.alpha == 0.75)
        clock.advance(by: 0.5)
        #expect(view.alpha == 0.25 && finished == nil)
        clock.advance(by: 0.5)
        #expect(view.alpha == 0 && finished == true)
        #expect(clock.runningAnimations.isEmpty)
    }

    @Test("an animation with a delay reads its start value when it starts; geometry interpolates")
    func delayedGeometry() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        clock.animate(\View.center, of: view, to: Point(x: 105, y: 5), duration: 1, delay: 1, curve: .linear)
        clock.advance(by: 0.5)
        #expect(view.center == Point(x: 5, y: 5))
        view.center = Point(x: 55, y: 5)
        clock.advance(by: 1)
        #expect(view.center == Point(x: 80, y: 5))
        #expect(clock.runUntilIdle())
        #expect(view.center == Point(x: 105, y: 5) && clock.now == 2)
    }

    @Test("ease curves start and end at the ends and bend in between")
    func curves() {
        for curve in [Animation.Curve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.fraction(0) == 0 && curve.fraction(1) == 1)
        }
        #expect(Animation.Curve.easeIn.fraction(0.5) < 0.5)
        #expect(Animation.Curve.easeOut.fraction(0.5) > 0.5)
        #expect(Animation.Curve.easeInOut.fraction(0.5) == 0.5)
    }

    @Test("cancelling an animation leaves the property where it is and completes with false")
    func cancel() {
        let view = View()
        var finished: Bool?
        let animation = clock.animate(\View.alpha, of: view, to: 0, duration: 1, curve: .linear) { finished = $0 }
        clock.advance(by: 0.5)
        animation.cancel()
        clock.advance(by: 1)
        #expect(view.alpha == 0.5 && finished == false && !animation.isRunning)
    }

    @Test("an animation's completion keeps its place among timers due at the same time")
    func completionOrder() {
        var log: [String] = []
        clock.perform(after: 1) { log.append("timer") }
        clock.animate(duration: 1, curve: .linear, update: { _ in }) { _ in log.append("animation") }
        clock.perform(after: 1) { log.append("later timer") }
        clock.advance(by: 2)
        #expect(log == ["timer", "animation", "later timer"])
    }

    @Test("rects, sizes and transforms interpolate component-wise")
    func interpolation() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10).interpolated(to: Rect(x: 10, y: 20, width: 30, height: 10), fraction: 0.5)
        #expect(rect == Rect(x: 5, y: 10, width: 20, height: 10))
        let transform = Transform.identity.interpolated(to: Transform(scaleX: 3, y: 3), fraction: 0.5)
        #expect(transform == Transform(scaleX: 2, y: 2))
    }
}
