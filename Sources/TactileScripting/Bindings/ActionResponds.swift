import ControlKit
import LuaKit

/// The respondsToSelector-like check made when an object-and-action target is added, so a
/// misspelt action fails at `addTarget` time rather than at the first dispatch.
extension ScriptSession {
    /// Fails unless `target[action]` is a function or, for a bound object, unless its class
    /// performs the action.
    func checkResponds(_ target: LuaValue, to action: String) throws {
        if let object = object(from: target) {
            guard let responder = object as? any ActionTarget, responder.responds(to: ActionName(action)) else {
                throw ScriptError.doesNotRespond(target: stage.application.name(of: object).description, action: action,
                                                 reason: "\(classes.className(of: object)) has no such action")
            }
            return
        }
        let member = try member(action, of: target)
        guard case .function = member else {
            throw ScriptError.doesNotRespond(target: "target", action: action,
                                             reason: "its '\(action)' is \(member.typeName), not a function")
        }
    }
}
