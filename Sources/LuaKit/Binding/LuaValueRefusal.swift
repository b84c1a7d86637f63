/// Thrown by a property's setter (or while reading an argument) for a value it cannot take.
/// An assignment then fails in Lua's grammar for a wrong argument, naming the receiver's class
/// and the type of the value given: `bad argument #1 to 'Slider.frame' (Rect expected, got
/// number)`; with a `reason`, that reason replaces "… expected, got …".
public struct LuaValueRefusal: Error {
    /// What the property takes, in Lua terms (`Rect`, `function`, `list of titles`).
    public let expected: String
    /// Why the value was refused, in place of "… expected, got …" (a number out of range, a
    /// name that is not one of the choices).
    public let reason: String?
    /// The name the value was probably meant to be, said as NearestName says it.
    public let suggestion: String?

    public init(expected: String, reason: String? = nil, suggestion: String? = nil) {
        self.expected = expected
        self.reason = reason
        self.suggestion = suggestion
    }
}

extension LuaCall {
    /// The value assigned to a property (argument 1 of its setter) as `Value`, or the refusal
    /// that names what the property takes.
    @inlinable
    public func assigned<Value: LuaValueConvertible>(_ type: Value.Type = Value.self) throws(LuaValueRefusal) -> Value {
        if let converted = argumentIfConvertible(1, as: Value.self) { return converted }
        throw LuaValueRefusal(expected: Value.luaTypeName, reason: LuaNumbers.refusal(of: value(1), for: Value.self))
    }
}
