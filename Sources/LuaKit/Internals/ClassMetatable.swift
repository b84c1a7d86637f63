import CLua
import CLuaShim

/// Builds a bound class's metatable and implements its metamethods.
///
/// Layout (after the fastest measured, embedding §6.2): `__index` is the
/// C `clua_index_trampoline`, which answers method names from the methods table
/// without leaving C and passes other keys to Swift with the receiver's object
/// and the key's entry in a name → index table of properties, both found in C;
/// Swift then finds the property by array index. (A methods table whose own `__index` is the
/// getter would not do: that getter receives the methods table, not the
/// object.) Types are checked by comparing metatable addresses, not by name.
enum ClassMetatable {
    /// Creates the metatable of `registered` and records its reference and address.
    static func build(for registered: RegisteredClass, in stack: LuaStack) {
        let L = stack.L
        let description = registered.description
        let boxMetatable = registered.context.bindings.boxMetatable(in: stack)

        HostFunctions.pushRetaining(registered, onto: stack, metatable: boxMetatable)
        let box = stack.top

        lua_createtable(L, 0, Int32(description.methods.count))
        let methods = stack.top
        for method in description.methods {
            HostFunctions.pushRetaining(MethodBox(method: method, owner: registered), onto: stack, metatable: boxMetatable)
            HostFunctions.pushTrampoline(invokeMethod, upvalues: 1, onto: stack)
            stack.rawSet(table: methods, key: method.name)
        }

        lua_createtable(L, 0, Int32(description.properties.count))
        let propertyIndexes = stack.top
        for (offset, property) in description.properties.enumerated() {
            lua_pushinteger(L, lua_Integer(offset + 1))
            stack.rawSet(table: propertyIndexes, key: property.name)
        }

        lua_createtable(L, 0, 8)
        let metatable = stack.top
        stack.push(description.qualifiedName)
        stack.rawSet(table: metatable, key: MetafieldName.name)
        lua_pushboolean(L, 0)
        stack.rawSet(table: metatable, key: MetafieldName.metatable)

        let metatableAddress = lua_topointer(L, metatable)
        pushPropertyClosure(registered, host: index, metatable: metatableAddress, onto: stack, boxMetatable: boxMetatable)
        lua_pushvalue(L, methods)
        lua_pushvalue(L, propertyIndexes)
        lua_pushnil(L)  // the Lua members' readers, set by `LuaState.setLuaMembers`
        lua_pushcclosure(L, clua_index_trampoline, 4)
        stack.rawSet(table: metatable, key: MetafieldName.index)

        pushPropertyClosure(registered, host: newIndex, metatable: metatableAddress, onto: stack, boxMetatable: boxMetatable)
        lua_pushvalue(L, propertyIndexes)
        lua_pushvalue(L, methods)
        lua_pushnil(L)  // the Lua members' writers
        lua_pushcclosure(L, clua_newindex_trampoline, 4)
        stack.rawSet(table: metatable, key: MetafieldName.newindex)

        for (name, host) in [(MetafieldName.tostring, tostring), (MetafieldName.eq, equals)] {
            lua_pushvalue(L, box)
            HostFunctions.pushTrampoline(host, upvalues: 1, onto: stack)
            stack.rawSet(table: metatable, key: name)
        }
        lua_pushcclosure(L, clua_object_gc, 0)
        stack.rawSet(table: metatable, key: MetafieldName.gc)

        registered.metatablePointer = lua_topointer(L, metatable)
        registered.metatableReference = luaL_ref(L, clua_registryindex())
        stack.setTop(box - 1)
    }

    /// Pushes the `clua_PropertyClosure` of `__index` or `__newindex`: a
    /// userdata retaining `registered` (released by its `__gc`).
    private static func pushPropertyClosure(_ registered: RegisteredClass, host: clua_PropertyHostFunction,
                                            metatable: UnsafeRawPointer?, onto stack: LuaStack, boxMetatable: Int32) {
        let closure = clua_newuserdata(stack.L, MemoryLayout<clua_PropertyClosure>.size, 0)!
        closure.storeBytes(of: clua_PropertyClosure(owner: Unmanaged.passRetained(registered).toOpaque(), host: host,
                                                    metatable: metatable),
                           as: clua_PropertyClosure.self)
        stack.pushRegistryEntry(boxMetatable)
        lua_setmetatable(stack.L, -2)
    }

