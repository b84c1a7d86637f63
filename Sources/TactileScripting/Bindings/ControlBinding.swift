import ControlKit
import LuaKit

/// `Control`: state, tracking flags and target–action (UIKit's `UIControl`, uikit-rules §1–§3).
///
///     > c:addTarget(function(sender, event, name) print(sender, event, name) end, "valueChanged")
///     > c:addTarget(obj, "didSlide", {"valueChanged", "touchUpInside"})
///     > c:actionsForTarget(obj, "valueChanged")
///     {"didSlide"}
///     > Control.registerEvent("unlocked")
enum ControlBinding {
    static let declaration: LuaClassDeclaration = LuaClass<Control>("Control", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        LuaMember.property("isEnabled", doc: "Whether the control takes touches: a disabled one is passed over by hit testing and never highlighted, yet code can still send its actions; default true (uikit-rules §2.1.2, §8.8).",
                           get: \Control.isEnabled, set: { $0.isEnabled = $1 })
        LuaMember.property("isSelected", doc: "Whether the control is selected, which adds \"selected\" to state; default false; setting it sends no action (uikit-rules §1.2).",
                           get: \Control.isSelected, set: { $0.isSelected = $1 })
        LuaMember.property("isHighlighted", doc: "Whether the control is highlighted, which tracking sets while a touch is inside; default false; true is ignored while disabled; sends no action (uikit-rules §2.4).",
                           get: \Control.isHighlighted, set: { $0.isHighlighted = $1 })
        LuaMember.property("isTracking", doc: "Whether the control is following a touch: what beginTracking and continueTracking answered, false again once the touch ends (uikit-rules §2.4).",
                           get: \Control.isTracking)
        LuaMember.property("isTouchInside", doc: "Whether the tracked touch is within the enlarged touch area; meaningful only while tracking (uikit-rules §2.4, §2.5).",
                           get: \Control.isTouchInside)
        LuaMember.property("touchSlop", doc: "How far outside the bounds, in points on every side, a tracked touch still counts as inside; default 70 (uikit-rules §2.5).",
                           get: \Control.touchSlop, set: { $0.touchSlop = $1 })
        LuaMember.enumeration("contentVerticalAlignment", doc: "Where the content sits vertically; default \"center\"; takes a name or UIKit's raw value (uikit-rules §1.3, §1.4).",
                              get: \Control.contentVerticalAlignment, set: { $0.contentVerticalAlignment = $1 })
        LuaMember.enumeration("contentHorizontalAlignment", doc: "Where the content sits horizontally; default \"center\"; leading and trailing are read left to right; takes a name or raw value (uikit-rules §1.3, §1.4).",
                              get: \Control.contentHorizontalAlignment, set: { $0.contentHorizontalAlignment = $1 })
        LuaMember.property("state", type: "{string}", doc: "The state as names, derived from isHighlighted, isEnabled and isSelected: {} when normal, else such as {\"highlighted\"} (uikit-rules §1.2).",
                           read: { (control: Control, session) in
                               try session.luaList(control.state.names.map(LuaValue.string))
                           })
        LuaMember.property("allTargets", type: "{target}", doc: "The registered targets, also those whose events were all removed; false stands for registrations without a live target (uikit-rules §3.5).",
                           read: { (control: Control, session) in
                               try session.luaList(control.allTargets.map { reference throws(LuaError) -> LuaValue in
                                   guard let object = reference.object else { return .boolean(false) }
                                   return try session.luaValue(forTarget: object, on: control)
                               })
                           })
        LuaMember.property("allControlEvents", type: "{string}", doc: "The names of every event some registration listens to (uikit-rules §3.5).",
                           read: { (control: Control, session) in
                               try session.luaList(session.eventNames.names(of: control.allControlEvents).map(LuaValue.string))
                           })
        LuaMember.method("addTarget", "(fn, events) | (target, action, events)",
                         doc: "Registers a function, or a target's action (a nil target: the responder chain), for events; registering the same pair again merges the events (uikit-rules §3.1, §3.6).",
                         addTarget)
        LuaMember.method("removeTarget", "(fn [, events]) | (target, action [, events])",
                         doc: "Removes the events (default all) from every registration of the target, whatever the action; a nil target, from every registration (uikit-rules §3.4).",
                         removeTarget)
        LuaMember.method("actionsForTarget", "(target, event) -> {string}?",
                         doc: "The actions the target registered for an event (\"call\" for a function); nil when there are none, and always for a nil target (uikit-rules §3.5).",
                         actionsForTarget)
        LuaMember.method("sendActions", "(events)",
                         doc: "Sends the events' actions now, as the control itself would, with a nil input event, even while disabled (uikit-rules §3.2).") { (control: Control, call) in
            try call.expectCount(1...1)
            control.sendActions(for: try call.events(1))
            return []
        }
    }
    .constructor { Control() }
    .classFunctions(["registerEvent": registerEvent])
    .declaration

