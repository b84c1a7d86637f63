/// A bound class with its Swift type erased: what `LuaClass.declaration` gives, to register
/// with a state, keep in a list with others, or derive a class from at run time.
public struct LuaClassDeclaration: @unchecked Sendable {
    let description: ClassDescription

    init(_ description: ClassDescription) {
        self.description = description
    }

    /// The class name, e.g. `Slider`.
    public var name: String { description.name }
    /// The metatable's `__name`, e.g. `tactile.Slider`.
    public var qualifiedName: String { description.qualifiedName }
    /// The Swift class of its instances.
    public var objectType: AnyObject.Type { description.objectType }
    /// Whether an object is an instance of this class (or of a subclass).
    public func matches(_ object: AnyObject) -> Bool { description.matches(object) }
    /// What the class offers, for completion, help and constructors.
    public var schema: LuaClassSchema { LuaClassSchema(description) }

    /// A new default instance, when scripts may construct the class.
    public func construct() -> AnyObject? { description.make?() }
    /// Whether scripts may construct the class.
    public var isConstructible: Bool { description.make != nil }

    /// The class's own functions by name (`Control.registerEvent`), as host functions.
    public var classFunctions: [(name: String, body: (LuaCall) throws -> LuaResults)] {
        description.classFunctions.map { ($0.name, $0.body) }
    }

    /// A class with this one's members, and `members` (replacing same-named ones), under another name, for
    /// objects of the same Swift class that `matches` picks out (a class defined at run time on
    /// a bound one), made by `make`.
    public func subclass(_ name: String, namespace: String? = nil, doc: String = "",
                         matches: @escaping (AnyObject) -> Bool, make: (() -> AnyObject)?,
                         members: [LuaMember] = []) -> LuaClassDeclaration {
        let own = LuaClass<AnyObject>(name, namespace: namespace, doc: doc, superclass: self) { members }
        return LuaClassDeclaration(ClassDescription(
            name: name, qualifiedName: own.qualifiedName, doc: doc, superclass: description, objectType: objectType,
            matches: matches, ownProperties: own.properties, ownMethods: own.methods, describe: nil, indexFallback: nil,
            newIndexFallback: nil, make: make, classFunctions: []))
    }
}
