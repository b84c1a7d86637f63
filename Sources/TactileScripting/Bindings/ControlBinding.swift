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
        LuaMember.property("isEnabled", get: \Control.isEnabled, set: { $0.isEnabled = $1 })
        LuaMember.property("isSelected", get: \Control.isSelected, set: { $0.isSelected = $1 })
        LuaMember.property("isHighlighted", get: \Control.isHighlighted, set: { $0.isHighlighted = $1 })
        LuaMember.property("isTracking", get: \Control.isTracking)
        LuaMember.property("isTouchInside", get: \Control.isTouchInside)
        LuaMember.property("touchSlop", get: \Control.touchSlop, set: { $0.touchSlop = $1 })
        LuaMember.enumeration("contentVerticalAlignment", get: \Control.contentVerticalAlignment, set: { $0.contentVerticalAlignment = $1 })
        LuaMember.enumeration("contentHorizontalAlignment", get: \Control.contentHorizontalAlignment, set: { $0.contentHorizontalAlignment = $1 })
        LuaMember.property("state", type: "{string}", read: { (control: Control, session) in
            try session.luaList(control.state.names.map(LuaValue.string))
        })
        LuaMember.property("allTargets", type: "{target}", read: { (control: Control, session) in
            try session.luaList(control.allTargets.map { reference throws(LuaError) -> LuaValue in
                guard let object = reference.object else { return .boolean(false) }
                return try session.luaValue(forTarget: object)
            })
        })
        LuaMember.property("allControlEvents", type: "{string}", read: { (control: Control, session) in
            try session.luaList(session.eventNames.names(of: control.allControlEvents).map(LuaValue.string))
        })
        LuaMember.method("addTarget", "(fn, events) | (target, action, events)", addTarget)
        LuaMember.method("removeTarget", "(fn [, events]) | (target, action [, events])", removeTarget)
        LuaMember.method("actionsForTarget", "(target, event) -> {string}?", actionsForTarget)
        LuaMember.method("sendActions", "(events)") { (control: Control, call) in
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
        try call.session.addCustomEvent(name, event)
        return [.integer(Int(event.rawValue))]
    }

    /// `c:addTarget(fn, events)` or `c:addTarget(target, "action", events)` (target nil: the
    /// responder chain). An object target must respond to the action now: `target.action`
    /// has to be a function, as respondsToSelector would check.
    static func addTarget(_ control: Control, _ call: MethodCall) throws -> [LuaValue] {
        let session = call.session
        if case .function(let function) = call[1] {
            try call.expectCount(2...2)
            let events = try call.events(2)
            let target = try session.functionTarget(function, on: control)
                ?? LuaFunctionTarget(function: function, control: control, session: session)
            control.addTarget(target, action: LuaFunctionTarget.action, for: events)
            return []
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

    /// `c:removeTarget(fn [, events])` or `c:removeTarget(target, action [, events])`; events
    /// default to all. As in UIKit, a nil target removes the events from every registration.
    static func removeTarget(_ control: Control, _ call: MethodCall) throws -> [LuaValue] {
        let session = call.session
        if case .function(let function) = call[1] {
            try call.expectCount(1...2)
            let events = call[2] == .nil ? Control.Event.allEvents : try call.events(2)
            if let target = session.functionTarget(function, on: control) {
                control.removeTarget(target, action: LuaFunctionTarget.action, for: events)
                target.unregister()
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
        if case .function(let function) = call[1] {
            target = call.session.functionTarget(function, on: control)
        } else {
            target = try call.session.actionTarget(for: call[1], create: false)
        }
        guard let target, let names = control.actions(forTarget: target, forControlEvent: events) else { return [.nil] }
        return [try call.session.luaList(names.map { .string($0.rawValue) })]
    }
}
