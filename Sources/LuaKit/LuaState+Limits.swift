import CLua
import CLuaShim

extension LuaState {
    // MARK: - Memory

    /// Bytes currently allocated by this state.
    public var memoryInUse: Int { context.runtime.map { Int($0.pointee.memory_used) } ?? 0 }

    /// The memory cap in bytes. It is enforced while Lua code runs (never
    /// while Swift code called from Lua runs): an allocation past it fails
    /// with "not enough memory" (`LuaError.Kind.memory`) and the state stays
    /// usable.
    public var memoryLimit: Int {
        get { context.runtime.map { Int($0.pointee.memory_limit) } ?? 0 }
        set { context.runtime?.pointee.memory_limit = max(0, newValue) }
    }

    /// Whether the process heap's growth counts against `memoryLimit` too, from when this
    /// was set: what Swift keeps on a script's behalf (strings it took, objects it made) then
    /// cannot grow past the cap either. The heap is the whole process's, measured now and then,
    /// so set it only in a process that runs one state at a time (a REPL, a scenario worker).
    public var countsHostMemory: Bool {
        get { context.runtime.map { $0.pointee.counts_host_memory != 0 } ?? false }
        set {
            guard let L = context.mainThread else { return }
            clua_count_host_memory(L, newValue ? 1 : 0)
        }
    }

    /// After a script went past the cap with host memory counted: collects garbage, finalizers
    /// included, so objects it no longer reaches release what Swift held for them. Does nothing
    /// otherwise. Call it between units of work (a runner, between tests).
    public func recoverHostMemory() {
        guard let L = context.mainThread else { return }
        clua_recover_host_memory(L)
    }

    // MARK: - Deferred errors

    /// Makes `message` the error the Lua code that led to the running host code gets: raised
    /// when the next host function returning to Lua at this call depth or an outer one has
    /// returned (not in Lua code called back meanwhile). For host work that must finish before
    /// a failure inside it is reported — a failing callback among several. The first deferred
    /// error stays until raised or cleared.
    public func deferError(_ message: String) {
        guard let stack = context.stack else { return }
        stack.push(message)
        clua_defer_error(stack.L)
    }

    /// Forgets a deferred error that was not raised.
    public func clearDeferredError() {
        guard let L = context.mainThread else { return }
        clua_clear_deferred_error(L)
    }

    // MARK: - Error positions

    /// The prefix of the chunk names of the host's own Lua code (such as `=tactile`): an error
    /// a Swift function raises is reported at the innermost frame of other code, the script's
    /// line that led to it, not at a line of the host's Lua. At most 31 bytes; "" (the
    /// default) treats every chunk as the script's.
    public var internalChunkPrefix: String {
        get {
            guard let record = context.runtime else { return "" }
            return withUnsafeBytes(of: record.pointee.internal_prefix) { bytes in
                String(decoding: bytes.prefix(Int(record.pointee.internal_prefix_length)), as: UTF8.self)
            }
        }
        set {
            guard let L = context.mainThread else { return }
            clua_set_internal_prefix(L, newValue)
        }
    }

    // MARK: - Instruction budgets

    /// Runs `body`, in which Lua code may execute at most `instructions` VM
    /// instructions (counted across calls and coroutines, in steps of up to
    /// 1000); past that, the running chunk fails with
    /// `LuaError.Kind.budgetExhausted`. The count hook is armed only for the
    /// duration and re-armed at every call, so `debug.sethook` cannot escape it.
    /// Nested budgets restore the outer one afterwards.
    /// The corresponding C function is `lua_sethook` with `LUA_MASKCOUNT`.
    public func withInstructionBudget<T, E: Error>(_ instructions: Int, _ body: () throws(E) -> T) throws(E) -> T {
        guard let record = context.runtime, let L = context.thread else { return try body() }
        let outerActive = record.pointee.budget_active
        let outerRemaining = record.pointee.budget_remaining
        clua_set_budget(L, 1, Int64(max(0, instructions)))
        defer {
            if let L = context.thread {
                let spent = outerRemaining - (Int64(instructions) - (context.runtime?.pointee.budget_remaining ?? 0))
                clua_set_budget(L, outerActive, outerActive != 0 ? max(0, spent) : 0)
            }
        }
        return try body()
    }

    /// Charges `instructions` to the current budget for work Swift does on a
    /// script's behalf (a loop whose length the script chose), and says
    /// whether that work may go on: false once the budget is spent — the
    /// script's next instruction then fails with `budgetExhausted` — or while
    /// an interrupt is pending. Outside any budget and interrupt, always true.
    public func spendBudget(_ instructions: Int) -> Bool {
        guard let L = context.mainThread else { return false }
        return clua_spend_budget(L, Int64(max(0, instructions))) != 0
    }

    /// `spendBudget` for whichever state's Lua code called the host code running on this
    /// thread now: for host work deep below the binding that knows no state (text layout in
    /// drawing). True when no Lua code called the host here.
    public static func hostWorkMayGoOn(charging instructions: Int) -> Bool {
        clua_host_work_may_go_on(Int64(max(0, instructions))) != 0
    }

    /// Instructions left in the current budget, or nil outside any budget.
    public var remainingInstructions: Int? {
        guard let record = context.runtime, record.pointee.budget_active != 0 else { return nil }
        return Int(record.pointee.budget_remaining)
    }

    // MARK: - Interruption

    /// Asks the running chunk to stop: at its next VM instruction it fails
    /// with "interrupted" (`LuaError.Kind.interrupted`), even inside a
    /// coroutine or a `pcall` loop. The request lasts until the outermost call
    /// from Swift returns. Safe to call from Swift code called by Lua.
    public func requestInterrupt() {
        guard let L = context.mainThread else { return }
        clua_request_interrupt(L)
    }

    /// Makes this state the one `LuaState.interruptSignalTarget()` (and the C
    /// function `clua_interrupt_signal_target`) interrupts, for a SIGINT
    /// handler. Closing the state clears it.
    public func becomeSignalTarget() {
        guard let L = context.mainThread else { return }
        clua_set_signal_target(L)
    }

    /// Stops being the signal target (no state is one afterwards).
    public static func clearSignalTarget() { clua_set_signal_target(nil) }

    /// Interrupts the signal target, if any. Async-signal-safe: a SIGINT
    /// handler may call it (or `clua_interrupt_signal_target` directly).
    public static func interruptSignalTarget() { clua_interrupt_signal_target() }
}

/// A way to interrupt a state from another thread: a watchdog's. `request()` makes the running
/// chunk fail with "interrupted" at its next VM instruction, as `LuaState.requestInterrupt()`
/// does. The handle does not keep the state open: stop using it before the state closes.
public struct LuaInterruptHandle: @unchecked Sendable {
    let mainThread: OpaquePointer

    /// Asks the state's running chunk to stop.
    public func request() { clua_request_interrupt(mainThread) }
}

extension LuaState {
    /// A handle that interrupts this state from another thread (see `LuaInterruptHandle`).
    public var interruptHandle: LuaInterruptHandle? {
        context.mainThread.map(LuaInterruptHandle.init(mainThread:))
    }
}
