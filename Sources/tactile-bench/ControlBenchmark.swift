import ArgumentParser
import ControlKit
import Foundation

/// `tactile-bench controls`: action dispatch and touch tracking through ControlKit. First the
/// dispatch of a valueChanged to one Swift target with its traffic record, beside the floor
/// `floor_dispatch.lua` (a plain-Lua control setting a value and dispatching to one target) run
/// unchanged by the embedded interpreter in the same run; then drag moves, and how dispatch cost
/// holds as targets for other events pile up.
///
///     $ tactile-bench controls --iterations 200000
///     valueChanged, Swift control -> Swift target, recorded: … ns/dispatch   (floor, floor_dispatch.lua: … ns/dispatch; ratio …×)
///     drag moves through a control, one Swift target: … moves/s   (baseline, no target: … moves/s)
///     dispatch, 1 target(s) on other events: … ns/action   (baseline, none on other events: … ns/action)
struct ControlBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "controls",
        abstract: "Dispatch to a Swift target beside its Lua floor, drag moves per second, and dispatch cost as unrelated targets pile up."
    )

    @OptionGroup var options: BenchmarkOptions

    @OptionGroup var lua: BenchLuaOptions

    private var iterations: Int { options.iterations }
    private var repetitions: Int { options.repetitions }

    func run() throws {
        let floor = try lua.files.floor("floor_dispatch")
        let otherTargetCounts = [0, 1, 10, 100]
        let measurements: [() throws -> Double] = [
            { try floor.nanosecondsPerOperation(iterations: iterations) },
            { dragMoves(withTarget: false).nanoseconds(per: iterations) },
            { dragMoves(withTarget: true).nanoseconds(per: iterations) },
        ] + otherTargetCounts.map { count in { dispatch(otherTargets: count).nanoseconds(per: iterations) } }
        let best = try fastestInterleaved(measurements)
        let (floorFigure, withoutTarget, withTarget, dispatches) = (best[0], best[1], best[2], Array(best[3...]))

        print("valueChanged, Swift control -> Swift target, recorded: \(format(dispatches[0])) ns/dispatch"
            + "   (floor, floor_dispatch.lua: \(format(floorFigure)) ns/dispatch; ratio "
            + String(format: "%.2f", dispatches[0] / floorFigure) + "×)")
        print("drag moves through a control, one Swift target: \(rate(withTarget)) moves/s"
            + "   (baseline, no target: \(rate(withoutTarget)) moves/s)")
        for (index, others) in otherTargetCounts.enumerated().dropFirst() {
            print("dispatch, \(others) target(s) on other events: \(format(dispatches[index])) ns/action"
                + "   (baseline, none on other events: \(format(dispatches[0])) ns/action)")
        }
    }

    /// Runs every measurement once per repetition, in turn, so load on the machine hits them alike;
    /// keeps each one's fastest run.
    private func fastestInterleaved(_ measurements: [() throws -> Double]) throws -> [Double] {
        var best = measurements.map { _ in Double.infinity }
        for _ in 0..<repetitions {
            for (index, measure) in measurements.enumerated() {
                best[index] = min(best[index], try measure())
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
        let elapsed = ContinuousClock().measure { sendValueChanged(from: stage.control, times: iterations) }
        precondition(stage.target.count == iterations && others.allSatisfy { $0.count == 0 }, "only the valueChanged target is called")
        precondition(stage.application.traffic.records.last?.kind == .delivered, "the dispatch is recorded")
        return elapsed
    }

    private func rate(_ nanoseconds: Double) -> String {
        String(Int((1e9 / nanoseconds).rounded()))
    }

    private func format(_ nanoseconds: Double) -> String {
        String((nanoseconds * 10).rounded() / 10)
    }
}

/// The measured loop of the dispatch figures, a function of its own so an instruction profiler
/// can count exactly it (`--toggle-collect`).
@inline(never)
private func sendValueChanged(from control: Control, times: Int) {
    for _ in 0..<times { control.sendActions(for: .valueChanged) }
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

/// A target that counts the actions it receives: a responder, as a UIKit target almost always is
/// (a view controller, a view).
private final class CountingTarget: Responder {
    private(set) var count = 0

    override func responds(to action: ActionName) -> Bool { true }

    override func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        count += 1
    }
}
