import CLua
import CLuaShim

extension LuaRef {
    /// `t[key]` without metamethods; `.nil` when the value is not a table.
    /// The corresponding C function is `lua_rawget`.
    public func rawGet(_ key: LuaValue) throws(LuaError) -> LuaValue {
        let stack = try tableOnStack()
        defer { stack.pop(2) }
        stack.push(key)
        stack.rawGetWithKeyOnTop(table: -2)
        return stack.value(at: -1, context: context)
    }

    /// `t[key] = value` without metamethods. Keys may not be nil or NaN.
    /// The corresponding C function is `lua_rawset`.
    public func rawSet(_ key: LuaValue, _ value: LuaValue) throws(LuaError) {
        if case .nil = key { throw LuaError.runtime("table index is nil") }
        if case .number(let number) = key, number.isNaN { throw LuaError.runtime("table index is NaN") }
        let stack = try tableOnStack()
        defer { stack.pop() }
        stack.push(key)
        stack.push(value)
        stack.rawSetWithKeyAndValueOnTop(table: -3)
    }

    /// Sets the table's metatable (nil removes it), ignoring `__metatable`.
    /// The corresponding C function is `lua_setmetatable`.
    public func setMetatable(_ metatable: LuaRef?) throws(LuaError) {
        let stack = try tableOnStack()
        defer { stack.pop() }
        if let metatable {
            metatable.push(onto: stack)
            guard stack.type(at: -1) == LUA_TTABLE else {
                stack.pop()
                throw LuaError.runtime("a metatable must be a table, got \(stack.typeName(at: -1))")
            }
        } else {
            stack.pushNil()
        }
        stack.setMetatable(ofValueAt: -2)
    }

    /// The table's keys, in `next` order, without metamethods. Completion
    /// and help listings use this.
    /// The corresponding C function is `lua_next`.
    public func keys() throws(LuaError) -> [LuaValue] {
        try entries().map(\.key)
    }

    /// The table's key–value pairs, in `next` order, without metamethods.
    public func entries() throws(LuaError) -> [(key: LuaValue, value: LuaValue)] {
        let stack = try tableOnStack()
        defer { stack.pop() }
        var entries: [(key: LuaValue, value: LuaValue)] = []
        stack.push(.nil)
        while stack.next(table: -2) {
            entries.append((stack.value(at: -2, context: context), stack.value(at: -1, context: context)))
            stack.pop()
        }
        return entries
    }

    /// The length without metamethods (`#t` for sequences, string length).
    /// The corresponding C function is `lua_rawlen`.
    public var rawLength: Int {
        guard let stack = context.stack else { return 0 }
        push(onto: stack)
        defer { stack.pop() }
        return stack.rawLength(at: -1)
    }

    /// Pushes the referenced value, failing unless it is a table.
    private func tableOnStack() throws(LuaError) -> LuaStack {
        guard let stack = context.stack else { throw LuaError.closedState }
        push(onto: stack)
        guard stack.type(at: -1) == LUA_TTABLE else {
            let type = stack.typeName(at: -1)
            stack.pop()
            throw LuaError.runtime("table expected, got \(type)")
        }
        return stack
    }
}
