extension LuaState {
    /// Runs `body` with the state's own `lua_State`, for this package's tools that measure the
    /// C API itself (the benchmarks' floors), and answers what it answers. The stack's top is put
    /// back afterwards; `body` must call nothing that may raise other than on memory errors (see
    /// the raising rule in `Internals/LuaStack.swift`). Throws `LuaError.closedState` when the
    /// state is closed.
    package func withRawState<Result>(_ body: (OpaquePointer) throws -> Result) throws -> Result {
        let stack = try openStack()
        let base = stack.top
        defer { stack.setTop(base) }
        return try body(stack.L)
    }
}
