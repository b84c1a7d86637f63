import Synchronization

/// A string kept once for the whole process and stood for by its index, so a value holding one
/// is copied, compared and hashed as a number. Traffic names hold their type name this way:
/// every record carries two or three names, and a record copied or discarded then touches no
/// reference counts for them. The strings are never freed; they are type names, a bounded set.
struct InternedString: Hashable, Sendable {
    private let index: Int32

    /// The one index of `text`, given it now if it has none.
    init(_ text: String) {
        index = Self.table.withLock { $0.index(of: text) }
    }

    /// The string.
    var text: String {
        Self.table.withLock { $0.texts[Int(index)] }
    }

    private static let table = Mutex(Table())

    private struct Table {
        var indices: [String: Int32] = [:]
        var texts: [String] = []

        mutating func index(of text: String) -> Int32 {
            if let index = indices[text] { return index }
            let index = Int32(texts.count)
            texts.append(text)
            indices[text] = index
            return index
        }
    }
}
