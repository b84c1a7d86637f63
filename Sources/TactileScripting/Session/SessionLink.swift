/// How the session's callbacks, bindings and targets reach it without keeping it alive and
/// without a weak reference: Swift gives an object that is ever referenced weakly a side
/// table, and from then on every retain and release of it takes the runtime's slow path, on
/// every property read and method call from Lua.
///
/// Invariant: the session attaches itself before any of its Lua code can run and clears the
/// link first thing in its `deinit`; after that the link reads nil, as a weak reference would,
/// and callbacks report that the session has ended. The reference is `unowned` (the checked
/// kind), so a broken invariant traps instead of reading freed memory.
final class SessionLink {
    /// The session, from its start until its `deinit`. Read on every call of an override with
    /// no run-time exclusivity check: each read or write is one load or store, none overlap.
    @exclusivity(unchecked) private(set) unowned var session: ScriptSession?

    /// Called by the session as it starts.
    func attach(_ session: ScriptSession) {
        self.session = session
    }

    /// Called by the session's `deinit`.
    func clear() {
        session = nil
    }
}
