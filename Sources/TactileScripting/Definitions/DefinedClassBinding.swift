import ControlKit
import LuaKit

/// The class of a Lua-defined control: a subclass of its base's declaration, with its declared
/// properties and methods as members. An instance is one of the built-in class at the root of
/// its chain with the definition's behaviour attached (`instance(of:session:made:)`), made as
/// that class's creation key says when it has one (`ToggleButton{type = "system"}`, as a
/// subclass of UIButton is made with `init(type:)`).
enum DefinedClassBinding {
    static func make(_ definition: ControlDefinition, session: ScriptSession) -> LuaClassDeclaration {
        var members = definition.properties.map { property(named: $0.name, $0, definition) }
            + definition.methods.keys.sorted().map { method(named: $0, definition) }
        if definition.parent == nil {
            members.append(LuaMember.property("super", type: "table", read: { (_: View, session) in
                .table(try session.superTable())
            }))
        }
        return session.classes.bindings[definition.baseName]!.declaration.subclass(
            definition.name, namespace: session.classes.unusedNamespace(forClass: definition.name),
            matches: { object in ScriptedBehavior.of(object)?.definition.isOrDerives(from: definition) == true },
            make: nil, members: members)
    }

    /// A new instance: `made`, a plain instance of the built-in class at the root of the chain,
    /// with the definition's behaviour attached, tied to the session's application, after
    /// every `init`, root first.
    static func instance(of definition: ControlDefinition, session: ScriptSession, made: AnyObject) -> View {
        // The parser admits only bases whose instances are views.
        let view = made as! View
        let script = ScriptedBehavior(definition: definition, session: session)
        view.attachedBehaviour = script
        view.application = session.stage.application
        _ = try? script.state(of: view)  // the declared defaults, before anything reads them
        for level in (0 ..< definition.chain.count).reversed() where definition.chain[level].hooks[.initialize] != nil {
            _ = script.callOverride(.initialize, on: view, from: level) { try $0.call(objects: view, returning: LuaValue.self) }
        }
        return view
    }

    private static func property(named name: String, _ declared: DeclaredProperty, _ definition: ControlDefinition) -> LuaMember {
        // An instance of this very definition has `declared` as its property; one of a
        // derived definition looks the name up its own chain (it may redeclare it).
        let setter: ((View, LuaValue, ScriptSession) throws -> Void)? = declared.isReadOnly ? nil : { view, value, session in
            let script = try receiver(view, definition, name)
            if script.definition === definition {
                try script.write(declared, value, of: view)
            } else {
                _ = try script.write(name, value, of: view)
            }
        }
        return LuaMember.property(name, type: declared.type.rawValue, read: { (view: View, session) in
            let script = try receiver(view, definition, name)
            if script.definition === definition { return try script.read(declared, of: view) }
            return try script.read(name, of: view) ?? .nil
        }, write: setter)
    }

    private static func method(named name: String, _ definition: ControlDefinition) -> LuaMember {
        LuaMember.method(name, "(...)") { (view: View, call) in
            let script = try receiver(view, definition, name)
            guard let function = script.definition.method(named: name) else {
                throw ScriptError.message("\(script.definition.name) has no method '\(name)' any more")
            }
            return try function.call([try call.session.luaValue(for: view)] + call.arguments)
        }
    }

    private static func receiver(_ view: View, _ definition: ControlDefinition, _ member: String) throws -> ScriptedBehavior {
        guard let script = ScriptedBehavior.of(view), script.definition.isOrDerives(from: definition) else {
            throw ScriptError.message("'\(member)' belongs to \(definition.name), not to \(view.typeName)")
        }
        return script
    }
}
