import FoundationEssentials

/// A name the completer may offer.
struct CompletionCandidate: Equatable, Hashable {
    enum Kind: Equatable, Hashable {
        case function
        case table
        case value
        case keyword
        case command
        /// An event name inside a string literal opened by `quote`, which
        /// completing the name closes.
        case event(quote: Character)
        case directory
    }

    let name: String
    let kind: Kind

    init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// Where completion finds names: the live Lua session and, once the
/// scripting layer exists, the control bindings and their events.
protocol CompletionSource {
    /// The global variables.
    func globalNames() -> [CompletionCandidate]
    /// The members reachable as `a.b.c.<name>` (or `a.b.c:<name>` when
    /// `methodsOnly`) for the path `["a", "b", "c"]`. Tables list their keys
    /// and their `__index` tables; userdata list what their binding declares.
    /// Runs no Lua code but a plugin's, when `a` is a class not used yet
    /// whose plugin completing its members loads.
    func memberNames(of path: [String], methodsOnly: Bool) -> [CompletionCandidate]
    /// Control event names, offered inside string literals.
    func eventNames() -> [String]
    /// Extra topics `:help` knows besides the commands.
    func helpTopics() -> [String]
    /// Plugin names, for `:reload`.
    func pluginNames() -> [String]
}

/// What a Tab press should do to the line.
struct CompletionReply: Equatable {
    /// Text to insert at the cursor (the rest of the common prefix, and a
    /// closing character when only one candidate is left).
    let insertion: String
    /// The candidates to list when more than one is left.
    let listing: [String]
}

/// Completes the word before the cursor: meta-commands after `:`, event names
/// inside strings, and otherwise globals, table fields and members.
struct Completer {
    let source: any CompletionSource

    /// Lua's keywords, offered where a global could be.
    static let keywords = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
        "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// What Tab inserts where there is nothing to complete: at the start of
    /// a line, after a space or a tab, and in a comment.
    static let indentation = CompletionReply(insertion: "  ", listing: [])

    /// Completes `text`, the line up to the cursor. In Lua (not a
    /// `:command`), Tab at the start of the line, after whitespace or in a
    /// comment indents instead.
    func complete(_ text: String) -> CompletionReply {
        if !MetaCommand.isCommand(text) {
            if text.last.map({ $0 == " " || $0 == "\t" }) ?? true { return Self.indentation }
            if LineContext(atEndOf: text) == .comment { return Self.indentation }
        }
        let (word, candidates) = candidates(for: text)
        return Self.reply(word: word, candidates: candidates)
    }

    /// The partial word before the cursor and the candidates that extend it.
    func candidates(for text: String) -> (word: String, candidates: [CompletionCandidate]) {
        if MetaCommand.isCommand(text) { return commandCandidates(text) }
        switch LineContext(atEndOf: text) {
        case .code:
            break
        case .string(let quote, let open):
            let events = source.eventNames().filter { $0.hasPrefix(open) }
            return (open, events.map { CompletionCandidate($0, .event(quote: quote)) })
        case .longString, .comment:
            return ("", [])
        }
        guard let (path, separator, word) = trailingPath(text) else { return ("", []) }
        let pool: [CompletionCandidate]
        if path.isEmpty {
            pool = source.globalNames() + Self.keywords.map { CompletionCandidate($0, .keyword) }
        } else {
            pool = source.memberNames(of: path, methodsOnly: separator == ":")
        }
        let matches = Set(pool.filter {
            $0.name.hasPrefix(word) && (isIdentifier($0.name) || $0.kind == .keyword)
        })
        return (word, matches.sorted { $0.name < $1.name })
    }

    // MARK: - Contexts

