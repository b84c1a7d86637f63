/// The chain levels of the overrides running on one instance of a Lua-defined class, innermost
/// last (`ScriptedBehavior.baseLevel` while the built-in class's own implementation runs).
///
/// The first sixteen are kept in the value itself (`InlineArray`), so pushing and popping one
/// allocates and releases nothing: the compiler then proves that the instance's accesses to it
/// never overlap and checks none while the program runs (docs/performance.md). Levels nested
/// deeper are kept beyond them by the owner (`push` and `pop` say when).
struct OverrideLevels {
    /// One running override, or the built-in implementation.
    struct Level {
        let level: Int
        let hook: Hook
    }

    /// How many levels are kept inline.
    static let inlineCapacity = 16

    private var inline = InlineArray<16, Level>(repeating: Level(level: 0, hook: .initialize))
    /// How many levels are running, those kept inline and those beyond.
    private(set) var count = 0

    /// How many of the running levels are kept inline.
    var inlineCount: Int { min(count, Self.inlineCapacity) }

    /// The inline level at `index`, below `inlineCount`; 0 is the outermost.
    subscript(index: Int) -> Level { inline[index] }

    /// Pushes a level; false when the inline ones are full, and the owner keeps it beyond them.
    mutating func push(_ level: Level) -> Bool {
        defer { count += 1 }
        guard count < Self.inlineCapacity else { return false }
        inline[count] = level
        return true
    }

    /// Pops the innermost level; false when it was one the owner kept beyond the inline ones.
    mutating func pop() -> Bool {
        count -= 1
        return count < Self.inlineCapacity
    }
}
