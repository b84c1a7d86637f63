import CLua
import CLuaShim

/// One Lua interpreter state, with the standard libraries open. Confined to
/// the thread that uses it; run it on the main thread or on a thread with a
/// generous stack (≥ 1 MiB), since Lua's C recursion needs real stack.
///
/// Every call into Lua is protected; errors come back as `LuaError` with a
/// traceback. Closing (or dropping) the state finalizes every object in it.
public final class LuaState {
    let context: StateContext
    private let ownsContext: Bool

    /// The default memory cap: 1 GiB. Lua's own stack-overflow handling needs
    /// tens of MiB, so caps far below 100 MiB turn "stack overflow" into
    /// "not enough memory".
    public static let defaultMemoryLimit = 1 << 30

    /// Creates a state with the standard libraries and a memory cap in bytes.
    /// The corresponding C function is `lua_newstate`.
    public init(memoryLimit: Int = LuaState.defaultMemoryLimit) throws(LuaError) {
        context = try StateContext(memoryLimit: memoryLimit)
        ownsContext = true
    }

    /// A handle that does not close the state when dropped.
    init(borrowing context: StateContext) {
        self.context = context
        ownsContext = false
    }

    deinit { if ownsContext { context.close() } }

    /// Closes the state now, running finalizers. References become inert.
    /// The corresponding C function is `lua_close`.
    public func close() { context.close() }

    /// True once `close()` has run.
    public var isClosed: Bool { context.mainThread == nil }

    /// Registry references currently held by Swift (`LuaRef` objects alive).
    public var liveReferenceCount: Int { context.liveReferences }

    /// Called with each warning: `warn(...)` from Lua, errors in finalizers — those that
    /// arrive while warnings are off (`warn("@off")`, the start) too, marked as such.
    /// Control messages (`warn("@on")`, `warn("@off")`) are not warnings.
    public var warningHandler: ((LuaWarning) -> Void)? {
        get { context.warningHandler }
        set { context.warningHandler = newValue }
    }

    func openStack() throws(LuaError) -> LuaStack {
        guard let stack = context.stack else { throw LuaError.closedState }
        return stack
    }

    // MARK: - Loading and running

    /// Compiles `source` without running it. `chunkName` is spelled as Lua
    /// expects: `@plugins/knob.lua` for a file, `=repl` for other sources.
    /// Only text is accepted (binary chunks can crash the VM). With an
    /// `environment`, the chunk sees that table as `_ENV`.
    /// A syntax error at end of input has `isIncompleteInput` set.
    /// The corresponding C function is `luaL_loadbufferx`.
    public func load(_ source: String, chunkName: String, environment: LuaRef? = nil) throws(LuaError) -> LuaRef {
        let stack = try openStack()
        try stack.load(source, chunkName: chunkName, mode: "t", context: context).get()
        if let environment {
            environment.push(onto: stack)
            stack.setUpvalue(1, ofFunctionAt: -2)
        }
        defer { stack.pop() }
        return stack.reference(to: -1, context: context)
    }

    /// Compiles and runs `source`, returning all its results.
    @discardableResult
    public func run(_ source: String, chunkName: String, environment: LuaRef? = nil) throws(LuaError) -> [LuaValue] {
        try load(source, chunkName: chunkName, environment: environment).call([])
    }

    // MARK: - Globals and values

    /// The global table (`_G`).
    public var globals: LuaRef {
        get throws(LuaError) {
            let stack = try openStack()
            stack.pushGlobals()
            defer { stack.pop() }
            return stack.reference(to: -1, context: context)
        }
    }

    /// A global variable, read without metamethods.
    public func global(_ name: String) throws(LuaError) -> LuaValue {
        let stack = try openStack()
        stack.pushGlobals()
        stack.rawGet(table: -1, key: name)
        defer { stack.pop(2) }
        return stack.value(at: -1, context: context)
    }

    /// Sets a global variable without metamethods.
    public func setGlobal(_ name: String, _ value: LuaValue) throws(LuaError) {
        let stack = try openStack()
        stack.pushGlobals()
        stack.push(value)
        stack.rawSet(table: -2, key: name)
        stack.pop()
    }

    /// A new empty table.
    public func newTable() throws(LuaError) -> LuaRef {
        let stack = try openStack()
        stack.pushNewTable()
        defer { stack.pop() }
        return stack.reference(to: -1, context: context)
    }

    /// A reference to the Lua string `text`: passing it to a call pushes the string kept in
    /// the registry, where passing the text would hash and look it up again each time.
    public func stringReference(_ text: String) throws(LuaError) -> LuaRef {
        let stack = try openStack()
        stack.push(text)
        defer { stack.pop() }
        return stack.reference(to: -1, context: context)
    }

    /// A new table holding the number `fields` (name and value, in order),
    /// with `metatable` as its metatable: a small record made through the C
    /// API, without running Lua code. `metatable` must be a table.
    public func newTable(numbers fields: (StaticString, Double)..., metatable: LuaRef) throws(LuaError) -> LuaRef {
        let stack = try openStack()
        let base = stack.top
        defer { stack.setTop(base) }
        try stack.pushRecord(numbers: fields, metatable: metatable)
        return stack.reference(to: -1, context: context)
    }

    /// Lua's `tostring(value)`, honouring `__tostring` and `__name`, in
    /// protected mode (a failing `__tostring` becomes the thrown error).
    public func tostring(_ value: LuaValue) throws(LuaError) -> String {
        let stack = try openStack()
        stack.push(value)
        defer { stack.pop() }
        return try stack.protectedToString(at: -1, context: context).get()
    }

    /// Calls the global function `name` (e.g. `print`) in protected mode.
    @discardableResult
    public func callGlobal(_ name: String, _ arguments: [LuaValue]) throws(LuaError) -> [LuaValue] {
        let function = try global(name)
        guard let ref = function.reference else {
            throw LuaError.runtime("attempt to call a \(function.typeName) value (global '\(name)')")
        }
        return try ref.call(arguments)
    }

    /// Runs a full garbage collection (finalizers included).
    /// The corresponding C function is `lua_gc` with `LUA_GCCOLLECT`.
    public func collectGarbage() {
        context.stack?.collectGarbage()
    }

    // MARK: - Swift functions

    /// A Lua function that runs `body`. `name` is used in error messages.
    /// Throw from `body` to raise a Lua error; it is raised after `body` has
    /// returned, through the C trampoline.
    public func function(named name: String, _ body: @escaping (LuaCall) throws -> LuaResults) throws(LuaError) -> LuaRef {
        let stack = try openStack()
        HostFunctions.push(HostFunctionBox(name: name, context: context, body: body), onto: stack)
        defer { stack.pop() }
        return stack.reference(to: -1, context: context)
    }

    /// Defines the global function `name` running `body`.
    public func setGlobalFunction(_ name: String, _ body: @escaping (LuaCall) throws -> LuaResults) throws(LuaError) {
        try setGlobal(name, .function(function(named: name, body)))
    }
}
