#if canImport(Glibc)
import Glibc
#endif

/// Turns Lua values into readable text for the REPL: tables with their
/// entries (array part first, then keys sorted), nested tables indented when
/// they do not fit on one line, depth and item limits, cycle marks, quoted
/// strings, and colour when asked for.
struct ValuePrinter {
    /// How much to show and how.
    struct Options {
        /// Tables nested deeper than this print as `{…}`.
        var maxDepth = 4
        /// Entries shown per table before `…`.
        var maxItems = 64
        /// Entries shown in all tables of one value together, so a wide and
        /// deep structure still prints quickly.
        var maxTotalItems = 2000
        /// Lines longer than this break nested tables over several lines.
        var width = 80
        /// Whether to colour with ANSI escapes.
        var colors = false
    }

    var options = Options()

    /// One value as text.
    func render(_ value: InspectedValue) -> String {
        let budget = EntryBudget(remaining: options.maxTotalItems)
        return layout(node(for: value, depth: 0, ancestors: [], budget: budget), indent: 0)
    }

    /// The entries one render may still show.
    private final class EntryBudget {
        var remaining: Int
        init(remaining: Int) { self.remaining = remaining }
    }

    /// Several results side by side, separated by tabs, as Lua's `print` does.
    func render(results: [InspectedValue]) -> String {
        results.map(render).joined(separator: "\t")
    }

    // MARK: - Building the tree

    private enum Style: String {
        case plain = ""
        case string = "32"
        case number = "36"
        case constant = "35"
        case opaque = "33"
        case mark = "2"
    }

    private indirect enum Node {
        case atom(String, Style)
        case table([Entry], truncated: Bool)
    }

    private struct Entry {
        /// Nil for entries of the array part, which print without a key.
        let key: Node?
        /// Whether `key` is an identifier, printed bare rather than in brackets.
        let bareKey: Bool
        let value: Node
    }

    private func node(for value: InspectedValue, depth: Int, ancestors: Set<UInt>, budget: EntryBudget) -> Node {
        switch value {
        case .nil: return .atom("nil", .constant)
        case .boolean(let flag): return .atom(flag ? "true" : "false", .constant)
        case .integer(let number): return .atom(String(number), .number)
        case .number(let number): return .atom(luaNumberText(number), .number)
        case .string(let string): return .atom(quoted(string.bytes), .string)
        case .opaque(_, let text): return .atom(text, .opaque)
        case .table(let table):
            if ancestors.contains(table.identity) { return .atom("<cycle>", .mark) }
            if depth >= options.maxDepth || budget.remaining <= 0 { return .atom("{…}", .mark) }
            let (entries, truncated) = table.entries(limit: min(options.maxItems, budget.remaining))
            budget.remaining -= entries.count
            let inner = ancestors.union([table.identity])
            let ordered = Self.ordered(entries)
            let built = ordered.entries.enumerated().map { index, entry -> Entry in
                let value = node(for: entry.value, depth: depth + 1, ancestors: inner, budget: budget)
                if index < ordered.arrayCount { return Entry(key: nil, bareKey: false, value: value) }
                if case .string(let key) = entry.key, let name = key.text, isIdentifier(name) {
                    return Entry(key: .atom(name, .plain), bareKey: true, value: value)
                }
                let key = node(for: entry.key, depth: depth + 1, ancestors: inner, budget: budget)
                return Entry(key: key, bareKey: false, value: value)
            }
            return .table(built, truncated: truncated)
        }
    }

    /// The entries in printing order: the sequence 1…n first, then numbers,
    /// strings, booleans and the rest, each sorted where that means something.
    private static func ordered(
        _ entries: [(key: InspectedValue, value: InspectedValue)]
    ) -> (entries: [(key: InspectedValue, value: InspectedValue)], arrayCount: Int) {
        var byIndex: [Int64: InspectedValue] = [:]
        for entry in entries {
            if case .integer(let index) = entry.key, index >= 1 { byIndex[index] = entry.value }
        }
        var arrayCount: Int64 = 0
        while byIndex[arrayCount + 1] != nil { arrayCount += 1 }
        let sequence = (0..<arrayCount).map { (key: InspectedValue.integer($0 + 1), value: byIndex[$0 + 1]!) }
        let rest = entries.filter { entry in
            if case .integer(let index) = entry.key, index >= 1, index <= arrayCount { return false }
            return true
        }
        return (sequence + rest.sorted { precedes($0.key, $1.key) }, Int(arrayCount))
    }

    private static func precedes(_ a: InspectedValue, _ b: InspectedValue) -> Bool {
        func rank(_ value: InspectedValue) -> Int {
            switch value {
            case .integer, .number: return 0
            case .string: return 1
            case .boolean: return 2
            default: return 3
            }
        }
        func numeric(_ value: InspectedValue) -> Double? {
            switch value {
            case .integer(let n): return Double(n)
            case .number(let n): return n
            default: return nil
            }
        }
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        switch (a, b) {
        case (.string(let x), .string(let y)): return x.bytes.lexicographicallyPrecedes(y.bytes)
        case (.boolean(let x), .boolean(let y)): return !x && y
        default:
            if let x = numeric(a), let y = numeric(b) { return x < y }
            return false
        }
    }

