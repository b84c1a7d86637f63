import ControlKit
import LuaKit

/// `clock.advance(s)`, `clock.now`, `clock.runUntilIdle()` and `clock.after(s, fn)` on the
/// application's virtual clock: timers and animations due in between fire at their moment.
extension ScriptSession {
    func installClockPrimitives() throws(LuaError) {
        try hostFunction("advance") { session, call in
            try call.expectCount(1...1)
            let seconds: Double = try call.value(1)
            guard seconds >= 0 else {
                throw ScriptError.badArgument(1, to: "advance", "time cannot go backwards: \(seconds.compactText)")
            }
            try Self.checkTimeStep(seconds, argument: 1, function: "advance")
            session.stage.application.clock.advance(by: seconds)
            return []
        }
        try hostFunction("now") { session, _ in [.number(session.stage.application.clock.now)] }
        try hostFunction("runUntilIdle") { session, _ in [.boolean(session.stage.application.clock.runUntilIdle())] }
        try hostFunction("after") { session, call in
            try call.expectCount(2...2)
            let delay: Double = try call.value(1)
            try Self.checkTimeStep(delay, argument: 1, function: "after")
            let function: LuaFunction = try call.value(2)
            session.stage.application.clock.perform(after: max(0, delay)) { [weak session] in
                guard let session else { return }
                do {
                    try function.reference.call([])
                } catch {
                    let failure = session.reportFailure(error, sender: nil, event: "clock.after")
                    session.stage.application.note("clock.after callback failed: \(failure)")
                }
            }
            return []
        }
    }

    /// The longest stretch of virtual time one call may ask for: about 31 years. Beyond it the
    /// clock's times lose millisecond precision soon after, and no control needs it.
    public static let longestTimeStep = 1e9

    /// Refuses a time step (a delay, a duration, an advance) longer than `longestTimeStep`.
    static func checkTimeStep(_ seconds: Double, argument: Int, function: String) throws(ScriptError) {
        guard seconds > longestTimeStep else { return }
        throw .badArgument(argument, to: function, "seconds up to 1e9 expected, got \(LuaNumbers.describe(seconds))")
    }

    /// Adds a host primitive that raises its errors directly (for functions the prelude
    /// exposes as they are, so the position is the caller's).
    func hostFunction(_ name: String, _ body: @escaping (ScriptSession, MethodCall) throws -> [LuaValue]) throws(LuaError) {
        try host.set(name) { call in
            let session = try call.session
            return try call.results(body(session, MethodCall(function: name, call: call, session: session)))
        }
    }

    /// Adds a host primitive that answers `true, result` or `false, message`, for primitives the
    /// prelude wraps in Lua (which raises the message at the script's line).
    func hostAnswer(_ name: String, _ body: @escaping (ScriptSession, MethodCall) throws -> LuaValue) throws(LuaError) {
        try host.set(name) { call in
            guard let session = try? call.session else { return call.results(false, "the session has ended") }
            return session.answer(call) { try body(session, MethodCall(function: name, call: call, session: session)) }
        }
    }

    /// A Lua sequence of values.
    public func luaList(_ values: [LuaValue]) throws(LuaError) -> LuaValue {
        let table = try lua.newTable()
        for (index, value) in values.enumerated() { try table.rawSet(.integer(index + 1), value) }
        return .table(table)
    }

    /// A Lua sequence of bound objects.
    public func luaList(_ objects: [AnyObject]) throws(LuaError) -> LuaValue {
        var values: [LuaValue] = []
        for object in objects { values.append(try luaValue(for: object)) }
        return try luaList(values)
    }
}
