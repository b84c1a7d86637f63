import CLua
import CLuaShim

// Lua strings and Lua source are byte strings: Lua is 8-bit clean, so a chunk may hold
// Latin-1 text or binary data in its string literals, and a string value may hold any
// bytes. `String` cannot carry bytes that are not UTF-8, so these functions take and give
// bytes where keeping them matters: loading a file, printing a value faithfully.

extension LuaState {
    /// Compiles `source` exactly as the bytes are, without running it. Otherwise as
    /// `load(_:chunkName:environment:)`: text only (a binary chunk is refused), `chunkName`
    /// spelled as Lua expects, an `environment` becoming the chunk's `_ENV`.
    /// The corresponding C function is `luaL_loadbufferx`.
    public func load(bytes source: [UInt8], chunkName: String, environment: LuaRef? = nil) throws(LuaError) -> LuaRef {
        let stack = try openStack()
        let status = source.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                luaL_loadbufferx(stack.L, chars.baseAddress, chars.count, chunkName, "t")
            }
        }
        guard status == LUA_OK else { throw stack.popError(status: status, context: context) }
        if let environment {
            environment.push(onto: stack)
            stack.setUpvalue(1, ofFunctionAt: -2)
        }
        defer { stack.pop() }
        return stack.reference(to: -1, context: context)
    }

    /// Compiles the contents of a Lua file as the standalone interpreter does: the bytes as
    /// they are, after a UTF-8 byte order mark and a first line starting with `#` (a `#!`
    /// line), which are skipped. The skipped line's newline is kept, so line numbers in
    /// messages stay those of the file.
    public func load(fileContents: [UInt8], chunkName: String, environment: LuaRef? = nil) throws(LuaError) -> LuaRef {
        try load(bytes: Self.withoutFirstLineComment(fileContents), chunkName: chunkName, environment: environment)
    }

    /// `contents` without a leading byte order mark and, when it starts with `#`, without
    /// its first line (up to, not including, its newline).
    static func withoutFirstLineComment(_ contents: [UInt8]) -> [UInt8] {
        var start = contents.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard start < contents.count, contents[start] == UInt8(ascii: "#") else { return Array(contents[start...]) }
        while start < contents.count, contents[start] != UInt8(ascii: "\n") { start += 1 }
        return Array(contents[start...])
    }
}

extension LuaRef {
    /// Calls the referenced value like `call(_:)`, and returns its results packed in a new
    /// table as `table.pack` makes it: results at 1…n, their count in field `n`. Read from
    /// there with `rawGetBytes(_:)`, a string result keeps every byte.
    public func callPacked(_ arguments: [LuaValue]) throws(LuaError) -> LuaRef {
        guard let stack = context.stack else { throw LuaError.closedState }
        guard stack.reserve(Int32(arguments.count) + 3) else { throw LuaError.tooManyValues }
        let base = stack.top
        push(onto: stack)
        for argument in arguments { stack.push(argument) }
        let status = clua_call(stack.L, Int32(arguments.count), LUA_MULTRET)
        guard status == LUA_OK else { throw stack.popError(status: status, context: context) }
        let count = stack.top - base
        guard stack.reserve(2) else {
            stack.setTop(base)
            throw LuaError.tooManyValues
        }
        lua_createtable(stack.L, count, 1)
        for index in 0..<count {
            lua_pushvalue(stack.L, base + 1 + index)
            lua_rawseti(stack.L, -2, lua_Integer(index + 1))
        }
        lua_pushinteger(stack.L, lua_Integer(count))
        stack.rawSet(table: -2, field: "n")
        defer { stack.setTop(base) }
        return stack.reference(to: -1, context: context)
    }

    /// The string at `t[key]`, read without metamethods, as the bytes Lua holds (where
    /// `rawGet(_:)` decodes it as UTF-8, replacing invalid bytes); nil when the value
    /// there is not a string, or the referenced value is not a table.
    public func rawGetBytes(_ key: LuaValue) throws(LuaError) -> [UInt8]? {
        guard let stack = context.stack else { throw LuaError.closedState }
        push(onto: stack)
        defer { stack.pop() }
        guard stack.type(at: -1) == LUA_TTABLE else { return nil }
        stack.push(key)
        stack.rawGetWithKeyOnTop(table: -2)
        defer { stack.pop() }
        guard stack.type(at: -1) == LUA_TSTRING else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(stack.L, -1, &length) else { return nil }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }
}
