import ControlKit
import LuaKit

/// The arguments of one call of a bound method or global function, with checked accessors whose
/// errors read like Lua's: `bad argument #1 to 'setValue' (number expected, got string)`.
/// Argument numbers count from 1 and leave out the receiver, as Lua's messages do for methods.
public struct MethodCall {
    /// The function's name as messages give it.
    public let function: String
    /// The arguments, receiver excluded.
    public let arguments: [LuaValue]
    /// The session the call runs in.
    public let session: ScriptSession

    public init(function: String, arguments: [LuaValue], session: ScriptSession) {
        self.function = function
        self.arguments = arguments
        self.session = session
    }

    /// Argument `n`, or nil when absent.
    public subscript(n: Int) -> LuaValue {
        n >= 1 && n <= arguments.count ? arguments[n - 1] : .nil
    }

    /// Fails unless the number of arguments is in `range`.
    public func expectCount(_ range: ClosedRange<Int>) throws(ScriptError) {
        guard !range.contains(arguments.count) else { return }
        let count = range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
        let noun = range == 1...1 ? "argument" : "arguments"
        throw .message("wrong number of arguments to '\(function)' (\(count) \(noun) expected, got \(arguments.count))")
    }

    /// Argument `n` converted to a plain Swift type.
    public func value<T: LuaValueConvertible>(_ n: Int, as type: T.Type = T.self) throws(ScriptError) -> T {
        if let converted = T(luaValue: self[n]) { return converted }
        throw bad(n, expected: T.luaTypeName)
    }

    /// Argument `n` converted, or `fallback` when it is nil or absent.
    public func value<T: LuaValueConvertible>(_ n: Int, default fallback: T) throws(ScriptError) -> T {
        if case .nil = self[n] { return fallback }
        return try value(n)
    }

    /// Argument `n` as a bound object of class `T`.
    public func object<T: AnyObject>(_ n: Int, as type: T.Type = T.self) throws(ScriptError) -> T {
        if let object = session.object(from: self[n]) as? T { return object }
        throw bad(n, expected: session.className(ofType: T.self))
    }

    /// Argument `n` as a point: `{x, y}` or `{x=, y=}`.
    public func point(_ n: Int) throws(ScriptError) -> Point {
        if let point = Geometry.point(from: self[n]) { return point }
        throw bad(n, expected: "point")
    }

    /// Argument `n` as a rectangle: `{x, y, w, h}` or `{x=, y=, width=, height=}`.
    public func rect(_ n: Int) throws(ScriptError) -> Rect {
        if let rect = Geometry.rect(from: self[n]) { return rect }
        throw bad(n, expected: "rect")
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

    /// The "bad argument" error for argument `n`.
    public func bad(_ n: Int, expected: String) -> ScriptError {
        .badArgument(position: n, function: function, expected: expected,
                     got: n <= arguments.count ? session.typeName(of: self[n]) : "no value")
    }
}

extension MethodCall {
    /// Argument `n` as a control state: a name (`"highlighted"`), a list of names, or nil for `normal`.
    public func state(_ n: Int) throws(ScriptError) -> Control.State {
        switch self[n] {
        case .nil:
            return .normal
        case .string(let name):
            return try Self.state(named: name)
        case .table(let list):
            var state: Control.State = []
            let entries: [(key: LuaValue, value: LuaValue)]
            do { entries = try list.entries() } catch { throw .message(error.message) }
            for (_, element) in entries {
                guard case .string(let name) = element else { throw bad(n, expected: "list of state names") }
                state.formUnion(try Self.state(named: name))
            }
            return state
        default:
            throw bad(n, expected: "state name or list of names")
        }
    }

    private static func state(named name: String) throws(ScriptError) -> Control.State {
        if let state = Control.State(name: name) { return state }
        throw .message("unknown control state '\(name)'"
            + (NearestName.suggestion(for: name, among: Control.State.named.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""))
    }
}
