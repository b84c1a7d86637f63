/// Overrides given to one view from outside its class — how a scripting layer gives a single
/// instance its own `hitTest` or `beginTracking` without subclassing (Swift cannot subclass a
/// class chosen at run time). When a view has one, ControlKit asks it, instead of the view's
/// class, at every place UIKit would dispatch the method dynamically (the `invoke…` methods
/// below). To run the class's own implementation — what `super` would do — the behaviour
/// calls the plain method, such as `view.hitTest(_:with:)`.
public protocol AttachedBehaviour: AnyObject {
    /// The name used for the view's class in traffic records and descriptions.
    var typeName: String { get }
    /// The view's display properties, given its class's own.
    func displayProperties(of view: View, own: [DisplayProperty]) -> [DisplayProperty]
    func hitTest(_ view: View, _ point: Point, with event: InputEvent?) -> View?
    func point(_ view: View, inside point: Point, with event: InputEvent?) -> Bool
    func layoutSubviews(_ view: View)
    /// Whether the view may become first responder (`canBecomeFirstResponder`).
    func canBecomeFirstResponder(_ view: View) -> Bool
    /// One of the `touches…` methods, by phase (began, moved, ended or cancelled).
    func touches(_ phase: Touch.Phase, _ view: View, _ touches: Set<Touch>, with event: InputEvent?)
    func beginTracking(_ control: Control, _ touch: Touch, with event: InputEvent?) -> Bool
    func continueTracking(_ control: Control, _ touch: Touch, with event: InputEvent?) -> Bool
    func endTracking(_ control: Control, _ touch: Touch?, with event: InputEvent?)
    func cancelTracking(_ control: Control, with event: InputEvent?)
    /// Told of every dispatch pass a control starts (`sendActions(for:with:)`), before it runs.
    func controlWillSend(_ control: Control, _ events: Control.Event)
    /// Whether the instance implements a named action of its own, which actions sent up the
    /// responder chain then reach (uikit-rules §3.3).
    func responds(_ view: View, to action: ActionName) -> Bool
    /// Runs a named action the instance implements.
    func perform(_ view: View, _ action: ActionName, sender: AnyObject?, event: InputEvent?) throws
    /// Called before the view's drawing is rendered or its layer's `needsDisplay` is read: the
    /// behaviour applies the invalidations (`setNeedsDisplay()`) it kept on its own side.
    func applyPendingInvalidations(_ view: View)
    /// The class appearance proxies know the view by, in place of its Swift class's (a
    /// Lua-defined control's own, uikit-rules §17); nil keeps the Swift class's.
    var appearanceClass: AppearanceClass? { get }
}

extension AttachedBehaviour {
    /// Keeps no invalidations aside.
    public func applyPendingInvalidations(_ view: View) {}

    /// The Swift class's appearance class is kept.
    public var appearanceClass: AppearanceClass? { nil }
}

extension View {
    /// `hitTest(_:with:)` as UIKit dispatches it: the attached behaviour's, else the class's.
    public func invokeHitTest(_ point: Point, with event: InputEvent?) -> View? {
        if let attachedBehaviour { return attachedBehaviour.hitTest(self, point, with: event) }
        return hitTest(point, with: event)
    }

    /// `point(inside:with:)` as UIKit dispatches it.
    public func invokePoint(inside point: Point, with event: InputEvent?) -> Bool {
        if let attachedBehaviour { return attachedBehaviour.point(self, inside: point, with: event) }
        return self.point(inside: point, with: event)
    }

    /// `layoutSubviews()` as UIKit dispatches it.
    public func invokeLayoutSubviews() {
        if let attachedBehaviour { return attachedBehaviour.layoutSubviews(self) }
        layoutSubviews()
    }

    /// `canBecomeFirstResponder` as UIKit dispatches it: the attached behaviour's, else the class's.
    public func invokeCanBecomeFirstResponder() -> Bool {
        if let attachedBehaviour { return attachedBehaviour.canBecomeFirstResponder(self) }
        return canBecomeFirstResponder
    }

    /// The `touches…` method of a phase as UIKit dispatches it.
    public func invokeTouches(_ phase: Touch.Phase, _ touches: Set<Touch>, with event: InputEvent?) {
        if let attachedBehaviour { return attachedBehaviour.touches(phase, self, touches, with: event) }
        callTouches(phase, touches, with: event)
    }

    /// The class's own `touches…` method of a phase.
    public func callTouches(_ phase: Touch.Phase, _ touches: Set<Touch>, with event: InputEvent?) {
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        default: break
        }
    }

    /// The display properties with the attached behaviour's say: what descriptions show.
    public var describedProperties: [DisplayProperty] {
        attachedBehaviour?.displayProperties(of: self, own: displayProperties) ?? displayProperties
    }
}

extension Control {
    /// `beginTracking(_:with:)` as UIKit dispatches it.
    public func invokeBeginTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        if let attachedBehaviour { return attachedBehaviour.beginTracking(self, touch, with: event) }
        return beginTracking(touch, with: event)
    }

    /// `continueTracking(_:with:)` as UIKit dispatches it.
    public func invokeContinueTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        if let attachedBehaviour { return attachedBehaviour.continueTracking(self, touch, with: event) }
        return continueTracking(touch, with: event)
    }

    /// `endTracking(_:with:)` as UIKit dispatches it.
    public func invokeEndTracking(_ touch: Touch?, with event: InputEvent?) {
        if let attachedBehaviour { return attachedBehaviour.endTracking(self, touch, with: event) }
        endTracking(touch, with: event)
    }

    /// `cancelTracking(with:)` as UIKit dispatches it.
    public func invokeCancelTracking(with event: InputEvent?) {
        if let attachedBehaviour { return attachedBehaviour.cancelTracking(self, with: event) }
        cancelTracking(with: event)
    }
}
