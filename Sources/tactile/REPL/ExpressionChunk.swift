/// The chunk that evaluates an expression typed at the prompt (or given to `eval`, `-e`,
/// `:show`) and returns all its values. The expression is an argument of the returned call,
/// not the returned call itself: in `return Slider{valu = 3}` the call would be a tail call,
/// whose frame — and with it the user's `repl:1` in any error it raises — is gone by the time
/// it fails. The closing parenthesis stands on a line of its own, so that a comment ending the
/// expression comments out nothing else.
enum ExpressionChunk {
    /// The source of the chunk returning the values of `expression`.
    static func source(returning expression: String) -> String {
        "return (function(...) return ... end)(" + expression + "\n)"
    }
}
