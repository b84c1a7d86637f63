import CLuaShim

extension LuaCall {
    /// The chunk name the host gave to the code this call is made on behalf of — `@plugins/knob.lua`
    /// for a plugin's file, `=stdin` for the REPL: the nearest Lua function on the stack past the
    /// host's own Lua code (chunks named with `internalChunkPrefix`), C functions such as `pcall`
    /// and coroutine resumes; for a chunk a script loaded with `load`, the code that loaded it. A
    /// script cannot choose it: a sandbox's `load` never gives a chunk an `@` or `=` name. Nil when
    /// no such code is known. Host functions that resolve paths relative to the calling file, or
    /// trust its code, ask it.
    public var codeOwner: String? {
        clua_code_owner(stack.L).map { String(cString: $0) }
    }
}
