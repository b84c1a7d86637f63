import CLua
import CLuaShim

/// Per-state bookkeeping of bound classes, the object identity table and the
/// metatables LuaKit creates.
final class BindingRegistry {
    private var boxMetatableReference: Int32?
    private var identityTableReference: Int32?
    private(set) var classes: [RegisteredClass] = []
    private var classesByMetatable: [UnsafeRawPointer: RegisteredClass] = [:]
    private var classesByDynamicType: [ObjectIdentifier: RegisteredClass] = [:]

    /// Names the Lua class an object is pushed with, when the host chooses per object
    /// (see `LuaState.classChooser`).
    var classChooser: ((AnyObject) -> String?)?

    /// Told of an object whose Swift type has not been pushed since the last registration,
    /// before its class is chosen (see `LuaState.classNeeded`).
    var classNeeded: ((AnyObject) -> Void)?

    /// The registry reference of the metatable of userdata that only retain a
    /// Swift object (function boxes): `__gc` releases the object.
    func boxMetatable(in stack: LuaStack) -> Int32 {
        if let boxMetatableReference { return boxMetatableReference }
        lua_createtable(stack.L, 0, 1)
        HostFunctions.pushTrampoline(HostFunctions.releaseBox, upvalues: 0, onto: stack)
        stack.rawSet(table: -2, key: MetafieldName.gc)
        let reference = luaL_ref(stack.L, clua_registryindex())
        boxMetatableReference = reference
        return reference
    }

    /// Registers a class: builds its metatable in this state.
    func register(_ description: ClassDescription, context: StateContext, stack: LuaStack) throws(LuaError) -> RegisteredClass {
        if classes.contains(where: { $0.description.qualifiedName == description.qualifiedName }) {
            throw LuaError.runtime("class '\(description.qualifiedName)' is already registered")
        }
        let registered = RegisteredClass(description: description, context: context)
        ClassMetatable.build(for: registered, in: stack)
        classes.append(registered)
        if let pointer = registered.metatablePointer { classesByMetatable[pointer] = registered }
        classesByDynamicType.removeAll()
        return registered
    }

    /// The registered class of the bound object at `index`, if it is one.
    func registeredClass(at index: Int32, in stack: LuaStack) -> RegisteredClass? {
        guard let pointer = ClassMetatable.metatablePointer(at: index, in: stack) else { return nil }
        return classesByMetatable[pointer]
    }

    /// The Swift object of the bound userdata at `index`, if it is one.
    func object(at index: Int32, in stack: LuaStack) -> AnyObject? {
        guard let pointer = clua_bound_object(stack.L, index) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The `__name` of the class bound for exactly `type`, if any.
    func luaName(for type: AnyObject.Type) -> String? {
        classes.first { $0.description.objectType == type }?.description.qualifiedName
    }

    /// The class the chooser names for `object`, else the most derived registered class it
    /// is an instance of (remembered by type).
    func mostDerivedClass(of object: AnyObject) -> RegisteredClass? {
        if let chosen = classChooser.flatMap({ chosenClass(named: $0(object), of: object) }) { return chosen }
        let key = ObjectIdentifier(Swift.type(of: object))
        if let cached = classesByDynamicType[key] { return cached }
        classNeeded?(object)
        let found = classes.filter { $0.description.matches(object) }.max { $0.description.depth < $1.description.depth }
        if let found { classesByDynamicType[key] = found }
        return found
    }

    /// The registered class an object names for itself, when it names one it is an instance of.
    private func chosenClass(named name: String?, of object: AnyObject) -> RegisteredClass? {
        guard let name else { return nil }
        return classes.last { $0.description.qualifiedName == name && $0.description.matches(object) }
    }

    /// Pushes the userdata of `object`: the same userdata while it is alive in
    /// Lua, else a new one retaining the object, with the metatable of the
    /// most derived registered class.
    func push(_ object: AnyObject, onto stack: LuaStack) throws(LuaError) {
        let identity = identityTable(in: stack)
        stack.pushRegistryEntry(identity)
        if pushExisting(object, from: lua_gettop(stack.L), onto: stack) {
            // The userdata replaces the table below it.
            lua_copy(stack.L, -1, -2)
            stack.pop()
            return
        }
        stack.pop()
        guard let registered = mostDerivedClass(of: object) else {
            throw LuaError.runtime("no Lua class is registered for \(Swift.type(of: object))")
        }
        ClassMetatable.pushNewUserdata(retaining: object, class: registered, onto: stack)
        stack.pushRegistryEntry(identity)
        lua_pushvalue(stack.L, -2)
        lua_rawsetp(stack.L, -2, Self.identityKey(of: object))
        stack.pop()
    }

    /// Pushes the userdata of each of three objects (nil for nil or an object of no registered
    /// class), the identity table looked up once for the three.
    func push(_ a: AnyObject?, _ b: AnyObject?, _ c: AnyObject?, onto stack: LuaStack) {
        stack.pushRegistryEntry(identityTable(in: stack))
        let table = lua_gettop(stack.L)
        push(a, from: table, onto: stack)
        push(b, from: table, onto: stack)
        push(c, from: table, onto: stack)
        lua_rotate(stack.L, table, -1)
        stack.pop()
    }

    /// Pushes the userdata of an object found in the identity table at `table`, a new one when
    /// there is none, or nil for nil or an object of no registered class.
    private func push(_ object: AnyObject?, from table: Int32, onto stack: LuaStack) {
        guard let object else { return stack.pushNil() }
        if !pushExisting(object, from: table, onto: stack) { pushOrNil(object, onto: stack) }
    }

    /// Pushes the userdata the identity table at `table` holds for `object` and returns true;
    /// pushes nothing and returns false when it holds none.
    private func pushExisting(_ object: AnyObject, from table: Int32, onto stack: LuaStack) -> Bool {
        if lua_rawgetp(stack.L, table, Self.identityKey(of: object)) == LUA_TUSERDATA { return true }
        stack.pop()
        return false
    }

    /// An object's key in the identity table: its address.
    private static func identityKey(of object: AnyObject) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }

    /// Pushes the userdata of an object, or nil for nil or an object of no registered class.
    func pushOrNil(_ object: AnyObject?, onto stack: LuaStack) {
        if let object, (try? push(object, onto: stack)) != nil { return }
        stack.pushNil()
    }

    /// The weak-valued table mapping object addresses to their userdata.
    private func identityTable(in stack: LuaStack) -> Int32 {
        if let identityTableReference { return identityTableReference }
        lua_createtable(stack.L, 0, 0)
        lua_createtable(stack.L, 0, 1)
        stack.push("v")
        stack.rawSet(table: -2, key: MetafieldName.mode)
        lua_setmetatable(stack.L, -2)
        let reference = luaL_ref(stack.L, clua_registryindex())
        identityTableReference = reference
        clua_runtime(stack.L).pointee.identity_reference = reference
        return reference
    }
}
