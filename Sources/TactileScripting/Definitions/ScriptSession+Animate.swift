import ControlKit
import LuaKit

/// `animate(object, {property = target, …}, duration [, completion])`: moves properties of a
/// view (numbers, or geometry values field by field) to their targets on the virtual clock,
/// with UIKit's default ease-in-ease-out curve; `completion(finished)` runs at the end. The
/// start values are read when the animation starts, so chained animations compose.
///
///     animate(lock, { alpha = 0 }, 0.5, function() lock:removeFromSuperview() end)
extension ScriptSession {
    func installAnimation() throws(LuaError) {
        let primitive = try lua.function(named: "animate") { [unowned self] call in
            let arguments = MethodCall(function: "animate", arguments: call.values, session: self)
            let duration: Double = try arguments.value(1)
            guard duration >= 0, duration.isFinite else { throw arguments.bad(1, expected: "duration of 0 or more seconds") }
            let update: LuaFunction = try arguments.value(2)
            let completion: LuaFunction? = try arguments.value(3)
            self.application.clock.animate(duration: duration, update: { [link] fraction in
                link.session?.runCallback(update.reference, [.number(fraction)], what: "animate")
            }, completion: { [link] finished in
                guard let completion else { return }
                link.session?.runCallback(completion.reference, [.boolean(finished)], what: "animate completion")
            })
            return .none
        }
        try lua.load(AnimationSource.text, chunkName: AnimationSource.chunkName, environment: globals).call([.function(primitive)])
    }

    /// Runs a Lua callback from the clock; a failure is reported and noted, never raised.
    func runCallback(_ function: LuaRef, _ arguments: [LuaValue], what: String) {
        do {
            _ = try function.call(arguments)
        } catch {
            let reported = reportFailure(error, sender: nil, event: what)
            application.note("\(what) callback failed: \(reported)")
        }
    }
}

/// The Lua half of `animate`.
enum AnimationSource {
    static let chunkName = "=tactile.animate"

    static let text = #"""
    local clockAnimate = ...
    local pairs, type, error = pairs, type, error
    local fields = { "x", "y", "width", "height" }

    local function between(from, to, f)
      if type(to) == "number" then return from + (to - from) * f end
      local value = {}
      for _, field in ipairs(fields) do
        if to[field] ~= nil then value[field] = from[field] + (to[field] - from[field]) * f end
      end
      return value
    end

    function animate(object, targets, duration, completion)
      if type(targets) ~= "table" then
        error("bad argument #2 to 'animate' (table of property targets expected, got " .. type(targets) .. ")", 2)
      end
      local from
      clockAnimate(duration, function(f)
        if not from then
          from = {}
          for key in pairs(targets) do from[key] = object[key] end
        end
        for key, to in pairs(targets) do object[key] = between(from[key], to, f) end
      end, completion)
    end
    """#
}
