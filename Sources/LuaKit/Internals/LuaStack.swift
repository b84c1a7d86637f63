import CLua

// The raising rule, for every file in this folder:
//
// Lua raises errors with longjmp, and a longjmp across Swift frames is undefined
// behaviour: deinits and defers are skipped, retains leak. So Swift code here
// calls only the Lua functions the manual marks as never raising ("-"), or as
// raising only on memory errors ("m") — those are safe because the memory cap is
// lifted while host code runs (see `clua_trampoline`). Everything that may run
// metamethods or raise otherwise (calls, `tostring`, `gettable`) goes through a
// protected C helper in CLuaShim. Errors raised on Lua's behalf are raised by
// the C trampoline after the Swift frame has returned.
//
// `lua_settop` may raise in Lua 5.4 only when it closes a to-be-closed slot;
// LuaKit never creates one from Swift.

/// One Lua thread's stack, as LuaKit's internals use it.
struct LuaStack {
    /// The thread whose stack this is.
    let L: OpaquePointer

    /// The index of the top value (the number of values on the stack).
    var top: Int32 { lua_gettop(L) }

    /// Sets the top, dropping values above it.
    func setTop(_ index: Int32) { lua_settop(L, index) }

    /// Removes `count` values from the top.
    func pop(_ count: Int32 = 1) { clua_pop(L, count) }

    /// Makes room for `count` more values; false when the stack cannot grow.
    func reserve(_ count: Int32) -> Bool { lua_checkstack(L, count) != 0 }

    /// The absolute form of a possibly negative index.
    func absolute(_ index: Int32) -> Int32 { lua_absindex(L, index) }

    /// The basic type at `index`, e.g. `LUA_TNUMBER`.
    func type(at index: Int32) -> Int32 { lua_type(L, index) }

    /// Lua's name for the basic type at `index` ("number", "no value").
    func typeName(at index: Int32) -> String {
        String(cString: lua_typename(L, lua_type(L, index)))
    }

    /// The type name Lua's own argument errors use: a userdata's `__name`
    /// when it has one, else the basic type name.
    func describedTypeName(at index: Int32) -> String {
        if lua_type(L, index) == LUA_TUSERDATA, luaL_getmetafield(L, index, "__name") != LUA_TNIL {
            defer { pop() }
            if lua_type(L, -1) == LUA_TSTRING, let name = clua_tostring(L, -1) {
                return String(cString: name)
            }
        }
        return typeName(at: index)
    }

    /// The string at `index` (which must hold a string, not a number).
    func string(at index: Int32) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(L, index, &length) else { return nil }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }

    /// Pushes a Swift string as a Lua string.
    func push(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                _ = lua_pushlstring(L, chars.baseAddress, chars.count)
            }
        }
    }

    /// Pushes a value; references must belong to this stack's state.
    func push(_ value: LuaValue) {
        switch value {
        case .nil: lua_pushnil(L)
        case .boolean(let flag): lua_pushboolean(L, flag ? 1 : 0)
        case .integer(let integer): lua_pushinteger(L, lua_Integer(integer))
        case .number(let number): lua_pushnumber(L, number)
        case .string(let string): push(string)
        case .table(let ref), .function(let ref), .userdata(let ref), .thread(let ref): ref.push(onto: self)
        case .lightUserdata(let pointer): lua_pushlightuserdata(L, pointer)
        }
    }

    /// The value at `index`; tables, functions, userdata and threads become
    /// registry references owned by `context`.
    func value(at index: Int32, context: StateContext) -> LuaValue {
        switch lua_type(L, index) {
        case LUA_TBOOLEAN: return .boolean(lua_toboolean(L, index) != 0)
        case LUA_TNUMBER:
            if lua_isinteger(L, index) != 0 { return .integer(Int(lua_tointegerx(L, index, nil))) }
            return .number(lua_tonumberx(L, index, nil))
        case LUA_TSTRING: return .string(string(at: index) ?? "")
        case LUA_TTABLE: return .table(reference(to: index, context: context))
        case LUA_TFUNCTION: return .function(reference(to: index, context: context))
        case LUA_TUSERDATA: return .userdata(reference(to: index, context: context))
        case LUA_TTHREAD: return .thread(reference(to: index, context: context))
        case LUA_TLIGHTUSERDATA: return .lightUserdata(lua_touserdata(L, index))
        default: return .nil
        }
    }

    /// A new registry reference to the value at `index`.
    func reference(to index: Int32, context: StateContext) -> LuaRef {
        lua_pushvalue(L, index)
        return LuaRef(context: context, reference: luaL_ref(L, clua_registryindex()))
    }

    /// Pushes the registry entry `reference`.
    func pushRegistryEntry(_ reference: Int32) {
        lua_rawgeti(L, clua_registryindex(), lua_Integer(reference))
    }

    /// Pushes the global table.
    func pushGlobals() { lua_rawgeti(L, clua_registryindex(), lua_Integer(clua_ridx_globals())) }

    /// `t[key]` without metamethods, for the table at `table`; pushes the value.
    @discardableResult
    func rawGet(table: Int32, key: String) -> Int32 {
        let table = absolute(table)
        push(key)
        return lua_rawget(L, table)
    }

    /// `t[key] = value on top` without metamethods; pops the value.
    func rawSet(table: Int32, key: String) {
        let table = absolute(table)
        push(key)
        lua_rotate(L, -2, 1)
        lua_rawset(L, table)
    }

    /// Raw equality of two stack values.
    func rawEqual(_ a: Int32, _ b: Int32) -> Bool { lua_rawequal(L, a, b) != 0 }
}
