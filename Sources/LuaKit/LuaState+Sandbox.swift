import CLua
import CLuaShim

extension LuaState {
    /// A fresh environment table for code that is not trusted; load such code
    /// with `load(_:chunkName:environment:)`. Each call returns an independent,
    /// complete table with no metatable: nothing in it reaches the host's
    /// globals, and its library tables are its own copies, so a script that
    /// changes `string` or `table` changes them for itself alone.
    ///
    /// It is made from the standard library as it was when the state opened:
    /// the base functions that cannot escape (`assert`, `error`, `ipairs`,
    /// `next`, `pairs`, `pcall`, `print`, `rawequal`, `rawget`, `rawlen`,
    /// `rawset`, `select`, `setmetatable`, `tonumber`, `tostring`, `type`,
    /// `warn`, `xpcall`, `_VERSION`); copies of `string` (without `dump`),
    /// `table`, `math`, `utf8` and `coroutine`; an `os` with `clock`, `time`,
    /// `date` and `difftime` only; a `load` that accepts text only and defaults
    /// to the sandbox as environment; a `getmetatable` that hides the strings'
    /// shared metatable; a `collectgarbage` limited to "collect", "count",
    /// "step" and "isrunning"; and `_G`, the sandbox itself. It withholds `io`,
    /// `debug`, `package`, `require`, `dofile`, `loadfile` and the rest of `os`.
    public func makeSandbox() throws(LuaError) -> LuaRef {
        try reference(toTableMadeBy: clua_new_sandbox)
    }

    /// A new empty table for the host's own trusted Lua code to run in, reading through
    /// (`__index`) to the state's host library: the standard library as a sandbox has it
    /// (the same names, the same restricted `load`, `getmetatable` and `collectgarbage`), one
    /// table per state, made when it opened, whose library tables are those every sandbox is
    /// copied from. Nothing is copied, so it is cheaper than `makeSandbox()`, for code that
    /// reads the libraries and never changes them; never give it, or anything read through
    /// it, to code that is not trusted.
    public func makeHostEnvironment() throws(LuaError) -> LuaRef {
        try reference(toTableMadeBy: clua_new_host_environment)
    }

    /// A reference to the table a C function of the shim makes in protected mode, leaving it
    /// (or the error message) on top of the stack and returning the Lua status code.
    private func reference(toTableMadeBy make: (OpaquePointer?) -> Int32) throws(LuaError) -> LuaRef {
        let stack = try openStack()
        let status = make(stack.L)
        guard status == LUA_OK else { throw stack.popError(status: status, context: context) }
        defer { stack.pop() }
        return stack.reference(to: -1, context: context)
    }

    /// A Lua function returning a new sandbox (as `makeSandbox()`) each time it
    /// is called, for host Lua code that builds environments itself.
    public func sandboxMaker() throws(LuaError) -> LuaRef {
        let stack = try openStack()
        clua_push_sandbox_maker(stack.L)
        defer { stack.pop() }
        return stack.reference(to: -1, context: context)
    }
}

extension LuaState {
    /// Two functions reading the call stack, for host Lua code that reports
    /// where things happened without holding the `debug` library:
    /// `frame(level)` returns the kind (`"Lua"`, `"C"`, `"main"`), source,
    /// current line and short source of the function at `level` (1: its
    /// caller), or nothing; `frame(f)` the same of a function `f` with the line
    /// its definition starts on, then the line it ends on; `traceback(message,
    /// level)` returns Lua's traceback.
    /// The corresponding C functions are `lua_getinfo` and `luaL_traceback`.
    public func stackInspection() throws(LuaError) -> (frame: LuaRef, traceback: LuaRef) {
        let stack = try openStack()
        clua_push_inspection(stack.L)
        defer { stack.pop(2) }
        return (stack.reference(to: -2, context: context), stack.reference(to: -1, context: context))
    }
}
