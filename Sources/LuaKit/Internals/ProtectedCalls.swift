import CLua
import CLuaShim

extension LuaStack {
    /// Calls the function below `argumentCount` arguments through the traced
    /// protected call and returns every result, or the error.
    /// The corresponding C function is `lua_pcall`.
    func protectedCall(argumentCount: Int32, context: StateContext) -> Result<[LuaValue], LuaError> {
        let base = top - argumentCount - 1
        let status = clua_call(L, argumentCount, LUA_MULTRET)
        guard status == LUA_OK else { return .failure(popError(status: status, context: context)) }
        let results = (base + 1 ..< top + 1).map { value(at: $0, context: context) }
        setTop(base)
        return .success(results)
    }

    /// Pops the error object left by a failed call or load and describes it.
    func popError(status: Int32, context: StateContext) -> LuaError {
        defer { pop() }
        return error(status: status, context: context)
    }

    /// Describes the error object on top, left by a failed call or load.
    @usableFromInline
    func error(status: Int32, context: StateContext) -> LuaError {
        let text = string(at: -1) ?? "(error object is a \(typeName(at: -1)) value)"
        let stopReason = context.runtime?.pointee.stop_reason ?? Int32(CLUA_STOP_NONE)
        return LuaError(status: status, stopReason: stopReason, text: text)
    }

    /// Lua's `tostring` of the value at `index`, in protected mode.
    func protectedToString(at index: Int32, context: StateContext) -> Result<String, LuaError> {
        let status = clua_tostring_protected(L, index)
        guard status == LUA_OK else { return .failure(popError(status: status, context: context)) }
        defer { pop() }
        return .success(string(at: -1) ?? "")
    }

    /// Compiles `source` and pushes the chunk as a function.
    /// The corresponding C function is `luaL_loadbufferx`.
    func load(_ source: String, chunkName: String, mode: String, context: StateContext) -> Result<Void, LuaError> {
        var source = source
        let status = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                luaL_loadbufferx(L, chars.baseAddress, chars.count, chunkName, mode)
            }
        }
        guard status == LUA_OK else { return .failure(popError(status: status, context: context)) }
        return .success(())
    }
}

extension LuaStack {
    /// `protectedCall` keeping only the first result, without an array.
    func protectedCallFirstResult(argumentCount: Int32, context: StateContext) -> Result<LuaValue, LuaError> {
        let status = clua_call(L, argumentCount, 1)
        guard status == LUA_OK else { return .failure(popError(status: status, context: context)) }
        return .success(value(at: -1, context: context))
    }
}
