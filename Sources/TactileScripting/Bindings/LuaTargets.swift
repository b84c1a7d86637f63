import ControlKit
import LuaKit

/// A Lua function registered as a target: `c:addTarget(fn, "valueChanged")`. It is called as
/// UIKit calls an action, with the sender and the input event (nil when code sent the action),
/// then the control event's name (uikit-rules §3.6). Its registration owns it (a closure action, in
/// UIKit's terms) and the function itself lives in the control's user value table, which Lua's
/// collector traces: a function that captures its own control leaks neither.
///
/// The function is one of the control's bound functions (`LuaState.bindFunction`): a table in
/// the control's user value holding the control's userdata and its functions by key, which Swift
/// reaches through a weak reference. A send from the control calls the function with the userdata
/// found beside it, without looking the control up in the identity table; registering a function
/// makes no Lua object.
final class LuaFunctionTarget: RegistrationOwnedTarget, TypeNamed, LifetimeLinked {
    /// The one action a function target performs.
    static let action: ActionName = "call"
    /// The slot of a control's user value table holding its registered functions, by key.
    static let functionsSlot = 1

    /// The function's key in the control's functions.
    let key: Int
    /// The control's bound functions, not kept alive from here.
    private var weakFunctions: LuaRef?
    /// The function's address, which tells whether a function is this one.
    let functionAddress: Int
    /// The identity of the control the function is registered on, which tells a send from it;
    /// the target holds no reference to it (the control holds the target).
    private let controlIdentity: ObjectIdentifier
    private weak var session: ScriptSession?
    /// The events of the last call and their name as a Lua string kept in the registry: repeated
    /// sends of one event skip the lookup, and pushing the name skips hashing it.
    private var lastEvents: Control.Event?
    private var lastEventNameInLua: LuaRef?
    private var madeLink: LifetimeLink?

    /// The link through which traffic names refer to the target (`LifetimeLink`), kept here
    /// rather than in a `LifetimeLinkSlot`: read on every dispatch, where the slot's call across
    /// the module boundary measured 165 instructions dearer (callgrind, docs/performance.md).
    var lifetimeLink: LifetimeLink {
        if let madeLink { return madeLink }
        let link = LifetimeLink(to: self)
        madeLink = link
        return link
    }

    var trafficLink: LifetimeLink? { lifetimeLink }

    deinit { madeLink?.end() }

    /// Registers `function` with `control`'s Lua side and the session's weak table.
    init(function: LuaRef, control: Control, session: ScriptSession) throws(LuaError) {
        key = session.targets.nextFunctionKey
        session.targets.nextFunctionKey += 1
        functionAddress = session.lua.address(of: .function(function)).map { Int(bitPattern: $0) } ?? 0
        controlIdentity = ObjectIdentifier(control)
        self.session = session
        let functions = try session.lua.bindFunction(function, to: control, slot: Self.functionsSlot, key: key,
                                                     known: session.targets.lastBoundFunctions)
        session.targets.lastBoundFunctions = functions
        weakFunctions = functions
    }

    /// The function's address, which finds this target among its control's (`ScriptSession.functionTarget(_:on:)`).
    var registrationKey: Int { functionAddress }

    /// Lets go of the function once its control no longer has the registration.
    func unregister(from control: Control) {
        guard let session, control.registeredTarget(forKey: registrationKey) !== self else { return }
        try? session.lua.unbindFunction(from: control, slot: Self.functionsSlot, key: key)
    }

    var typeName: String { "function" }

    func responds(to action: ActionName) -> Bool { action == Self.action }

    func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        let events = (sender as? Control)?.controlEventBeingSent ?? []
        do {
            guard let name = try eventNameInLua(of: events) else { return }
            // A send from the control: the function is called beside its userdata; a repeated
            // one reads no session.
            if isItsControl(sender), let weakFunctions, try weakFunctions.callBound(key: key, objects: event, then: name) { return }
            // Sent by another object, or the weak reference was cleared (see `registeredFunction(in:control:)`).
            guard let session, let function = registeredFunction(in: session, control: isItsControl(sender) ? sender as? Control : nil) else { return }
            try function.call(objects: sender, event, then: name)
        } catch {
            // Without its session the state is closed: nothing is called any more.
            guard let session else { return }
            throw session.reportFailure(error, sender: sender, event: session.eventNames.description(of: events))
        }
    }

    /// Whether `sender` is the control the function is registered on.
    private func isItsControl(_ sender: AnyObject?) -> Bool {
        guard let sender else { return false }
        return ObjectIdentifier(sender) == controlIdentity
    }

    /// The function, through the weak reference to its control's bound functions or else from
    /// `control`, the control it is registered on when the caller has it — where the function
    /// survives when the weak entry was cleared because the control's userdata was kept alive by
    /// its finalizer (Lua clears weak values of objects being finalized).
    func registeredFunction(in session: ScriptSession, control: Control?) -> LuaRef? {
        // Reading through a weak reference whose table was collected fails: the fallback runs.
        if case .function(let function)? = try? weakFunctions?.rawGet(.integer(key)) { return function }
        guard let control, ObjectIdentifier(control) == controlIdentity,
              let function = try? session.lua.boundFunction(of: control, slot: Self.functionsSlot, key: key) else { return nil }
        weakFunctions = try? session.lua.bindFunction(function, to: control, slot: Self.functionsSlot, key: key)
        return function
    }

    /// The name of `events` as a Lua string; nil when it is a new one and the session has ended.
    private func eventNameInLua(of events: Control.Event) throws(LuaError) -> LuaRef? {
        if events == lastEvents, let lastEventNameInLua { return lastEventNameInLua }
        guard let session else { return nil }
        let name = try session.lua.stringReference(session.eventNames.description(of: events))
        lastEvents = events
        lastEventNameInLua = name
        return name
    }
}

/// A Lua table (or other value that is not a bound object) registered as a target with an action name:
/// `c:addTarget(obj, "didSlide", "valueChanged")` calls `obj:didSlide(sender, event, name)` (a
/// gesture recognizer's target, `obj:handle(recognizer, state)`), uikit-rules §3.6. The table
/// is held weakly; once it is collected this object is released and the registration's target
/// with it, so nothing more is delivered to it.
final class LuaObjectTarget: ActionTarget, TypeNamed {
    let identifier: Int
    let typeName: String
    private weak var session: ScriptSession?

    init(identifier: Int, typeName: String, session: ScriptSession) {
        self.identifier = identifier
        self.typeName = typeName
        self.session = session
    }

    /// The Lua object, while it lives.
    var object: LuaValue {
        (try? session?.targetFunctions.targetObjects.rawGet(.integer(identifier))) ?? .nil
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
