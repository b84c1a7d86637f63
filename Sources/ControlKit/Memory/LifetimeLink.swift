/// A shared handle on an object that the object clears when it is released: what a weak
/// reference gives, without making the object weakly referenced.
///
/// Swift gives every object that is ever referenced weakly a side table, and from then on each
/// retain and release of that object takes the runtime's slow path. The objects every touch and
/// every action pass through (the application, a window) therefore hand out one link each
/// instead: holders keep the link alive and read `object`, which is nil once the object is gone.
///
/// Invariant: only the object's owner-side code sets `object` — to the object when the link is
/// made, and to nil (`clear()`) first thing in the object's `deinit`. The reference is `unowned`
/// (the checked kind), so a broken invariant traps instead of reading freed memory. Code outside
/// ControlKit gets links from the objects (`View.lifetime`, `Application.lifetime`) and only reads them.
public final class LifetimeLink<Object: AnyObject> {
    /// The object, until its `deinit` clears the link.
    @exclusivity(unchecked) public private(set) unowned var object: Object?

    init(_ object: Object) {
        self.object = object
    }

    /// Whether the object lives: `object != nil`, without retaining and releasing it.
    public var isLive: Bool { live }

    /// The storage of `isLive`; private, so its reads from other modules take no run-time
    /// exclusivity check.
    @exclusivity(unchecked) private var live = true

    /// Forgets the object; called by the object's `deinit`.
    func clear() {
        object = nil
        live = false
    }
}
