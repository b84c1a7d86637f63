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
    public func call<each Argument: LuaValueConvertible, R: LuaValueConvertible>(
        _ arguments: repeat each Argument, returning: R.Type
    ) throws(LuaError) -> R {
        guard let stack = context.stack else { throw LuaError.closedState }
        let base = stack.top
        guard stack.reserve(22) else { throw LuaError.tooManyValues }
        push(onto: stack)
        var count: Int32 = 0
        for argument in repeat each arguments {
            stack.push(argument.luaValue)
            count += 1
        }
        let result = try stack.protectedCallFirstResult(argumentCount: count, context: context).get()
        stack.setTop(base)
        guard let converted = R(luaValue: result) else {
            throw LuaError.runtime("\(R.luaTypeName) expected as result, got \(result.typeName)")
        }
        return converted
    }
}

extension LuaError {
    /// The error for any use of a reference or state after `close()`.
    static var closedState: LuaError { .runtime("the Lua state is closed") }
    /// The error when the Lua stack cannot grow for the values to pass.
    static var tooManyValues: LuaError { .runtime("too many values for the Lua stack") }
}
