/// A declarative description of how a Swift class appears in Lua: its
/// properties, methods, metamethods and bound superclass. Register it with
/// `LuaState.register(_:)`.
///
/// ```swift
/// let slider = LuaClass<Slider>("Slider", namespace: "tactile", superclass: control) {
///     LuaMember.property("value", doc: "The current value.", get: \Slider.value, set: { $0.value = $1 })
///     LuaMember.property("isContinuous", get: \Slider.isContinuous)
///     LuaMember.method("setValue", doc: "Sets the value.") { (slider: Slider, call) in
///         slider.setValue(try call.argument(1, as: Double.self))
///         return .none
///     }
/// }
/// ```
///
/// In Lua the object is a userdata: `s.value`, `s.value = 0.5`,
/// `s:setValue(1)`; type errors read like Lua's own
/// (`bad argument #1 to 'setValue' (number expected, got string)`).
///
/// A description is immutable once built, and may be kept in a `static let` and registered
/// with many states (it is `Sendable` on that promise): its closures reach each call's state
/// through the call (`LuaCall.host`), never by capturing one.
public struct LuaClass<Object: AnyObject>: @unchecked Sendable {
    /// The class name used in messages, e.g. `Slider`.
    public let name: String
    /// The metatable's `__name`, e.g. `tactile.Slider`.
    public let qualifiedName: String
    /// A one-line description for help listings.
    public let doc: String
    let superclass: ClassDescription?
    @usableFromInline var properties: [PropertyDescription] = []
    @usableFromInline var methods: [MethodDescription] = []
    var describe: ((AnyObject, AnyObject?) -> String)?
    var indexFallback: ((AnyObject, String, LuaCall) throws -> LuaValue?)?
    var newIndexFallback: ((AnyObject, String, LuaCall) throws -> Bool)?
    var make: (() -> Object)?
    var classFunctions: [ClassFunctionDescription] = []

    /// A root class. With a `namespace`, `__name` is `namespace.name`.
    public init(_ name: String, namespace: String? = nil, doc: String = "") {
        self.init(name, namespace: namespace, doc: doc, superclass: nil) { [] }
    }

    /// A class inheriting every property, method and metamethod of
    /// `superclass` (flattened; same-named members here override). `Object`
    /// must be a subclass of `Super`. Describe the superclass completely first.
    public init<Super>(_ name: String, namespace: String? = nil, doc: String = "", superclass: LuaClass<Super>) {
        self.init(name, namespace: namespace, doc: doc, superclass: superclass.declaration)
    }

    /// A class inheriting every member of an erased `superclass`, whose Swift class must be
    /// `Object` or a superclass of it.
    public init(_ name: String, namespace: String? = nil, doc: String = "", superclass: LuaClassDeclaration) {
        self.init(name, namespace: namespace, doc: doc, superclass: Optional(superclass)) { [] }
    }

    /// A class whose members are listed one per line, inheriting those of `superclass`, if
    /// given (whose Swift class must be `Object` or a superclass of it):
    ///
    /// ```swift
    /// LuaClass<Slider>("Slider", namespace: "tactile", superclass: control) {
    ///     LuaMember.property("value", get: \Slider.value, set: { $0.value = $1 })
    /// }
    /// ```
    public init(_ name: String, namespace: String? = nil, doc: String = "", superclass: LuaClassDeclaration? = nil,
                @LuaMemberList members: () -> [LuaMember]) {
        self.name = name
        qualifiedName = namespace.map { "\($0).\(name)" } ?? name
        self.doc = doc
        self.superclass = superclass?.description
        for member in members() { add(member) }
    }

    /// Adds a method, called in Lua as `object:name(...)`. Arguments are
    /// numbered from 1 after the receiver.
    @inlinable
    public func method(_ name: String, doc: String = "",
                       _ body: @escaping (Object, LuaCall) throws -> LuaResults) -> Self {
        adding(.method(name, doc: doc, body))
    }

    /// Adds a property with hand-written conversion (see `LuaMember.property(_:type:doc:get:set:)`).
    @inlinable
    public func property(_ name: String, type typeName: String, doc: String = "",
                         get: @escaping (Object, LuaCall) throws -> LuaResults,
                         set: ((Object, LuaCall) throws -> Void)? = nil) -> Self {
        adding(.property(name, type: typeName, doc: doc, get: get, set: set))
    }

