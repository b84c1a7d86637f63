/// A registry reference to a Lua value (table, function, userdata, thread)
/// held by Swift. The reference is released when this object is deallocated,
/// so its lifetime is deterministic; `LuaState.liveReferenceCount` counts them.
/// A reference outliving its state is inert: calls fail with an error.
public final class LuaRef {
    @usableFromInline let context: StateContext
    @usableFromInline let reference: Int32

    init(context: StateContext, reference: Int32) {
        self.context = context
        self.reference = reference
        context.liveReferences += 1
    }

    deinit {
        context.stack?.releaseReference(reference)
        context.liveReferences -= 1
    }

    /// Pushes the referenced value onto `stack` (which must be of this state).
    @usableFromInline
    func push(onto stack: LuaStack) { stack.pushRegistryEntry(reference) }

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
