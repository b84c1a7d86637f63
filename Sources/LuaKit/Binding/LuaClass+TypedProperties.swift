extension LuaClass {
    /// Adds a property converted by its Swift type. The setter receives a
    /// value already checked against `Value`; a wrong type fails with
    /// `invalid value for property 'value' of Slider (number expected, got string)`.
    @inlinable
    public func property<Value: LuaValueConvertible>(
        _ name: String, doc: String = "",
        get: @escaping (Object) -> Value, set: ((Object, Value) throws -> Void)? = nil
    ) -> Self {
        // The accessors are made here, not through `property(_:type:get:set:)`,
        // so each access runs one closure of this binding and the user's.
        let setter: ((AnyObject, LuaCall) throws -> Void)? = set.map { set in
            { object, call in
                let typed = try LuaClass.receiver(object, call)
                try set(typed, try LuaClass.newValue(call, as: Value.self))
            }
        }
        return adding(PropertyDescription(
            name: name, typeName: Value.luaTypeName, doc: doc,
            get: { object, call in call.results(get(try LuaClass.receiver(object, call))) },
            set: setter))
    }

    /// Adds a read–write property backed by a key path.
    ///
    /// The accessors are written out here, each capturing nothing but the key path, so that
    /// where this is inlined with a key-path literal the optimizer can specialize them for
    /// that literal and turn the projection into a direct access (a key path applied at run
    /// time costs several times the rest of a property access).
    @inlinable
    public func property<Value: LuaValueConvertible>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Object, Value>, doc: String = ""
    ) -> Self {
        adding(PropertyDescription(
            name: name, typeName: Value.luaTypeName, doc: doc,
            get: { object, call in call.results(try LuaClass.receiver(object, call)[keyPath: keyPath]) },
            set: { object, call in
                let typed = try LuaClass.receiver(object, call)
                typed[keyPath: keyPath] = try LuaClass.newValue(call, as: Value.self)
            }))
    }

    /// Adds a read-only property backed by a key path (see `property(_:_:doc:)`).
    @inlinable
    public func property<Value: LuaValueConvertible>(
        _ name: String, readOnly keyPath: KeyPath<Object, Value>, doc: String = ""
    ) -> Self {
        adding(PropertyDescription(
            name: name, typeName: Value.luaTypeName, doc: doc,
            get: { object, call in call.results(try LuaClass.receiver(object, call)[keyPath: keyPath]) },
            set: nil))
    }

    /// This class with one more property.
    @inlinable
    func adding(_ property: PropertyDescription) -> Self {
        var copy = self
        copy.properties.append(property)
        return copy
    }

    /// The value a typed setter receives: argument 1 converted to `Value`, or the error naming
    /// the expected and the given type.
    @inlinable
    static func newValue<Value: LuaValueConvertible>(_ call: LuaCall, as type: Value.Type) throws -> Value {
        guard let converted = call.stack.scalar(at: call.slot(1), as: Value.self) ?? Value(luaValue: call.value(1)) else {
            throw InvalidPropertyValue(expected: Value.luaTypeName, got: call.describedTypeName(of: 1))
        }
        return converted
    }
}

/// Thrown by a typed setter; `__newindex` turns it into a message naming the
/// receiver's class (which may be a subclass of the one declaring the property).
@usableFromInline
struct InvalidPropertyValue: Error {
    let expected: String
    let got: String

    @usableFromInline
    init(expected: String, got: String) {
        self.expected = expected
        self.got = got
    }
}