    /// Pushes a new userdata retaining `object`, with one user value slot.
    static func pushNewUserdata(retaining object: AnyObject, class registered: RegisteredClass, onto stack: LuaStack) {
        HostFunctions.pushRetaining(object, onto: stack, metatable: registered.metatableReference, userValues: 1)
    }

    /// The address of the metatable of the value at `index`, if it has one.
    static func metatablePointer(at index: Int32, in stack: LuaStack) -> UnsafeRawPointer? {
        guard lua_type(stack.L, index) == LUA_TUSERDATA, lua_getmetatable(stack.L, index) != 0 else { return nil }
        defer { stack.pop() }
        return lua_topointer(stack.L, -1)
    }

    /// The object retained by the bound userdata at `index`; nil once finalized.
    static func object(at index: Int32, in stack: LuaStack) -> AnyObject? {
        guard let slot = lua_touserdata(stack.L, index),
              let pointer = slot.load(as: UnsafeRawPointer?.self) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The receiver of a metamethod or method: the object at stack slot 1,
    /// which must be bound to `registered` (or, for methods, to any class).
    private static func receiver(of registered: RegisteredClass, in stack: LuaStack, functionName: @autoclosure () -> String,
                                 anyClass: Bool = false) throws(LuaError) -> AnyObject {
        let pointer = metatablePointer(at: 1, in: stack)
        let isBound = pointer != nil && (pointer == registered.metatablePointer
            || (anyClass && registered.context.bindings.registeredClass(at: 1, in: stack) != nil))
        guard isBound else {
            throw LuaError.runtime(BindingMessages.badSelf(
                functionName(), expected: registered.description.qualifiedName, got: stack.describedTypeName(at: 1)))
        }
        guard let object = object(at: 1, in: stack) else {
            throw LuaError.runtime(BindingMessages.released(registered.description.name))
        }
        return object
    }

    /// `__index`, for keys that are not methods (upvalues: closure, methods, property indexes).
    static let index: clua_PropertyHostFunction = { L, owner, found, propertyIndex in
        let stack = LuaStack(L: L!)
        return withProperty(owner!, found, propertyIndex, in: stack, other: indexOther) { registered, object, property in
            try property.get(object, LuaCall(stack: stack, context: registered.context, name: property.name, receiverSlots: 2))
        }
    }

    /// Runs `body` on the property C found for a receiver it checked, with the class, the
    /// object and the property borrowed (no reference counting); any other key, or a
    /// receiver C did not find to be a live object of the class, goes to `other`.
    @inline(__always)
    private static func withProperty(
        _ owner: UnsafeMutableRawPointer, _ found: UnsafeMutableRawPointer?, _ propertyIndex: lua_Integer,
        in stack: LuaStack, other: (RegisteredClass, UnsafeMutableRawPointer?, LuaStack) -> Int32,
        _ body: (RegisteredClass, AnyObject, RegisteredProperty) throws -> LuaResults
    ) -> Int32 {
        Unmanaged<RegisteredClass>.fromOpaque(owner)._withUnsafeGuaranteedRef { registered in
            guard let found, propertyIndex > 0 else { return other(registered, found, stack) }
            return Unmanaged<AnyObject>.fromOpaque(found)._withUnsafeGuaranteedRef { object in
                registered.propertyHandles[Int(propertyIndex) - 1]._withUnsafeGuaranteedRef { property in
                    HostFunctions.run(in: stack) { try body(registered, object, property) }
                }
            }
        }
    }

    /// `__index` for a key that is no property, or a receiver C did not find
    /// to be a live object of the class: the fallback, or the error.
    private static func indexOther(_ registered: RegisteredClass, _ found: UnsafeMutableRawPointer?, _ stack: LuaStack) -> Int32 {
        HostFunctions.run(in: stack) {
            let object = try metamethodReceiver(found, of: registered, in: stack, functionName: MetafieldName.index)
            let description = registered.description
            guard let key = stack.string(at: 2) else {
                throw LuaError.runtime(BindingMessages.nonStringKey(stack.typeName(at: 2), className: description.name))
            }
            if let fallback = description.indexFallback {
                let call = LuaCall(stack: stack, context: registered.context, name: nil, receiverSlots: 2)
                if let value = try fallback(object, key, call) {
                    stack.push(value)
                    return LuaResults(count: 1)
                }
            }
            throw LuaError.runtime(BindingMessages.unknownMember(key, className: description.name, candidates: registered.memberNames))
        }
    }

    /// `__newindex` (upvalues: closure, property indexes).
    static let newIndex: clua_PropertyHostFunction = { L, owner, found, propertyIndex in
        let stack = LuaStack(L: L!)
        return withProperty(owner!, found, propertyIndex, in: stack, other: newIndexOther) { registered, object, property in
            try write(property, of: object, registered, in: stack)
            return .none
        }
    }

    /// Writes argument 3 of `__newindex` to `property`; a read-only property or
    /// a value of the wrong type is an error naming the receiver's class.
    private static func write(_ property: RegisteredProperty, of object: AnyObject, _ registered: RegisteredClass,
                              in stack: LuaStack) throws {
        guard let set = property.set else {
            throw LuaError.runtime(BindingMessages.readOnly(property: property.name.text, className: registered.description.name))
        }
        let call = LuaCall(stack: stack, context: registered.context, name: property.name, receiverSlots: 2)
        do {
            try set(object, call)
        } catch let refusal as LuaValueRefusal {
            throw LuaError.runtime(BindingMessages.refused(
                property: property.name.text, className: registered.description.name,
                expected: refusal.expected, got: call.describedTypeName(of: 1), reason: refusal.reason,
                suggestion: refusal.suggestion))
        }
    }

    /// `__newindex` for a key that is no property, or a receiver C did not find
    /// to be a live object of the class: the fallback, or the error.
    private static func newIndexOther(_ registered: RegisteredClass, _ found: UnsafeMutableRawPointer?,
                                      _ stack: LuaStack) -> Int32 {
        HostFunctions.run(in: stack) {
            let object = try metamethodReceiver(found, of: registered, in: stack, functionName: MetafieldName.newindex)
            let description = registered.description
            guard let key = stack.string(at: 2) else {
                throw LuaError.runtime(BindingMessages.nonStringKey(stack.typeName(at: 2), className: description.name))
            }
            let call = LuaCall(stack: stack, context: registered.context, name: nil, receiverSlots: 2)
            if let fallback = description.newIndexFallback, try fallback(object, key, call) { return .none }
            throw LuaError.runtime(BindingMessages.unknownProperty(
                key, className: description.name, candidates: description.properties.map(\.name)))
        }
    }

    /// The receiver of `__index` or `__newindex`: the object C found (slot 1
    /// holds a live userdata of the class), else the full check and its error.
    private static func metamethodReceiver(_ found: UnsafeMutableRawPointer?, of registered: RegisteredClass,
                                           in stack: LuaStack, functionName: String) throws(LuaError) -> AnyObject {
        if let found { return Unmanaged<AnyObject>.fromOpaque(found).takeUnretainedValue() }
        return try receiver(of: registered, in: stack, functionName: functionName)
    }

    /// `__tostring`: the class's description, or `Name: 0x…`.
    static let tostring: clua_HostFunction = { L in
        let stack = LuaStack(L: L!)
        let registered = HostFunctions.withBoxedObject(RegisteredClass.self, upvalue: 2, in: stack) { $0 }
        return HostFunctions.run(in: stack) {
            let object = try receiver(of: registered, in: stack, functionName: MetafieldName.tostring)
            let description = registered.description
            let text = description.describe?(object, registered.context.host)
                ?? "\(description.name): 0x\(String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16))"
            stack.push(text)
            return LuaResults(count: 1)
        }
    }

    /// `__eq`: two userdata are equal when they hold the same Swift object.
    static let equals: clua_HostFunction = { L in
        let stack = LuaStack(L: L!)
        let registered = HostFunctions.withBoxedObject(RegisteredClass.self, upvalue: 2, in: stack) { $0 }
        let bindings = registered.context.bindings
        let same = bindings.object(at: 1, in: stack).map { lhs in bindings.object(at: 2, in: stack) === lhs } ?? false
        lua_pushboolean(L, same ? 1 : 0)
        return 1
    }

    /// Calls the `MethodBox` in upvalue 2 on the receiver in slot 1.
    static let invokeMethod: clua_HostFunction = { L in
        let stack = LuaStack(L: L!)
        return HostFunctions.withBoxedObject(MethodBox.self, upvalue: 2, in: stack) { box in
            HostFunctions.run(in: stack) {
                let object = try receiver(of: box.owner, in: stack, functionName: box.name.text, anyClass: true)
                let call = LuaCall(stack: stack, context: box.owner.context, name: box.name, receiverSlots: 1)
                return try box.method.body(object, call)
            }
        }
    }
}
