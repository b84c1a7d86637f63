import CLua
import CLuaShim

/// An error raised by Lua code, by the loader, or by a Swift function called
/// from Lua. Carries Lua's message (with its `chunk:line:` prefix), the
/// traceback when the error came from running code, and the position parsed
/// from the message.
public struct LuaError: Error, Equatable, CustomStringConvertible {
    /// What kind of failure this was.
    public enum Kind: Equatable, Sendable {
        /// An error raised while running code. The corresponding C status is `LUA_ERRRUN`.
        case runtime
        /// A chunk that does not compile. The corresponding C status is `LUA_ERRSYNTAX`.
        case syntax
        /// An allocation refused, by the memory cap or the system. The corresponding C status is `LUA_ERRMEM`.
        case memory
        /// The message handler itself failed. The corresponding C status is `LUA_ERRERR`.
        case messageHandler
        /// The chunk was stopped by an interrupt request (`LUA_ERRRUN` raised by LuaKit's hook).
        case interrupted
        /// The chunk ran out of its instruction budget (`LUA_ERRRUN` raised by LuaKit's hook).
        case budgetExhausted
    }

    /// What kind of failure this was.
    public var kind: Kind
    /// The message as Lua reports it, e.g. `knob.lua:3: attempt to index a nil value`.
    public var message: String
    /// The stack traceback captured where the error was raised, if any.
    public var traceback: String?
    /// The chunk named in the message's position prefix, e.g. `plugins/knob.lua`.
    public var chunkName: String?
    /// The line named in the message's position prefix.
    public var line: Int?

    /// An error with the given parts; the position is parsed from `message`.
    public init(kind: Kind, message: String, traceback: String? = nil) {
        self.kind = kind
        self.message = message
        self.traceback = traceback
        if let position = LuaError.position(in: message) {
            chunkName = position.chunk
            line = position.line
        }
    }

    /// A runtime error raised by host code, e.g. a failed type check. Lua adds
    /// the caller's position when it is raised through the trampoline.
    public static func runtime(_ message: String) -> LuaError {
        LuaError(kind: .runtime, message: message)
    }

    /// True for a syntax error at the end of the input: the chunk is unfinished
    /// and more lines could complete it (the standalone interpreter's test).
    public var isIncompleteInput: Bool {
        kind == .syntax && message.hasSuffix("<eof>")
    }

    /// The message followed by the traceback, as Lua's interpreter prints it.
    public var description: String {
        guard let traceback else { return message }
        return message + "\n" + traceback
    }

    /// Splits a message-handler result ("message\nstack traceback:\n…").
    init(status: Int32, stopReason: Int32, text: String) {
        var message = text
        var traceback: String?
        if let start = LuaError.tracebackStart(in: text) {
            message = String(text[..<start])
            traceback = String(text[text.index(after: start)...])
        }
        self.init(kind: LuaError.kind(status: status, stopReason: stopReason, message: message),
                  message: message, traceback: traceback)
    }

    /// The hook's stop reason counts only when the message is the hook's own:
    /// Lua code may have caught that error and raised another.
    private static func kind(status: Int32, stopReason: Int32, message: String) -> Kind {
        switch status {
        case LUA_ERRSYNTAX: return .syntax
        case LUA_ERRMEM: return .memory
        case LUA_ERRERR: return .messageHandler
        default:
            switch stopReason {
            case Int32(CLUA_STOP_INTERRUPT) where message.hasSuffix("interrupted"): return .interrupted
            case Int32(CLUA_STOP_BUDGET) where message.hasSuffix("instruction budget exhausted"): return .budgetExhausted
            default: return .runtime
            }
        }
    }

    /// Where the message handler's "\nstack traceback:\n" begins (the last one).
    private static func tracebackStart(in text: String) -> String.Index? {
        let marker = Array("\nstack traceback:\n".utf8)
        let utf8 = text.utf8
        var index = utf8.endIndex
        while let newline = utf8[..<index].lastIndex(of: marker[0]) {
            if utf8[newline...].starts(with: marker) { return newline }
            index = newline
        }
        return nil
    }

    /// The `chunk:line:` prefix of a Lua message, if it has one.
    private static func position(in message: String) -> (chunk: String, line: Int)? {
        var searchStart = message.startIndex
        while let colon = message[searchStart...].firstIndex(of: ":") {
            let digitsStart = message.index(after: colon)
            let digits = message[digitsStart...].prefix(while: \.isASCII).prefix(while: \.isNumber)
            if !digits.isEmpty, digits.endIndex < message.endIndex, message[digits.endIndex] == ":",
               let line = Int(digits) {
                return (String(message[..<colon]), line)
            }
            searchStart = digitsStart
        }
        return nil
    }
}
