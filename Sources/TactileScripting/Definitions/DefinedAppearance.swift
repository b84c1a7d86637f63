import ControlKit
import LuaKit

/// A Lua-defined class as appearance proxies know it (uikit-rules §17): under the class's name,
/// deriving from its base's appearance class, with its declared properties marked
/// `appearance = true` as its own. Their values are Lua values, checked as an assignment checks
/// them, and set on an instance through the property's writer (validate, set and didSet run).
enum DefinedAppearance {
    /// The appearance class of a definition whose parent, if any, has its own already.
    static func appearanceClass(of definition: ControlDefinition, in session: ScriptSession) -> AppearanceClass {
        let superclass = definition.parent?.appearanceClass ?? session.standardAppearanceClass(named: definition.builtInBase) ?? .view
        return AppearanceClass(definition.name, superclass: superclass,
                               properties: definition.properties.filter(\.isAppearance).map { property(named: $0.name) })
    }

    private static func property(named name: String) -> AppearanceProperty {
        AppearanceProperty(name: name, valueTypeName: "Lua value", accepts: { $0 is LuaValue }, set: { object, value in
            guard let script = ScriptedBehavior.of(object), let view = object as? View, let value = value as? LuaValue else { return }
            script.applyAppearance(name, value, to: view)
        }, get: { object in
            guard let script = ScriptedBehavior.of(object), let view = object as? View else { return nil }
            return (try? script.read(name, of: view)) ?? nil
        })
    }
}

extension ScriptedBehavior {
    /// Gives a declared property the value an appearance proxy has for it, through the property's
    /// writer. A value the property refuses (its validate, say) is reported like a failed
    /// override, and the property keeps its value.
    func applyAppearance(_ name: String, _ value: LuaValue, to view: View) {
        do {
            _ = try write(name, value, of: view)
        } catch {
            guard let session else { return }
            let reported = session.reportFailure(error, sender: view, event: "\(definition.name).appearance")
            let application = view.application ?? session.stage.application
            application.note("appearance value for '\(name)' of \(application.name(of: view)) refused: \(reported)", from: view)
        }
    }
}
