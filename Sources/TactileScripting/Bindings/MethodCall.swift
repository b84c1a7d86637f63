import ControlKit
import LuaKit

/// The arguments of one call of a bound method or global function, with checked accessors whose
/// errors read like Lua's: `bad argument #1 to 'setValue' (number expected, got string)`.
/// Argument numbers count from 1 and leave out the receiver, as Lua's messages do for methods.
public struct MethodCall {
    /// Where the arguments are: in an array, or still on the Lua stack of a call from Lua
    /// (read one by one when asked for, so a call makes no array and no references).
    private enum Arguments {
        case values([LuaValue])
        case stack(LuaCall)
    }

    /// The function's name as messages give it.
    public let function: String
    /// The session the call runs in.
    public let session: ScriptSession
    private let source: Arguments

    public init(function: String, arguments: [LuaValue], session: ScriptSession) {
        self.function = function
        self.source = .values(arguments)
        self.session = session
    }

    /// A call from Lua whose arguments are read from its stack.
    init(function: String, call: LuaCall, session: ScriptSession) {
        self.function = function
        self.source = .stack(call)
        self.session = session
    }

    /// The arguments, receiver excluded.
    public var arguments: [LuaValue] {
        switch source {
        case .values(let values): return values
        case .stack(let call): return call.values
        }
    }

    /// How many arguments were passed.
    public var count: Int {
        switch source {
        case .values(let values): return values.count
        case .stack(let call): return call.argumentCount
        }
    }

    /// Argument `n`, or nil when absent.
    public subscript(n: Int) -> LuaValue {
        switch source {
        case .values(let values): return n >= 1 && n <= values.count ? values[n - 1] : .nil
        case .stack(let call): return call.value(n)
        }
    }

    /// Fails unless the number of arguments is in `range`.
    public func expectCount(_ range: ClosedRange<Int>) throws(ScriptError) {
        guard !range.contains(count) else { return }
        let count = range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
        let noun = range == 1...1 ? "argument" : "arguments"
        throw .message("wrong number of arguments to '\(function)' (\(count) \(noun) expected, got \(self.count))")
    }

    /// Whether argument `n` is nil or absent, read without converting it.
    public func isNil(_ n: Int) -> Bool {
        switch source {
        case .values: return self[n] == .nil
        case .stack(let call): return call.isNil(n)
        }
    }

    /// Argument `n` converted to a plain Swift type.
    public func value<T: LuaValueConvertible>(_ n: Int, as type: T.Type = T.self) throws(ScriptError) -> T {
        let value = self[n]
        if let converted = T(luaValue: value) { return converted }
        if let refusal = LuaNumbers.refusal(of: value, for: T.self) {
            throw .badArgument(n, to: function, "\(refusal)")
        }
        throw bad(n, expected: T.luaTypeName)
    }

    /// Argument `n` converted, or `fallback` when it is nil or absent.
    public func value<T: LuaValueConvertible>(_ n: Int, default fallback: T) throws(ScriptError) -> T {
        if case .nil = self[n] { return fallback }
        return try value(n)
    }

    /// Argument `n` as a bound object of class `T`.
    public func object<T: AnyObject>(_ n: Int, as type: T.Type = T.self) throws(ScriptError) -> T {
        if case .stack(let call) = source, let object = try? call.object(n, as: T.self) { return object }
        if let object = session.object(from: self[n]) as? T { return object }
        throw bad(n, expected: session.classes.className(ofType: T.self))
    }

    /// Argument `n` as a point: `{x, y}` or `{x=, y=}`.
    public func point(_ n: Int) throws(ScriptError) -> Point {
        if let point = withFields(of: n, Geometry.point) { return point }
        throw bad(n, expected: .point)
    }

    /// Argument `n` as a rectangle: `{x, y, w, h}` or `{x=, y=, width=, height=}`.
    public func rect(_ n: Int) throws(ScriptError) -> Rect {
        if let rect = withFields(of: n, Geometry.rect) { return rect }
        throw bad(n, expected: .rect)
    }

    /// Argument `n` as control events: a name, a list of names or a mask.
    public func events(_ n: Int) throws(ScriptError) -> Control.Event {
        try session.eventNames.events(from: self[n], argument: n, function: function)
    }

    /// Argument `n` as a table, or nil when absent (for option tables).
    public func options(_ n: Int) throws(ScriptError) -> LuaRef? {
        switch self[n] {
        case .nil: return nil
        case .table(let table): return table
        default: throw bad(n, expected: "table")
        }
    }

    /// The "bad argument" error for argument `n`, which is not a geometry value of `kind`: the
    /// field beyond the limit when that is why.
    func bad(_ n: Int, expected kind: Geometry.Kind) -> ScriptError {
        guard let reason = Geometry.refusal(of: self[n], as: kind) else { return bad(n, expected: kind.rawValue) }
        return .badArgument(n, to: function, "\(kind.rawValue) expected: \(reason)")
    }

    /// The "bad argument" error for argument `n`.
    public func bad(_ n: Int, expected: String) -> ScriptError {
        .badArgument(position: n, function: function, expected: expected,
                     got: n <= count ? session.classes.typeName(of: self[n]) : "no value")
    }

    /// Runs `read` with the fields of argument `n`, read straight from the stack when the
    /// call is on it.
    func withFields<T>(of n: Int, _ read: (Geometry.Fields) -> T?) -> T? {
        switch source {
        case .stack(let call):
            return read { key in
                switch key {
                case .index(let index): call.number(atIndex: index, inTableArgument: n)
                case .field(let name): call.number(atField: name, inTableArgument: n)
                }
            }
        case .values:
            guard case .table(let table) = self[n] else { return nil }
            return read { key in (try? table.rawGet(key.luaValue)).flatMap(Double.init(luaValue:)) }
        }
    }
}

extension MethodCall {
    /// Argument `n` as a control state: a name (`"highlighted"`), a raw mask, a list of them, or
    /// nil for `normal` (uikit-rules §1.4).
    public func state(_ n: Int) throws(ScriptError) -> Control.State {
        if isNil(n) { return .normal }
        return try Control.State.members(from: self[n], in: .argument(n, function: function))
    }
}
