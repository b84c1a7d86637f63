/// An object that others refer to without weak references: it carries the traffic name its
/// application gives it and hands out a lifetime link that reads nil once it is released.
///
/// Swift gives every weakly referenced object a side table, and from then on each retain and
/// release of that object takes the runtime's slow path. The objects on an action's path —
/// responders (views, view controllers, the application) and the targets a scripting layer
/// registers — derive from this class, so the application names them and controls hold them
/// through `objectLink`, never weakly.
open class LinkedObject {
    public init() {}

    /// Holders of its link see it gone (the `LifetimeLink` invariant).
    deinit {
        linkStorage?.clear()
    }

    /// The traffic name the first application to name this object gave it (`ObjectNameRegistry`).
    @exclusivity(unchecked) var carriedName: CarriedName?

    private var linkStorage: LifetimeLink<LinkedObject>?

    /// A link that reads nil once the object is released.
    var objectLink: LifetimeLink<LinkedObject> {
        if let linkStorage { return linkStorage }
        let link = LifetimeLink<LinkedObject>(self)
        linkStorage = link
        return link
    }
}
