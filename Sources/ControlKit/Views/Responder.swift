/// An object that can respond to touches and actions, linked to the next responder in a chain
/// (UIKit's `UIResponder`).
///
/// The chain runs view → superview → … → window → application, a view controller coming between
/// its root view and that view's superview (uikit-rules §12.2). Touch methods not handled by a
/// responder are passed to the next one, as UIKit's default implementations do.
open class Responder: ActionTarget, LifetimeLinked {
    private var linkSlot = LifetimeLinkSlot()
    /// The traffic name the latest application to name this responder gave it, kept here so
    /// that recording it again looks nothing up (`Application.name(of:)`).
    var carriedName: CarriedName?

    public init() {}

    /// Ends the responder's link as it goes (a view ends it before its own `deinit` runs).
    deinit {
        linkSlot.end()
    }

    /// The link through which windows, touches, layers and traffic names refer to this responder
    /// without keeping it alive (`LifetimeLink`).
    public final var lifetimeLink: LifetimeLink { linkSlot.link(to: self) }

    /// Ends the link now, first thing in a subclass's `deinit` that runs code.
    final func endLifetimeLink() {
        linkSlot.end()
    }

    /// The next responder in the chain, or `nil` at its end.
    open var next: Responder? { nil }

    // MARK: Touches

    /// One or more touches began in this responder.
    open func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
        forward(.began, touches, with: event)
    }

    /// One or more of this responder's touches moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) {
        forward(.moved, touches, with: event)
    }

    /// One or more of this responder's touches were lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {
        forward(.ended, touches, with: event)
    }

    /// The system cancelled one or more of this responder's touches.
    open func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) {
        forward(.cancelled, touches, with: event)
    }

    /// Hands touches this responder does not handle to the next one, as UIKit dispatches them.
    private func forward(_ phase: Touch.Phase, _ touches: Set<Touch>, with event: InputEvent?) {
        if let view = next as? View { return view.invokeTouches(phase, touches, with: event) }
        switch phase {
        case .began: next?.touchesBegan(touches, with: event)
        case .moved: next?.touchesMoved(touches, with: event)
        case .ended: next?.touchesEnded(touches, with: event)
        default: next?.touchesCancelled(touches, with: event)
        }
    }

    // MARK: First responder

    /// Whether this responder may become its window's first responder: false by default, so for a
    /// plain view, a label, an image view and the controls; a text field says true while enabled
    /// (uikit-rules §12.1).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }

    // MARK: Actions

    /// Whether this responder implements the named action. The base class implements none.
    open func responds(to action: ActionName) -> Bool { false }

    /// Runs a named action this responder implements. The base class does nothing.
    open func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {}

    /// The first responder, from this one up the chain, that implements the action (UIKit's
    /// `target(forAction:withSender:)`).
    open func target(forAction action: ActionName, withSender sender: AnyObject?) -> ActionTarget? {
        var responder: Responder? = self
        while let current = responder {
            if current.responds(to: action) { return current }
            responder = current.next
        }
        return nil
    }
}
