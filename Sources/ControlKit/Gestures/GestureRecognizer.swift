/// Recognizes one gesture in the touches of a view and its subviews and sends actions as its state
/// changes (UIKit's `UIGestureRecognizer`). Concrete recognizers subclass it.
///
/// Attached with `View.addGestureRecognizer(_:)`, a recognizer sees each touch that begins in its
/// view or a subview before that touch's view does (uikit-rules §2.1.5). A subclass
/// follows the touches through the `touches…` hooks and sets `state`; the window arbitrates
/// between recognizers (`require(toFail:)`, the delegate, the views' `gestureRecognizerShouldBegin`)
/// and decides when the touched view receives its touches. Actions are sent, through the
/// application's central dispatch, on entering every state but `possible` and `failed`; every
/// state entered but `possible` — `failed` included — is an `emitted` record in the traffic.
///
///     > let tap = TapGestureRecognizer(target: log, action: "tapped:")
///     > card.addGestureRecognizer(tap)
///     > driver.tap(card)
///     > application.traffic.records.last
///     #2  t=0.050  delivered  TapGestureRecognizer#1  ended  -> Log#1 tapped:  event=nil
open class GestureRecognizer {
    private struct Registration {
        weak var target: (any ActionTarget)?
        let name: ActionName?
        let closure: Action?
    }

    private var currentState: State = .possible

    /// The stage of recognition. Subclasses set it as the touches unfold; a change UIKit does not
    /// allow (see `State`) is ignored, and the window may hold a change back (while a recognizer
    /// this one requires to fail is undecided) or turn it into a failure (a veto).
    public var state: State {
        get { currentState }
        set { requestState(newValue) }
    }

    /// The view the recognizer is attached to, which holds it in its `gestureRecognizers` while
    /// this is set: `View.addGestureRecognizer` sets it, `View.removeGestureRecognizer` clears
    /// it, and a view's `deinit` clears it for the recognizers that outlive the view. Not
    /// retained; `unowned` traps should that ever break.
    public internal(set) unowned var view: View?

