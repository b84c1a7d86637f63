/// One member of a bound class, declared once as data: a property with one getter and an
/// optional setter, or a method with one body. Each works on the Lua stack through a
/// `LuaCall`, and each checks its receiver against its own Swift class, so members declared
/// for a base class (`View`) can be listed in a subclass's declaration (`Slider`).
///
/// ```swift
/// LuaClass<Slider>("Slider", superclass: control) {
///     LuaMember.property("value", get: \Slider.value, set: { $0.value = $1 })
///     LuaMember.method("reset") { (slider: Slider, call) in
///         slider.value = 0
///         return .none
///     }
/// }
/// ```
public struct LuaMember {
    @usableFromInline
    enum Kind {
        case property(PropertyDescription)
        case method(MethodDescription)
    }

    @usableFromInline
    let kind: Kind

    @usableFromInline
    init(_ kind: Kind) {
        self.kind = kind
    }

    /// The member's name in Lua.
    public var name: String {
        switch kind {
        case .property(let property): property.name
        case .method(let method): method.name
        }
    }

    /// Whether the member is a property (else it is a method).
    public var isProperty: Bool {
        if case .property = kind { return true }
        return false
    }

    /// Whether the member is a property Lua may assign.
    public var isWritable: Bool {
        if case .property(let property) = kind { return property.set != nil }
        return false
    }

    /// A property with hand-written conversion: `get` returns the value through
    /// `call.results(...)`; `set` reads the new value as argument 1 (`call.value(1)`,
    /// `call.argument(1)`) and throws `LuaValueRefusal` for one it cannot take. Without `set`
    /// the property is read-only.
    @inlinable
    public static func property<Object: AnyObject>(
        _ name: String, type typeName: String, doc: String = "",
        get: @escaping (Object, LuaCall) throws -> LuaResults, set: ((Object, LuaCall) throws -> Void)? = nil
    ) -> LuaMember {
        let setter: ((AnyObject, LuaCall) throws -> Void)? = set.map { set in
            { object, call in try set(try receiver(object, as: Object.self, call), call) }
        }
        return LuaMember(.property(PropertyDescription(
            name: name, typeName: typeName, doc: doc,
            get: { object, call in try get(try receiver(object, as: Object.self, call), call) },
            set: setter)))
    }

    /// A property converted by its Swift type; the setter receives a value already checked
    /// against `Value` (a wrong one fails with `bad argument #1 to 'Slider.value' (number
    /// expected, got string)`). Without `set` the property is read-only.
    ///
    /// Pass a key path for `get` (`get: \Slider.value`): Swift turns a key-path literal used
    /// as a function into a plain closure, whereas applying a key path costs more than the
    /// rest of the access together; so the setter is a closure too (`set: { $0.value = $1 }`).
    @inlinable
    public static func property<Object: AnyObject, Value: LuaValueConvertible>(
        _ name: String, doc: String = "",
        get: @escaping (Object) -> Value, set: ((Object, Value) throws -> Void)? = nil
    ) -> LuaMember {
        let setter: ((AnyObject, LuaCall) throws -> Void)? = set.map { set in
            { object, call in try set(try receiver(object, as: Object.self, call), try call.assigned(Value.self)) }
        }
        return LuaMember(.property(PropertyDescription(
            name: name, typeName: Value.luaTypeName, doc: doc,
            get: { object, call in call.results(get(try receiver(object, as: Object.self, call))) },
            set: setter)))
    }

    /// A method, called in Lua as `object:name(...)`; arguments are numbered from 1 after the
    /// receiver.
    @inlinable
    public static func method<Object: AnyObject>(
        _ name: String, doc: String = "", _ body: @escaping (Object, LuaCall) throws -> LuaResults
    ) -> LuaMember {
        LuaMember(.method(MethodDescription(name: name, doc: doc) { object, call in
            try body(try receiver(object, as: Object.self, call), call)
        }))
    }

    /// The receiver as `Object`; a Lua error when it is of another class.
    @inlinable
    static func receiver<Object: AnyObject>(_ object: AnyObject, as type: Object.Type, _ call: LuaCall) throws(LuaError) -> Object {
        guard let typed = object as? Object else { throw LuaError.badSelf(calling: call) }
        return typed
    }
}

/// Collects the members of a class written one per line (`LuaClass("Slider") { … }`).
@resultBuilder
public enum LuaMemberList {
    public static func buildExpression(_ member: LuaMember) -> [LuaMember] { [member] }
    public static func buildExpression(_ members: [LuaMember]) -> [LuaMember] { members }
    public static func buildBlock(_ parts: [LuaMember]...) -> [LuaMember] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [LuaMember]?) -> [LuaMember] { part ?? [] }
    public static func buildEither(first part: [LuaMember]) -> [LuaMember] { part }
    public static func buildEither(second part: [LuaMember]) -> [LuaMember] { part }
    public static func buildArray(_ parts: [[LuaMember]]) -> [LuaMember] { parts.flatMap { $0 } }
}
