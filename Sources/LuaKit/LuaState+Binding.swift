import CLua
import CLuaShim

extension LuaState {
    /// Registers a bound class with this state. Register superclasses too if
    /// their own instances cross into Lua; an object is pushed with the most
    /// derived registered class it is an instance of.
    @discardableResult
    public func register<Object>(_ binding: LuaClass<Object>) throws(LuaError) -> LuaClassSchema {
        try register(binding.declaration)
    }

    /// Registers an erased class declaration (see `register(_:)`).
    @discardableResult
    public func register(_ declaration: LuaClassDeclaration) throws(LuaError) -> LuaClassSchema {
        let stack = try openStack()
        let registered = try context.bindings.register(declaration.description, context: context, stack: stack)
        return LuaClassSchema(registered.description)
    }

    /// The object the host runs this state for (its session, say), which calls reach as
    /// `LuaCall.host` instead of capturing it. Not retained: a host that can be released
    /// before the state sets it back to nil in its `deinit` (reading a released host traps).
    public var host: AnyObject? {
        get { context.host }
        set { context.host = newValue }
    }

    /// Names the registered class (by `qualifiedName`) an object is pushed with, for hosts
    /// that show objects of one Swift class as several Lua classes; nil, or a name of a class
    /// the object is not an instance of, falls back to the most derived registered class.
    public var classChooser: ((AnyObject) -> String?)? {
        get { context.bindings.classChooser }
        set { context.bindings.classChooser = newValue }
    }

    /// Called with an object about to be pushed whose Swift type has not been pushed since a
    /// class was last registered, before its class is chosen: a host that registers classes on
    /// first use registers the object's class here. It must not push objects itself.
    public var classNeeded: ((AnyObject) -> Void)? {
        get { context.bindings.classNeeded }
        set { context.bindings.classNeeded = newValue }
    }

    /// The Lua value of a Swift object of a registered class: the same
    /// userdata every time while Lua holds it, so `==` and table keys work.
    public func value(for object: AnyObject) throws(LuaError) -> LuaValue {
        let stack = try openStack()
        try context.bindings.push(object, onto: stack)
        defer { stack.pop() }
        return stack.value(at: -1, context: context)
    }

    /// A reference to `value` (a table, function, userdata or thread) that does not keep it
    /// alive: it pushes nil once Lua has collected the value (`LuaRef.isCollected`). Calls
    /// through it cost one table read more than through a strong reference.
    public func weakReference(to value: LuaValue) throws(LuaError) -> LuaRef? {
        guard value.reference != nil else { return nil }
        let stack = try openStack()
        stack.push(value)
        return weakReferenceToTop(of: stack)
    }

    /// Pops the value on top of `stack` into the weak table and answers a weak reference to it.
    private func weakReferenceToTop(of stack: LuaStack) -> LuaRef {
        let table = context.weakTable(in: stack)
        context.nextWeakKey += 1
        let key = context.nextWeakKey
        stack.pushRegistryEntry(table)
        lua_rotate(stack.L, -2, 1)
        lua_rawseti(stack.L, -2, lua_Integer(key))
        stack.pop()
        return LuaRef(context: context, reference: key, weakTable: table)
    }

    /// Keeps `function` among the bound functions of a registered object: at `key` of the
    /// table at `slot` of the object's user value table (see `userValue(for:)`), a table that
    /// holds the object's userdata at 0 and is made on first use. Answers a weak reference to
    /// that table, through which `LuaRef.callBound(key:objects:then:)` calls the function with
    /// the userdata first. One table serves all of an object's bound functions, so binding one
    /// makes no Lua object; Lua's collector traces them with the object, so a function that
    /// captures its object leaks neither. When `known` is a weak reference to that same table
    /// (an earlier answer), it is the answer again, and no new reference is made. Keys are 1 or
    /// more; another is an error.
    public func bindFunction(_ function: LuaRef, to object: AnyObject, slot: Int, key: Int,
                             known: LuaRef? = nil) throws(LuaError) -> LuaRef {
        try Self.checkBoundFunctionKey(key)
        let stack = try openStack()
        try pushBoundFunctions(of: object, slot: slot, onto: stack, making: true)
        function.push(onto: stack)
        lua_rawseti(stack.L, -2, lua_Integer(key))
        if let known, known.context === context {
            known.push(onto: stack)
            let same = stack.rawEqual(-1, -2)
            stack.pop(same ? 4 : 1)
            if same { return known }
        }
        // userdata, user value table, bound functions: the last becomes the weak entry.
        lua_rotate(stack.L, -3, 1)
        stack.pop(2)
        return weakReferenceToTop(of: stack)
    }

