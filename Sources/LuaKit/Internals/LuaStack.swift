import CLua
import CLuaShim

// The raising rule, for every file in this folder:
//
// Lua raises errors with longjmp, and a longjmp across Swift frames is undefined
// behaviour: deinits and defers are skipped, retains leak. So Swift code here
// calls only the Lua functions the manual marks as never raising ("-"), or as
// raising only on memory errors ("m") — those are safe because the memory cap is
// lifted while host code runs (see `clua_enter_host`). Everything that may run
// metamethods or raise otherwise (calls, `tostring`, `gettable`) goes through a
// protected C helper in CLuaShim. Errors raised on Lua's behalf are raised by
// the C trampoline after the Swift frame has returned.
//
// `lua_settop` may raise in Lua 5.4 only when it closes a to-be-closed slot;
// LuaKit never creates one from Swift.

/// One Lua thread's stack, as LuaKit's internals use it. Its hot operations
/// are inlinable, so that typed calls specialized in client modules push and
/// read values without going through generic code.
@usableFromInline
struct LuaStack {
    /// The thread whose stack this is.
    @usableFromInline let L: OpaquePointer

    @inlinable init(L: OpaquePointer) { self.L = L }

    /// The index of the top value (the number of values on the stack).
    @inlinable var top: Int32 { lua_gettop(L) }

    /// Sets the top, dropping values above it.
    @inlinable func setTop(_ index: Int32) { lua_settop(L, index) }

    /// Removes `count` values from the top.
    @inlinable func pop(_ count: Int32 = 1) { lua_settop(L, -count - 1) }

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

    /// The string at `index` (which must hold a string, not a number). The copy counts as
    /// bytes the host keeps for the script (see `LuaState.countsHostMemory`).
    func string(at index: Int32) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(L, index, &length) else { return nil }
        noteHostBytes(length)
        return bytes.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }

    /// Notes bytes the host keeps on a script's behalf, when host memory counts.
    @inline(__always)
    func noteHostBytes(_ count: Int) {
        if clua_runtime(L).pointee.counts_host_memory != 0 { clua_note_host_bytes(L, count) }
    }

    /// Pushes a Swift string as a Lua string.
    @usableFromInline
    func push(_ string: String) {
        let pushed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                _ = lua_pushlstring(L, chars.baseAddress, chars.count)
            }
        }
        if pushed != nil { return }
        var string = string
        string.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                _ = lua_pushlstring(L, chars.baseAddress, chars.count)
            }
        }
    }

    /// Pushes nil.
    @inlinable func pushNil() { lua_pushnil(L) }

    /// Pushes a value; references must belong to this stack's state.
    @inlinable
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
    @usableFromInline
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

    /// The number or boolean at `index` as `T`, read straight from the stack
    /// when `T` is `Int`, `Double` or `Bool` and the value converts exactly
    /// (numbers checked as `LuaNumbers` says);
    /// nil otherwise (then convert through `value(at:context:)`). In code
    /// specialized for `T` the type tests fold away.
    @inlinable
    func scalar<T>(at index: Int32, as type: T.Type) -> T? {
        if T.self == Int.self {
            guard lua_isinteger(L, index) != 0 else { return nil }
            return LuaNumbers.integer(Int(lua_tointegerx(L, index, nil))) as? T
        }
        if T.self == Double.self {
            guard lua_type(L, index) == LUA_TNUMBER else { return nil }
            return LuaNumbers.finite(lua_tonumberx(L, index, nil)) as? T
        }
        if T.self == Bool.self {
            guard lua_type(L, index) == LUA_TBOOLEAN else { return nil }
            return (lua_toboolean(L, index) != 0) as? T
        }
        return nil
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
    /// Pushes a field name written as a literal. Its fixed address lets Lua
    /// find the interned string in its cache of C strings instead of hashing it.
    func push(field name: StaticString) {
        if name.hasPointerRepresentation, name.utf8Start[name.utf8CodeUnitCount] == 0 {
            _ = lua_pushstring(L, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self))
        } else {
            push(name.description)
        }
    }

    /// Sets the field `name` of the table at `table` to the value on top
    /// (popped), without metamethods.
    func rawSet(table: Int32, field name: StaticString) {
        let table = absolute(table)
        push(field: name)
        lua_rotate(L, -2, 1)
        lua_rawset(L, table)
    }

    func rawSet(table: Int32, key: String) {
        let table = absolute(table)
        push(key)
        lua_rotate(L, -2, 1)
        lua_rawset(L, table)
    }

    /// Raw equality of two stack values.
    func rawEqual(_ a: Int32, _ b: Int32) -> Bool { lua_rawequal(L, a, b) != 0 }
}

