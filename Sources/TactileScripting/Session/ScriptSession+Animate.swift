import ControlKit
import LuaKit

/// `animate(object, {property = target, …}, duration [, completion])`: moves properties of a
/// view (numbers, or geometry values field by field) to their targets on the virtual clock,
/// with UIKit's default ease-in-ease-out curve; `completion(finished)` runs at the end. The
/// start values are read when the animation starts, so chained animations compose.
///
///     animate(lock, { alpha = 0 }, 0.5, function() lock:removeFromSuperview() end)
extension ScriptSession {
    /// Publishes `animate`, made by animation.lua (see `publishGlobalsOnFirstRead`).
    func installAnimation() throws(LuaError) {
        let primitive = try lua.function(named: "animate") { [weak self] call in
            guard let self else { throw LuaError.runtime("the session has ended") }
            let arguments = MethodCall(function: "animate", arguments: call.values, session: self)
            let duration: Double = try arguments.value(1)
            guard duration >= 0 else { throw arguments.bad(1, expected: "duration of 0 or more seconds") }
            try Self.checkTimeStep(duration, argument: 1, function: "animate")
            let update: LuaFunction = try arguments.value(2)
            let completion: LuaFunction? = try arguments.value(3)
            self.stage.application.clock.animate(duration: duration, update: { [weak self] fraction in
                self?.runCallback(update.reference, [.number(fraction)], what: "animate")
            }, completion: { [weak self] finished in
                guard let completion else { return }
                self?.runCallback(completion.reference, [.boolean(finished)], what: "animate completion")
            })
            return .none
        }
        try EmbeddedLua.load("animation", chunkName: "=tactile.animate", in: lua, environment: api).call([.function(primitive)])
        try publish("animate", api.rawGet("animate"))
    }

    /// Runs a Lua callback from the clock; a failure is reported and noted, never raised.
    func runCallback(_ function: LuaRef, _ arguments: [LuaValue], what: String) {
        do {
            _ = try function.call(arguments)
        } catch {
            let reported = reportFailure(error, sender: nil, event: what)
            stage.application.note("\(what) callback failed: \(reported)")
        }
    }
}
