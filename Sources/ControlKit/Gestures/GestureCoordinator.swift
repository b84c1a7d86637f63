/// A window's referee for gesture recognizers, in UIKit's order (uikit-rules §2.1.5):
/// recognizers on a touch's view and its ancestors receive the touch before the view; a recognizer
/// leaves `possible` only when no rival already recognizes, the recognizers it requires to fail have
/// failed and the views and delegate agree; recognizing fails the rivals that may not recognize
/// with it and, with `cancelsTouchesInView`, cancels the touches in their views. It also holds a
/// view's touches back while a recognizer with `delaysTouchesBegan` or `delaysTouchesEnded` is undecided.
///
/// Two recognizers are rivals when they received a common touch since they were last reset.
final class GestureCoordinator {
    private struct HeldPhase {
        let phase: Touch.Phase
        let event: InputEvent
    }

    /// What the coordinator follows: one value, so that a move with no recognizer and nothing
    /// held asks one question of one property (each access to a collection kept by a class is
    /// checked while the program runs; docs/performance.md).
    private struct Following {
        /// The recognizers following the current sequences, in the order they first received a touch.
        var recognizers: [GestureRecognizer] = []
        /// Touches whose began phase reached their view, and that have not finished there.
        var begunInView: Set<Touch> = []
        /// Touches cancelled in their view by a recognizer: the view gets nothing more of them.
        var cancelledInView: Set<Touch> = []
        /// Phases held back from a touch's view, oldest first.
        var held: [Touch: [HeldPhase]] = [:]

        /// No recognizer follows a sequence, nothing is held and no touch is withheld from its view.
        var isQuiet: Bool { recognizers.isEmpty && held.isEmpty && cancelledInView.isEmpty }

        /// No touch is held back or withheld from its view.
        var passesTouches: Bool { held.isEmpty && cancelledInView.isEmpty }
    }

    private unowned let window: Window
    private var following = Following()
    /// The latest touch event, handed to views whose touches are cancelled later. Held weakly: the
    /// touch driver owns it while its sequence lasts (and `held` while a phase waits in it); an
    /// event holds its touches and they their views, so holding it here would keep the window
    /// alive through a touch that landed on the window itself.
    private var latestEvent: InputEvent? {
        get { latestEventLink.object }
        set { latestEventLink = LinkedReference(newValue) }
    }
    private var latestEventLink = LinkedReference<InputEvent>()
    private var isDelivering = false
    private var isReleasing = false

    init(window: Window) {
        self.window = window
    }

    /// Whether a recognizer takes part in a sequence of this window.
    func isFollowing(_ recognizer: GestureRecognizer) -> Bool {
        following.recognizers.contains { $0 === recognizer }
    }

    // MARK: Recognizers first

