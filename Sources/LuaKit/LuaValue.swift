/// A Lua value as Swift sees it: plain values by value, everything else
/// (tables, functions, userdata, coroutines) by registry reference.
public enum LuaValue {
    /// `nil`.
    case `nil`
    /// `true` or `false`.
    case boolean(Bool)
    /// An integer (Lua 5.4 subtype of number).
    case integer(Int)
    /// A float (Lua 5.4 subtype of number).
    case number(Double)
    /// A string, decoded as UTF-8 (invalid bytes are replaced).
    case string(String)
    /// A table, held by reference.
    case table(LuaRef)
    /// A Lua or C function, held by reference.
    case function(LuaRef)
    /// A full userdata (bound Swift objects are userdata), held by reference.
    case userdata(LuaRef)
    /// A coroutine, held by reference.
    case thread(LuaRef)
    /// A light userdata: a bare C pointer.
    case lightUserdata(UnsafeMutableRawPointer?)

    /// Lua's name for the value's basic type ("nil", "number", "table", …).
    public var typeName: String {
        switch self {
        case .nil: return "nil"
        case .boolean: return "boolean"
        case .integer, .number: return "number"
        case .string: return "string"
        case .table: return "table"
        case .function: return "function"
        case .userdata, .lightUserdata: return "userdata"
        case .thread: return "thread"
        }
    }

    /// The reference behind a table, function, userdata or thread.
    public var reference: LuaRef? {
        switch self {
        case .table(let ref), .function(let ref), .userdata(let ref), .thread(let ref): return ref
        default: return nil
        }
    }

    /// False only for `nil` and `false`, as in Lua conditions.
    public var isTruthy: Bool {
        switch self {
        case .nil, .boolean(false): return false
        default: return true
        }
    }
}

extension LuaValue: Equatable {
    /// Lua's raw equality: numbers by value (`1 == 1.0`), strings by content,
    /// referenced values by identity in Lua.
    public static func == (lhs: LuaValue, rhs: LuaValue) -> Bool {
        switch (lhs, rhs) {
        case (.nil, .nil): return true
        case let (.boolean(a), .boolean(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.integer(a), .number(b)), let (.number(b), .integer(a)): return Double(a) == b
        case let (.string(a), .string(b)): return a == b
        case let (.lightUserdata(a), .lightUserdata(b)): return a == b
        case let (.table(a), .table(b)), let (.function(a), .function(b)),
             let (.userdata(a), .userdata(b)), let (.thread(a), .thread(b)):
            return a.isSameValue(as: b)
        default: return false
        }
    }
}

extension LuaValue: CustomStringConvertible {
    /// A short rendering without metamethods (`nil`, `true`, `42`, `"text"`,
    /// `table`); use `LuaState.tostring(_:)` for Lua's own rendering.
    public var description: String {
        switch self {
        case .nil: return "nil"
        case .boolean(let flag): return String(flag)
        case .integer(let integer): return String(integer)
        case .number(let number): return String(number)
        case .string(let string): return "\"\(string)\""
        default: return typeName
        }
    }
}

// No `ExpressibleByNilLiteral`: `nil` must keep meaning `Optional.none` where
// a `LuaValue?` is expected (e.g. fallbacks); write `.nil` for Lua's nil.
extension LuaValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}
