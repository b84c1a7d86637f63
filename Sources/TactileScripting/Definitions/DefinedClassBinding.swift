import ControlKit
import LuaKit

/// The class binding of a Lua-defined control: based on its base's binding, with its declared
/// properties and methods as members, and `make` building the scripted subclass of the
/// built-in class at the root of its chain and running every level's `init`, root first.
enum DefinedClassBinding {
    static func make(_ definition: ControlDefinition, session: ScriptSession) -> ClassBinding {
        switch definition.builtInBase {
        case "Button": return binding(definition, session, ScriptedButton.init)
        case "Slider": return binding(definition, session, ScriptedSlider.init)
        case "Switch": return binding(definition, session, ScriptedSwitch.init)
        case "Stepper": return binding(definition, session, ScriptedStepper.init)
        case "SegmentedControl": return binding(definition, session, ScriptedSegmentedControl.init)
        case "PageControl": return binding(definition, session, ScriptedPageControl.init)
        default: return binding(definition, session, ScriptedPlainControl.init)
        }
    }

    private static func binding<T: ScriptedControl>(_ definition: ControlDefinition, _ session: ScriptSession,
                                                    _ subclass: @escaping (ScriptedBehavior) -> T) -> ClassBinding {
        var members = definition.properties.map { property(named: $0.name, $0, definition) }
            + definition.methods.keys.sorted().map { method(named: $0, definition) }
        if definition.parent == nil {
            members.append(Member.property("super", type: "table", get: { (_: Control, session) in
                .table(session.customControls.superTable)
            }))
        }
        return ClassBinding(name: definition.name, type: T.self, base: definition.baseName,
                            make: { [unowned session] () -> T in instance(of: definition, session: session, subclass) }) { members }
    }

    /// A new instance: the scripted subclass, tied to the session's application, after every `init`.
    static func instance<T: ScriptedControl>(of definition: ControlDefinition, session: ScriptSession,
                                             _ subclass: (ScriptedBehavior) -> T) -> T {
        let control = subclass(ScriptedBehavior(definition: definition, session: session))
        let script = control.script
        control.fallbackApplication = session.application
        for level in (0 ..< definition.chain.count).reversed() where definition.chain[level].hooks[.initialize] != nil {
            _ = script.callOverride(.initialize, on: control, from: level) { try $0.call(objects: control, returning: LuaValue.self) }
        }
        return control
    }

    private static func property(named name: String, _ declared: DeclaredProperty, _ definition: ControlDefinition) -> Member {
        // An instance of this very definition has `declared` as its property; one of a
        // derived definition looks the name up its own chain (it may redeclare it).
        let setter: ((Control, LuaValue, ScriptSession) throws -> Void)? = declared.isReadOnly ? nil : { control, value, session in
            let scripted = try receiver(control, definition, name)
            if scripted.script.definition === definition {
                try scripted.script.write(declared, value, of: scripted)
            } else {
                _ = try scripted.script.write(name, value, of: scripted)
            }
        }
        return Member.property(name, type: declared.type.rawValue, get: { (control: Control, session) in
            let scripted = try receiver(control, definition, name)
            if scripted.script.definition === definition { return try scripted.script.read(declared, of: scripted) }
            return try scripted.script.read(name, of: scripted) ?? .nil
        }, set: setter)
    }

    private static func method(named name: String, _ definition: ControlDefinition) -> Member {
        Member.method(name, "(...)") { (control: Control, call) in
            let scripted = try receiver(control, definition, name)
            guard let function = scripted.script.definition.method(named: name) else {
                throw ScriptError.message("\(scripted.script.definition.name) has no method '\(name)' any more")
            }
            return try function.call([try call.session.luaValue(for: scripted)] + call.arguments)
        }
    }

    private static func receiver(_ control: Control, _ definition: ControlDefinition, _ member: String) throws -> ScriptedControl {
        guard let scripted = ScriptedSubclasses.scripted(control), scripted.script.definition === definition
                || scripted.script.definition.name == definition.name || scripted.script.definition.derives(from: definition) else {
            throw ScriptError.message("'\(member)' belongs to \(definition.name), not to \(control.typeName)")
        }
        return scripted
    }
}
