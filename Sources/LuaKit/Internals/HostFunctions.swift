import CLua
import CLuaShim

/// A Swift function exposed to Lua: the closure and the name its errors use.
final class HostFunctionBox {
    let name: FunctionName
    let body: (LuaCall) throws -> LuaResults
    unowned(unsafe) let context: StateContext

    init(name: String, context: StateContext, body: @escaping (LuaCall) throws -> LuaResults) {
        self.name = FunctionName(name)
        self.body = body
        self.context = context
    }
}

/// The Swift ends of the C trampoline. Each is a `clua_HostFunction`: it never
/// raises; on failure it pushes the message and returns `CLUA_RAISE`, and the
/// trampoline raises after this frame has returned (see LuaStack.swift).
enum HostFunctions {
    /// Calls a `HostFunctionBox`, borrowed from the `clua_HostClosure` that
    /// retains it (so no reference counting).
    static let invokeBox: clua_BoundHostFunction = { L, object in
        let stack = LuaStack(L: L!)
        return Unmanaged<HostFunctionBox>.fromOpaque(object!)._withUnsafeGuaranteedRef { box in
            run(in: stack) { try box.body(LuaCall(stack: stack, context: box.context, name: box.name)) }
        }
    }

    /// `__gc` of the userdata that holds a retained Swift object (upvalue-free).
    static let releaseBox: clua_HostFunction = { L in
        guard let slot = lua_touserdata(L, 1), let pointer = slot.load(as: UnsafeRawPointer?.self) else { return 0 }
        slot.storeBytes(of: nil, as: UnsafeRawPointer?.self)
        Unmanaged<AnyObject>.fromOpaque(pointer).release()
        return 0
    }

    /// Runs a host body: its results, or its error pushed for the trampoline.
    /// An error from Lua keeps its own position; a host error gets the
    /// position of the script's code that called the function (skipping the
    /// host's own Lua, see `LuaState.internalChunkPrefix`), like `luaL_error`.
    @inline(__always)
    static func run(in stack: LuaStack, _ body: () throws -> LuaResults) -> Int32 {
        do {
            return try body().count
        } catch {
            return pushError(error, onto: stack)
        }
    }

    /// Pushes the message of a host body's error and answers `CLUA_RAISE`.
    @inline(never)
    static func pushError(_ error: any Error, onto stack: LuaStack) -> Int32 {
        if let error = error as? LuaError, error.traceback != nil {
            stack.push(error.message)
        } else {
            clua_push_where(stack.L)
            stack.push((error as? LuaError)?.message ?? String(describing: error))
            lua_concat(stack.L, 2)
        }
        return CLUA_RAISE
    }

    /// Runs `body` with the Swift object retained by the userdata in upvalue
    /// `index`, borrowed: the userdata keeps it alive, so no reference counting.
    @inline(__always)
    static func withBoxedObject<T: AnyObject, R>(_ type: T.Type, upvalue index: Int32, in stack: LuaStack,
                                                 _ body: (T) -> R) -> R {
        let slot = lua_touserdata(stack.L, clua_upvalueindex(index))!
        let pointer = slot.load(as: UnsafeRawPointer.self)
        return Unmanaged<T>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// Pushes a new userdata retaining `object`, released by its `__gc`. The object counts as
    /// `objectWeight` bytes the host keeps for the script (see `LuaState.countsHostMemory`).
    static func pushRetaining(_ object: AnyObject, onto stack: LuaStack, metatable: Int32, userValues: Int32 = 0) {
        stack.noteHostBytes(objectWeight)
        let slot = clua_newuserdata(stack.L, MemoryLayout<clua_ObjectSlot>.size, userValues)!
        slot.initializeMemory(as: clua_ObjectSlot.self,
                              repeating: clua_ObjectSlot(object: Unmanaged.passRetained(object).toOpaque(), release_put_off: 0),
                              count: 1)
        stack.pushRegistryEntry(metatable)
        lua_setmetatable(stack.L, -2)
    }

    /// What a bound object is taken to weigh on the host's side, for measuring host memory.
    static let objectWeight = 512

    /// Pushes a C closure running `host` through `clua_trampoline`, with
    /// `upvalues` values from the stack top as upvalues 2, 3, …
    static func pushTrampoline(_ host: clua_HostFunction, upvalues: Int32, onto stack: LuaStack) {
        lua_pushlightuserdata(stack.L, unsafeBitCast(host, to: UnsafeMutableRawPointer.self))
        lua_rotate(stack.L, -(upvalues + 1), 1)
        lua_pushcclosure(stack.L, clua_trampoline, upvalues + 1)
    }

    /// Pushes a C closure for the Swift function `box`: `clua_function_trampoline`
    /// with a `clua_HostClosure` userdata retaining the box (released by its `__gc`).
    static func push(_ box: HostFunctionBox, onto stack: LuaStack) {
        let metatable = box.context.bindings.boxMetatable(in: stack)
        let closure = clua_newuserdata(stack.L, MemoryLayout<clua_HostClosure>.size, 0)!
        closure.storeBytes(of: clua_HostClosure(object: Unmanaged.passRetained(box).toOpaque(), host: invokeBox),
                           as: clua_HostClosure.self)
        stack.pushRegistryEntry(metatable)
        lua_setmetatable(stack.L, -2)
        lua_pushcclosure(stack.L, clua_function_trampoline, 1)
    }
}