    /// Lets go of the bound function at `key` of an object's `slot` (see `bindFunction`).
    public func unbindFunction(from object: AnyObject, slot: Int, key: Int) throws(LuaError) {
        try Self.checkBoundFunctionKey(key)
        let stack = try openStack()
        let base = stack.top
        defer { stack.setTop(base) }
        guard try pushBoundFunctions(of: object, slot: slot, onto: stack, making: false) else { return }
        lua_pushnil(stack.L)
        lua_rawseti(stack.L, -2, lua_Integer(key))
    }

    /// The bound function at `key` of an object's `slot` (see `bindFunction`), if there is one.
    public func boundFunction(of object: AnyObject, slot: Int, key: Int) throws(LuaError) -> LuaRef? {
        try Self.checkBoundFunctionKey(key)
        let stack = try openStack()
        let base = stack.top
        defer { stack.setTop(base) }
        guard try pushBoundFunctions(of: object, slot: slot, onto: stack, making: false),
              lua_rawgeti(stack.L, -1, lua_Integer(key)) == LUA_TFUNCTION else { return nil }
        return stack.reference(to: -1, context: context)
    }

    /// Pushes the object's userdata, its user value table and its bound functions at `slot`
    /// (made, holding the userdata at 0, when `making`); false when there are none, then with
    /// the slot's value (not a table) on top.
    @discardableResult
    private func pushBoundFunctions(of object: AnyObject, slot: Int, onto stack: LuaStack, making: Bool) throws(LuaError) -> Bool {
        try context.bindings.push(object, onto: stack)
        stack.pushUserValueTable(ofUserdataAt: -1)
        if lua_rawgeti(stack.L, -1, lua_Integer(slot)) == LUA_TTABLE { return true }
        guard making else { return false }
        stack.pop()
        stack.pushNewTable()
        lua_pushvalue(stack.L, -3)
        lua_rawseti(stack.L, -2, 0)
        lua_pushvalue(stack.L, -1)
        lua_rawseti(stack.L, -3, lua_Integer(slot))
        return true
    }

    /// Bound functions are kept from key 1: the object's userdata is at 0.
    private static func checkBoundFunctionKey(_ key: Int) throws(LuaError) {
        guard key > 0 else { throw LuaError.runtime("a bound function's key must be 1 or more (0 holds its object), got \(key)") }
    }

    /// The address that identifies a table, function, userdata or thread while it lives
    /// (nil for other values): two values are the same object when their addresses are equal.
    /// The corresponding C function is `lua_topointer`.
    public func address(of value: LuaValue) -> UnsafeRawPointer? {
        guard let reference = value.reference, let stack = context.stack else { return nil }
        reference.push(onto: stack)
        defer { stack.pop() }
        return lua_topointer(stack.L, -1)
    }

    /// The Swift object behind a bound userdata value, if it is one of type `T`.
    public func object<T: AnyObject>(from value: LuaValue, as type: T.Type = T.self) -> T? {
        guard case .userdata(let ref) = value, let stack = context.stack else { return nil }
        ref.push(onto: stack)
        defer { stack.pop() }
        return context.bindings.object(at: -1, in: stack) as? T
    }

    /// Keeps the Lua side of bound objects — their userdata and its user value table — while
    /// `inUse` says the host still uses the object, even when Lua holds no reference to it (a
    /// view on screen). Asked when such a userdata becomes garbage, and once per collection
    /// cycle for the ones kept. Objects without a user value table are never kept.
    public var keepsLuaSideWhile: ((AnyObject) -> Bool)? {
        get { context.objectInUse }
        set { context.objectInUse = newValue }
    }

