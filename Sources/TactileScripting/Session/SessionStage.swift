import ControlKit
import LuaKit
import Rendering

/// The model a session's scripts drive, and what happens on it: the application (its traffic
/// and virtual clock), the default window, the touch driver, the failures of Lua actions, what
/// synthesized touches do when they land elsewhere, and the traffic watchers and invariant
/// watches scripts started. `reset()` replaces the model, as a scenario's next test needs.
///
/// It reaches the interpreter only to charge model work to the running script's budget and to
/// raise a failure in the script that led to it; nothing else of the session.
public final class SessionStage {
    /// What happens when a synthesized touch lands on another view than the one it was aimed at.
    public enum MisdirectedTouchPolicy: String, Sendable {
        /// Record a note in the traffic and carry on (the default).
        case note
        /// Fail the call that synthesized the touch, before the touch is sent.
        case error
        /// Say nothing.
        case ignore
    }

    /// A Lua action (or traffic watcher) that failed: the error, with its traceback.
    public struct ActionFailure {
        /// Who sent the action, such as `Slider#1`, or `traffic.watch` for a watcher.
        public var sender: String
        /// The control event being sent, such as `valueChanged`.
        public var event: String
        /// The Lua error, with message (`file:line: …`) and traceback.
        public var error: LuaError
    }

    /// The application the scripts drive (a new one after `reset()`).
    public private(set) var application: Application
    /// The default window, the global `window`.
    public private(set) var window: Window
    /// Synthesizes the touches of `tap`, `drag`, `swipe`, `longPress` and `touch`.
    public private(set) var touches: TouchDriver

    /// What synthesized touches do when they land elsewhere; Lua: `misdirectedTouches("error")`.
    public var misdirectedTouches = MisdirectedTouchPolicy.note

    /// Whether a failed Lua action, override or callback is also raised in the script whose call
    /// led to it (a scenario's test then fails there, with the failure's message), once the
    /// model has finished that call. Off in the REPL, where failures stay traffic records.
    public var raisesFailuresInScripts = false

    /// Called for every failed Lua action, after it is recorded; the default keeps them in `actionFailures`.
    public var onActionFailure: ((ActionFailure) -> Void)?
    /// The failed Lua actions so far, when `onActionFailure` is not set.
    public private(set) var actionFailures: [ActionFailure] = []

    /// The traffic watchers scripts started (`traffic:watch`), by identifier.
    var watchers: [Int: TrafficObservation] = [:]
    /// The identifier the next watcher gets.
    var nextWatcher = 1
    /// The invariant watches scripts started (`watchInvariants`), stopped when the model is reset.
    var invariantWatches: [InvariantWatch] = []

    private let lua: LuaState
    private let windowFrame: Rect
    private let trafficCapacity: Int?

    /// A new application with an empty window of `windowFrame`, whose model work counts against
    /// the budget of the script `lua` runs.
    init(lua: LuaState, windowFrame: Rect, trafficCapacity: Int?) {
        self.lua = lua
        self.windowFrame = windowFrame
        self.trafficCapacity = trafficCapacity
        application = Self.makeApplication(trafficCapacity: trafficCapacity)
        window = application.makeWindow(frame: windowFrame)
        touches = TouchDriver(window: window)
        chargeModelWorkToBudget()
    }

    /// A new application for the session's scripts. Model work a script sets going (timers while
    /// the clock advances, touch steps, keys, row heights) counts against its instruction budget,
    /// each step by its `StepWeight`, and stops at an interrupt.
    private static func makeApplication(trafficCapacity: Int?) -> Application {
        let application = Application(trafficCapacity: trafficCapacity)
        application.textMeasurer = PangoTextMeasurer.shared
        return application
    }

    /// Makes model work the application's clock runs count against the instruction budget.
    private func chargeModelWorkToBudget() {
        application.clock.mayContinue = { [weak lua] weight in lua?.spendBudget(weight) ?? true }
    }

    /// Starts over with a new application and an empty default window: stops the invariant
    /// watches and traffic watchers, and sets the misdirected-touch policy back to `note`.
    func reset() {
        stopInvariantWatches()
        watchers.removeAll()
        misdirectedTouches = .note
        application = Self.makeApplication(trafficCapacity: trafficCapacity)
        chargeModelWorkToBudget()
        window = application.makeWindow(frame: windowFrame)
        touches = TouchDriver(window: window)
    }

    /// Stops every watch scripts started (the model is about to be replaced).
    func stopInvariantWatches() {
        for watch in invariantWatches { watch.stop() }
        invariantWatches.removeAll()
    }

    // MARK: Failures

    /// Reports a failed Lua action and returns the error ControlKit records (its first line).
    func reportFailure(_ error: any Error, sender: AnyObject?, event: String) -> Error {
        let error = error as? LuaError ?? LuaError.runtime("\(error)")
        let senderName = sender.map { application.name(of: $0).description } ?? "nil"
        let failure = ActionFailure(sender: senderName, event: event, error: error)
        if let onActionFailure { onActionFailure(failure) } else { actionFailures.append(failure) }
        if raisesFailuresInScripts { lua.deferError(error.message) }
        return ScriptError.message(error.message)
    }
}