// MARK: - Operations the public types need

extension LuaStack {
    /// Releases a registry reference. The corresponding C function is `luaL_unref`.
    func releaseReference(_ reference: Int32) { luaL_unref(L, clua_registryindex(), reference) }

    /// Pops a table and makes it the metatable of the value at `index`.
    /// The corresponding C function is `lua_setmetatable`.
    func setMetatable(ofValueAt index: Int32) { lua_setmetatable(L, index) }

    /// Pushes a new empty table, with room for `fieldCount` named fields.
    func pushNewTable(fieldCount: Int32 = 0) { lua_createtable(L, 0, fieldCount) }

    /// Pushes a new table of number fields with `metatable` as its metatable (a small record
    /// such as a point), made through the C API without running Lua code. Pushes nothing and
    /// throws when `metatable` is not a table. Needs room for three values.
    func pushRecord(numbers fields: [(StaticString, Double)], metatable: LuaRef) throws(LuaError) {
        pushNewTable(fieldCount: Int32(fields.count))
        for (name, value) in fields {
            lua_pushnumber(L, value)
            if name.hasPointerRepresentation, name.utf8Start[name.utf8CodeUnitCount] == 0 {
                // The table is new and has no metatable yet: nothing runs, and Lua finds the
                // literal name in its cache of C strings.
                lua_setfield(L, -2, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self))
            } else {
                rawSet(table: -2, field: name)
            }
        }
        metatable.push(onto: self)
        guard type(at: -1) == LUA_TTABLE else {
            let problem = LuaError.runtime("a table's metatable must be a table, got \(typeName(at: -1))")
            pop(2)
            throw problem
        }
        setMetatable(ofValueAt: -2)
    }

    /// Pushes `t[k]` for the table at `table` and the key on top (popped),
    /// without metamethods. The corresponding C function is `lua_rawget`.
    func rawGetWithKeyOnTop(table: Int32) { lua_rawget(L, table) }

    /// `t[k] = v` for the table at `table`, key and value on top (popped),
    /// without metamethods. The corresponding C function is `lua_rawset`.
    func rawSetWithKeyAndValueOnTop(table: Int32) { lua_rawset(L, table) }

    /// Pops a key and pushes the next key–value pair of the table at `table`;
    /// false at the end. Raises only for a key not in the table, which cannot
    /// happen when keys come from this function and no code runs in between.
    /// The corresponding C function is `lua_next`.
    func next(table: Int32) -> Bool { lua_next(L, table) != 0 }

    /// The raw length of the value at `index`. The corresponding C function is `lua_rawlen`.
    func rawLength(at index: Int32) -> Int { Int(lua_rawlen(L, index)) }

    /// Pops the value on top into upvalue `n` of the function at `function`
    /// (a chunk's upvalue 1 is its `_ENV`). The corresponding C function is `lua_setupvalue`.
    func setUpvalue(_ n: Int32, ofFunctionAt function: Int32) { lua_setupvalue(L, function, n) }

    /// Pushes entry `key` of the weak table at registry reference `table`.
    @usableFromInline
    func pushWeakEntry(_ key: Int32, in table: Int32) {
        lua_rawgeti(L, clua_registryindex(), lua_Integer(table))
        lua_rawgeti(L, -1, lua_Integer(key))
        lua_rotate(L, -2, 1)
        lua_settop(L, -2)
    }

    /// Clears entry `key` of the weak table at registry reference `table`.
    func clearWeakEntry(_ key: Int32, in table: Int32) {
        lua_rawgeti(L, clua_registryindex(), lua_Integer(table))
        lua_pushnil(L)
        lua_rawseti(L, -2, lua_Integer(key))
        pop()
    }

    /// Runs a full collection. The corresponding C function is `lua_gc`.
    func collectGarbage() { clua_gc_collect(L) }

    /// Pushes the user value table of the userdata at `index`, creating it
    /// on first use. The corresponding C function is `lua_getiuservalue`.
    func pushUserValueTable(ofUserdataAt index: Int32) {
        let userdata = absolute(index)
        if lua_getiuservalue(L, userdata, 1) != LUA_TTABLE {
            pop()
            pushNewTable()
            lua_pushvalue(L, -1)
            lua_setiuservalue(L, userdata, 1)
        }
    }
}
