#if canImport(Glibc)
import Glibc
#endif

/// The code Lua's standalone interpreter runs before anything else: the environment
/// variable `LUA_INIT_5_4`, or `LUA_INIT` when that is unset. A value starting with `@`
/// names a file to run; any other value is a chunk of Lua, run as its bytes are.
/// The REPL runs it, and `tactile run --trust`.
public struct LuaInit: Equatable, Sendable {
    /// What the variable holds.
    public enum Code: Equatable, Sendable {
        /// `@path`: the file to run.
        case file(String)
        /// A chunk of Lua source.
        case chunk([UInt8])
    }

    /// The variable it came from: the chunk's name in messages (`LUA_INIT:1: …`).
    public let variable: String
    public let code: Code

    public init(variable: String, code: Code) {
        self.variable = variable
        self.code = code
    }

    /// The variables looked at, in order.
    public static let variables = ["LUA_INIT_5_4", "LUA_INIT"]

    /// The initialization `value(name)` gives for the first variable that is set, or nil.
    public static func find(in value: (String) -> [UInt8]?) -> LuaInit? {
        for variable in variables {
            guard let bytes = value(variable) else { continue }
            if bytes.first == UInt8(ascii: "@") {
                return LuaInit(variable: variable, code: .file(String(decoding: bytes.dropFirst(), as: UTF8.self)))
            }
            return LuaInit(variable: variable, code: .chunk(bytes))
        }
        return nil
    }

    /// The initialization this process's environment gives, read as bytes.
    public static func fromEnvironment() -> LuaInit? {
        find { name in getenv(name).map(bytes(of:)) }
    }

    private static func bytes(of value: UnsafeMutablePointer<CChar>) -> [UInt8] {
        UnsafeBufferPointer(start: value, count: strlen(value)).map { UInt8(bitPattern: $0) }
    }
}
