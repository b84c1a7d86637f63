import ControlKit
import LuaKit

/// Watches views for the invariants of docs/fuzzing.md §2: UIKit's for every control in them
/// (tracking, flags, touch events, target–action), the standard controls' own rules, the host's
/// promises, and the invariants their classes or the fuzz set-up declare. `tactile fuzz` keeps
/// one on every sequence it runs, and a scenario keeps one with `watchInvariants(views…)`, so
/// a reproduction checks exactly what the fuzzer checked, at the same moments.
///
/// It checks at moments the model is at rest, never in the middle of a dispatch:
/// - each event a control emits, as it is emitted (its order, what may be sent when);
/// - after each touch event is delivered, and between timers as the clock runs (the state of
///   every control: tracking, flags, values, declared invariants);
/// - when asked (`check()`), after a step of code, which no event announces.
///
/// A broken invariant is recorded once per invariant and control, with a note in the traffic
/// (`note  Knob#1: invariant broken: …`), and the model goes on. While the watch runs, a Lua
/// error in an action or override is one of its violations (`no-error-escapes`) rather than an
/// error raised at the step's line, so a scenario goes on to its transcript.
final class InvariantWatch {
    /// The session, while it lives.
    private(set) weak var session: ScriptSession?
    /// The session's application, while it lives.
    var application: Application? { applicationLink.object }
    private let applicationLink: LinkedReference<Application>
    private let viewReferences: [WeakReference<View>]
    /// The invariants the fuzz set-up returned with the views, checked on the first view.
    let setUpInvariants: [DeclaredInvariant]
    /// What was found broken, oldest first.
    private(set) var violations: [FuzzViolation] = []
    /// The invariants found broken, with the control (so each is reported once).
    private var reported = Set<String>()
    /// The controls seen so far in the views' subtrees, by identity.
    var controls: [ObjectIdentifier: WatchedControl] = [:]
    /// The dispatch passes whose targets are being counted (`InvariantWatch+Targets`).
    var passes: [OpenPass] = []
    /// A timer fired since the last check: check before the next one, or at the next event.
    private var timerFired = false
    /// How many fidelity notes the session had when the watch last looked.
    private var fidelityNotesSeen: Int
    private var observation: TrafficObservation?
    private var previousObserver: ((ModelActivity) -> Void)?
    private var previousFailureHandler: ((SessionStage.ActionFailure) -> Void)?
    private var previousRaising = false
    /// Whether the watch observes the model now.
    private(set) var isRunning = false
    /// Whether a Lua invariant is running (its own emissions and errors are not the control's).
    var isRunningInvariant = false
    /// A limit (budget, time, memory) that stopped a declared invariant: raised again by the
    /// step that was running, so the run ends there.
    var limitInInvariant: LuaError?

    /// The views, while they live.
    var views: [View] { viewReferences.compactMap(\.object) }

    init(session: ScriptSession, views: [View], invariants: [DeclaredInvariant]) {
        self.session = session
        applicationLink = LinkedReference(session.stage.application)
        viewReferences = views.map(WeakReference.init)
        setUpInvariants = invariants
        fidelityNotesSeen = session.customControls.fidelityNotes.count
    }

    // MARK: Starting and stopping

    /// Starts watching: the traffic, the model's activity and the session's failures, each
    /// handed on to whoever watched before.
    func start() {
        guard !isRunning, let session = self.session, let application else { return }
        isRunning = true
        observation = application.traffic.observe { [weak self] record in self?.observe(record) }
        previousObserver = application.activityObserver
        application.activityObserver = { [weak self, previous = previousObserver] activity in
            self?.observe(activity)
            previous?(activity)
        }
        previousFailureHandler = session.stage.onActionFailure
        previousRaising = session.stage.raisesFailuresInScripts
        session.stage.raisesFailuresInScripts = false
        session.stage.onActionFailure = { [weak self, previous = previousFailureHandler] failure in
            self?.failed(failure)
            previous?(failure)
        }
        for control in controlsInViews() { addWatchActions(to: control) }
        checkState(explicitly: true)
    }

