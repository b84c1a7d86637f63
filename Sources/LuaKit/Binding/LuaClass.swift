/// A declarative description of how a Swift class appears in Lua: its
/// properties, methods, metamethods and bound superclass. Register it with
/// `LuaState.register(_:)`.
///
/// ```swift
/// let slider = LuaClass<Slider>("Slider", namespace: "tactile", superclass: control)
///     .property("value", doc: "The current value.", get: \.value, set: { $0.value = $1 })
///     .property("isContinuous", get: \.isContinuous)
///     .method("setValue", doc: "Sets the value.") { slider, call in
///         slider.setValue(try call.argument(1, as: Double.self))
///         return .none
///     }
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
        self.name = name
        qualifiedName = namespace.map { "\($0).\(name)" } ?? name
        self.doc = doc
        superclass = nil
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
        self.name = name
        qualifiedName = namespace.map { "\($0).\(name)" } ?? name
        self.doc = doc
        self.superclass = superclass.description
    }

    /// Adds a method, called in Lua as `object:name(...)`. Arguments are
    /// numbered from 1 after the receiver.
    @inlinable
    public func method(_ name: String, doc: String = "",
                       _ body: @escaping (Object, LuaCall) throws -> LuaResults) -> Self {
        var copy = self
        copy.methods.append(MethodDescription(name: name, doc: doc) { object, call in
            try body(try LuaClass.receiver(object, call), call)
        })
        return copy
    }

    /// Adds a property with hand-written conversion: `get` returns the value
    /// through `call.results(...)`; `set` reads the new value as
    /// `call.argument(1)`. Without `set` the property is read-only.
    @inlinable
    public func property(_ name: String, type typeName: String, doc: String = "",
                         get: @escaping (Object, LuaCall) throws -> LuaResults,
                         set: ((Object, LuaCall) throws -> Void)? = nil) -> Self {
        var copy = self
        let setter: ((AnyObject, LuaCall) throws -> Void)? = set.map { set in
            { object, call in try set(try LuaClass.receiver(object, call), call) }
        }
        copy.properties.append(PropertyDescription(
            name: name, typeName: typeName, doc: doc,
            get: { object, call in try get(try LuaClass.receiver(object, call), call) },
            set: setter))
        return copy
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
        copy.indexFallback = { object, key, call in try body(try LuaClass.receiver(object, call), key, call) }
        return copy
    }

    /// Accepts assignments to keys that are not properties: the value is
    /// `call.argument(1)`; return false to reject (a Lua error names the key).
    public func newIndexFallback(_ body: @escaping (Object, String, LuaCall) throws -> Bool) -> Self {
        var copy = self
        copy.newIndexFallback = { object, key, call in try body(try LuaClass.receiver(object, call), key, call) }
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

    /// The receiver as `Object`; a Lua error when it is of another class.
    @inlinable
    static func receiver(_ object: AnyObject, _ call: LuaCall) throws(LuaError) -> Object {
        guard let typed = object as? Object else { throw LuaError.badSelf(calling: call) }
        return typed
    }
}

extension LuaError {
    /// The error for a member called on an object of the wrong class.
    @usableFromInline
    static func badSelf(calling call: LuaCall) -> LuaError {
        .runtime(BindingMessages.badSelf(call.functionName))
    }
}
