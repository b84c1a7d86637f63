import ControlKit
import LuaKit

/// The Swift side of the targets scripts register: one weak object target per Lua table, and
/// the keys of function targets (which their registrations own).
struct TargetTable {
    /// Object targets by identifier (the Lua side maps tables to identifiers).
    var objectTargets: [Int: LuaObjectTarget] = [:]
    var nextObjectIdentifier = 1
    /// The key the next function target gets.
    var nextFunctionKey = 1
    /// The weak reference to the bound functions of the control a function was last registered
    /// on: the function targets of one control share it (`LuaState.bindFunction`).
    var lastBoundFunctions: LuaRef?
}

extension ScriptSession {
    func installTargetPrimitives() throws(LuaError) {
        try host.set("releaseTarget") { call in
            if let identifier = Int(luaValue: call.value(1)) { (try? call.session)?.targets.objectTargets[identifier] = nil }
            return .none
        }
    }

    /// What a Lua action receives after its receiver, as UIKit's action does, then the name of
    /// what is being sent (uikit-rules §3.6): a control's action the sender, the input event (nil
    /// when code sent it) and the control event's name; a gesture recognizer's action the
    /// recognizer and the name of the state it entered; a bar button item's action the item and the
    /// input event (uikit-rules §13.3). `name` is also for failure reports.
    func actionArguments(sender: AnyObject?, event: InputEvent?) throws(LuaError) -> (values: [LuaValue], name: String) {
        let senderValue = try luaValue(for: sender)
        if let recognizer = sender as? GestureRecognizer {
            let state = recognizer.state.description
            return ([senderValue, .string(state)], state)
        }
        if sender is BarButtonItem { return ([senderValue, try luaValue(for: event)], "action") }
        let name = eventNames.description(of: (sender as? Control)?.controlEventBeingSent ?? [])
        return ([senderValue, try luaValue(for: event), .string(name)], name)
    }

    /// `object[name]` with Lua semantics (metamethods included), in protected mode.
    func member(_ name: String, of object: LuaValue) throws(LuaError) -> LuaValue {
        try targetFunctions.lookup.call(object, .string(name)).first ?? .nil
    }

    /// The ActionTarget standing for a Lua value given as a target: a bound object is its own
    /// target; a table gets its (weak) object target, created when `create` is set.
    func actionTarget(for value: LuaValue, create: Bool) throws(LuaError) -> (any ActionTarget)? {
        if let object = object(from: value) { return object as? any ActionTarget }
        guard create || host.hasTargets else { return nil }
        let functions = try targetFunctions
        if case .integer(let identifier) = try functions.targetIds.rawGet(value), let target = targets.objectTargets[identifier] {
            return target
        }
        guard create else { return nil }
        let identifier = targets.nextObjectIdentifier
        targets.nextObjectIdentifier += 1
        let typeName = (try functions.nameOf.call(value).first).flatMap(String.init(luaValue:)) ?? value.typeName
        let target = LuaObjectTarget(identifier: identifier, typeName: typeName, session: self)
        targets.objectTargets[identifier] = target
        try functions.watchTarget.call(value, .integer(identifier))
        return target
    }

    /// The function target of a function on a control, if registered: one look-up in that
    /// control's table, by the function's address.
    func functionTarget(_ function: LuaRef, on control: Control) -> LuaFunctionTarget? {
        guard let address = lua.address(of: .function(function)) else { return nil }
        return control.registeredTarget(forKey: Int(bitPattern: address)) as? LuaFunctionTarget
    }

    /// The Lua value a target stands for, for `allTargets`: the function, the table or the proxy;
    /// `control` is the control it is registered on, when known.
    func luaValue(forTarget target: any ActionTarget, on control: Control? = nil) throws(LuaError) -> LuaValue {
        switch target {
        case let function as LuaFunctionTarget: return function.registeredFunction(in: self, control: control).map { .function($0) } ?? .nil
        case let object as LuaObjectTarget: return object.object
        default: return classes.installedClass(of: target) != nil ? try luaValue(for: target) : .nil
        }
    }
}
