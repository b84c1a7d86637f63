import ControlKit

/// UIKit's tracking invariants (uikit-rules §2.1–§2.6): which touch a control may track, that
/// tracking ends once, that the flags follow the touch, and the base class's touch events in
/// their order.
extension InvariantWatch {
    /// The touch events the base class sends, in the order `checkOrder` reads a pass's bits.
    static let touchEventsInOrder: [Control.Event] = [
        .touchDown, .touchDownRepeat, .touchDragEnter, .touchDragExit, .touchDragInside, .touchDragOutside,
        .touchUpInside, .touchUpOutside, .touchCancel,
    ]

    // MARK: Beginning and ending

    func trackingBegan(_ watched: WatchedControl, _ control: Control, _ touch: Touch) {
        if watched.isTracking {
            if let earlier = watched.touch, !earlier.phase.isFinal {
                report(.oneTouchAtATime, control, "began tracking a second touch while still tracking the first")
            } else {
                report(.trackingEndsOnce, control, "began tracking a new touch though the tracking of its last touch never ended")
            }
        }
        if let reason = whyNotTrackable(control, touch) {
            report(.tracksTouchesThatHit, control, "began tracking a touch though \(reason)")
        }
        watched.isTracking = true
        watched.touch = touch
        watched.stoppedSilently = false
        watched.touchEvents = .begun
        watched.insideByEvents = true
        watched.lastBaseEventWasTouchDown = false
        watched.cancelled = false
        watched.liftedAt = nil
        watched.valueChangesThisTouch = 0
        watched.valueAtTouchDown = standardValue(of: control)
    }

    func trackingEnded(_ watched: WatchedControl, _ control: Control, _ end: ModelActivity.TrackingEnd) {
        guard watched.isTracking else {
            report(.trackingEndsOnce, control, "ended tracking a second time for one touch")
            return
        }
        watched.isTracking = false
        // What the touch did to the value counts from here (a stepper's tap steps at touch-up).
        watched.valueAtLastCheck = standardValue(of: control)
        switch end {
        case .lifted: watched.liftedAt = now
        case .cancelled: break  // `cancelled` is set by the touchCancel that follows
        case .stopped: watched.stoppedSilently = true
        }
    }