    /// Adjusts how the recognizer takes part in recognition.
    public weak var delegate: (any GestureRecognizerDelegate)?

    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it (or fails it
    /// before it began).
    public var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            if currentState.isInProgress { state = .cancelled } else if currentState == .possible && !sequenceTouches.isEmpty { state = .failed }
        }
    }

    /// Whether recognizing sends the touched view `touchesCancelled` for the recognizer's touches (default true).
    public var cancelsTouchesInView = true

    /// Whether the view gets its touches' began phase only once this recognizer has failed (default false);
    /// when it recognizes, the view never sees those touches.
    public var delaysTouchesBegan = false

    /// Whether the view gets its touches' ended phase only once this recognizer is no longer
    /// `possible` (default true); when it recognizes meanwhile, the view gets `touchesCancelled` instead.
    public var delaysTouchesEnded = true

    /// The touches the recognizer follows, in the order they began; lifted touches leave after their
    /// ended phase was handled.
    public internal(set) var touches: [Touch] = []

    /// Every touch the recognizer received since it was last reset, lifted ones included.
    var sequenceTouches: Set<Touch> = []

    /// A state change held back until the recognizers this one requires to fail have failed.
    var pendingState: State?

    /// Called on every state change that sends actions, before them; a view that owns the
    /// recognizer (a scroll view's pan) follows it here.
    var ownerHandler: (() -> Void)?

    /// Whether the recognizer belongs to a view's own machinery: its state changes appear in the
    /// traffic only when someone else registered an action.
    var isOwnedByView = false

    private var failureRequirements: [WeakRecognizer] = []
    private var registrations: [Registration] = []
    private var lastCentroidInWindow = Point.zero
    private var detachedApplication: Application?

    public init() {}

    /// Creates a recognizer with one target–action pair.
    public convenience init(target: any ActionTarget, action: ActionName) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer with one closure action.
    public convenience init(action: Action) {
        self.init()
        addAction(action)
    }

    // MARK: Actions

    /// Adds a target–action pair; the target is held weakly. Adding the same pair again changes nothing.
    public func addTarget(_ target: any ActionTarget, action: ActionName) {
        guard !registrations.contains(where: { $0.target === target && $0.name == action }) else { return }
        registrations.append(Registration(target: target, name: action, closure: nil))
    }

    /// Removes pairs: of the target (every target when nil) with the action (every action when nil).
    public func removeTarget(_ target: (any ActionTarget)?, action: ActionName?) {
        registrations.removeAll { registration in
            registration.name != nil
                && (target == nil || registration.target === target)
                && (action == nil || registration.name == action)
        }
    }

    /// Adds a closure action, held strongly.
    public func addAction(_ action: Action) {
        guard !registrations.contains(where: { $0.closure.map { $0.isSameRegistration(as: action) } ?? false }) else { return }
        registrations.append(Registration(target: nil, name: nil, closure: action))
    }

    /// Removes a closure action.
    public func removeAction(_ action: Action) {
        registrations.removeAll { $0.closure.map { $0.isSameRegistration(as: action) } ?? false }
    }

    /// The application that dispatches the recognizer's actions: its view's, or a private one.
    public var dispatchingApplication: Application {
        if let application = view?.application { return application }
        if let detachedApplication { return detachedApplication }
        let created = Application()
        detachedApplication = created
        return created
    }

    /// The virtual clock of the view's application, which times delays such as a long press; nil
    /// outside an application (no timed transition then happens).
    public var clock: VirtualClock? { view?.application?.clock }

    // MARK: Relations

    /// Makes this recognizer wait, before leaving `possible`, until `other` has failed; when `other`
    /// recognizes, this one fails. Held weakly.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: other))
    }

    /// Whether this recognizer must wait for `other` to fail: by `require(toFail:)` or either delegate.
    func mustWait(for other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether this recognizer and `other` may both be recognizing: either delegate allows it.
    func mayRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether the recognizer may begin: every view from each touch's view up to the recognizer's
    /// view agrees (`View.gestureRecognizerShouldBegin`), then the delegate.
    func shouldBegin() -> Bool {
        for touch in sequenceTouches.sorted(by: { $0.identifier < $1.identifier }) {
            var current = touch.view
            while let asked = current {
                if !asked.gestureRecognizerShouldBegin(self) { return false }
                if asked === view { break }
                current = asked.superview
            }
        }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Whether a new touch may join: enabled, attached, undecided and not waiting (or in progress), and the delegate agrees.
    func accepts(_ touch: Touch) -> Bool {
        guard isEnabled, view != nil else { return false }
        guard (currentState == .possible && pendingState == nil) || currentState.isInProgress else { return false }
        return delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
    }

    // MARK: Location

    /// The number of touches the recognizer follows.
    public var numberOfTouches: Int { touches.count }

    /// The centroid of the followed touches in a view's coordinates (nil: the window's); once the
    /// touches are gone, where they last were.
    public func location(in view: View?) -> Point {
        let point = touches.isEmpty ? lastCentroidInWindow : centroidInWindow
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// The location of one followed touch, by index, in a view's coordinates; nil for a bad index.
    public func location(ofTouch index: Int, in view: View?) -> Point? {
        touches.indices.contains(index) ? touches[index].location(in: view) : nil
    }

    /// The centroid of the followed touches in window coordinates.
    var centroidInWindow: Point {
        guard !touches.isEmpty else { return lastCentroidInWindow }
        let sum = touches.reduce(Point.zero) { Point(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
        return Point(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
    }

    /// Remembers where the touches are, for `location(in:)` after they lift.
    func rememberLocation() {
        if !touches.isEmpty { lastCentroidInWindow = centroidInWindow }
    }

    // MARK: Hooks for subclasses

    /// Touches began in the view or a subview.
    open func touchesBegan(_ touches: Set<Touch>, with event: InputEvent) {}

    /// Followed touches moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: InputEvent) {}

    /// Followed touches lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: InputEvent) {}

    /// The system cancelled followed touches.
    open func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent) {}

    /// Called when the recognizer returns to `possible` after a sequence; subclasses clear what
    /// they measured and stop their timers. Overrides must call super.
    open func reset() {}

    // MARK: State changes

    private func requestState(_ newState: State) {
        if let coordinator = view?.window?.gestureCoordinator, coordinator.isFollowing(self) {
            coordinator.request(newState, for: self)
        } else if currentState.allowsTransition(to: newState) {
            enter(newState)
        }
    }

    /// Moves to a state with no arbitration, sending the actions when the state calls for them;
    /// entering `failed` sends none but is recorded all the same (uikit-rules §2.1.5).
    func enter(_ newState: State) {
        let changed = newState != currentState
        if changed { reportState(newState) }
        currentState = newState
        pendingState = nil
        if newState.sendsActions {
            ownerHandler?()
            sendActions()
        } else if changed && newState == .failed {
            recordFailure()
        }
    }

    /// Returns to `possible` after a sequence and lets the subclass clear its measurements.
    func resetToPossible() {
        if currentState != .possible { reportState(.possible) }
        currentState = .possible
        pendingState = nil
        touches.removeAll()
        sequenceTouches.removeAll()
        reset()
    }

    /// Tells the application's activity observer, when there is one, of a change of state.
    private func reportState(_ state: State) {
        view?.application?.activityObserver?(.gestureState(self, state))
    }

    /// Records the failure as a change of state that called no registration, under the same
    /// rule as the states that send actions: a view's own recognizer only when someone else
    /// registered an action.
    private func recordFailure() {
        registrations.removeAll { $0.name != nil && $0.target == nil }
        if isOwnedByView && registrations.isEmpty { return }
        dispatchingApplication.recordEmission(from: self, registrations: 0)
    }

    private func sendActions() {
        registrations.removeAll { $0.name != nil && $0.target == nil }
        let snapshot = registrations
        if isOwnedByView && snapshot.isEmpty { return }
        let application = dispatchingApplication
        application.recordEmission(from: self, registrations: snapshot.count)
        for registration in snapshot {
            if let closure = registration.closure {
                application.sendAction(closure, from: self, for: nil)
            } else if let name = registration.name, let target = registration.target {
                application.sendAction(name, to: target, from: self, for: nil)
            }
        }
    }
}

/// A recognizer held weakly, for `require(toFail:)`.
private struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
