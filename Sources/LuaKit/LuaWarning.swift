/// A warning from Lua: the pieces of a `warn(...)` call joined, or an error in a finalizer
/// (`error in __gc (…)`), which Lua reports as a warning because nothing can catch it.
public struct LuaWarning: Equatable, Sendable {
    /// The warning's text.
    public var message: String
    /// Whether warnings were on when it began. They start off; `warn("@on")` and
    /// `warn("@off")` switch them, as in Lua's standalone interpreter, which shows only the
    /// warnings that arrive while they are on.
    public var isOn: Bool

    public init(message: String, isOn: Bool) {
        self.message = message
        self.isOn = isOn
    }

    /// The line Lua's standalone interpreter writes to standard error: `Lua warning: …`.
    public var standardErrorLine: String { "Lua warning: " + message }
}
