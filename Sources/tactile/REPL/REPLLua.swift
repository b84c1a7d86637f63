import LuaKit
import TactileREPLLua

/// The `.lua` files the REPL runs for itself, embedded in the binary (see the TactileREPLLua
/// target), by their path under its `lua/` folder.
enum REPLLua {
    /// The text of `name` (such as "inspector").
    static func source(_ name: String) -> String {
        guard let text = EmbeddedLuaText.named(name, in: tactile_repl_lua) else {
            preconditionFailure("no embedded REPL Lua file named '\(name)'")
        }
        return text
    }
}