    /// Gives the event's changed touches to their recognizers, phase by phase: new touches go to the
    /// recognizers of their view and its ancestors (nearest first) that accept them. Until
    /// `finishEvent`, state changes are arbitrated but resets and held touches wait.
    func deliverToRecognizers(_ event: InputEvent) {
        if latestEvent !== event { latestEvent = event }
        isDelivering = true
        for touch in event.touchesInOrder where touch.phase == .began {
            attach(touch)
        }
        guard !following.recognizers.isEmpty else { return }
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            let changed = event.touchesInOrder.filter { $0.phase == phase }
            guard !changed.isEmpty else { continue }
            for recognizer in following.recognizers {
                let touches = Set(changed.filter { recognizer.sequenceTouches.contains($0) })
                guard !touches.isEmpty, recognizer.isEnabled, recognizer.view != nil,
                      recognizer.state == .possible || recognizer.state.isInProgress else { continue }
                recognizer.rememberLocation()
                switch phase {
                case .began: recognizer.touchesBegan(touches, with: event)
                case .moved: recognizer.touchesMoved(touches, with: event)
                case .ended: recognizer.touchesEnded(touches, with: event)
                default: recognizer.touchesCancelled(touches, with: event)
                }
            }
        }
    }

    /// After the views had their turn: drops finished touches from the recognizers, resets those
    /// whose sequence is over and lets held touches through where nothing holds them any more.
    func finishEvent(_ event: InputEvent) {
        isDelivering = false
        guard !following.isQuiet else { return }  // nothing to settle
        for recognizer in following.recognizers {
            recognizer.rememberLocation()
            recognizer.touches.removeAll { $0.phase.isFinal }
        }
        settle()
    }

    private func attach(_ touch: Touch) {
        guard let view = touch.view, touch.gestureRecognizers.isEmpty else { return }
        var accepted: [GestureRecognizer] = []
        var current: View? = view
        while let candidate = current {
            accepted += candidate.gestureRecognizers.filter { $0.accepts(touch) }
            current = candidate.superview
        }
        touch.gestureRecognizers = accepted
        for recognizer in accepted {
            recognizer.touches.append(touch)
            recognizer.sequenceTouches.insert(touch)
            if !isFollowing(recognizer) { following.recognizers.append(recognizer) }
        }
    }

    // MARK: State changes

    /// Applies a state change a recognizer asked for, with UIKit's arbitration.
    func request(_ newState: GestureRecognizer.State, for recognizer: GestureRecognizer) {
        if recognizer.pendingState != nil {
            revisePending(newState, for: recognizer)
        } else if recognizer.state.allowsTransition(to: newState) {
            switch (recognizer.state, newState) {
            case (.possible, .failed): fail(recognizer)
            case (.possible, _): leavePossible(recognizer, for: newState)
            default: recognizer.enter(newState)
            }
        }
        settle()
    }

    /// A recognizer waiting to leave `possible` changed its mind: a later state replaces the held
    /// one (changed is implied by a held began); failing or cancelling gives up.
    private func revisePending(_ newState: GestureRecognizer.State, for recognizer: GestureRecognizer) {
        switch newState {
        case .changed, .possible: return
        case .failed, .cancelled: fail(recognizer)
        default: recognizer.pendingState = newState
        }
    }

    private func leavePossible(_ recognizer: GestureRecognizer, for newState: GestureRecognizer.State) {
        let rivals = rivals(of: recognizer)
        if rivals.contains(where: { ($0.state.isInProgress || $0.state == .ended) && !$0.mayRecognizeSimultaneously(with: recognizer) }) {
            fail(recognizer)
            return
        }
        if rivals.contains(where: { $0.state == .possible && recognizer.mustWait(for: $0) }) {
            recognizer.pendingState = newState
            return
        }
        guard recognizer.shouldBegin() else {
            fail(recognizer)
            return
        }
        recognizer.enter(newState)
        for rival in rivals where rival.state == .possible {
            if !rival.mayRecognizeSimultaneously(with: recognizer) || rival.mustWait(for: recognizer) { fail(rival) }
        }
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
    }

    private func fail(_ recognizer: GestureRecognizer) {
        recognizer.enter(.failed)
        for waiting in rivals(of: recognizer) where waiting.pendingState != nil && waiting.mustWait(for: recognizer) {
            guard let wanted = waiting.pendingState else { continue }
            waiting.pendingState = nil
            leavePossible(waiting, for: wanted)
        }
    }

    private func rivals(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        following.recognizers.filter { $0 !== recognizer && !$0.sequenceTouches.isDisjoint(with: recognizer.sequenceTouches) }
    }

    /// Between events: resets recognizers whose sequence is over, lets held touches through where
    /// nothing holds them any more and forgets finished touches.
    private func settle() {
        guard !isDelivering else { return }
        for recognizer in following.recognizers where recognizer.state.isFinal && recognizer.sequenceTouches.allSatisfy({ $0.phase.isFinal }) {
            recognizer.resetToPossible()
        }
        following.recognizers.removeAll { $0.state == .possible && $0.sequenceTouches.isEmpty }
        releaseHeldTouches()
        if !following.cancelledInView.isEmpty {
            following.cancelledInView = following.cancelledInView.filter { !$0.phase.isFinal || following.held[$0] != nil }
        }
    }

    // MARK: The view's share

    /// The touches of one phase its view may have now; the others are held back or, once cancelled
    /// by a recognizer, withheld for good.
    func admit(_ touches: Set<Touch>, phase: Touch.Phase, with event: InputEvent) -> Set<Touch> {
        if following.passesTouches && touches.allSatisfy({ $0.gestureRecognizers.isEmpty }) {
            if phase == .began || phase.isFinal {
                for touch in touches { noteDelivered(touch, phase: phase) }
            }
            return touches
        }
        var admitted: Set<Touch> = []
        for touch in touches where !following.cancelledInView.contains(touch) {
            if following.held[touch] != nil || isHeld(touch, in: phase) {
                following.held[touch, default: []].append(HeldPhase(phase: phase, event: event))
            } else {
                admitted.insert(touch)
                noteDelivered(touch, phase: phase)
            }
        }
        return admitted
    }

    /// Whether the touch's began phase has reached its view (and the touch has not finished there).
    func hasReachedView(_ touch: Touch) -> Bool {
        following.begunInView.contains(touch)
    }

    /// Keeps a touch from its view from now on, dropping any phases held for it (a scroll view's
    /// `touchesShouldBegin` said no).
    func withholdFromView(_ touch: Touch) {
        following.cancelledInView.insert(touch)
        following.held[touch] = nil
    }

    private func isHeld(_ touch: Touch, in phase: Touch.Phase) -> Bool {
        touch.gestureRecognizers.contains { recognizer in
            guard recognizer.state == .possible, recognizer.sequenceTouches.contains(touch) else { return false }
            switch phase {
            case .began: return recognizer.delaysTouchesBegan
            case .ended: return recognizer.delaysTouchesEnded
            default: return false
            }
        }
    }

    private func noteDelivered(_ touch: Touch, phase: Touch.Phase) {
        if phase == .began { following.begunInView.insert(touch) }
        if phase.isFinal { following.begunInView.remove(touch) }
    }

    /// Sends the views their held phases, in order, as far as nothing holds them any more.
    private func releaseHeldTouches() {
        guard !isReleasing, !following.held.isEmpty else { return }
        isReleasing = true
        defer { isReleasing = false }
        for touch in following.held.keys.sorted(by: { $0.identifier < $1.identifier }) {
            while let next = following.held[touch]?.first, !following.cancelledInView.contains(touch), !isHeld(touch, in: next.phase) {
                following.held[touch]?.removeFirst()
                if following.held[touch]?.isEmpty == true { following.held[touch] = nil }
                noteDelivered(touch, phase: next.phase)
                if let view = touch.view { window.handOver([touch], phase: next.phase, to: view, with: next.event) }
            }
            if following.cancelledInView.contains(touch) || following.held[touch]?.isEmpty == true { following.held[touch] = nil }
        }
    }

    /// A recognizer recognized: its touches' views get `touchesCancelled` for the touches they
    /// began, and nothing more of them; held phases are dropped.
    private func cancelViewTouches(of recognizer: GestureRecognizer) {
        let touches = recognizer.sequenceTouches.filter { !following.cancelledInView.contains($0) }.sorted { $0.identifier < $1.identifier }
        for touch in touches {
            following.cancelledInView.insert(touch)
            following.held[touch] = nil
            guard following.begunInView.remove(touch) != nil, let view = touch.view, let event = latestEvent else { continue }
            window.handOver([touch], phase: .cancelled, to: view, with: event)
        }
    }
}
