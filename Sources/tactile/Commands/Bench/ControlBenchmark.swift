import ArgumentParser
import ControlKit

/// `tactile bench controls`: touch tracking and action dispatch through ControlKit.
///
///     $ tactile bench controls --iterations 200000
///     drag moves through a control            …  moves/s   (baseline, no target: …)
///     dispatch with 1 target on other events   …  ns/action (baseline, none: …)
struct ControlBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "controls",
        abstract: "Drag moves per second through a control, and dispatch cost as unrelated targets pile up."
    )

    @OptionGroup var options: BenchmarkOptions

    private var iterations: Int { options.iterations }
    private var repetitions: Int { options.repetitions }

    func run() {
        let otherTargetCounts = [0, 1, 10, 100]
        let measurements: [() -> Duration] = [
            { dragMoves(withTarget: false) },
            { dragMoves(withTarget: true) },
        ] + otherTargetCounts.map { count in { dispatch(otherTargets: count) } }
        let best = fastestInterleaved(measurements)

        print("drag moves through a control, one Swift target: \(rate(best[1])) moves/s"
            + "   (baseline, no target: \(rate(best[0])) moves/s)")
        for (index, others) in otherTargetCounts.enumerated().dropFirst() {
            print("dispatch, \(others) target(s) on other events: \(nanoseconds(best[2 + index])) ns/action"
                + "   (baseline, none on other events: \(nanoseconds(best[2])) ns/action)")
        }
    }

    /// Runs every measurement once per repetition, in turn, so load on the machine hits them alike;
    /// keeps each one's fastest run.
    private func fastestInterleaved(_ measurements: [() -> Duration]) -> [Duration] {
        var best = measurements.map { _ in Duration.seconds(Int64.max) }
        for _ in 0..<repetitions {
            for (index, measure) in measurements.enumerated() {
                best[index] = min(best[index], measure())
            }
        }
        return best
    }

    /// Drags a finger back and forth inside a control `iterations` times; returns the elapsed time.
    private func dragMoves(withTarget: Bool) -> Duration {
        let stage = BenchStage()
        if withTarget { stage.control.addTarget(stage.target, action: "dragged:event:", for: .touchDragInside) }
        let touch = stage.driver.begin(at: Point(x: 150, y: 125))
        let elapsed = ContinuousClock().measure {
            for index in 0..<iterations {
                stage.driver.move(touch, to: Point(x: 140 + Double(index % 20), y: 125))
            }
        }
        stage.driver.end(touch)
        precondition(!withTarget || stage.target.count == iterations, "every move must reach the target")
        return elapsed
    }

    /// Sends valueChanged to one target `iterations` times, with other targets registered for touchDown.
    private func dispatch(otherTargets: Int) -> Duration {
        let stage = BenchStage()
        let others = (0..<otherTargets).map { _ in CountingTarget() }
        for other in others { stage.control.addTarget(other, action: "touched", for: .touchDown) }
        stage.control.addTarget(stage.target, action: "changed:", for: .valueChanged)
        let elapsed = ContinuousClock().measure {
            for _ in 0..<iterations { stage.control.sendActions(for: .valueChanged) }
        }
        precondition(stage.target.count == iterations && others.allSatisfy { $0.count == 0 }, "only the valueChanged target is called")
        return elapsed
    }

    private func rate(_ duration: Duration) -> String {
        String(duration.rate(of: iterations))
    }

    private func nanoseconds(_ duration: Duration) -> String {
        String((duration.nanoseconds(per: iterations) * 10).rounded() / 10)
    }
}

/// A window holding one control at (100, 100, 100, 50), with a driver and a counting target.
private final class BenchStage {
    let application = Application(trafficCapacity: 1_000)
    let window: Window
    let control = Control(frame: Rect(x: 100, y: 100, width: 100, height: 50))
    let driver: TouchDriver
    let target = CountingTarget()

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(control)
        driver = TouchDriver(window: window)
    }
}

/// A target that counts the actions it receives.
private final class CountingTarget: ActionTarget {
    private(set) var count = 0

    func responds(to action: ActionName) -> Bool { true }

    func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        count += 1
    }
}
