/// An object that can receive named actions: the target of a target–action pair.
///
/// Swift has no run-time method lookup, so a target says which action names it understands and
/// performs them itself. Every `Responder` is an action target, which is what lets an action
/// with no target travel up the responder chain. UIKit always supplies both arguments; a target
/// uses as many as its action's `arity` asks for.
public protocol ActionTarget: AnyObject {
    /// Whether the object implements the named action.
    func responds(to action: ActionName) -> Bool

    /// Runs the named action. Errors are recorded in the traffic and delivery continues with the next target.
    func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws

    /// The target's `LifetimeLink`, when it has one: the traffic then keeps the target's name
    /// on it and finds it there. Nil by default (the traffic looks the name up).
    var trafficLink: LifetimeLink? { get }
}

extension ActionTarget {
    public var trafficLink: LifetimeLink? { nil }
}

/// A target its registration keeps alive: the counterpart, for an object performing a named
/// action, of a closure action (which a control holds strongly). A scripting layer's function
/// registered as a target is one: nothing else owns it, and it must live exactly as long as its
/// registration. Controls hold every other target weakly, as UIKit does.
public protocol RegistrationOwnedTarget: ActionTarget {
    /// A number telling this target from the other registration-owned targets of a control it
    /// is registered with (a scripting layer's function target: the function's address), which
    /// finds it again there in one look-up (`Control.registeredTarget(forKey:)`). It must not
    /// change while the target is registered.
    var registrationKey: Int { get }
}
