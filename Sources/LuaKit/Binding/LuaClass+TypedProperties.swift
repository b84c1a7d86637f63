extension LuaClass {
    /// Adds a property converted by its Swift type. The setter receives a
    /// value already checked against `Value`; a wrong type fails with
    /// `invalid value for property 'value' of Slider (number expected, got string)`.
    ///
    /// Pass a key path for `get` (`get: \.value`): Swift turns a key-path
    /// literal used as a function into a plain closure, whereas applying a
    /// key path (`object[keyPath: path]`) costs more than the rest of the
    /// access together; so the setter is a closure too (`set: { $0.value = $1 }`).
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
                guard let converted = call.stack.scalar(at: call.slot(1), as: Value.self) ?? Value(luaValue: call.value(1)) else {
                    throw InvalidPropertyValue(expected: Value.luaTypeName, got: call.describedTypeName(of: 1),
                                               reason: LuaNumbers.refusal(of: call.value(1), for: Value.self))
                }
                try set(typed, converted)
            }
        }
        var copy = self
        copy.properties.append(PropertyDescription(
            name: name, typeName: Value.luaTypeName, doc: doc,
            get: { object, call in call.results(get(try LuaClass.receiver(object, call))) },
            set: setter))
        return copy
    }
}

/// Thrown by a typed setter; `__newindex` turns it into a message naming the
/// receiver's class (which may be a subclass of the one declaring the property).
@usableFromInline
struct InvalidPropertyValue: Error {
    let expected: String
    let got: String
    /// Why a number was refused, when it was (see `LuaNumbers.refusal`).
    let reason: String?

    @usableFromInline
    init(expected: String, got: String, reason: String?) {
        self.expected = expected
        self.got = got
        self.reason = reason
    }
}
