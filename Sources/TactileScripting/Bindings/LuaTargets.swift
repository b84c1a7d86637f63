import ControlKit
import LuaKit

/// A Lua function registered as a target: `c:addTarget(fn, "valueChanged")`. It is called with
/// the sender and the control event's name. Held strongly, by the session, for as long as its
/// registration lives (unlike object targets, which are weak, as in UIKit).
final class LuaFunctionTarget: ActionTarget, TypeNamed {
    /// The one action a function target performs.
    static let action: ActionName = "call"

    let function: LuaRef
    /// The control the function is registered on, read through its lifetime link rather than
    /// a weak reference, which would put every retain and release of the control on Swift's
    /// slow path.
    var control: Control? { controlLink.object as? Control }
    private let controlLink: LifetimeLink<View>
    private var session: ScriptSession? { sessionLink.session }
    private let sessionLink: SessionLink
    /// The events of the last call and their name, so repeated sends of one event skip the lookup.
    private var lastEvents: Control.Event?
    private var lastEventName = ""

    init(function: LuaRef, control: Control, session: ScriptSession) {
        self.function = function
        controlLink = control.lifetime
        sessionLink = session.link
    }

    var typeName: String { "function" }

    func responds(to action: ActionName) -> Bool { action == Self.action }

    func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard let session else { return }
        let eventName = name(ofEventSentBy: sender, in: session)
        do {
            _ = try function.call(object: sender, eventName, returning: LuaValue.self)
        } catch {
            throw session.reportFailure(error, sender: sender, event: eventName)
        }
    }

    /// The name of the event `sender` is sending, as the function receives it.
    private func name(ofEventSentBy sender: AnyObject?, in session: ScriptSession) -> String {
        let events = (sender as? Control)?.controlEventBeingSent ?? []
        if events == lastEvents { return lastEventName }
        lastEvents = events
        lastEventName = session.eventNames.description(of: events)
        return lastEventName
    }
}

/// A Lua table (or other value that is not a bound object) registered as a target with an action name:
/// `c:addTarget(obj, "didSlide", "valueChanged")` calls `obj:didSlide(sender, event)`. The table
/// is held weakly; once it is collected this object is released and the registration's target
/// with it, so nothing more is delivered to it.
final class LuaObjectTarget: ActionTarget, TypeNamed {
    let identifier: Int
    let typeName: String
    private var session: ScriptSession? { sessionLink.session }
    private let sessionLink: SessionLink

    init(identifier: Int, typeName: String, session: ScriptSession) {
        self.identifier = identifier
        self.typeName = typeName
        sessionLink = session.link
    }

    /// The Lua object, while it lives.
    var object: LuaValue {
        (try? session?.host.targetObjects.rawGet(.integer(identifier))) ?? .nil
    }

    /// Whether `obj[action]` is a function now (what respondsToSelector would say).
    func responds(to action: ActionName) -> Bool {
        guard let session, case .function? = try? session.member(String(action.baseName), of: object) else { return false }
        return true
    }

    func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard let session else { return }
        let (senderValue, eventName) = try session.actionArguments(sender: sender)
        do {
            let target = object
            guard case .function(let method) = try session.member(String(action.baseName), of: target) else { return }
            _ = try method.call(target, senderValue, eventName, returning: LuaValue.self)
        } catch {
            throw session.reportFailure(error, sender: sender, event: eventName)
        }
    }
}
