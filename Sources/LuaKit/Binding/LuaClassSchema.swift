/// What a bound class offers, for tab completion and `:help`: names, types,
/// doc strings, inheritance. Inherited members are included.
public struct LuaClassSchema: Sendable, Equatable {
    /// A bound property.
    public struct Property: Sendable, Equatable {
        /// The property's name.
        public let name: String
        /// The Lua type name of its values ("number", "string", a class name).
        public let typeName: String
        /// Its doc string.
        public let doc: String
        /// True when Lua may not assign it.
        public let isReadOnly: Bool
    }

    /// A bound method.
    public struct Method: Sendable, Equatable {
        /// The method's name.
        public let name: String
        /// Its doc string.
        public let doc: String
    }

    /// The class name, e.g. `Slider`.
    public let name: String
    /// The metatable's `__name`, e.g. `tactile.Slider`.
    public let qualifiedName: String
    /// The class's doc string.
    public let doc: String
    /// The bound superclass's name, if any.
    public let superclassName: String?
    /// Properties, inherited ones first.
    public let properties: [Property]
    /// Methods, inherited ones first.
    public let methods: [Method]

    /// Every property and method name, sorted: the completion candidates.
    public var memberNames: [String] { (properties.map(\.name) + methods.map(\.name)).sorted() }

    init(_ description: ClassDescription) {
        name = description.name
        qualifiedName = description.qualifiedName
        doc = description.doc
        superclassName = description.superclass?.name
        properties = description.properties.map {
            Property(name: $0.name, typeName: $0.typeName, doc: $0.doc, isReadOnly: $0.set == nil)
        }
        methods = description.methods.map { Method(name: $0.name, doc: $0.doc) }
    }
}
