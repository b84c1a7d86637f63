import ControlKit
import LuaKit

/// Two-finger touch synthesis from Lua, for pinch and rotation recognizers. Both put two fingers
/// down symmetric about a point of the view (its centre by default), `span` points apart on a
/// horizontal line, move them in `steps` even steps over `duration` seconds of the virtual clock,
/// and lift them together.
///
///     pinch(photo, { from = 1, to = 2 })              -- 100 pt apart, spread to 200 pt
///     rotate(dial, { by = math.pi / 2, span = 80 })   -- a quarter turn clockwise
extension ScriptSession {
    func installTwoFingerFunctions() throws(LuaError) {
        global("pinch") { session, call in
            try call.expectCount(2...2)
            let view: View = try call.object(1)
            let options = try OptionTable(call.options(2), allowed: ["from", "to", "span", "steps", "duration", "at"],
                                          function: "pinch", argument: 2)
            guard let to = try options.number("to") else {
                throw ScriptError.badArgument(2, to: "pinch", "option 'to' is required")
            }
            let center = try session.touchWiring.aim("pinch", at: options.point("at") ?? session.touchWiring.center(of: view), in: view)
            session.stage.touches.pinch(at: center, from: try options.number("from") ?? 1, to: to,
                                  span: try options.number("span") ?? 100, steps: try options.integer("steps", in: 1...Self.mostRepeats) ?? 10,
                                  duration: try options.number("duration", in: 0...Self.longestTimeStep) ?? 0.3)
            return []
        }
        global("rotate") { session, call in
            try call.expectCount(2...2)
            let view: View = try call.object(1)
            let options = try OptionTable(call.options(2), allowed: ["by", "span", "steps", "duration", "at"],
                                          function: "rotate", argument: 2)
            guard let angle = try options.number("by") else {
                throw ScriptError.badArgument(2, to: "rotate", "option 'by' is required")
            }
            let center = try session.touchWiring.aim("rotate", at: options.point("at") ?? session.touchWiring.center(of: view), in: view)
            session.stage.touches.rotate(at: center, by: angle, span: try options.number("span") ?? 100,
                                   steps: try options.integer("steps", in: 1...Self.mostRepeats) ?? 10, duration: try options.number("duration", in: 0...Self.longestTimeStep) ?? 0.3)
            return []
        }
    }
}
