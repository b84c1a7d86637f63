import TactileREPLLua

/// The `.lua` files the REPL runs for itself, embedded in the binary (see the TactileREPLLua
/// target), by their path under its `lua/` folder.
enum REPLLua {
    /// The text of `name` (such as "inspector").
    static func source(_ name: String) -> String {
        var length = 0
        guard let bytes = tactile_repl_lua_source(name, &length) else {
            preconditionFailure("no embedded REPL Lua file named '\(name)'")
        }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }
}