    /// The per-object Lua table stored as the object's userdata's user value
    /// (created on first use). Lua data kept there is traced by Lua's
    /// collector, so callbacks that capture the object do not leak it; see
    /// `keepsLuaSideWhile` for how it outlives Lua's references.
    public func userValue(for object: AnyObject) throws(LuaError) -> LuaRef {
        let stack = try openStack()
        try context.bindings.push(object, onto: stack)
        defer { stack.pop(2) }
        stack.pushUserValueTable(ofUserdataAt: -1)
        return stack.reference(to: -1, context: context)
    }

    /// The metatable of the registered class with this `qualifiedName` (`__metatable` hides it
    /// from Lua code), for a host that gives a class members written in Lua.
    public func metatable(ofClass qualifiedName: String) throws(LuaError) -> LuaRef? {
        guard let registered = context.bindings.classes.first(where: { $0.description.qualifiedName == qualifiedName }) else {
            return nil
        }
        let stack = try openStack()
        stack.pushRegistryEntry(registered.metatableReference)
        defer { stack.pop() }
        return stack.reference(to: -1, context: context)
    }

    /// Gives the registered class `qualifiedName` members kept in Lua, in each object's user
    /// value table (see `userValue(for:)`), never the host's: a key of `keys` whose entry is
    /// true is read from that table under its own name, one whose entry is false by its reader
    /// (`readers[key](object)`), and either is written by its writer (`writers[key](object,
    /// value, table)`, given the object's user value table); any other string starting with "_"
    /// is a private field, read and written in that table by C. `methods` (name → function)
    /// join the class's methods table, which also holds each key's kind for `__index` and
    /// `__newindex`; a key that already names a method stays the method's (read as the method,
    /// assigned by the host). The class's other members stay the host's, as fast as before.
    public func setLuaMembers(ofClass qualifiedName: String, keys: LuaRef, readers: LuaRef, writers: LuaRef,
                              methods: LuaRef) throws(LuaError) {
        guard let metatable = try metatable(ofClass: qualifiedName) else {
            throw LuaError.runtime("no class '\(qualifiedName)' is registered")
        }
        let stack = try openStack()
        let base = stack.top
        defer { stack.setTop(base) }
        metatable.push(onto: stack)
        stack.rawGet(table: -1, key: MetafieldName.index)
        readers.push(onto: stack)
        lua_setupvalue(stack.L, -2, 4)
        lua_getupvalue(stack.L, -1, 2)
        let methodsTable = stack.top
        // `__index` and `__newindex` find a Lua member's kind (true: stored, false: read by its
        // reader) in the methods table, with one look-up; a method of the same name stays.
        for (name, stored) in try keys.entries() {
            stack.push(name)
            let taken = lua_rawget(stack.L, methodsTable) != LUA_TNIL
            stack.pop()
            if taken { continue }
            stack.push(name)
            stack.push(stored)
            stack.rawSetWithKeyAndValueOnTop(table: methodsTable)
        }
        for (name, function) in try methods.entries() {
            stack.push(name)
            stack.push(function)
            stack.rawSetWithKeyAndValueOnTop(table: methodsTable)
        }
        stack.setTop(base + 1)
        stack.rawGet(table: -1, key: MetafieldName.newindex)
        writers.push(onto: stack)
        lua_setupvalue(stack.L, -2, 4)
    }

    /// A C function returning the user value table of the userdata it is given (made on first
    /// use; see `userValue(for:)`), for host Lua code that keeps objects' data there.
    public func userValueFunction() throws(LuaError) -> LuaRef {
        let stack = try openStack()
        clua_push_uservalue_function(stack.L)
        defer { stack.pop() }
        return stack.reference(to: -1, context: context)
    }

    /// The schema of every registered class, in registration order.
    public var registeredClasses: [LuaClassSchema] {
        context.bindings.classes.map { LuaClassSchema($0.description) }
    }

    /// The schema of the class of a bound userdata value (for completion and help).
    public func classSchema(of value: LuaValue) -> LuaClassSchema? {
        guard case .userdata(let ref) = value, let stack = context.stack else { return nil }
        ref.push(onto: stack)
        defer { stack.pop() }
        return context.bindings.registeredClass(at: -1, in: stack).map { LuaClassSchema($0.description) }
    }

    /// The schema of the registered class with this name or `__name`.
    public func classSchema(named name: String) -> LuaClassSchema? {
        context.bindings.classes
            .first { $0.description.name == name || $0.description.qualifiedName == name }
            .map { LuaClassSchema($0.description) }
    }
}
