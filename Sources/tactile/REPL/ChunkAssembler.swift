/// Compiles Lua source without running it, to tell complete input from input
/// that needs more lines.
protocol ChunkCompiling {
    func check(_ source: String) -> ChunkCheck
}

/// What compiling a piece of source showed.
enum ChunkCheck: Equatable {
    case compiles
    /// The parser reached the end of the text inside an unfinished
    /// construct: its message ends in `<eof>`.
    case incomplete
    case invalid(message: String)
}

/// A piece of input ready to run.
struct Chunk: Equatable {
    /// The Lua source to run (`return <line>;` for an expression).
    let source: String
    /// The text as typed, lines joined by newlines: the history entry.
    let entry: String
    /// Whether it is an expression whose values the REPL prints.
    let isExpression: Bool
}

/// Collects typed lines into chunks with the rules of Lua's own interpreter:
/// on the first line, try `return <line>;` so an expression prints without
/// `return`; otherwise compile the text as statements, and ask for another
/// line while the syntax error ends in `<eof>`.
struct ChunkAssembler {
    /// What feeding a line produced.
    enum Outcome: Equatable {
        case ready(Chunk)
        /// The input is unfinished: show the continuation prompt.
        case needsMore
        /// The input can never compile. `entry` is the text as typed.
        case syntaxError(message: String, entry: String)
        /// A blank first line: nothing to do.
        case nothing
    }

    private var pending: [String] = []

    /// Whether earlier lines wait for their continuation.
    var isContinuing: Bool { !pending.isEmpty }

    /// Adds one line (without its newline).
    mutating func feed(_ line: String, compiler: some ChunkCompiling) -> Outcome {
        if pending.isEmpty {
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { return .nothing }
            // Lua 5.4's interpreter still accepts the 5.2-style `=expr`.
            let expression = line.first == "=" ? String(line.dropFirst()) : line
            let asReturn = ExpressionChunk.source(returning: expression)
            if compiler.check(asReturn) == .compiles {
                return .ready(Chunk(source: asReturn, entry: line, isExpression: true))
            }
        }
        pending.append(line)
        let source = pending.joined(separator: "\n")
        switch compiler.check(source) {
        case .compiles:
            pending.removeAll()
            return .ready(Chunk(source: source, entry: source, isExpression: false))
        case .incomplete:
            return .needsMore
        case .invalid(let message):
            pending.removeAll()
            return .syntaxError(message: message, entry: source)
        }
    }

    /// Drops the lines waiting for their continuation (Ctrl-C at `>> `).
    /// Returns what was dropped, joined, or nil when nothing was pending.
    @discardableResult
    mutating func cancel() -> String? {
        defer { pending.removeAll() }
        return pending.isEmpty ? nil : pending.joined(separator: "\n")
    }
}
