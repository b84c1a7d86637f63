import CLua
import CLuaShim
import Glibc
import Synchronization

/// Lua source the host itself ships and trusts (its own embedded `.lua` files, never a user's
/// code), compiled once per process: the first load parses the text and keeps the compiled
/// function's bytecode (`lua_dump`, debug information kept, so its frames still show their
/// lines); every later load, in any state, reads that bytecode back (`luaL_loadbufferx` in mode
/// "b") and skips the parser. The bytecode is only ever made here, from the source given, in
/// this process: no binary chunk from outside is loaded.
///
///     static let prelude = TrustedChunk(source: preludeText, chunkName: "=host.prelude")
///     let function = try prelude.load(in: lua, environment: api)
public final class TrustedChunk: Sendable {
    /// The name errors and tracebacks show for the chunk's frames (`=tactile`).
    public let chunkName: String
    private let source: String
    /// The bytecode once compiled, and how many times the text was compiled.
    private let compiled = Mutex<(bytecode: [UInt8]?, count: Int)>((nil, 0))

    public init(source: String, chunkName: String) {
        self.source = source
        self.chunkName = chunkName
    }

    /// How many times this chunk's text has been compiled in this process: once, however many
    /// states load it (again only when keeping the bytecode failed for want of memory).
    public var compilations: Int { compiled.withLock { $0.count } }

    /// Compiles the chunk in `lua` without running it, as `LuaState.load(_:chunkName:environment:)`
    /// does: with an `environment`, the chunk sees that table as `_ENV`.
    public func load(in lua: LuaState, environment: LuaRef? = nil) throws(LuaError) -> LuaRef {
        let stack = try lua.openStack()
        // The first load compiles under the lock, so the text is compiled once however many
        // threads start sessions at the same time.
        let status = compiled.withLock { compiled -> Int32 in
            guard let bytecode = compiled.bytecode else {
                let status = stack.loadText(source, chunkName: chunkName)
                guard status == LUA_OK else { return status }
                compiled.count += 1
                compiled.bytecode = Self.dump(stack)
                return status
            }
            return bytecode.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    luaL_loadbufferx(stack.L, chars.baseAddress, chars.count, chunkName, "b")
                }
            }
        }
        guard status == LUA_OK else { throw stack.popError(status: status, context: lua.context) }
        if let environment {
            environment.push(onto: stack)
            stack.setUpvalue(1, ofFunctionAt: -2)
        }
        defer { stack.pop() }
        return stack.reference(to: -1, context: lua.context)
    }

    /// The bytecode of the function on top of the stack, or nil when memory ran out.
    private static func dump(_ stack: LuaStack) -> [UInt8]? {
        var length = 0
        guard let bytes = clua_dump_function(stack.L, &length) else { return nil }
        defer { free(bytes) }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }
}

extension LuaStack {
    /// Compiles Lua text (mode "t") and pushes the chunk, or the error; returns the status.
    fileprivate func loadText(_ source: String, chunkName: String) -> Int32 {
        var source = source
        return source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                luaL_loadbufferx(L, chars.baseAddress, chars.count, chunkName, "t")
            }
        }
    }
}
