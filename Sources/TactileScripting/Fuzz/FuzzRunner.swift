import ControlKit
import LuaKit

/// What one sequence did.
struct FuzzRunResult {
    /// The steps that ran, in order (the failing one last when one failed).
    var steps: [FuzzStep] = []
    /// The first invariant found broken, if any.
    var violation: FuzzViolation?
    /// The index of the step after which it was found; `steps.count` when it was found only at
    /// the end, after the last step.
    var failedAt: Int?
    /// Why the sequence stopped before its end without breaking anything: a step could not run
    /// (the view it aims at left the window, say).
    var stoppedEarly: String?
    /// The steps whose assignment was refused with a clear error.
    var refused: Set<Int> = []
    /// The traffic before the last check, when asked for.
    var transcript: String?
    /// The traffic's lines, when asked for, for the excerpt around the failure.
    var trafficLines: [String] = []
    /// The lines of plugins and scenarios that ran, when counted.
    var coverage: LineCounts?
    /// The type of each view the set-up returned (`Knob`).
    var viewTypes: [String] = []
}

/// Runs sequences on a target, each in a fresh `FuzzWorld`, under the limits: given steps (a
/// replay, a shrinking candidate, a stored failure) or steps generated as it goes.
struct FuzzRunner {
    /// How a sequence's steps come.
    enum Plan {
        /// These steps, as they are.
        case replay([FuzzStep])
        /// `prefix`, then steps generated from `seed` until there are `length` (then the ending).
        case generate(seed: UInt64, length: Int, prefix: [FuzzStep])
    }

    let target: FuzzTarget
    let limits: FuzzWorld.Limits
    let watchdog: TestWatchdog
    /// Whether to count the lines of Lua each sequence runs.
    var collectsCoverage = false

    /// Runs one sequence; `details` keeps its transcript and traffic. Throws when the target
    /// cannot be set up.
    func run(_ plan: Plan, details: Bool = false) throws(FuzzError) -> FuzzRunResult {
        var result = FuzzRunResult()
        let views = try runInWorld(plan, details: details, into: &result)
        if result.violation == nil, let leaked = views.lazy.compactMap(\.object).first {
            result.violation = FuzzViolation(.releasedAfterSession, control: nil,
                                             message: "a \(leaked.typeName) of the fuzzed views is still alive after its session closed",
                                             time: 0)
            result.failedAt = result.steps.count
        }
        return result
    }

    /// Runs the sequence in a world of its own, which is gone when this returns; answers weak references to
    /// the views it held, which must all be released by then.
    private func runInWorld(_ plan: Plan, details: Bool, into result: inout FuzzRunResult) throws(FuzzError) -> [WeakReference<View>] {
        let world = try FuzzWorld(target: target, limits: limits, coverage: collectsCoverage, watchdog: watchdog)
        result.viewTypes = world.views.map(\.typeName)
        let state = world.scenario.state
        let (_, timedOut) = watchdog.limit(limits.timeLimit, interrupting: state.interruptHandle) {
            do throws(LuaError) {
                try state.withInstructionBudget(limits.instructionBudget) { () throws(LuaError) in
                    try runSteps(plan, in: world, into: &result)
                }
            } catch {
                result.violation = limitViolation(error, timedOut: false, world: world, step: result.steps.count)
                result.failedAt = max(0, result.steps.count - 1)
            }
        }
        if timedOut, result.violation?.invariant != FuzzInvariant.noHang.rawValue {
            result.violation = FuzzViolation(.noHang, control: nil,
                                             message: "step \(result.steps.count) took longer than the time limit of \(limits.timeLimit.compactText) s",
                                             time: world.session.stage.application.clock.now)
            result.failedAt = max(0, result.steps.count - 1)
        }
        if details {
            if result.transcript == nil { result.transcript = world.transcript }
            result.trafficLines = world.stage.trafficRecords.map { world.stage.trafficFormatter.line($0) }
        }
        if collectsCoverage { result.coverage = world.coverage }
        var released: [WeakReference<View>] = []
        func collect(_ view: View) {
            released.append(WeakReference(view))
            for subview in view.subviews { collect(subview) }
        }
        for view in world.views { collect(view) }
        world.close()
        return released
    }