    /// `Control.registerEvent(name)`: the custom event's mask, allocating one of bits 24…27;
    /// `Control.Event[name]` reads it from then on.
    static func registerEvent(_ call: MethodCall) throws -> [LuaValue] {
        try call.expectCount(1...1)
        let name: String = try call.value(1)
        let event = try call.session.eventNames.register(name)
        try call.session.classes.addCustomEvent(name, event)
        return [.integer(Int(event.rawValue))]
    }

    /// `c:addTarget(fn, events)` or `c:addTarget(target, "action", events)` (target nil: the
    /// responder chain). An object target must respond to the action now: `target.action`
    /// has to be a function, as respondsToSelector would check. A callable table (a luassert
    /// spy) given with events only is a function target.
    static func addTarget(_ control: Control, _ call: MethodCall) throws -> [LuaValue] {
        let session = call.session
        if let function = try givenFunction(call[1], callableIf: call.count == 2, in: session) {
            try call.expectCount(2...2)
            let events = try call.events(2)
            let target = try session.functionTarget(function, on: control)
                ?? LuaFunctionTarget(function: function, control: control, session: session)
            control.addTarget(target, action: LuaFunctionTarget.action, for: events)
            return []
        }
        if call.count == 2, case .table = call[1] {
            throw ScriptError.badArgument(2, to: "addTarget", "action name expected: a table target is called by the "
                + "name of its method, as addTarget(obj, \"didSlide\", \"valueChanged\"); a function, or a table with a "
                + "__call metamethod such as a spy, needs none")
        }
        try call.expectCount(3...3)
        let action: String = try call.value(2)
        let events = try call.events(3)
        if case .nil = call[1] {
            control.addTarget(nil, action: ActionName(action), for: events)
            return []
        }
        switch call[1] {
        case .table, .userdata: break
        default: throw call.bad(1, expected: "function or table")
        }
        try call.session.checkResponds(call[1], to: action)
        guard let target = try session.actionTarget(for: call[1], create: true) else {
            throw call.bad(1, expected: "function or table")
        }
        control.addTarget(target, action: ActionName(action), for: events)
        return []
    }

    /// A function given as a target, or the function standing for a callable table or userdata
    /// (one whose metatable has `__call`, as a luassert spy's has) when `callable` holds; nil for
    /// anything else.
    private static func givenFunction(_ value: LuaValue, callableIf callable: Bool, in session: ScriptSession) throws -> LuaRef? {
        switch value {
        case .function(let function):
            return function
        case .table, .userdata where callable:
            guard case .function(let standIn)? = try session.targetFunctions.callableAsFunction.call(value).first else { return nil }
            return standIn
        default:
            return nil
        }
    }

    /// The function target a callable table or userdata stands for on `control`, when one is registered.
    private static func registeredCallable(_ value: LuaValue, on control: Control, in session: ScriptSession) throws -> LuaRef? {
        if case .function = value { return nil }
        guard let standIn = try givenFunction(value, callableIf: true, in: session),
              session.functionTarget(standIn, on: control) != nil else { return nil }
        return standIn
    }

    /// `c:removeTarget(fn [, events])` or `c:removeTarget(target, action [, events])`; events
    /// default to all. As in UIKit, a nil target removes the events from every registration.
    static func removeTarget(_ control: Control, _ call: MethodCall) throws -> [LuaValue] {
        let session = call.session
        if let function = try givenFunction(call[1], callableIf: false, in: session)
            ?? registeredCallable(call[1], on: control, in: session) {
            try call.expectCount(1...2)
            let events = call[2] == .nil ? Control.Event.allEvents : try call.events(2)
            if let target = session.functionTarget(function, on: control) {
                control.removeTarget(target, action: LuaFunctionTarget.action, for: events)
                target.unregister(from: control)
            }
            return []
        }
        try call.expectCount(1...3)
        let action = call[2] == .nil ? nil : ActionName(try call.value(2, as: String.self))
        let events = call[3] == .nil ? Control.Event.allEvents : try call.events(3)
        if case .nil = call[1] {
            control.removeTarget(nil, action: action, for: events)
        } else if let target = try session.actionTarget(for: call[1], create: false) {
            control.removeTarget(target, action: action, for: events)
        }
        return []
    }

    /// `c:actionsForTarget(target, event)`: the action names registered for the target whose
    /// events include the event, or nil (always nil for a nil target, uikit-rules §3.5).
    /// A function target's action is `"call"`.
    static func actionsForTarget(_ control: Control, _ call: MethodCall) throws -> [LuaValue] {
        try call.expectCount(1...2)
        let events = call[2] == .nil ? Control.Event() : try call.events(2)
        let target: (any ActionTarget)?
        if let function = try givenFunction(call[1], callableIf: false, in: call.session)
            ?? registeredCallable(call[1], on: control, in: call.session) {
            target = call.session.functionTarget(function, on: control)
        } else {
            target = try call.session.actionTarget(for: call[1], create: false)
        }
        guard let target, let names = control.actions(forTarget: target, forControlEvent: events) else { return [.nil] }
        return [try call.session.luaList(names.map { .string($0.rawValue) })]
    }
}
