/// A Swift type that crosses into Lua as a `LuaValue`: arguments and results
/// of Swift functions, bound properties, typed calls into Lua.
public protocol LuaValueConvertible {
    /// The type name Lua-style error messages use ("number", "string").
    static var luaTypeName: String { get }
    /// The value converted exactly; nil when `value` has the wrong type.
    init?(luaValue value: LuaValue)
    /// The Lua form of this value.
    var luaValue: LuaValue { get }
}

extension Int: LuaValueConvertible {
    public static var luaTypeName: String { "number" }
    /// Accepts integers and floats with an exact integer value, within ±2^53
    /// (see `LuaNumbers`).
    public init?(luaValue value: LuaValue) {
        switch value {
        case .integer(let integer):
            guard let checked = LuaNumbers.integer(integer) else { return nil }
            self = checked
        case .number(let number):
            guard let exact = LuaNumbers.integer(exactly: number) else { return nil }
            self = exact
        default: return nil
        }
    }
    public var luaValue: LuaValue { .integer(self) }
}

extension Double: LuaValueConvertible {
    public static var luaTypeName: String { "number" }
    /// Accepts finite numbers (see `LuaNumbers`).
    public init?(luaValue value: LuaValue) {
        switch value {
        case .integer(let integer): self = Double(integer)
        case .number(let number):
            guard let finite = LuaNumbers.finite(number) else { return nil }
            self = finite
        default: return nil
        }
    }
    public var luaValue: LuaValue { .number(self) }
}

extension Bool: LuaValueConvertible {
    public static var luaTypeName: String { "boolean" }
    public init?(luaValue value: LuaValue) {
        guard case .boolean(let flag) = value else { return nil }
        self = flag
    }
    public var luaValue: LuaValue { .boolean(self) }
}

extension String: LuaValueConvertible {
    public static var luaTypeName: String { "string" }
    public init?(luaValue value: LuaValue) {
        guard case .string(let string) = value else { return nil }
        self = string
    }
    public var luaValue: LuaValue { .string(self) }
}

extension LuaValue: LuaValueConvertible {
    public static var luaTypeName: String { "value" }
    public init?(luaValue value: LuaValue) { self = value }
    public var luaValue: LuaValue { self }
}

extension Optional: LuaValueConvertible where Wrapped: LuaValueConvertible {
    public static var luaTypeName: String { Wrapped.luaTypeName }
    /// `nil` becomes `.none`; anything else must convert to `Wrapped`.
    public init?(luaValue value: LuaValue) {
        if case .nil = value {
            self = .none
            return
        }
        guard let wrapped = Wrapped(luaValue: value) else { return nil }
        self = .some(wrapped)
    }
    public var luaValue: LuaValue { map(\.luaValue) ?? .nil }
}

/// A Lua function held by Swift, e.g. a callback passed as an argument.
public struct LuaFunction: LuaValueConvertible {
    /// The reference to the function.
    public let reference: LuaRef
    public static var luaTypeName: String { "function" }
    public init?(luaValue value: LuaValue) {
        guard case .function(let ref) = value else { return nil }
        reference = ref
    }
    public var luaValue: LuaValue { .function(reference) }
}

/// A Lua table held by Swift.
public struct LuaTable: LuaValueConvertible {
    /// The reference to the table.
    public let reference: LuaRef
    public static var luaTypeName: String { "table" }
    public init?(luaValue value: LuaValue) {
        guard case .table(let ref) = value else { return nil }
        reference = ref
    }
    public var luaValue: LuaValue { .table(reference) }
}
