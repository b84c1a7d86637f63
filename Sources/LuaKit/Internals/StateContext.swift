import CLua
import CLuaShim

/// What LuaKit keeps per `lua_State`: the state itself, its runtime record,
/// the live reference count and the class bindings. References hold the
/// context, not the `LuaState`, so dropping the state closes Lua even while
/// references survive; they then become inert.
@usableFromInline
final class StateContext {
    private(set) var mainThread: OpaquePointer?
    /// The runtime record; nil once closed (and while closing). Every call
    /// reads it from code inlined into client modules; it is written only by
    /// `init` and `close`, on the state's one thread, so the dynamic
    /// exclusivity check (as costly as the rest of a call's bookkeeping) is off.
    @usableFromInline @exclusivity(unchecked) private(set) var runtime: UnsafeMutablePointer<clua_Runtime>?

    /// Registry references alive now (a leak detector for tests).
    var liveReferences = 0

    /// Receives each complete warning (`warn(...)`, errors in `__gc`).
    var warningHandler: ((LuaWarning) -> Void)?

    /// Classes registered with this state.
    let bindings = BindingRegistry()

    /// The host's object for this state (see `LuaState.host`): not retained, and not weak
    /// either — every bound call reads it, and a weak reference would put each retain and
    /// release of the host on Swift's slow path. The host clears it in its `deinit`; `unowned`
    /// (the checked kind), so a host that forgets traps instead of being read after it is freed.
    @exclusivity(unchecked) unowned var host: AnyObject?

    /// The registry reference of the weak-valued table behind weak references; 0 until made.
    private var weakTableReference: Int32 = 0
    /// The key of the latest weak reference.
    var nextWeakKey: Int32 = 0

    /// The weak-valued table behind weak references, made on first use.
    func weakTable(in stack: LuaStack) -> Int32 {
        if weakTableReference != 0 { return weakTableReference }
        lua_createtable(stack.L, 0, 0)
        lua_createtable(stack.L, 0, 1)
        stack.push("v")
        stack.rawSet(table: -2, key: MetafieldName.mode)
        lua_setmetatable(stack.L, -2)
        weakTableReference = luaL_ref(stack.L, clua_registryindex())
        return weakTableReference
    }

    init(memoryLimit: Int) throws(LuaError) {
        var message = [CChar](repeating: 0, count: 512)
        let host = Unmanaged.passUnretained(self).toOpaque()
        guard let L = clua_open(memoryLimit, host, StateContext.deliverWarning, &message, message.count) else {
            let text = message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
            throw LuaError(kind: .memory, message: String(decoding: text, as: UTF8.self))
        }
        mainThread = L
        runtime = clua_runtime(L)
        clua_keep_objects_in_use(L, nil, StateContext.releaseObject)
    }

    /// Answers whether the host still uses a bound object whose userdata carries Lua data;
    /// nil: never (see `LuaState.keepsLuaSideWhile`).
    var objectInUse: ((AnyObject) -> Bool)? {
        didSet {
            guard let L = mainThread else { return }
            clua_keep_objects_in_use(L, objectInUse == nil ? nil : StateContext.askObjectInUse, StateContext.releaseObject)
        }
    }

    private static let releaseObject: clua_ObjectRelease = { object in
        guard let object else { return }
        Unmanaged<AnyObject>.fromOpaque(object).release()
    }

    private static let askObjectInUse: clua_ObjectPredicate = { host, object in
        guard let host, let object else { return 0 }
        let context = Unmanaged<StateContext>.fromOpaque(host).takeUnretainedValue()
        let inUse = Unmanaged<AnyObject>.fromOpaque(object)._withUnsafeGuaranteedRef { context.objectInUse?($0) ?? false }
        return inUse ? 1 : 0
    }

    /// The thread Swift code should use now: the coroutine that called the
    /// running host function, else the main thread. Nil once closed.
    var thread: OpaquePointer? { runtime?.pointee.current }

    /// The stack of `thread`; nil once closed.
    @inlinable
    var stack: LuaStack? {
        guard let runtime else { return nil }
        return LuaStack(L: runtime.pointee.current)
    }

    /// Closes the state: pending finalizers run (releasing bound objects),
    /// then all memory is freed. References become inert first.
    func close() {
        guard let L = mainThread else { return }
        mainThread = nil
        runtime = nil
        clua_close(L)
    }

    deinit { close() }

    private static let deliverWarning: clua_WarningFunction = { host, message, on in
        guard let host, let message else { return }
        let context = Unmanaged<StateContext>.fromOpaque(host).takeUnretainedValue()
        context.warningHandler?(LuaWarning(message: String(cString: message), isOn: on != 0))
    }
}