    private func commandCandidates(_ text: String) -> (word: String, candidates: [CompletionCandidate]) {
        let body = text.drop { $0 == " " || $0 == "\t" }.dropFirst()
        guard let space = body.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
            let word = String(body)
            let names = MetaCommand.all.map(\.name).filter { $0.hasPrefix(word) }
            return (word, names.map { CompletionCandidate($0, .command) })
        }
        let name = String(body[..<space])
        let argument = body[space...].drop { $0 == " " || $0 == "\t" }
        guard !argument.contains(" ") else { return (String(argument), []) }
        let word = String(argument)
        var pool: [String] = []
        switch name {
        case "help": pool = MetaCommand.all.map(\.name) + source.helpTopics()
        case "trace": pool = ["on", "off", "file"]
        case "reload": pool = source.pluginNames()
        case "load": return (word, fileCandidates(word))
        default: pool = []
        }
        let names = Set(pool.filter { $0.hasPrefix(word) }).sorted()
        return (word, names.map { CompletionCandidate($0, .value) })
    }

    /// Folders and Lua files whose path starts with `word`.
    func fileCandidates(_ word: String) -> [CompletionCandidate] {
        let slash = word.lastIndex(of: "/")
        let folder = slash.map { String(word[...$0]) } ?? ""
        let stem = slash.map { String(word[word.index(after: $0)...]) } ?? word
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return [] }
        return names.filter { $0.hasPrefix(stem) && (stem.hasPrefix(".") || !$0.hasPrefix(".")) }.compactMap { name in
            let type = (try? files.attributesOfItem(atPath: folder + name))?[.type] as? FileAttributeType
            if type == .typeDirectory { return CompletionCandidate(folder + name, .directory) }
            return name.hasSuffix(".lua") ? CompletionCandidate(folder + name, .value) : nil
        }.sorted { $0.name < $1.name }
    }

    /// Splits the end of `text` into a dotted path, the separator before the
    /// last word (`.` or `:`), and that partial last word:
    /// `x = string.fo` gives (["string"], ".", "fo"). Nil when the text before
    /// the cursor is no name or member access (`a:b.c`, `1.5`).
    func trailingPath(_ text: String) -> (path: [String], separator: Character?, word: String)? {
        func isPathCharacter(_ c: Character) -> Bool {
            c == "_" || c == "." || c == ":" || (c.isASCII && (c.isLetter || c.isNumber))
        }
        var expression = String(text.reversed().prefix(while: isPathCharacter).reversed())
        // Concatenation (`a..b`) starts a new expression.
        if let concatenation = expression.ranges(of: "..").last {
            expression = String(expression[concatenation.upperBound...])
        }
        // A member of something that is not a name (`f(x).y`, `("s"):u`).
        if let first = expression.first, first == "." || first == ":" { return nil }
        guard let cut = expression.lastIndex(where: { $0 == "." || $0 == ":" }) else {
            return ([], nil, String(expression))
        }
        let word = String(expression[expression.index(after: cut)...])
        let path = expression[..<cut].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard path.allSatisfy(isIdentifier) else { return nil }
        return (path, expression[cut], word)
    }

    // MARK: - Reply

    /// What to insert and list for `candidates` extending `word`.
    static func reply(word: String, candidates: [CompletionCandidate]) -> CompletionReply {
        guard let first = candidates.first else { return CompletionReply(insertion: "", listing: []) }
        if candidates.count == 1 {
            let rest = String(first.name.dropFirst(word.count))
            return CompletionReply(insertion: rest + suffix(for: first.kind), listing: [])
        }
        let common = candidates.dropFirst().reduce(first.name) { commonPrefix($0, $1.name) }
        return CompletionReply(
            insertion: String(common.dropFirst(word.count)),
            listing: candidates.map(\.name))
    }

    private static func suffix(for kind: CompletionCandidate.Kind) -> String {
        switch kind {
        case .function: return "("
        case .table: return "."
        case .keyword, .command: return " "
        case .event(let quote): return String(quote)
        case .directory: return "/"
        case .value: return ""
        }
    }

    private static func commonPrefix(_ a: String, _ b: String) -> String {
        String(zip(a, b).prefix { $0 == $1 }.map(\.0))
    }
}
