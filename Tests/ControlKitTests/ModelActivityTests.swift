import Testing
@testable import ControlKit

/// What `Application.activityObserver` is told: the moments a timeline shows beside the traffic.
@Suite("Model activity")
struct ModelActivityTests {
    /// Each activity as a short line, objects by class.
    private final class Log {
        var lines: [String] = []

        func record(_ activity: ModelActivity, at time: Double) {
            let line: String = switch activity {
            case .touches(let event): "touches " + event.touchesInOrder.map { "\($0.phase)" }.joined(separator: ",")
            case .trackingBegan(let control, _): "began tracking \(control.typeName)"
            case .trackingEnded(let control, let ending): "ended tracking \(control.typeName) \(ending)"
            case .gestureState(let recognizer, let state): "\(type(of: recognizer)) \(state)"
            case .timerFired(let timer): "timer repeats=\(timer.repeats)"
            case .animationAdded(let animation): "animation added duration=\(animation.duration)"
            case .animationEnded(_, let finished): "animation ended finished=\(finished)"
            }
            lines.append("t=\(TrafficFormatter.time(time)) " + line)
        }
    }

    private func observed(_ bench: ControlBench<some Control>) -> Log {
        let log = Log()
        let clock = bench.application.clock
        bench.application.activityObserver = { [unowned clock] in log.record($0, at: clock.now) }
        return log
    }

    @Test func aTapIsATrackingThatEndsInsideWithTheTwoTouchEventsThatDeliveredIt() {
        let bench = ControlBench(Button(frame: Rect(x: 10, y: 10, width: 100, height: 44)))
        let log = observed(bench)
        bench.driver.tap(bench.control)
        #expect(log.lines == [
            "t=0.000 began tracking Button", "t=0.000 touches began",
            "t=0.050 ended tracking Button lifted(inside: true)", "t=0.050 touches ended",
        ])
    }

    /// uikit-rules §2.2: a cancelled touch cancels tracking; §8.2: continueTracking returning false stops it silently.
    @Test func cancellingAndRefusingToContinueEndTrackingAsSuch() {
        let bench = ControlBench(Slider(frame: Rect(x: 10, y: 10, width: 200, height: 30)))
        let log = observed(bench)
        bench.driver.drag(from: bench.point(2, 15), to: bench.point(100, 15), steps: 2, duration: 0.1, ending: .cancel)
        #expect(log.lines.suffix(2) == ["t=0.100 ended tracking Slider cancelled", "t=0.100 touches cancelled"])

        final class Refusing: Control {
            override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { false }
        }
        let refusing = ControlBench(Refusing(frame: Rect(x: 10, y: 10, width: 100, height: 44)))
        let refused = observed(refusing)
        refusing.driver.drag(from: refusing.center, to: refusing.point(60, 20), steps: 2, duration: 0.1)
        #expect(refused.lines.filter { $0.contains("tracking") } == [
            "t=0.000 began tracking Refusing", "t=0.050 ended tracking Refusing stopped",
        ])
    }

    @Test func timersAndAnimationsButNotTheAnimationsOwnSteps() {
        let bench = ControlBench(Button(frame: Rect(x: 10, y: 10, width: 100, height: 44)))
        let log = observed(bench)
        let clock = bench.application.clock
        clock.perform(after: 0.1) {}
        clock.animate(duration: 0.5, delay: 0.2, update: { _ in })
        let cancelled = clock.animate(duration: 1, update: { _ in })
        clock.advance(by: 0.3)
        cancelled.cancel()
        clock.advance(by: 1)
        #expect(log.lines == [
            "t=0.000 animation added duration=0.5", "t=0.000 animation added duration=1.0",
            "t=0.100 timer repeats=false", "t=0.300 animation ended finished=false",
            "t=0.700 animation ended finished=true",
        ])
    }

    @Test func nothingIsToldWithoutAnObserverAndNamesAreOnlyRead() {
        let bench = ControlBench(Button(frame: Rect(x: 10, y: 10, width: 100, height: 44)))
        let label = Label(frame: .zero)
        #expect(bench.application.existingName(of: label) == nil)
        #expect(bench.application.existingName(of: bench.control) == nil)
        bench.driver.tap(bench.control)
        #expect(bench.application.existingName(of: bench.control)?.description == "Button#1")
        #expect(bench.application.existingName(of: label) == nil, "asking gives no name")
        #expect(bench.application.name(of: label).description == "Label#1")
    }
}
