import CLua

/// Per-state bookkeeping of bound classes and the metatables LuaKit creates.
final class BindingRegistry {
    private var boxMetatableReference: Int32?

    /// The registry reference of the metatable of userdata that only retain a
    /// Swift object (function boxes): `__gc` releases the object.
    func boxMetatable(in stack: LuaStack) -> Int32 {
        if let boxMetatableReference { return boxMetatableReference }
        lua_createtable(stack.L, 0, 1)
        HostFunctions.pushTrampoline(HostFunctions.releaseBox, upvalues: 0, onto: stack)
        stack.rawSet(table: -2, key: "__gc")
        let reference = luaL_ref(stack.L, clua_registryindex())
        boxMetatableReference = reference
        return reference
    }

    func object(at index: Int32, in stack: LuaStack) -> AnyObject? { nil }
    func luaName(for type: AnyObject.Type) -> String? { nil }
    func push(_ object: AnyObject, onto stack: LuaStack) throws(LuaError) {
        throw LuaError.runtime("no binding")
    }
}
