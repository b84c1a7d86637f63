import CLuaShim

extension LuaRef {
    /// Where the referenced Lua function is defined, as Lua's messages place code:
    /// `"plugins/knob.lua:12"` (the line of its `function` keyword); nil for a C function, any
    /// other value, or a reference outliving its state. For messages about what a function
    /// returned, which Lua cannot place itself.
    public var definitionSite: String? {
        guard let stack = context.stack, stack.reserve(1) else { return nil }
        push(onto: stack)
        clua_push_definition_site(stack.L)
        defer { stack.pop() }
        guard let site = stack.string(at: -1), !site.isEmpty else { return nil }
        return site
    }
}
