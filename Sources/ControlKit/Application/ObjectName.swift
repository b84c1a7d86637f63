import Synchronization

/// A stable, readable name for an object in traffic records: its type and a number, `Button#2`.
///
/// Numbers count per type name, in the order an application first mentions the objects, so a
/// deterministic program gets the same names on every run.
public struct ObjectName: Hashable, Sendable, CustomStringConvertible {
    /// The type name, kept once per process: a name is then two numbers, and the records that
    /// hold names are copied without reference counting (`InternedString`).
    private let internedTypeName: InternedString
    public let number: Int

    public var typeName: String { internedTypeName.text }

    public init(typeName: String, number: Int) {
        internedTypeName = InternedString(typeName)
        self.number = number
    }

    /// The name written as `description` writes it (`Slider#1`); nil for other text.
    public init?(_ text: String) {
        guard let hash = text.lastIndex(of: "#"), let number = Int(text[text.index(after: hash)...]) else { return nil }
        self.init(typeName: String(text[..<hash]), number: number)
    }

    public var description: String { "\(typeName)#\(number)" }
}

/// An object that chooses the type name used for it in traffic records (views use their class name;
/// a scripted control may report its script's name).
public protocol TypeNamed: AnyObject {
    var typeName: String { get }
}

/// A name a linked object carries itself, with the registry that gave it.
struct CarriedName {
    /// The registry's serial number; no two registries of a process have the same one.
    let registry: Int
    let name: ObjectName
}

/// Hands out object names and remembers them while the objects live, both ways: the name of an
/// object, and the object a name stands for while it lives.
///
/// A `LinkedObject` (a view, the application, a scripted target) keeps the name its first
/// registry gives it in itself (`LinkedObject.carriedName`), so naming it needs no table and no
/// weak reference — a weak reference would give it Swift's slow reference counting for the rest
/// of its life. Other objects, and linked objects named by a second application, are remembered
/// in a table of weak references.
final class ObjectNameRegistry {
    /// The last serial number given to a registry in this process.
    private static let serials = Mutex(0)

    private final class Named {
        let key: ObjectIdentifier
        weak var object: AnyObject?
        let name: ObjectName

        init(object: AnyObject, name: ObjectName) {
            self.key = ObjectIdentifier(object)
            self.object = object
            self.name = name
        }

        /// Whether this is the name of `object` (not of a released object that had its address).
        func names(_ object: AnyObject, key: ObjectIdentifier) -> Bool {
            self.key == key && self.object === object
        }
    }

    /// This registry's serial number, by which carried names say which registry gave them.
    private let identity = ObjectNameRegistry.serials.withLock { serial in
        serial += 1
        return serial
    }
    private var names: [ObjectIdentifier: Named] = [:]
    /// The objects by name: a linked object through its link, anything else through `Named`'s
    /// weak reference. Entries of released objects are dropped as `names`' are.
    private var objects: [ObjectName: Lookup] = [:]
    private var counters: [String: Int] = [:]
    private var pruneThreshold = 1024
    /// The two names asked for last: a dispatch names the same sender and target over and
    /// over, and comparing identities costs far less than hashing into `names`.
    @exclusivity(unchecked) private var latest: Named?
    @exclusivity(unchecked) private var previous: Named?

    func name(of object: AnyObject) -> ObjectName {
        if let linked = object as? LinkedObject { return name(ofLinked: linked) }
        return nameInTable(object)
    }

    /// `name(of:)` for an object known to carry its name (a control, say): no cast.
    func name(ofLinked object: LinkedObject) -> ObjectName {
        carriedName(of: object) ?? nameInTable(object)
    }

    /// The name of an object kept in the table of weak references.
    private func nameInTable(_ object: AnyObject) -> ObjectName {
        let key = ObjectIdentifier(object)
        if let latest, latest.names(object, key: key) { return latest.name }
        if let previous, previous.names(object, key: key) {
            swap(&self.latest, &self.previous)
            return previous.name
        }
        let named = known(object, key: key) ?? assignName(to: object, key: key)
        previous = latest
        latest = named
        return named.name
    }

    /// The name this registry gave `object`, without giving one.
    func existingName(of object: AnyObject) -> ObjectName? {
        if let linked = object as? LinkedObject, let carried = linked.carriedName, carried.registry == identity {
            return carried.name
        }
        return known(object, key: ObjectIdentifier(object))?.name
    }

    /// The live object this registry named `name`, if any.
    func object(named name: ObjectName) -> AnyObject? {
        switch objects[name] {
        case .linked(let link): link.object
        case .other(let named): named.object
        case nil: nil
        }
    }

    /// The name a linked object carries from this registry, given to it now if it carries none; nil when
    /// it carries another registry's.
    private func carriedName(of object: LinkedObject) -> ObjectName? {
        if let carried = object.carriedName {
            return carried.registry == identity ? carried.name : nil
        }
        let name = nextName(for: object)
        object.carriedName = CarriedName(registry: identity, name: name)
        remember(.linked(object.objectLink), as: name)
        return name
    }

    private func known(_ object: AnyObject, key: ObjectIdentifier) -> Named? {
        guard let known = names[key], known.names(object, key: key) else { return nil }
        return known
    }

    private func assignName(to object: AnyObject, key: ObjectIdentifier) -> Named {
        let named = Named(object: object, name: nextName(for: object))
        names[key] = named
        remember(.other(named), as: named.name)
        return named
    }

    private func remember(_ lookup: Lookup, as name: ObjectName) {
        objects[name] = lookup
        if objects.count > pruneThreshold { pruneReleasedObjects() }
    }

    /// The next number of the object's type name.
    private func nextName(for object: AnyObject) -> ObjectName {
        let typeName = (object as? TypeNamed)?.typeName ?? String(describing: type(of: object))
        let number = counters[typeName, default: 0] + 1
        counters[typeName] = number
        return ObjectName(typeName: typeName, number: number)
    }

    private func pruneReleasedObjects() {
        names = names.filter { $0.value.object != nil }
        objects = objects.filter { $0.value.isLive }
        pruneThreshold = max(1024, objects.count * 2)
    }

    /// How the object of a name is found again.
    private enum Lookup {
        case linked(LifetimeLink<LinkedObject>)
        case other(Named)

        var isLive: Bool {
            switch self {
            case .linked(let link): link.object != nil
            case .other(let named): named.object != nil
            }
        }
    }
}
