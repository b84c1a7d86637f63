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

/// A name an object carries (`Responder.carriedName`, or `LifetimeLink.carriedName` for a target
/// with a link): the name, and the serial number of the application that gave it.
struct CarriedName {
    let namer: Int
    let name: ObjectName
}

/// An object that chooses the type name used for it in traffic records (views use their class name;
/// a scripted control may report its script's name).
public protocol TypeNamed: AnyObject {
    var typeName: String { get }
}

/// Hands out object names and remembers them while the objects live, both ways: the name of an
/// object, and the object a name stands for while it lives. Objects are not kept alive: a
/// `LifetimeLinked` one (views, controls, the application, Lua function targets) is held through
/// its link, so that naming it does not put its reference counting on the slow path a weak
/// reference would; others are held weakly. A value, kept by its application in one stored
/// property, so naming an object changes it once.
struct ObjectNameRegistry {
    private final class Named {
        let key: ObjectIdentifier
        private let link: LifetimeLink?
        private weak var weakObject: AnyObject?
        let name: ObjectName

        init(object: AnyObject, name: ObjectName) {
            self.key = ObjectIdentifier(object)
            if let linked = object as? any LifetimeLinked {
                link = linked.lifetimeLink
            } else {
                link = nil
                weakObject = object
            }
            self.name = name
        }

        /// The object, while it lives.
        var object: AnyObject? { link != nil ? link?.object : weakObject }

        /// Whether this is the name of `object` (not of a released object that had its address).
        func names(_ object: AnyObject, key: ObjectIdentifier) -> Bool {
            self.key == key && self.object === object
        }
    }

    private var names: [ObjectIdentifier: Named] = [:]
    /// The objects by name. Entries of released objects are dropped as `names`' are.
    private var objects: [ObjectName: Named] = [:]
    private var counters: [String: Int] = [:]
    private var pruneThreshold = 1024

    /// Gives `object`, which has no name yet, the next name of its type.
    mutating func giveName(to object: AnyObject, typeName: String) -> ObjectName {
        let named = Named(object: object, name: nextName(typeName))
        names[named.key] = named
        objects[named.name] = named
        if objects.count > pruneThreshold { pruneReleasedObjects() }
        return named.name
    }

    /// The type name a new name of `object` starts with.
    static func typeName(of object: AnyObject) -> String {
        (object as? TypeNamed)?.typeName ?? String(describing: type(of: object))
    }

    /// The name this registry gave `object`, without giving one.
    func existingName(of object: AnyObject) -> ObjectName? {
        known(object, key: ObjectIdentifier(object))?.name
    }

    /// The live object this registry named `name`, if any.
    func object(named name: ObjectName) -> AnyObject? {
        objects[name]?.object
    }

    private func known(_ object: AnyObject, key: ObjectIdentifier) -> Named? {
        guard let known = names[key], known.names(object, key: key) else { return nil }
        return known
    }

    /// The next name of a type.
    private mutating func nextName(_ typeName: String) -> ObjectName {
        let number = counters[typeName, default: 0] + 1
        counters[typeName] = number
        return ObjectName(typeName: typeName, number: number)
    }

    private mutating func pruneReleasedObjects() {
        names = names.filter { $0.value.object != nil }
        objects = objects.filter { $0.value.object != nil }
        pruneThreshold = max(1024, objects.count * 2)
    }
}
