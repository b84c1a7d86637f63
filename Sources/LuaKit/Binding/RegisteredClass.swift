/// A class registered with one state: its description plus the metatable
/// built for it there.
final class RegisteredClass {
    let description: ClassDescription
    unowned(unsafe) let context: StateContext
    /// Registry reference of the metatable.
    var metatableReference: Int32 = 0
    /// The metatable's address, for type checks without name lookups.
    var metatablePointer: UnsafeRawPointer?
    /// The properties, by the index the metatable's property table maps names to.
    let properties: [RegisteredProperty]
    /// The same properties unretained (kept alive by `properties`), so the
    /// metamethods borrow them without reference counting.
    let propertyHandles: [Unmanaged<RegisteredProperty>]

    init(description: ClassDescription, context: StateContext) {
        self.description = description
        self.context = context
        properties = description.properties.map(RegisteredProperty.init)
        propertyHandles = properties.map(Unmanaged.passUnretained)
    }

    /// Property and method names, for suggestions.
    var memberNames: [String] { description.properties.map(\.name) + description.methods.map(\.name) }
}

/// A method registered with one state: the closure and its class.
final class MethodBox {
    let method: MethodDescription
    let name: FunctionName
    let owner: RegisteredClass

    init(method: MethodDescription, owner: RegisteredClass) {
        self.method = method
        name = FunctionName(method.name)
        self.owner = owner
    }
}

/// A property as the metamethods use it: its accessors and the name their
/// calls report, made once at registration.
final class RegisteredProperty {
    let name: FunctionName
    let get: (AnyObject, LuaCall) throws -> LuaResults
    let set: ((AnyObject, LuaCall) throws -> Void)?

    init(_ description: PropertyDescription) {
        name = FunctionName(description.name)
        get = description.get
        set = description.set
    }
}
