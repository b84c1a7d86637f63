/// A stack of plain values kept in the value itself, up to `inlineCapacity`; deeper ones are
/// kept beside it by the owner (`push` and `pop` say when).
///
/// Pushing and popping allocate and release nothing, so the compiler proves that a class's
/// accesses to such a stored property never overlap, and checks none while the program runs
/// (an array there is checked at every access; docs/performance.md).
struct InlineStack<Element: BitwiseCopyable> {
    private typealias Inline = InlineArray<16, Element?>
    private var inline = Inline(repeating: nil)

    /// How many values are kept inline.
    static var inlineCapacity: Int { Inline.count }
    /// How many values the stack holds, those kept inline and those beyond.
    private(set) var count = 0

    /// How many of the values are kept inline.
    var inlineCount: Int { min(count, Self.inlineCapacity) }

    /// The inline value at `index`, below `inlineCount`; 0 is the bottom.
    subscript(index: Int) -> Element {
        guard let element = inline[index] else { preconditionFailure("no value at \(index) of \(inlineCount)") }
        return element
    }

    /// Pushes a value; false when the inline ones are full, and the owner keeps it beyond them.
    mutating func push(_ element: Element) -> Bool {
        defer { count += 1 }
        guard count < Self.inlineCapacity else { return false }
        inline[count] = element
        return true
    }

    /// Pops the top value; false when it was one the owner kept beyond the inline ones.
    mutating func pop() -> Bool {
        count -= 1
        return count < Self.inlineCapacity
    }

    /// Empties the stack; true when the owner kept values beyond the inline ones, to drop now.
    mutating func removeAll() -> Bool {
        defer { count = 0 }
        return count > Self.inlineCapacity
    }
}
