import CLuaShim

extension LuaCall {
    /// The chunk name of the Lua code that made this call — `@plugins/knob.lua` for a plugin's
    /// file, `=stdin` for the REPL — past the host's own Lua code (chunks named with
    /// `internalChunkPrefix`); nil when C code called. Host functions that resolve paths
    /// relative to the calling file, or trust its code, ask it.
    /// The corresponding C functions are `lua_getstack` and `lua_getinfo`.
    public var callerChunk: String? {
        clua_caller_source(stack.L).map { String(cString: $0) }
    }
}
