/// A Lua value as the pretty printer sees it: scalars by value, tables
/// through a handle that lists their entries only when the printer asks.
///
/// The Lua side (`LuaInspector`) builds these without running Lua code;
/// tests build them by hand, cycles included.
enum InspectedValue {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    /// A string's bytes, as Lua holds them (not necessarily UTF-8).
    case string(StringBytes)
    /// A table without a `__tostring` or `__name` of its own.
    case table(any InspectedTable)
    /// A function, userdata, thread or table that describes itself: the text
    /// is what Lua's `tostring` gives (so `__tostring` and `__name` apply).
    case opaque(kind: OpaqueKind, text: String)

    /// What an opaque value is, for colouring.
    enum OpaqueKind {
        case function
        case userdata
        case thread
        case table
    }
}

/// A table the printer can walk.
protocol InspectedTable {
    /// The same for every handle on the same Lua table (cycle detection).
    var identity: UInt { get }
    /// The table's entries, in no particular order, reading at most `limit`
    /// of them. `truncated` says whether more exist.
    func entries(limit: Int) -> (entries: [(key: InspectedValue, value: InspectedValue)], truncated: Bool)
}

/// The bytes of a Lua string. A literal (`"abc"`) makes its UTF-8 bytes.
struct StringBytes: Hashable, ExpressibleByStringLiteral {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    init(stringLiteral text: String) { bytes = Array(text.utf8) }

    /// The text when the bytes are valid UTF-8; nil otherwise.
    var text: String? { String(validating: bytes, as: UTF8.self) }
}