    // MARK: - Layout

    private func flatWidth(_ node: Node) -> Int {
        switch node {
        case .atom(let text, _): return text.count
        case .table(let entries, let truncated):
            if entries.isEmpty && !truncated { return 2 }
            let items = entries.map { entry in
                let key = entry.key.map { flatWidth($0) + (entry.bareKey ? 0 : 2) + 3 } ?? 0
                return key + flatWidth(entry.value)
            }
            return 4 + items.reduce(0, +) + 2 * max(0, items.count - 1) + (truncated ? 3 : 0)
        }
    }

    private func layout(_ node: Node, indent: Int) -> String {
        switch node {
        case .atom(let text, let style):
            return paint(text, style)
        case .table(let entries, let truncated):
            if entries.isEmpty && !truncated { return "{}" }
            let fits = indent + flatWidth(node) <= options.width
            var items = entries.map { entry in
                key(entry) + layout(entry.value, indent: fits ? indent : indent + 2)
            }
            if truncated { items.append(paint("…", .mark)) }
            if fits { return "{ " + items.joined(separator: ", ") + " }" }
            let pad = String(repeating: " ", count: indent + 2)
            return "{\n" + items.map { pad + $0 }.joined(separator: ",\n") + "\n"
                + String(repeating: " ", count: indent) + "}"
        }
    }

    private func key(_ entry: Entry) -> String {
        guard let key = entry.key else { return "" }
        let text = layout(key, indent: 0)
        return (entry.bareKey ? text : "[" + text + "]") + " = "
    }

    private func paint(_ text: String, _ style: Style) -> String {
        guard options.colors, style != .plain else { return text }
        return "\u{1B}[" + style.rawValue + "m" + text + "\u{1B}[0m"
    }
}

// MARK: - Lua's notation

/// Lua's reserved words, which cannot be bare table keys.
private let luaKeywords: Set<String> = [
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
    "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
]

/// Whether `name` can be written as `t.name` in Lua.
func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !luaKeywords.contains(name) else { return false }
    func letter(_ s: Unicode.Scalar) -> Bool { (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" }
    return letter(first) && name.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") }
}

/// `bytes` as a double-quoted Lua string literal that reads back as the same
/// bytes. UTF-8 text stays as it is; quotes, backslashes and control
/// characters are escaped, a decimal escape taking three digits when a digit
/// follows it (`"\0001"`), and each byte that is not part of valid UTF-8 is
/// written `\xE9`.
func quoted(_ bytes: [UInt8]) -> String {
    var out = "\""
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""): out += "\\\""
        case UInt8(ascii: "\\"): out += "\\\\"
        case UInt8(ascii: "\n"): out += "\\n"
        case UInt8(ascii: "\r"): out += "\\r"
        case UInt8(ascii: "\t"): out += "\\t"
        case 0..<0x20, 0x7F:
            let digitFollows = index + 1 < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1])
            let decimal = String(byte)
            out += "\\" + (digitFollows ? String(repeating: "0", count: 3 - decimal.count) : "") + decimal
        case 0x20..<0x7F:
            out.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            if let length = validUTF8Length(bytes, at: index) {
                out += String(decoding: bytes[index..<index + length], as: UTF8.self)
                index += length
                continue
            }
            let hex = String(byte, radix: 16, uppercase: true)
            out += "\\x" + (hex.count < 2 ? "0" : "") + hex
        }
        index += 1
    }
    return out + "\""
}

/// The length of the valid UTF-8 sequence of two to four bytes starting at
/// `index` (no overlong forms, surrogates or values past U+10FFFF), or nil.
private func validUTF8Length(_ bytes: [UInt8], at index: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; second = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; second = 0x80...0x9F
    case 0xF0: length = 4; second = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; second = 0x80...0x8F
    default: return nil
    }
    guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
    for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
    return length
}

/// A float as Lua 5.4 writes it: `%.14g`, with `.0` added when the result
/// would read as an integer (`1.0`, `-0.0`, `1e+15` stays as is).
func luaNumberText(_ number: Double) -> String {
    if number.isNaN { return number.sign == .minus ? "-nan" : "nan" }
    if number.isInfinite { return number < 0 ? "-inf" : "inf" }
    var buffer = [CChar](repeating: 0, count: 64)
    _ = withVaList([number]) { vsnprintf(&buffer, buffer.count, "%.14g", $0) }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let looksIntegral = text.allSatisfy { $0 == "-" || ($0 >= "0" && $0 <= "9") }
    return looksIntegral ? text + ".0" : text
}