    /// Stops watching and gives back what it took over.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        observation?.cancel()
        observation = nil
        if let application { application.activityObserver = previousObserver }
        if let session = self.session {
            session.stage.onActionFailure = previousFailureHandler
            session.stage.raisesFailuresInScripts = previousRaising
        }
        removeWatchActions()
    }

    // MARK: Checking

    /// Checks the state of every control now (after a step of code, and at the end).
    func check() {
        guard isRunning else { return }
        timerFired = false
        checkState(explicitly: true)
    }

    /// Records a broken invariant, once per invariant and control, with a note in the traffic.
    func report(_ violation: FuzzViolation, from sender: AnyObject?) {
        let key = violation.invariant + "|" + (violation.control ?? "")
        guard reported.insert(key).inserted else { return }
        violations.append(violation)
        application?.note("invariant broken: " + violation.summary, from: sender)
    }

    /// Reports a broken built-in invariant about a control.
    func report(_ invariant: FuzzInvariant, _ control: Control, _ message: String) {
        let name = self.name(of: control)
        report(FuzzViolation(invariant, control: name, message: "\(name) \(message)", time: now), from: control)
    }

    /// The traffic name of an object.
    func name(of object: AnyObject) -> String {
        application?.name(of: object).description ?? "\(type(of: object))"
    }

    var now: Double { application?.clock.now ?? 0 }

    /// Every control in the views' subtrees, the views first, each depth first.
    func controlsInViews() -> [Control] {
        var found: [Control] = []
        func visit(_ view: View) {
            if let control = view as? Control { found.append(control) }
            for subview in view.subviews { visit(subview) }
        }
        for view in views { visit(view) }
        return found
    }

    /// The record of a control, made the first time it is seen.
    func record(of control: Control) -> WatchedControl {
        let key = ObjectIdentifier(control)
        if let existing = controls[key], existing.control === control { return existing }
        let made = WatchedControl(control)
        made.isTracking = control.isTracking
        controls[key] = made
        return made
    }

    /// The record of a control of the views, if the object is one.
    func watched(_ object: AnyObject?) -> WatchedControl? {
        guard let control = object as? Control, let existing = controls[ObjectIdentifier(control)],
              existing.control === control else { return nil }
        return existing
    }

    // MARK: Observing

    private func observe(_ activity: ModelActivity) {
        switch activity {
        case .touches(let event):
            timerFired = false
            touchesDelivered(event)
        case .timerFired:
            if timerFired { checkState(explicitly: false) }
            timerFired = true
        case .trackingBegan(let control, let touch):
            if let watched = watched(control) ?? trackable(control) { trackingBegan(watched, control, touch) }
        case .trackingEnded(let control, let end):
            if let watched = watched(control) { trackingEnded(watched, control, end) }
        default:
            break
        }
    }

    /// A control of the views seen for the first time as it begins tracking.
    private func trackable(_ control: Control) -> WatchedControl? {
        views.contains(where: { control === $0 || control.isDescendant(of: $0) }) ? record(of: control) : nil
    }

    private func observe(_ record: TrafficRecord) {
        guard record.kind == .emitted, let events = record.controlEvent, let sender = record.sender,
              let control = application?.object(named: sender) as? Control, let watched = watched(control) else { return }
        emitted(events, by: control, watched)
    }

    /// After a touch event was delivered: the flags of the controls its touches moved on, then
    /// every control's state.
    private func touchesDelivered(_ event: InputEvent) {
        for touch in event.touchesInOrder where touch.phase == .moved {
            for watched in controls.values where watched.isTracking && watched.touch === touch {
                if let control = watched.control { checkFlagsAfterMove(watched, control, touch) }
            }
        }
        checkState(explicitly: false)
    }

    /// Checks every control's state; `explicitly` after a step of code, when values set by code
    /// become the ones later valueChanged must differ from.
    func checkState(explicitly: Bool) {
        guard isRunning, !isRunningInvariant else { return }
        noteFidelity()
        for control in controlsInViews() {
            let watched = record(of: control)
            addWatchActions(to: control)
            checkTracking(watched, control)
            checkStandardRules(watched, control, explicitly: explicitly)
        }
        checkPasses()
        runDeclaredInvariants()
    }

    /// A failed action, override or callback: the error escaped into the host — or a limit
    /// stopped it, which is that limit's failure.
    private func failed(_ failure: SessionStage.ActionFailure) {
        guard isRunning else { return }
        if isRunningInvariant { return }  // an invariant's own error is reported by the invariant
        let message = "\(failure.sender) \(failure.event): \(failure.error.message)"
        let invariant: FuzzInvariant = switch failure.error.kind {
        case .memory: .memoryWithinLimit
        case .budgetExhausted, .interrupted: .noHang
        default: .noErrorEscapes
        }
        report(FuzzViolation(invariant, control: failure.sender, message: message, time: now), from: nil)
    }

    /// valueChanged sent from an assignment made in code, which the session's fidelity monitor
    /// notes for Lua-defined controls (uikit-rules §8.3).
    private func noteFidelity() {
        guard let session = self.session else { return }
        let notes = session.customControls.fidelityNotes
        guard notes.count > fidelityNotesSeen else { return }
        for note in notes[fidelityNotesSeen...] where note.kind == .programmaticValueChanged {
            guard note.application === application, let name = ObjectName(note.control),
                  let control = application?.object(named: name) as? Control, watched(control) != nil else { continue }
            report(.codeIsSilent, control, "sent valueChanged from a change made in code")
        }
        fidelityNotesSeen = notes.count
    }
}
