/// Where the end of a line of Lua falls, reading it from its start: in code,
/// in a string literal, or in a comment. Completion depends on it: names in
/// code, event names in a short string, nothing in a comment.
enum LineContext: Equatable {
    case code
    /// Inside a string opened by `quote`; `prefix` is what follows the quote.
    case string(quote: Character, prefix: String)
    /// Inside a long string (`[[…`, `[==[…`).
    case longString
    /// Inside a comment: `--` to the end of the line, or an unclosed `--[[`.
    case comment

    /// The context at the end of `text`.
    init(atEndOf text: String) {
        let characters = Array(text)
        var index = 0
        var quote: Character?
        var stringStart = 0
        var escaped = false
        var longLevel: Int?
        var longIsComment = false
        while index < characters.count {
            let character = characters[index]
            if let level = longLevel {
                if character == "]", let closing = Self.longBracket(characters, at: index, closing: true), closing.level == level {
                    longLevel = nil
                    index = closing.end
                    continue
                }
            } else if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "'" {
                quote = character
                stringStart = index + 1
            } else if character == "-", index + 1 < characters.count, characters[index + 1] == "-" {
                guard let long = Self.longBracket(characters, at: index + 2, closing: false) else {
                    self = .comment
                    return
                }
                longLevel = long.level
                longIsComment = true
                index = long.end
                continue
            } else if character == "[", let long = Self.longBracket(characters, at: index, closing: false) {
                longLevel = long.level
                longIsComment = false
                index = long.end
                continue
            }
            index += 1
        }
        if longLevel != nil {
            self = longIsComment ? .comment : .longString
        } else if let quote {
            self = .string(quote: quote, prefix: String(characters[stringStart...]))
        } else {
            self = .code
        }
    }

    /// A long bracket (`[==[` or, closing, `]==]`) starting at `index`: its
    /// level (the number of `=`) and the index after it.
    private static func longBracket(_ characters: [Character], at index: Int, closing: Bool) -> (level: Int, end: Int)? {
        let edge: Character = closing ? "]" : "["
        guard index < characters.count, characters[index] == edge else { return nil }
        var cursor = index + 1
        while cursor < characters.count, characters[cursor] == "=" { cursor += 1 }
        guard cursor < characters.count, characters[cursor] == edge else { return nil }
        return (cursor - index - 1, cursor + 1)
    }
}
