/// A bound class with its Swift types erased: what registration turns into
/// metatables. Built once from a `LuaClass`, shared by every state it is
/// registered with.
final class ClassDescription {
    let name: String
    let qualifiedName: String
    let doc: String
    let superclass: ClassDescription?
    let objectType: AnyObject.Type
    /// True when an object is an instance of this class (or a subclass).
    let matches: (AnyObject) -> Bool
    let properties: [PropertyDescription]
    let methods: [MethodDescription]
    let describe: ((AnyObject, AnyObject?) -> String)?
    let indexFallback: ((AnyObject, String, LuaCall) throws -> LuaValue?)?
    let newIndexFallback: ((AnyObject, String, LuaCall) throws -> Bool)?
    /// Makes a new instance for a constructor; nil for a class scripts cannot construct.
    let make: (() -> AnyObject)?
    /// Functions of the class itself rather than of its instances (`Control.registerEvent`).
    let classFunctions: [ClassFunctionDescription]

    /// How many bound superclasses this class has (0 for a root class).
    var depth: Int { superclass.map { $0.depth + 1 } ?? 0 }

    init(name: String, qualifiedName: String, doc: String, superclass: ClassDescription?,
         objectType: AnyObject.Type, matches: @escaping (AnyObject) -> Bool,
         ownProperties: [PropertyDescription], ownMethods: [MethodDescription],
         describe: ((AnyObject, AnyObject?) -> String)?,
         indexFallback: ((AnyObject, String, LuaCall) throws -> LuaValue?)?,
         newIndexFallback: ((AnyObject, String, LuaCall) throws -> Bool)?,
         make: (() -> AnyObject)?, classFunctions: [ClassFunctionDescription]) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.doc = doc
        self.superclass = superclass
        self.objectType = objectType
        self.matches = matches
        properties = ClassDescription.flatten(superclass?.properties ?? [], ownProperties, name: \.name)
        methods = ClassDescription.flatten(superclass?.methods ?? [], ownMethods, name: \.name)
        self.describe = describe ?? superclass?.describe
        self.indexFallback = indexFallback ?? superclass?.indexFallback
        self.newIndexFallback = newIndexFallback ?? superclass?.newIndexFallback
        self.make = make
        self.classFunctions = classFunctions
    }

    /// Inherited members first, each replaced in place by an own member of
    /// the same name; new own members after them.
    private static func flatten<Member>(_ inherited: [Member], _ own: [Member], name: (Member) -> String) -> [Member] {
        var result = inherited
        for member in own {
            if let index = result.firstIndex(where: { name($0) == name(member) }) {
                result[index] = member
            } else {
                result.append(member)
            }
        }
        return result
    }
}

/// A bound property, erased. The getter pushes the value; the setter reads
/// it as argument 1 of its call.
@usableFromInline
struct PropertyDescription {
    let name: String
    let typeName: String
    let doc: String
    let get: (AnyObject, LuaCall) throws -> LuaResults
    let set: ((AnyObject, LuaCall) throws -> Void)?

    @usableFromInline
    init(name: String, typeName: String, doc: String,
         get: @escaping (AnyObject, LuaCall) throws -> LuaResults, set: ((AnyObject, LuaCall) throws -> Void)?) {
        self.name = name
        self.typeName = typeName
        self.doc = doc
        self.get = get
        self.set = set
    }
}

/// A bound method, erased.
@usableFromInline
struct MethodDescription {
    let name: String
    let doc: String
    let body: (AnyObject, LuaCall) throws -> LuaResults

    @usableFromInline
    init(name: String, doc: String, body: @escaping (AnyObject, LuaCall) throws -> LuaResults) {
        self.name = name
        self.doc = doc
        self.body = body
    }
}

/// A function of a bound class itself, erased.
struct ClassFunctionDescription {
    let name: String
    let doc: String
    let body: (LuaCall) throws -> LuaResults
}
