import CLua

/// A registry reference to a Lua value (table, function, userdata, thread)
/// held by Swift. The reference is released when this object is deallocated,
/// so its lifetime is deterministic; `LuaState.liveReferenceCount` counts them.
/// A reference outliving its state is inert: calls fail with an error.
///
/// A weak reference (`LuaState.weakReference(to:)`) does not keep its value
/// alive: it reads as nil once Lua collects the value.
public final class LuaRef {
    @usableFromInline let context: StateContext
    @usableFromInline let reference: Int32
    /// For a weak reference, the registry reference of the weak table holding the value at
    /// `reference`; 0 for a strong one.
    @usableFromInline let weakTable: Int32

    init(context: StateContext, reference: Int32, weakTable: Int32 = 0) {
        self.context = context
        self.reference = reference
        self.weakTable = weakTable
        context.liveReferences += 1
    }

    deinit {
        if weakTable == 0 {
            context.stack?.releaseReference(reference)
        } else {
            context.stack?.clearWeakEntry(reference, in: weakTable)
        }
        context.liveReferences -= 1
    }

    /// Pushes the referenced value onto `stack` (which must be of this state); nil for a weak
    /// reference whose value was collected.
    @usableFromInline
    func push(onto stack: LuaStack) {
        if weakTable == 0 { return stack.pushRegistryEntry(reference) }
        stack.pushWeakEntry(reference, in: weakTable)
    }

    /// Whether this is a weak reference whose value was collected.
    public var isCollected: Bool {
        guard weakTable != 0, let stack = context.stack else { return false }
        push(onto: stack)
        defer { stack.pop() }
        return stack.type(at: -1) <= LUA_TNIL
    }

    /// True when both references denote the same Lua value.
    func isSameValue(as other: LuaRef) -> Bool {
        if self === other || reference == other.reference { return context === other.context }
        guard context === other.context, let stack = context.stack else { return false }
        push(onto: stack)
        other.push(onto: stack)
        defer { stack.pop(2) }
        return stack.rawEqual(-1, -2)
    }

    /// Lua's name for the referenced value's type ("table", "function", …).
    public var typeName: String {
        guard let stack = context.stack else { return "no value" }
        push(onto: stack)
        defer { stack.pop() }
        return stack.typeName(at: -1)
    }
}
