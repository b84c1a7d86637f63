import CLua
import CLuaShim

extension LuaRef {
    /// Calls the referenced value (a function, or anything with `__call`) in
    /// protected mode and returns all its results.
    /// The corresponding C function is `lua_pcall`.
    @discardableResult
    public func call(_ arguments: [LuaValue]) throws(LuaError) -> [LuaValue] {
        guard let stack = context.stack else { throw LuaError.closedState }
        guard stack.reserve(Int32(arguments.count) + 2) else { throw LuaError.tooManyValues }
        push(onto: stack)
        for argument in arguments { stack.push(argument) }
        return try stack.protectedCall(argumentCount: Int32(arguments.count), context: context).get()
    }

    /// Calls the referenced value with the given arguments; see `call(_:)`.
    @discardableResult
    public func call(_ arguments: LuaValue...) throws(LuaError) -> [LuaValue] {
        try call(arguments)
    }

    /// Calls the referenced value with typed arguments and converts its first
    /// result to `R`, without building arrays: the fast path for callbacks.
    /// Inlinable, so it is specialized for the argument and result types of
    /// each call site: values are pushed and read directly, and the message
    /// handler stays below the function instead of being moved in and out.
    @inlinable
    public func call<each Argument: LuaValueConvertible, R: LuaValueConvertible>(
        _ arguments: repeat each Argument, returning: R.Type
    ) throws(LuaError) -> R {
        try call(returning: R.self) { stack in LuaRef.push(repeat each arguments, onto: stack) }
    }

    /// `call(_:returning:)` for one argument, without iterating a parameter pack.
    @inlinable
    public func call<A: LuaValueConvertible, R: LuaValueConvertible>(_ a: A, returning: R.Type) throws(LuaError) -> R {
        let (stack, setup) = try beginCall(arguments: 1)
        stack.push(a.luaValue)
        return try finishCall(on: stack, setup: setup, arguments: 1, returning: R.self)
    }

    /// `call(_:returning:)` for two arguments, without iterating a parameter pack.
    @inlinable
    public func call<A: LuaValueConvertible, B: LuaValueConvertible, R: LuaValueConvertible>(
        _ a: A, _ b: B, returning: R.Type
    ) throws(LuaError) -> R {
        let (stack, setup) = try beginCall(arguments: 2)
        stack.push(a.luaValue)
        stack.push(b.luaValue)
        return try finishCall(on: stack, setup: setup, arguments: 2, returning: R.self)
    }

    /// `call(object:_:returning:)` for one more argument, without iterating a parameter pack.
    @inlinable
    public func call<A: LuaValueConvertible, R: LuaValueConvertible>(
        object: AnyObject?, _ a: A, returning: R.Type
    ) throws(LuaError) -> R {
        // Room for the two arguments and the scratch values pushing a new userdata needs.
        let (stack, setup) = try beginCall(arguments: 6)
        pushArgument(object, onto: stack)
        stack.push(a.luaValue)
        return try finishCall(on: stack, setup: setup, arguments: 2, returning: R.self)
    }

    /// `call(_:returning:)` with Swift objects of registered classes as the
    /// arguments, each passed as its userdata without making a reference to
    /// it (nil, or an object of no registered class, passes nil).
    @inlinable
    public func call<R: LuaValueConvertible>(objects a: AnyObject?, returning: R.Type) throws(LuaError) -> R {
        // Room for the arguments and the scratch values pushing a new userdata needs.
        let (stack, setup) = try beginCall(arguments: 5)
        pushArgument(a, onto: stack)
        return try finishCall(on: stack, setup: setup, arguments: 1, returning: R.self)
    }

    /// `call(objects:returning:)` with two objects.
    @inlinable
    public func call<R: LuaValueConvertible>(objects a: AnyObject?, _ b: AnyObject?, returning: R.Type) throws(LuaError) -> R {
        let (stack, setup) = try beginCall(arguments: 6)
        pushArgument(a, onto: stack)
        pushArgument(b, onto: stack)
        return try finishCall(on: stack, setup: setup, arguments: 2, returning: R.self)
    }

