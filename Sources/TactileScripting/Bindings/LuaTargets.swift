import ControlKit
import LuaKit

/// A Lua function registered as a target: `c:addTarget(fn, "valueChanged")`. It is called as
/// UIKit calls an action, with the sender and the input event (nil when code sent the action),
/// then the control event's name (uikit-rules §3.6). Its registration owns it (a closure action, in
/// UIKit's terms) and the function itself lives in the control's user value table, which Lua's
/// collector traces: a function that captures its own control leaks neither. Swift calls it
/// through a weak reference.
final class LuaFunctionTarget: LinkedObject, RegistrationOwnedTarget, TypeNamed {
    /// The one action a function target performs.
    static let action: ActionName = "call"
    /// The slot of a control's user value table holding its registered functions, by key.
    static var functionsSlot: LuaValue { .integer(1) }

    /// The function's key in the control's functions.
    let key: Int
    /// The function, not kept alive from here.
    private var weakFunction: LuaRef?
    /// The function's address, which tells whether a function is this one.
    let function: UnsafeRawPointer
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
    /// `lastEventName` as a Lua string kept in the registry, made on first use: pushing it
    /// skips hashing the string on every call.
    private var lastEventNameInLua: LuaRef?

    /// Registers `function` with `control`'s Lua side and the session's weak table.
    init(function: LuaRef, control: Control, session: ScriptSession) throws(LuaError) {
        key = session.targets.nextFunctionKey
        session.targets.nextFunctionKey += 1
        self.function = session.lua.address(of: .function(function)) ?? UnsafeRawPointer(bitPattern: 1)!
        controlLink = control.lifetime
        sessionLink = session.link
        let owned = try session.lua.userValue(for: control)
        var functions = try owned.rawGet(Self.functionsSlot)
        if case .nil = functions {
            functions = .table(try session.lua.newTable())
            try owned.rawSet(Self.functionsSlot, functions)
        }
        try functions.reference?.rawSet(.integer(key), .function(function))
        weakFunction = try session.lua.weakReference(to: .function(function))
    }

    /// Lets go of the function once its control no longer has the registration.
    func unregister() {
        guard let session, let control, !control.allTargets.contains(.target(self)) else { return }
        if case .table(let functions)? = try? session.lua.userValue(for: control).rawGet(Self.functionsSlot) {
            try? functions.rawSet(.integer(key), .nil)
        }
    }

    var typeName: String { "function" }

    func responds(to action: ActionName) -> Bool { action == Self.action }

    func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard let session, let function = weakFunction else { return }
        let eventName = name(ofEventSentBy: sender, in: session)
        do {
            try function.call(objects: sender, event, then: try lastEventNameInLua(session))
        } catch {
            // The weak reference may have been cleared while the function lives on (see
            // `registeredFunction(in:)`): then call it again through the control's user value.
            guard function.isCollected, let found = registeredFunction(in: session) else {
                throw session.reportFailure(error, sender: sender, event: eventName)
            }
            do {
                try found.call(objects: sender, event, then: try lastEventNameInLua(session))
            } catch {
                throw session.reportFailure(error, sender: sender, event: eventName)
            }
        }
    }

    /// The function, through the weak reference, or else from the control's user value —
    /// where it survives when the weak entry was cleared because the control's userdata was
    /// kept alive by its finalizer (Lua clears weak values of objects being finalized).
    func registeredFunction(in session: ScriptSession) -> LuaRef? {
        if let weakFunction, !weakFunction.isCollected { return weakFunction }
        guard let control, case .table(let functions)? = try? session.lua.userValue(for: control).rawGet(Self.functionsSlot),
              case .function(let function)? = try? functions.rawGet(.integer(key)) else { return nil }
        weakFunction = try? session.lua.weakReference(to: .function(function))
        return weakFunction
    }

    /// The name of the event `sender` is sending, as the function receives it.
    private func name(ofEventSentBy sender: AnyObject?, in session: ScriptSession) -> String {
        let events = (sender as? Control)?.controlEventBeingSent ?? []
        if events == lastEvents { return lastEventName }
        lastEvents = events
        lastEventName = session.eventNames.description(of: events)
        lastEventNameInLua = nil
        return lastEventName
    }

    /// The last event's name as a Lua string.
    private func lastEventNameInLua(_ session: ScriptSession) throws(LuaError) -> LuaRef {
        if let lastEventNameInLua { return lastEventNameInLua }
        let name = try session.lua.stringReference(lastEventName)
        lastEventNameInLua = name
        return name
    }
}

/// A Lua table (or other value that is not a bound object) registered as a target with an action name:
/// `c:addTarget(obj, "didSlide", "valueChanged")` calls `obj:didSlide(sender, event, name)` (a
/// gesture recognizer's target, `obj:handle(recognizer, state)`), uikit-rules §3.6. The table
/// is held weakly; once it is collected this object is released and the registration's target
/// with it, so nothing more is delivered to it.
final class LuaObjectTarget: LinkedObject, ActionTarget, TypeNamed {
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
        let arguments = try session.actionArguments(sender: sender, event: event)
        do {
            let target = object
            guard case .function(let method) = try session.member(String(action.baseName), of: target) else { return }
            try method.call([target] + arguments.values)
        } catch {
            throw session.reportFailure(error, sender: sender, event: arguments.name)
        }
    }
}
