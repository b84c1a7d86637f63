import CLua
import CLuaShim

/// The arguments of one call from Lua into a Swift function, and the way its
/// results go back. Argument numbers count from 1; for methods, the receiver
/// is not counted, as in Lua's own messages.
///
/// Type errors thrown by the accessors read like Lua's:
/// `bad argument #1 to 'setValue' (number expected, got string)`.
///
/// A call lives only while the Swift function runs, so it holds the state
/// and its name without retaining them: making one costs no reference counting.
public struct LuaCall {
    @usableFromInline let stack: LuaStack
    @usableFromInline unowned(unsafe) let context: StateContext
    /// The name errors use; nil for a member reached through an index
    /// fallback, whose name is the key in stack slot 2.
    unowned(unsafe) let name: FunctionName?
    /// Stack slots before argument 1 (1 for methods: the receiver).
    @usableFromInline let receiverSlots: Int32

    init(stack: LuaStack, context: StateContext, name: FunctionName?, receiverSlots: Int32 = 0) {
        self.stack = stack
        self.context = context
        self.name = name
        self.receiverSlots = receiverSlots
    }

    /// The function's name as error messages give it.
    public var functionName: String { name?.text ?? stack.string(at: 2) ?? "?" }

    /// The host's object for the state (see `LuaState.host`): how a binding reaches its
    /// session without capturing it.
    public var host: AnyObject? { context.host }

    /// The number of arguments passed.
    @inlinable
    public var argumentCount: Int { Int(max(0, stack.top - receiverSlots)) }

    /// Argument `n` (1-based) as a value; `.nil` when absent.
    @inlinable
    public func value(_ n: Int) -> LuaValue {
        guard n >= 1, n <= argumentCount else { return .nil }
        return stack.value(at: slot(n), context: context)
    }

    /// Every argument as a value.
    public var values: [LuaValue] { (0 ..< argumentCount).map { value($0 + 1) } }

    /// Argument `n` converted to `T`, or a Lua-style type error. Integers,
    /// numbers and booleans are read straight from the stack.
    @inlinable
    public func argument<T: LuaValueConvertible>(_ n: Int, as type: T.Type = T.self) throws(LuaError) -> T {
        if n >= 1, let scalar = stack.scalar(at: slot(n), as: T.self) { return scalar }
        return try convertedArgument(n, as: T.self)
    }

    /// Argument `n` converted to `T`, or `fallback` when it is nil or absent.
    @inlinable
    public func argument<T: LuaValueConvertible>(_ n: Int, default fallback: T) throws(LuaError) -> T {
        isNil(n) ? fallback : try argument(n, as: T.self)
    }

    /// Argument `n` converted to `T`, or nil when it is not one (no error
    /// made): for callers that report a wrong type in their own words.
    @inlinable
    public func argumentIfConvertible<T: LuaValueConvertible>(_ n: Int, as type: T.Type = T.self) -> T? {
        if n >= 1, let scalar = stack.scalar(at: slot(n), as: T.self) { return scalar }
        return T(luaValue: value(n))
    }

    /// Argument `n` converted to `T` through `LuaValue` (the path for types
    /// not read straight from the stack), or the type error.
    @inlinable @inline(never)
    func convertedArgument<T: LuaValueConvertible>(_ n: Int, as type: T.Type) throws(LuaError) -> T {
        let value = value(n)
        if let converted = T(luaValue: value) { return converted }
        if let refusal = LuaNumbers.refusal(of: value, for: T.self) {
            throw .runtime(LuaMessages.badArgument(n, to: functionName, "\(refusal)"))
        }
        throw badArgument(n, expected: T.luaTypeName, value: value)
    }

    /// Argument `n` as a bound Swift object of type `T` (checked by metatable).
    public func object<T: AnyObject>(_ n: Int, as type: T.Type = T.self) throws(LuaError) -> T {
        if n >= 1, n <= argumentCount, let object = context.bindings.object(at: slot(n), in: stack), let typed = object as? T {
            return typed
        }
        let expected = context.bindings.luaName(for: T.self) ?? String(describing: T.self)
        throw badArgument(n, expected: expected, value: nil)
    }

    /// Whether argument `n` is nil or absent.
    public func isNil(_ n: Int) -> Bool {
        n < 1 || n > argumentCount || lua_type(stack.L, slot(n)) <= LUA_TNIL
    }