    /// Why a control should not have begun tracking a touch (uikit-rules §2.1.1, §2.1.2,
    /// §2.2 touchesBegan step 1), or nil when it may. Hidden views are passed over by hit testing,
    /// when the touch begins: a began phase a scroll view held back and delivers later (§2.1.6)
    /// reaches the view it hit then, hidden since or not.
    private func whyNotTrackable(_ control: Control, _ touch: Touch) -> String? {
        if !control.isEnabled { return "it is disabled" }
        if !control.isUserInteractionEnabled { return "its user interaction is off" }
        guard touch.phase == .began, touch.initialTimestamp == now else { return nil }  // a held-back began
        var view: View? = control
        while let current = view {
            if current.isHidden { return current === control ? "it is hidden" : "\(name(of: current)) above it is hidden" }
            if current.alpha < 0.01 { return "\(current === control ? "its" : name(of: current) + "'s") alpha is below 0.01" }
            view = current.superview
        }
        guard let hit = touch.view, hit === control || hit.isDescendant(of: control) else {
            return "the touch went to \(touch.view.map { name(of: $0) } ?? "no view")"
        }
        return nil
    }

    // MARK: The state at rest

    /// Tracking and the flags of a control at rest (uikit-rules §2.2, §2.4).
    func checkTracking(_ watched: WatchedControl, _ control: Control) {
        if control.isTracking != watched.isTracking {
            if control.isTracking, !watched.isTracking, watched.touch == nil {
                // Tracking began before the watch did; follow it from here.
                watched.isTracking = true
            } else if !control.isTracking {
                report(.trackingEndsOnce, control, "stopped tracking without the end of its tracking (endTracking or cancelTracking)")
                watched.isTracking = false
            }
        }
        if watched.isTracking {
            if let touch = watched.touch, !touch.phase.isFinal {
                checkHighlight(whileTracking: control, watched)
            } else if control.isTracking, session?.stage.touches.activeTouches.allSatisfy(\.phase.isFinal) ?? true {
                // Once no finger is down, no phase of the touch can still be held back from the
                // control (a recognizer's delaysTouchesEnded, a scroll view's delay).
                let how = watched.touch?.phase == .cancelled ? "was cancelled" : "ended"
                report(.trackingEndsOnce, control, "is still tracking after its touch \(how)")
            }
            return
        }
        guard !watched.stoppedSilently else { return }  // the flags stay as they were (uikit-rules §8.2)
        if control.isTouchInside {
            report(.flagsFollowTheTouch, control, "has isTouchInside true though it tracks no touch")
        }
        guard control.isHighlighted, watched.cancelled || watched.liftedAt != nil else { return }
        if let lifted = watched.liftedAt, now <= lifted + Control.minimumHighlightDuration + 1e-9 { return }
        report(.highlightEndsWithTheTouch, control,
               "is still highlighted after its touch \(watched.cancelled ? "was cancelled" : "lifted")")
    }

    /// While tracking: never highlighted while the touch is outside (uikit-rules §2.4). That it
    /// is highlighted while inside holds only right after a move (`checkFlagsAfterMove`): a control
    /// disabled mid-touch is not highlighted again, and enabled again it catches up at the next move.
    private func checkHighlight(whileTracking control: Control, _ watched: WatchedControl) {
        guard !watched.stoppedSilently, !control.isTouchInside, control.isHighlighted else { return }
        report(.flagsFollowTheTouch, control, "is highlighted while its touch is outside its area")
    }

    /// After a move of the tracked touch was delivered: isTouchInside is the enlarged-area test
    /// of where the touch is (uikit-rules §2.5), and an enabled control is highlighted while it
    /// is inside (§2.4).
    func checkFlagsAfterMove(_ watched: WatchedControl, _ control: Control, _ touch: Touch) {
        guard control.isTracking, !watched.stoppedSilently else { return }
        let location = touch.location(in: control)
        let inside = control.pointMostlyInside(location, with: nil)
        if control.isTouchInside != inside {
            report(.flagsFollowTheTouch, control,
                   "has isTouchInside \(control.isTouchInside) though its touch at \(location) is \(inside ? "inside" : "outside") its area")
        } else if inside && control.isEnabled && !control.isHighlighted {
            report(.flagsFollowTheTouch, control, "is not highlighted while its touch is inside its area")
        }
    }

    // MARK: The base class's touch events

    /// A pass of touch events the base class sent: each must be the next in UIKit's sequence for
    /// the tracked touch, its inside or outside matching where the touch is (uikit-rules §2.2, §2.6).
    func checkOrder(of events: Control.Event, from control: Control, _ watched: WatchedControl) {
        for event in Self.touchEventsInOrder where events.contains(event) {
            if let problem = problem(with: event, watched, control) {
                report(.touchEventsInOrder, control, "sent \(eventName(event)) \(problem)")
            }
        }
    }

    /// What is wrong with the base class sending `event` now, or nil; moves the sequence on.
    private func problem(with event: Control.Event, _ watched: WatchedControl, _ control: Control) -> String? {
        let afterDown = watched.lastBaseEventWasTouchDown
        watched.lastBaseEventWasTouchDown = event == .touchDown
        if event == .touchDown {
            guard watched.touchEvents == .begun else { return "with no touch beginning on it" }
            watched.touchEvents = .down
            watched.insideByEvents = true
            return nil
        }
        switch watched.touchEvents {
        case .idle, .begun: return "before touchDown"
        case .finished: return "after its touch had ended"
        case .down: break
        }
        switch event {
        case .touchDownRepeat:
            guard afterDown else { return "other than right after touchDown" }
            guard let touch = watched.touch, touch.tapCount >= 2 else { return "for a touch whose tap count is 1" }
            return nil
        case .touchDragEnter, .touchDragExit:
            let entering = event == .touchDragEnter
            guard watched.insideByEvents != entering else { return "though the touch was already \(entering ? "inside" : "outside")" }
            watched.insideByEvents = entering
            return placeProblem(inside: entering, watched, control)
        case .touchDragInside, .touchDragOutside:
            let inside = event == .touchDragInside
            guard watched.insideByEvents == inside else { return "after the touch went \(inside ? "outside" : "inside") (no \(inside ? "touchDragEnter" : "touchDragExit") came between)" }
            return placeProblem(inside: inside, watched, control)
        case .touchUpInside, .touchUpOutside:
            let inside = event == .touchUpInside
            watched.touchEvents = .finished
            guard watched.insideByEvents == inside else { return "though the touch's last event put it \(inside ? "outside" : "inside")" }
            return placeProblem(inside: inside, watched, control)
        case .touchCancel:
            watched.touchEvents = .finished
            watched.cancelled = true
            return nil
        default:
            return nil
        }
    }

    /// Whether the touch is where the event says, by the enlarged-area test (uikit-rules §2.5).
    private func placeProblem(inside: Bool, _ watched: WatchedControl, _ control: Control) -> String? {
        guard let touch = watched.touch else { return nil }
        let location = touch.location(in: control)
        guard control.pointMostlyInside(location, with: nil) != inside else { return nil }
        return "though its touch at \(location) is \(inside ? "outside" : "inside") its area (\(control.touchSlop.compactText) pt around its bounds)"
    }

    /// A control event's name as scripts spell it.
    func eventName(_ event: Control.Event) -> String {
        session?.eventNames.names(of: event).joined(separator: "|") ?? event.description
    }
}