    /// Adds a property converted by its Swift type (see `LuaMember.property(_:doc:get:set:)`):
    /// `.property("value", get: \.value, set: { $0.value = $1 })`.
    @inlinable
    public func property<Value: LuaValueConvertible>(
        _ name: String, doc: String = "",
        get: @escaping (Object) -> Value, set: ((Object, Value) throws -> Void)? = nil
    ) -> Self {
        adding(.property(name, doc: doc, get: get, set: set))
    }

    /// Adds one member; one of the same name declared earlier is replaced in place.
    @inlinable
    public func adding(_ member: LuaMember) -> Self {
        var copy = self
        copy.add(member)
        return copy
    }

    @usableFromInline
    mutating func add(_ member: LuaMember) {
        switch member.kind {
        case .property(let property):
            if let index = properties.firstIndex(where: { $0.name == property.name }) {
                properties[index] = property
            } else {
                properties.append(property)
            }
        case .method(let method):
            if let index = methods.firstIndex(where: { $0.name == method.name }) {
                methods[index] = method
            } else {
                methods.append(method)
            }
        }
    }

    /// Lets scripts construct instances: `make` builds a default one, which the host then
    /// configures (see `LuaClassDeclaration.construct()`).
    public func constructor(_ make: @escaping () -> Object) -> Self {
        var copy = self
        copy.make = make
        return copy
    }

    /// Adds a function of the class itself (`Control.registerEvent(name)`), not of its instances.
    public func classFunction(_ name: String, doc: String = "", _ body: @escaping (LuaCall) throws -> LuaResults) -> Self {
        var copy = self
        copy.classFunctions.append(ClassFunctionDescription(name: name, doc: doc, body: body))
        return copy
    }

    /// Sets `tostring(object)`; by default it is `Name: 0x…`.
    public func description(_ body: @escaping (Object) -> String) -> Self {
        var copy = self
        copy.describe = { object, _ in (object as? Object).map(body) ?? "" }
        return copy
    }

    /// Sets `tostring(object)` with the state's host (`LuaState.host`) at hand.
    public func description(_ body: @escaping (Object, AnyObject?) -> String) -> Self {
        var copy = self
        copy.describe = { object, host in (object as? Object).map { body($0, host) } ?? "" }
        return copy
    }

    /// Resolves keys that are neither properties nor methods (e.g. members
    /// defined by a Lua subclass): return the value, or nil for "no such
    /// member" (then reading fails with a Lua error naming the key).
    public func indexFallback(_ body: @escaping (Object, String, LuaCall) throws -> LuaValue?) -> Self {
        var copy = self
        copy.indexFallback = { object, key, call in try body(try LuaMember.receiver(object, as: Object.self, call), key, call) }
        return copy
    }

    /// Accepts assignments to keys that are not properties: the value is
    /// `call.argument(1)`; return false to reject (a Lua error names the key).
    public func newIndexFallback(_ body: @escaping (Object, String, LuaCall) throws -> Bool) -> Self {
        var copy = self
        copy.newIndexFallback = { object, key, call in try body(try LuaMember.receiver(object, as: Object.self, call), key, call) }
        return copy
    }

    /// The erased description registration uses.
    var description: ClassDescription {
        ClassDescription(
            name: name, qualifiedName: qualifiedName, doc: doc, superclass: superclass,
            objectType: Object.self, matches: { $0 is Object },
            ownProperties: properties, ownMethods: methods, describe: describe,
            indexFallback: indexFallback, newIndexFallback: newIndexFallback,
            make: make.map { make in { make() } }, classFunctions: classFunctions)
    }

    /// The class with its Swift type erased, to register, keep in a list or build on.
    public var declaration: LuaClassDeclaration { LuaClassDeclaration(description) }
}

extension LuaError {
    /// The error for a member called on an object of the wrong class.
    @usableFromInline
    static func badSelf(calling call: LuaCall) -> LuaError {
        .runtime(BindingMessages.badSelf(call.functionName))
    }
}
