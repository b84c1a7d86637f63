import LuaKit
import Synchronization
import TactileScriptingLua

/// The `.lua` files of TactileScripting, embedded in the binary (see the
/// TactileScriptingLua target), by their path under its `lua/` folder.
enum EmbeddedLua {
    /// The text of `name` (such as "prelude" or "scenario/blocks").
    static func source(_ name: String) -> String {
        guard let text = EmbeddedLuaText.named(name, in: tactile_scripting_lua) else {
            preconditionFailure("no embedded Lua file named '\(name)'")
        }
        return text
    }

    /// The text of a file of luassert or say (such as "luassert/spy" or "say/init"), which the
    /// scenario API loads as host code; nil for any other name.
    static func library(_ name: String) -> String? {
        guard name.hasPrefix("luassert/") || name.hasPrefix("say/") else { return nil }
        return EmbeddedLuaText.named(name, in: tactile_scripting_lua)
    }

    /// Compiles the embedded file `name` as a chunk called `chunkName`, with `environment` as its
    /// `_ENV`: parsed once per process, its bytecode loaded in later sessions (`TrustedChunk`).
    static func load(_ name: String, chunkName: String, in lua: LuaState, environment: LuaRef) throws(LuaError) -> LuaRef {
        try chunk(name, chunkName: chunkName).load(in: lua, environment: environment)
    }

    /// How many times each embedded file loaded so far was compiled from its text (once each).
    static var compilations: [String: Int] {
        chunks.withLock { chunks in chunks.mapValues(\.compilations) }
    }

    /// The process's compiled chunk of each embedded file, made on its first load.
    private static let chunks = Mutex<[String: TrustedChunk]>([:])

    private static func chunk(_ name: String, chunkName: String) -> TrustedChunk {
        chunks.withLock { chunks in
            if let chunk = chunks[name] {
                precondition(chunk.chunkName == chunkName, "'\(name)' is loaded as both \(chunk.chunkName) and \(chunkName)")
                return chunk
            }
            let chunk = TrustedChunk(source: source(name), chunkName: chunkName)
            chunks[name] = chunk
            return chunk
        }
    }
}
