/// The root of a view hierarchy and the one place touches enter it (UIKit's `UIWindow`).
///
/// `sendEvent(_:)` hit-tests each new touch to fix its view and counts taps; the gesture
/// recognizers of the touches' views and their ancestors then see the event's touches, and only
/// after them the views, by phase, through `deliver(_:phase:to:with:)` — where the recognizers'
/// `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded` take effect
/// (uikit-rules §2.1.5).
open class Window: View {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .window }

    /// Runs the layout that is due first, so a view a container places is found where it shows
    /// (uikit-rules §2.1.1), then hit-tests as every view does.
    open override func hitTest(_ point: Point, with event: InputEvent?) -> View? {
        layoutIfNeeded()
        return super.hitTest(point, with: event)
    }

    /// The application that owns the window; set by `Application.addWindow(_:)`. Not retained:
    /// nil once the application is released.
    public internal(set) var owningApplication: Application? {
        get { owningApplicationLink.object }
        set { owningApplicationLink = LinkedReference(newValue) }
    }
    private var owningApplicationLink = LinkedReference<Application>()

    /// The rules that decide whether a touch continues a sequence of taps (uikit-rules §5).
    public var tapCounting = TapCounter.Rules()

    /// The responder that receives actions sent with no target first, if any.
    public private(set) var firstResponder: Responder? {
        get { firstResponderLink.object }
        set { firstResponderLink = LinkedReference(newValue) }
    }
    private var firstResponderLink = LinkedReference<Responder>()

    var tapCounter = TapCounter()
    lazy var gestureCoordinator = GestureCoordinator(window: self)
    private var nextTouchIdentifier = 1
    private var touchesIgnoredByTheirView: Set<Touch> = []

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The window itself.
    open override var window: Window? { self }

    /// The application.
    open override var next: Responder? { owningApplication }

    /// Makes a responder the first responder (or clears it with nil), with no questions asked:
    /// `View.becomeFirstResponder()` and `resignFirstResponder()` call it once the rules of
    /// uikit-rules §12.1 agree, and code outside ControlKit goes through them.
    func setFirstResponder(_ responder: Responder?) {
        firstResponder = responder
    }

    /// Creates a touch that begins now at a point in window coordinates, ready for `sendEvent`.
    public func makeTouch(at location: Point, timestamp: Double) -> Touch {
        defer { nextTouchIdentifier += 1 }
        return Touch(identifier: nextTouchIdentifier, location: location, timestamp: timestamp, window: self)
    }

    // MARK: Delivery

    /// Routes an event's touches: new touches are hit-tested and tap-counted, the gesture recognizers
    /// see the touches, then each view gets its touches through the `touches…` method of their phase
    /// (stationary touches are not delivered).
    open func sendEvent(_ event: InputEvent) {
        for touch in event.touchesInOrder where touch.phase == .began && touch.view == nil {
            route(touch, of: event)
        }
        let gestureCoordinator = gestureCoordinator
        gestureCoordinator.deliverToRecognizers(event)
        for (phase, view, touches) in deliveries(in: event) {
            deliver(touches, phase: phase, to: view, with: event)
        }
        for touch in event.touchesInOrder {
            let phase = touch.phase
            if phase == .moved {
                tapCounter.touchMoved(touch)
            } else if phase.isFinal {
                tapCounter.touchMoved(touch)
                tapCounter.touchFinished(touch)
                touchesIgnoredByTheirView.remove(touch)
            }
        }
        gestureCoordinator.finishEvent(event)
    }

    /// Hands touches of one phase to a view, once their recognizers have seen them: touches a
    /// recognizer cancelled in the view are dropped, and phases a recognizer delays are held and
    /// handed over later, in order.
    open func deliver(_ touches: Set<Touch>, phase: Touch.Phase, to view: View, with event: InputEvent) {
        let admitted = gestureCoordinator.admit(touches, phase: phase, with: event)
        guard !admitted.isEmpty else { return }
        handOver(admitted, phase: phase, to: view, with: event)
    }

    /// Calls the view's `touches…` method for the phase.
    func handOver(_ touches: Set<Touch>, phase: Touch.Phase, to view: View, with event: InputEvent) {
        view.invokeTouches(phase, touches, with: event)
    }

    private func route(_ touch: Touch, of event: InputEvent) {
        touch.tapCount = tapCounter.tapCount(forTouchBeganAt: touch.locationInWindow, time: touch.timestamp, rules: tapCounting)
        guard let hit = invokeHitTest(touch.locationInWindow, with: event), !exclusiveTouchKeeps(touch, from: hit, in: event) else { return }
        touch.view = hit
        let busy = event.touchesInOrder.contains { $0 !== touch && $0.view === hit && !$0.phase.isFinal && !touchesIgnoredByTheirView.contains($0) }
        if busy && !hit.isMultipleTouchEnabled {
            touchesIgnoredByTheirView.insert(touch)
        }
    }

    /// Whether exclusive touch keeps a new touch from the view it hit (uikit-rules §2.1.7): another
    /// view of this window is tracking a touch, and either that view or the hit one is exclusive.
    /// Such a touch gets no view, so neither a view nor a recognizer receives it.
    private func exclusiveTouchKeeps(_ touch: Touch, from hit: View, in event: InputEvent) -> Bool {
        for other in event.touchesInOrder where other !== touch && !other.phase.isFinal {
            guard let view = other.view, view !== hit, other.window === self,
                  !touchesIgnoredByTheirView.contains(other) else { continue }
            if hit.isExclusiveTouch || view.isExclusiveTouch { return true }
        }
        return false
    }

    /// What each view gets from an event: its touches of one phase, phase by phase in the order
    /// they are delivered (began, moved, ended, cancelled — the phases' own order; stationary
    /// touches are not delivered), and within a phase by view, in the order of each view's first
    /// touch. A touch's phase and view stay put while the event is delivered, so one pass groups them.
    private func deliveries(in event: InputEvent) -> [(phase: Touch.Phase, view: View, touches: Set<Touch>)] {
        var groups: [(phase: Touch.Phase, view: View, touches: Set<Touch>)] = []
        for touch in event.touchesInOrder {
            let phase = touch.phase
            guard let view = deliveredView(of: touch) else { continue }
            if let index = groups.firstIndex(where: { $0.phase == phase && $0.view === view }) {
                groups[index].touches.insert(touch)
            } else {
                groups.append((phase, view, [touch]))
            }
        }
        guard groups.count > 1 else { return groups }
        return [Touch.Phase.began, .moved, .ended, .cancelled].flatMap { phase in groups.filter { $0.phase == phase } }
    }

    /// The view a touch is delivered to in its present phase, or nil when it is not delivered:
    /// it is stationary, has no view, or its view ignores it.
    private func deliveredView(of touch: Touch) -> View? {
        let phase = touch.phase
        guard phase == .began || phase == .moved || phase.isFinal, let view = touch.view,
              !touchesIgnoredByTheirView.contains(touch) else { return nil }
        return view
    }
}