    /// The number in field `name` of the table passed as argument `n`,
    /// read raw; nil when there is none. The name is a literal, so Lua finds
    /// it in its cache of C strings.
    public func number(atField name: StaticString, inTableArgument n: Int) -> Double? {
        guard n >= 1, n <= argumentCount, lua_type(stack.L, slot(n)) == LUA_TTABLE else { return nil }
        stack.push(field: name)
        stack.rawGetWithKeyOnTop(table: slot(n))
        defer { stack.pop() }
        return stack.scalar(at: -1, as: Double.self)
    }

    /// The number at array index `index` of the table passed as argument
    /// `n`, read raw; nil when there is none.
    public func number(atIndex index: Int, inTableArgument n: Int) -> Double? {
        guard n >= 1, n <= argumentCount, lua_type(stack.L, slot(n)) == LUA_TTABLE else { return nil }
        lua_rawgeti(stack.L, slot(n), lua_Integer(index))
        defer { stack.pop() }
        return stack.scalar(at: -1, as: Double.self)
    }

    /// Fails unless exactly `range` arguments were passed, e.g. `1...2`.
    public func expectArguments(_ range: ClosedRange<Int>) throws(LuaError) {
        guard !range.contains(argumentCount) else { return }
        let count = range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
        let noun = range.upperBound == 1 ? "argument" : "arguments"
        throw LuaError.runtime("wrong number of arguments to '\(functionName)' (\(count) \(noun) expected, got \(argumentCount))")
    }

    /// Fails unless exactly `count` arguments were passed.
    public func expectArguments(_ count: Int) throws(LuaError) { try expectArguments(count ... count) }

    /// Lua's "bad argument" error for argument `n`.
    public func badArgument(_ n: Int, expected: String, value: LuaValue? = nil) -> LuaError {
        let got = describedTypeName(of: n)
        if let value, value.typeName == "number", expected == "number", got == "number" {
            return .runtime(LuaMessages.badArgument(n, to: functionName, "number has no integer representation"))
        }
        return .runtime(LuaMessages.badArgument(n, to: functionName, "\(expected) expected, got \(got)"))
    }

    /// Returns these values to Lua.
    @inlinable
    public func results<each Value: LuaValueConvertible>(_ values: repeat each Value) -> LuaResults {
        var count: Int32 = 0
        for value in repeat each values {
            stack.push(value.luaValue)
            count += 1
        }
        return LuaResults(count: count)
    }

    /// Returns one value to Lua.
    @inlinable
    public func results<Value: LuaValueConvertible>(_ value: Value) -> LuaResults {
        stack.push(value.luaValue)
        return LuaResults(count: 1)
    }

    /// Returns a list of values to Lua.
    public func results(_ values: [LuaValue]) throws(LuaError) -> LuaResults {
        guard stack.reserve(Int32(values.count)) else { throw LuaError.tooManyValues }
        for value in values { stack.push(value) }
        return LuaResults(count: Int32(values.count))
    }

    /// Returns a new table of number fields with a metatable (a point, say) to Lua, made on
    /// the stack without a reference to it.
    public func results(numbers fields: (StaticString, Double)..., metatable: LuaRef) throws(LuaError) -> LuaResults {
        guard stack.reserve(3) else { throw LuaError.tooManyValues }
        try stack.pushRecord(numbers: fields, metatable: metatable)
        return LuaResults(count: 1)
    }

    /// Returns a bound Swift object to Lua as its userdata.
    public func results(object: AnyObject) throws(LuaError) -> LuaResults {
        try context.bindings.push(object, onto: stack)
        return LuaResults(count: 1)
    }

    /// The type name argument `n` has in error messages ("number",
    /// "tactile.Slider", "no value").
    public func describedTypeName(of n: Int) -> String {
        n >= 1 && n <= argumentCount ? stack.describedTypeName(at: slot(n)) : "no value"
    }

    /// A non-owning handle on the state, for host code that needs more
    /// (running chunks, pushing objects, user values).
    public var state: LuaState { LuaState(borrowing: context) }

    @inlinable
    func slot(_ n: Int) -> Int32 { Int32(n) + receiverSlots }
}

/// The values a Swift function returns to Lua (already on the stack). Make
/// one with `LuaCall.results(...)`, or use `.none`.
public struct LuaResults: Sendable {
    @usableFromInline let count: Int32

    @inlinable init(count: Int32) { self.count = count }

    /// No results.
    public static let none = LuaResults(count: 0)
}

/// The name of a Swift function or member as Lua error messages give it,
/// shared by every call of it.
final class FunctionName {
    let text: String

    init(_ text: String) { self.text = text }
}
