/// A reference to an object that does not keep it alive and reads nil once the object has begun
/// to go, as a weak reference does, but without a weak reference's cost to the object.
///
/// Swift keeps the reference counts of an object that has ever been referenced weakly in a side
/// table, which puts every later retain and release of it on a slower path; for the objects every
/// dispatch passes through (the application, views and controls), that was the largest single
/// cost of sending an action. So these objects are referenced by a link instead: the object makes
/// its one link (`LifetimeLinked.lifetimeLink`), others hold the link strongly, and the object ends
/// the link first thing in its `deinit`. The link holds the object `unowned`, so a read that a
/// forgotten end would let through traps instead of reading freed memory.
///
/// Its stored properties are a constant and a flag, not public: the compiler then proves that no
/// two accesses to them overlap, instead of checking each access at run time as it must for a
/// public or `unowned var` property (docs/performance.md).
public final class LifetimeLink {
    private unowned let linked: AnyObject
    private var isLive = true
    /// The traffic name the latest application to name the object gave it, kept here so that
    /// recording it again looks nothing up (`Application.name(of:)`).
    var carriedName: CarriedName?

    /// The object, until it ends the link.
    public var object: AnyObject? { isLive ? linked : nil }

    /// A link to `object`, which must end it in its `deinit`.
    public init(to object: AnyObject) {
        linked = object
    }

    /// Called by the object as it goes: from now on `object` is nil.
    public func end() {
        isLive = false
    }
}

/// An object that others reference through its `LifetimeLink` rather than weakly.
public protocol LifetimeLinked: AnyObject {
    /// The object's link, made on first use (`LifetimeLinkSlot`) and ended first thing in its
    /// `deinit`.
    var lifetimeLink: LifetimeLink { get }
}

/// Where a `LifetimeLinked` object keeps its link: made on first use, so an object no one
/// refers to makes none; set once, so reading it is statically checked.
public struct LifetimeLinkSlot {
    private var made: LifetimeLink?

    public init() {}

    /// The link to `object`, made now when it has none.
    public mutating func link(to object: AnyObject) -> LifetimeLink {
        if let made { return made }
        let link = LifetimeLink(to: object)
        made = link
        return link
    }

    /// Ends the link, if one was made: first thing in the object's `deinit`.
    public func end() {
        made?.end()
    }
}

/// A stored reference to a `LifetimeLinked` object through its link: the object while it lives,
/// nil once it has begun to go, as a `weak` property reads.
public struct LinkedReference<Object: LifetimeLinked> {
    private let link: LifetimeLink?

    /// A reference to `object` (none for nil).
    public init(_ object: Object? = nil) {
        link = object?.lifetimeLink
    }

    /// The object, while it lives.
    public var object: Object? { link?.object as? Object }
}