    /// `call(objects:returning:)` with three objects.
    @inlinable
    public func call<R: LuaValueConvertible>(
        objects a: AnyObject?, _ b: AnyObject?, _ c: AnyObject?, returning: R.Type
    ) throws(LuaError) -> R {
        // Room for the arguments, the identity table and the scratch values pushing a new userdata needs.
        let (stack, setup) = try beginCall(arguments: 8)
        pushArguments(a, b, c, onto: stack)
        return try finishCall(on: stack, setup: setup, arguments: 3, returning: R.self)
    }

    /// `call(objects:_:returning:)` with two objects and one more argument of another kind.
    @inlinable
    public func call<C: LuaValueConvertible, R: LuaValueConvertible>(
        objects a: AnyObject?, _ b: AnyObject?, then c: C, returning: R.Type
    ) throws(LuaError) -> R {
        let (stack, setup) = try beginCall(arguments: 7)
        pushArgument(a, onto: stack)
        pushArgument(b, onto: stack)
        stack.push(c.luaValue)
        return try finishCall(on: stack, setup: setup, arguments: 3, returning: R.self)
    }

    /// `call(objects:_:then:returning:)` for a caller that wants no result, the third argument
    /// being a referenced value (a string from `LuaState.stringReference`, say): the
    /// function's results are dropped by Lua, none is read or converted.
    @inlinable
    public func call(objects a: AnyObject?, _ b: AnyObject?, then c: LuaRef) throws(LuaError) {
        let (stack, setup) = try beginCall(arguments: 7)
        pushArgument(a, onto: stack)
        pushArgument(b, onto: stack)
        c.push(onto: stack)
        try finishCall(on: stack, setup: setup, arguments: 3)
    }

    /// Calls a bound function: the referenced value is a table holding functions by key and
    /// their first argument at 0 (`LuaState.bindFunction(_:to:slot:key:)`); the function at
    /// `key`, `f`, is called as `f(x, b, c)` — `b` passed as `call(objects:)` passes objects, `c`
    /// a referenced value — with no result read. Answers false, calling nothing, when the value
    /// is no table (a weak reference whose table was collected) or has no function at `key`.
    /// Holding `x` beside `f` spares a lookup of `x` on every call (a sender's userdata, say).
    @inlinable
    public func callBound(key: Int, objects b: AnyObject?, then c: LuaRef) throws(LuaError) -> Bool {
        guard let stack = context.stack else { throw LuaError.closedState }
        // Room for the arguments and the scratch values pushing a new userdata needs.
        let setup = clua_begin_bound_call(stack.L, reference, weakTable, lua_Integer(key), 7)
        guard setup.handler != 0 else { throw LuaError.tooManyValues }
        guard setup.handler > 0 else { return false }
        pushArgument(b, onto: stack)
        c.push(onto: stack)
        let status = clua_call_handled(stack.L, 3, 0, setup.handler)
        guard status == LUA_OK else {
            // The error object is on top, the values the setup left below it.
            defer { stack.pop(1 + setup.below) }
            throw stack.error(status: status, context: context)
        }
        stack.pop(setup.below)
        return true
    }

    /// Calls the function set up by `beginCall` with the `arguments` values above it, dropping
    /// its results, and restores the stack.
    @inlinable
    func finishCall(on stack: LuaStack, setup: clua_CallSetup, arguments: Int32) throws(LuaError) {
        let status = clua_call_handled(stack.L, arguments, 0, setup.handler)
        guard status == LUA_OK else {
            // The error object is on top, a handler pushed for this call below it.
            defer { stack.pop(1 + setup.pushed_handler) }
            throw stack.error(status: status, context: context)
        }
        if setup.pushed_handler != 0 { stack.pop(setup.pushed_handler) }
    }