    /// The steps, each followed by the watch's verdict; a limit a step hits is thrown.
    private func runSteps(_ plan: Plan, in world: FuzzWorld, into result: inout FuzzRunResult) throws(LuaError) {
        var generator: StepGenerator?
        var given: [FuzzStep]
        var length: Int
        switch plan {
        case .replay(let steps):
            given = steps
            length = steps.count
        case .generate(let seed, let total, let prefix):
            given = prefix
            length = max(total, prefix.count)
            generator = StepGenerator(seed: seed, pluginName: target.pluginName)
            generator?.follow(prefix)
        }
        var index = 0
        var ended = false
        while true {
            let step: FuzzStep
            if index < given.count {
                step = given[index]
            } else if index < length, var making = generator {
                step = making.next(views: world.views, session: world.session)
                generator = making
            } else if !ended, var making = generator {
                ended = true
                given += making.ending()
                length = given.count
                generator = making
                continue
            } else {
                break
            }
            result.steps.append(step)
            if try !runStep(step, index: index, in: world, into: &result) { return }
            index += 1
        }
        if result.violation == nil {
            result.transcript = world.transcript
            world.watch.check()
            if let first = world.watch.violations.first {
                result.violation = first
                result.failedAt = result.steps.count
            }
        }
    }

    /// Runs one step and looks at the watch; false when the sequence ends here.
    private func runStep(_ step: FuzzStep, index: Int, in world: FuzzWorld, into result: inout FuzzRunResult) throws(LuaError) -> Bool {
        let outcome: FuzzWorld.StepOutcome
        do {
            outcome = try world.run(step)
        } catch {
            switch error.kind {
            case .budgetExhausted, .interrupted, .memory: throw error
            default:
                if let limit = world.watch.limitInInvariant { throw limit }
                result.stoppedEarly = "step \(index + 1) could not run: \(error.message)"
                result.steps.removeLast()
                return false
            }
        }
        switch outcome {
        case .done: break
        case .refused: result.refused.insert(index)
        case .escaped(let message):
            if case .set(let view, let property, let value) = step {
                let name = world.views.indices.contains(view - 1) ? world.watch.name(of: world.views[view - 1]) : "view \(view)"
                world.watch.report(FuzzViolation(.noErrorEscapes, control: name,
                                                 message: "setting \(name).\(property) to \(value) raised an error: \(message)",
                                                 time: world.session.stage.application.clock.now), from: nil)
            }
        }
        if step.isProgrammatic { world.watch.check() }
        if let limit = world.watch.limitInInvariant { throw limit }
        if let first = world.watch.violations.first {
            result.violation = first
            result.failedAt = index
            return false
        }
        return true
    }

    /// The violation of a limit that stopped a step (or an invariant the watch was running).
    private func limitViolation(_ error: LuaError, timedOut: Bool, world: FuzzWorld, step: Int) -> FuzzViolation {
        if let declared = world.watch.violations.first(where: { $0.culprit == .invariant }), world.watch.limitInInvariant != nil {
            var violation = declared
            violation.message += " (\(error.message))"
            return violation
        }
        let time = world.session.stage.application.clock.now
        switch error.kind {
        case .memory:
            return FuzzViolation(.memoryWithinLimit, control: nil,
                                 message: "step \(step) exhausted the memory cap of \(limits.memoryLimit >> 20) MiB", time: time)
        case .interrupted:
            return FuzzViolation(.noHang, control: nil,
                                 message: "step \(step) took longer than the time limit of \(limits.timeLimit.compactText) s", time: time)
        default:
            return FuzzViolation(.noHang, control: nil,
                                 message: "step \(step) ran out of the instruction budget of \(limits.instructionBudget) (an endless loop?)",
                                 time: time)
        }
    }
}
