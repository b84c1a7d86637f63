/// A class registered with one state: its description plus the metatable
/// built for it there.
final class RegisteredClass {
    let description: ClassDescription
    unowned(unsafe) let context: StateContext
    /// Registry reference of the metatable.
    var metatableReference: Int32 = 0
    /// The metatable's address, for type checks without name lookups.
    var metatablePointer: UnsafeRawPointer?

    init(description: ClassDescription, context: StateContext) {
        self.description = description
        self.context = context
    }

    /// Property and method names, for suggestions.
    var memberNames: [String] { description.properties.map(\.name) + description.methods.map(\.name) }
}

/// A method registered with one state: the closure and its class.
final class MethodBox {
    let method: MethodDescription
    let owner: RegisteredClass

    init(method: MethodDescription, owner: RegisteredClass) {
        self.method = method
        self.owner = owner
    }
}
