/// A stable, readable name for an object in traffic records: its type and a number, `Button#2`.
///
/// Numbers count per type name, in the order an application first mentions the objects, so a
/// deterministic program gets the same names on every run.
public struct ObjectName: Hashable, Sendable, CustomStringConvertible {
    public let typeName: String
    public let number: Int

    public init(typeName: String, number: Int) {
        self.typeName = typeName
        self.number = number
    }

    public var description: String { "\(typeName)#\(number)" }
}

/// An object that chooses the type name used for it in traffic records (views use their class name;
/// a scripted control may report its script's name).
public protocol TypeNamed: AnyObject {
    var typeName: String { get }
}

/// Hands out object names and remembers them while the objects live.
struct ObjectNameRegistry {
    private final class Named {
        weak var object: AnyObject?
        let name: ObjectName

        init(object: AnyObject, name: ObjectName) {
            self.object = object
            self.name = name
        }
    }

    private var names: [ObjectIdentifier: Named] = [:]
    private var counters: [String: Int] = [:]
    private var pruneThreshold = 1024

    mutating func name(of object: AnyObject) -> ObjectName {
        let key = ObjectIdentifier(object)
        if let known = names[key], known.object === object { return known.name }
        let typeName = (object as? TypeNamed)?.typeName ?? String(describing: type(of: object))
        let number = counters[typeName, default: 0] + 1
        counters[typeName] = number
        let name = ObjectName(typeName: typeName, number: number)
        names[key] = Named(object: object, name: name)
        if names.count > pruneThreshold { pruneReleasedObjects() }
        return name
    }

    private mutating func pruneReleasedObjects() {
        names = names.filter { $0.value.object != nil }
        pruneThreshold = max(1024, names.count * 2)
    }
}
