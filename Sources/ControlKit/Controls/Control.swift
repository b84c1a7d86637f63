/// The base class of controls: state, target–action registrations and dispatch (UIKit's `UIControl`).
///
/// Registrations and sending live in `Control+TargetAction.swift`. Every action a control sends goes through
/// `sendAction(_:to:for:)` to `Application.sendAction(_:to:from:for:)`, the one dispatch point.
///
///     > control.addTarget(recorder, action: "tapped:", for: .touchUpInside)
///     > control.sendActions(for: .touchUpInside)
///     > application.traffic.records.map(\.description)
///     #1  t=0.000  emitted    Control#1  touchUpInside  (1 registered)
///     #2  t=0.000  delivered  Control#1  touchUpInside  -> Recorder#1 tapped:  event=nil
open class Control: View {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .control }

    /// A control is not enabled while disabled and selected while selected (UIKit's `UIControl`).
    override open var defaultAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    // MARK: State (uikit-rules §1.2, §2.4)

    /// Whether the control responds to touches. A disabled control is skipped by hit testing and
    /// cannot be highlighted, but `sendActions(for:)` still works on it.
    open var isEnabled: Bool {
        get { enabled }
        set {
            guard newValue != enabled else { return }
            enabled = newValue
            setNeedsDisplay()
        }
    }

    private var enabled = true

    /// Whether the control is selected.
    open var isSelected = false {
        didSet { if oldValue != isSelected { setNeedsDisplay() } }
    }

    private var highlighted = false

    /// Whether the control is highlighted; maintained by tracking. Setting true on a disabled
    /// control is ignored, as in UIKit.
    open var isHighlighted: Bool {
        get { highlighted }
        set {
            if newValue && !isEnabled { return }
            guard newValue != highlighted else { return }
            highlighted = newValue
            setNeedsDisplay()
        }
    }

    /// The state synthesized from `isHighlighted`, `isEnabled` and `isSelected` (focus is not modelled).
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Where content sits vertically.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsDisplay() } }

    /// Where content sits horizontally.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsDisplay() } }

    /// The horizontal alignment with leading and trailing resolved for left-to-right layout.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    /// The view's properties, then the state when it is not normal and the tracking flag while tracking.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        if state != .normal { properties.append(.value("state", state)) }
        if isTracking { properties.append(.value("isTracking", true)) }
        return properties
    }

    // MARK: Tracking state

    /// Whether the control is following a touch.
    public internal(set) var isTracking: Bool {
        get { tracking.isTracking }
        set { tracking.isTracking = newValue }
    }

    /// Whether the tracked touch is inside the control's enlarged touch area; valid during tracking only.
    public internal(set) var isTouchInside: Bool {
        get { tracking.isTouchInside }
        set { tracking.isTouchInside = newValue }
    }

    /// How far outside its bounds a touch still counts as inside, in points, on every side.
    public var touchSlop: Double {
        get { tracking.touchSlop }
        set { tracking.touchSlop = newValue }
    }

    /// What tracking keeps between a touch's phases: one value, read and changed on every move.
    private var tracking = TrackingState()

    /// UIKit's private "mostly inside" margin as measured on devices: about 70 pt (uikit-rules §2.5).
    public static let defaultTouchSlop = 70.0

    /// The touch being tracked. Held weakly: the touch holds its view, so a control whose tracking
    /// never ends (an override that swallows the lift, say) would otherwise keep itself alive.
    var trackedTouch: Touch? {
        get { trackedTouchLink.object }
        set { trackedTouchLink = LinkedReference(newValue) }
    }
    private var trackedTouchLink = LinkedReference<Touch>()
    var pendingUnhighlight: VirtualTimer?
    var cancelOnWindowChange = false

    // MARK: Dispatch table (uikit-rules §3)

    var dispatchTable = DispatchTable()

    /// The control event of the dispatch pass in progress, for traffic records.
    public internal(set) var controlEventBeingSent: Event? {
        get { pass.events }
        set { pass.events = newValue }
    }

    /// The dispatch pass in progress, if any: its events and its application.
    var pass = DispatchPass()

    private var detachedApplication: Application?

    /// The application the control dispatches through while it is in no window; not retained
    /// (nil once the application is released). A scripting session sets it on the controls it
    /// creates, so their traffic is recorded with the rest of the session's; unset, a private
    /// application is made on first use.
    public var fallbackApplication: Application? {
        get { fallbackApplicationLink.object }
        set { fallbackApplicationLink = LinkedReference(newValue) }
    }
    private var fallbackApplicationLink = LinkedReference<Application>()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: Sending

    /// Sends the actions registered for the events: one pass over a snapshot of the table, each
    /// registration called once, then a `primaryActionTriggered` pass when the events trigger it.
    /// Every event a control emits passes here, so a subclass can watch its own emissions;
    /// overrides must call super.
    open func sendActions(for controlEvents: Event, with event: InputEvent?) {
        attachedBehaviour?.controlWillSend(self, controlEvents)
        dispatchPass(for: controlEvents, with: event)
        if !controlEvents.isDisjoint(with: primaryActionTriggeringEvents) && !controlEvents.contains(.primaryActionTriggered) {
            dispatchPass(for: .primaryActionTriggered, with: event)
        }
    }

    /// Sends one named action to a target (nil: up the responder chain) through the application.
    /// The per-registration override point; overrides must call super.
    open func sendAction(_ action: ActionName, to target: (any ActionTarget)?, for event: InputEvent?) {
        (pass.application ?? dispatchingApplication).sendAction(action, to: target, fromControl: self, for: event)
    }

    /// Runs one closure action through the application. Overrides must call super.
    open func sendAction(_ action: Action, for event: InputEvent?) {
        dispatchingApplication.sendAction(action, from: self, for: event)
    }

    /// The application that dispatches for this control: its own, else the fallback application,
    /// else a private one.
    public var dispatchingApplication: Application {
        if let application { return application }
        if let fallbackApplication { return fallbackApplication }
        if let detachedApplication { return detachedApplication }
        let created = Application()
        detachedApplication = created
        return created
    }

    /// The events after which the control also sends `primaryActionTriggered`, as a second pass.
    /// None for the base class; a button uses touchUpInside, a slider valueChanged (uikit-rules §2.3).
    open var primaryActionTriggeringEvents: Event { [] }

    // MARK: Tracking (uikit-rules §2.2)

    /// How long a highlight applied only at touch-up stays on, in seconds (uikit-rules §2.2, step 6 of touchesEnded).
    public static let minimumHighlightDuration = 0.12

    // MARK: Overridable tracking

    /// Called when a touch begins in the control; return false to refuse tracking it (then no
    /// touchDown is sent and the control is not highlighted). The base class returns true.
    open func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { true }

    /// Called for every move of the tracked touch; return false to stop tracking silently: no drag
    /// events for this move, no `endTracking`, no touch-up events, and the highlight stays as it
    /// is (uikit-rules §8.2). The base class returns true.
    open func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { true }

    /// Called when the tracked touch lifts, before the touch-up event is sent, while `isTracking` is still true.
    open func endTracking(_ touch: Touch?, with event: InputEvent?) {}

    /// Called when tracking is cancelled: by the system cancelling the touch, or with a nil event
    /// when the control leaves its window. The base class stops tracking, removes the highlight and
    /// sends touchCancel; overrides must call super.
    open func cancelTracking(with event: InputEvent?) {
        if isTracking { reportActivity(.trackingEnded(self, .cancelled)) }
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        trackedTouch = nil
        sendActions(for: .touchCancel, with: event)
    }

    /// Whether a point counts as inside for tracking: within the bounds grown by `touchSlop`, or
    /// inside by `point(inside:with:)` — so overriding that can enlarge the area but not shrink it.
    open func pointMostlyInside(_ point: Point, with event: InputEvent?) -> Bool {
        bounds.insetBy(dx: -touchSlop, dy: -touchSlop).contains(point) || invokePoint(inside: point, with: event)
    }

    // MARK: Hit testing

    /// A disabled control is transparent to touches: they go to whatever lies beneath (uikit-rules §2.1.2).
    open override func hitTest(_ point: Point, with event: InputEvent?) -> View? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    // MARK: Touch handling

    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
        // A control tracks one touch at a time (uikit-rules §2.1.4), even when a second one reaches
        // it from a subview it did not hit.
        guard isEnabled, isUserInteractionEnabled, !isTracking, let touch = firstTouch(of: touches) else {
            super.touchesBegan(touches, with: event)
            return
        }
        pendingUnhighlight?.invalidate()
        pendingUnhighlight = nil
        trackedTouch = touch
        isTracking = invokeBeginTracking(touch, with: event)
        guard isTracking else {
            trackedTouch = nil  // the touch holds its view: kept here, it would keep this control alive
            return
        }
        reportActivity(.trackingBegan(self, touch))
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown, with: event)
        if touch.tapCount >= 2 {
            sendActions(for: .touchDownRepeat, with: event)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) {
        guard let touch = trackedTouch(among: touches) else {
            super.touchesMoved(touches, with: event)
            return
        }
        isTracking = invokeContinueTracking(touch, with: event)
        guard isTracking else {
            trackedTouch = nil
            return reportActivity(.trackingEnded(self, .stopped))
        }
        let inside = pointMostlyInside(touch.location(in: self), with: event)
        let crossed = inside != isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if crossed {
            sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event)
        }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {
        guard let touch = trackedTouch(among: touches) else {
            super.touchesEnded(touches, with: event)
            return
        }
        let inside = pointMostlyInside(touch.location(in: self), with: event)
        var highlightedOnlyNow = false
        if !isHighlighted && inside {
            isHighlighted = true
            highlightedOnlyNow = isHighlighted
        }
        if inside != isTouchInside {
            isTouchInside = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event)
        }
        invokeEndTracking(touch, with: event)
        isTracking = false
        reportActivity(.trackingEnded(self, .lifted(inside: inside)))
        trackedTouch = nil
        sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
        if highlightedOnlyNow {
            pendingUnhighlight = dispatchingApplication.clock.perform(after: Control.minimumHighlightDuration) { [weak self] in
                self?.isHighlighted = false
                self?.pendingUnhighlight = nil
            }
        } else {
            isHighlighted = false
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) {
        guard trackedTouch(among: touches) != nil else {
            super.touchesCancelled(touches, with: event)
            return
        }
        invokeCancelTracking(with: event)
    }

    // MARK: Leaving the window

    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        cancelOnWindowChange = isTracking && newWindow !== window
    }

    /// A control removed from its window mid-touch cancels tracking with a nil event (uikit-rules §2.2).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if cancelOnWindowChange {
            cancelOnWindowChange = false
            invokeCancelTracking(with: nil)
        }
    }

    /// Tells the application's activity observer, when there is one, about tracking.
    private func reportActivity(_ activity: ModelActivity) {
        application?.activityObserver?(activity)
    }

    /// The tracked touch, while tracking, when it is among the touches: found by identity (a
    /// touch equals only itself) among the few touches of an event, with no hashing.
    private func trackedTouch(among touches: Set<Touch>) -> Touch? {
        guard isTracking, let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return nil }
        return touch
    }

    /// The touch UIKit tracks: the earliest-begun of the touches.
    private func firstTouch(of touches: Set<Touch>) -> Touch? {
        touches.min { $0.identifier < $1.identifier }
    }
}