    /// Like `call(_:returning:)`, with a Swift object of a registered class
    /// as the first argument: it is passed as its userdata, without making a
    /// reference to it (nil, or an object of no registered class, passes nil).
    @inlinable
    public func call<each Argument: LuaValueConvertible, R: LuaValueConvertible>(
        object: AnyObject?, _ arguments: repeat each Argument, returning: R.Type
    ) throws(LuaError) -> R {
        try call(returning: R.self) { stack in
            pushArgument(object, onto: stack)
            return 1 + LuaRef.push(repeat each arguments, onto: stack)
        }
    }

    /// Pushes each argument; answers how many.
    @inlinable
    static func push<each Argument: LuaValueConvertible>(_ arguments: repeat each Argument, onto stack: LuaStack) -> Int32 {
        var count: Int32 = 0
        for argument in repeat each arguments {
            stack.push(argument.luaValue)
            count += 1
        }
        return count
    }

    /// The typed call: `pushArguments` pushes at most 20 values and answers
    /// how many.
    @inlinable
    func call<R: LuaValueConvertible>(returning: R.Type, pushArguments: (LuaStack) -> Int32) throws(LuaError) -> R {
        let (stack, setup) = try beginCall(arguments: 20)
        return try finishCall(on: stack, setup: setup, arguments: pushArguments(stack), returning: R.self)
    }

    /// Pushes the function (and the message handler, unless the resident one
    /// serves), with room for `arguments` values; answers the stack and the setup.
    @inlinable
    func beginCall(arguments: Int32) throws(LuaError) -> (LuaStack, clua_CallSetup) {
        guard let stack = context.stack else { throw LuaError.closedState }
        let setup = clua_begin_call(stack.L, reference, weakTable, arguments)
        guard setup.handler != 0 else { throw LuaError.tooManyValues }
        return (stack, setup)
    }

    /// Calls the function set up by `beginCall` with the `arguments` values
    /// above it, converts the first result and restores the stack.
    @inlinable
    func finishCall<R: LuaValueConvertible>(on stack: LuaStack, setup: clua_CallSetup, arguments: Int32,
                                            returning: R.Type) throws(LuaError) -> R {
        let status = clua_call_handled(stack.L, arguments, 1, setup.handler)
        // The result or the error object is on top, a handler pushed for this call below it.
        defer { stack.pop(1 + setup.pushed_handler) }
        guard status == LUA_OK else { throw stack.error(status: status, context: context) }
        if let scalar = stack.scalar(at: -1, as: R.self) { return scalar }
        return try convertedResult(on: stack, as: R.self)
    }

    /// The result on top of `stack` converted to `R` through `LuaValue`
    /// (the path for types not read straight from the stack).
    @inlinable @inline(never)
    func convertedResult<R: LuaValueConvertible>(on stack: LuaStack, as type: R.Type) throws(LuaError) -> R {
        let result = stack.value(at: -1, context: context)
        guard let converted = R(luaValue: result) else { throw LuaError.unexpectedResult(R.self, got: result) }
        return converted
    }

    /// Pushes the userdata of each of three objects, or nil.
    @usableFromInline
    func pushArguments(_ a: AnyObject?, _ b: AnyObject?, _ c: AnyObject?, onto stack: LuaStack) {
        context.bindings.push(a, b, c, onto: stack)
    }

    /// Pushes the userdata of `object`, or nil.
    @usableFromInline
    func pushArgument(_ object: AnyObject?, onto stack: LuaStack) {
        context.bindings.pushOrNil(object, onto: stack)
    }
}

extension LuaError {
    /// The error for a result that does not convert to the type asked for.
    @usableFromInline
    static func unexpectedResult<R: LuaValueConvertible>(_ type: R.Type, got result: LuaValue) -> LuaError {
        .runtime("\(R.luaTypeName) expected as result, got \(result.typeName)")
    }

    /// The error for any use of a reference or state after `close()`.
    @usableFromInline
    static var closedState: LuaError { .runtime("the Lua state is closed") }
    /// The error when the Lua stack cannot grow for the values to pass.
    @usableFromInline
    static var tooManyValues: LuaError { .runtime("too many values for the Lua stack") }
}
