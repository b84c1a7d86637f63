import ControlKit
import LuaKit
import TactileScripting

/// The selected view's properties as its binding declares them (the class's schema and its
/// superclasses', a Lua-defined control's declared properties included), read and set through
/// the same metamethods a script uses: an edit runs the setter a script's assignment runs, so a
/// bad value gets the error a script gets, and nothing else is changed.
final class PropertyInspector {
    private let session: ScriptSession
    private let getter: LuaRef
    private let setter: LuaRef

    init(session: ScriptSession, lua: WorkbenchLua) {
        self.session = session
        getter = lua.get
        setter = lua.set
    }

    /// Properties of the view, its class's first, each with the widget that edits it.
    func contents(of view: View, path: [Int]) -> InspectorContents {
        var properties: [InspectedProperty] = []
        if let object = try? session.luaValue(for: view) {
            var seen = Set<String>()
            for schema in schemas(of: object) {
                for property in schema.properties where seen.insert(property.name).inserted {
                    properties.append(inspect(property, of: object, view: view))
                }
            }
        }
        return InspectorContents(path: path, className: ViewTreeReader.className(of: view),
                                 name: session.stage.application.existingName(of: view)?.description, properties: properties)
    }

    /// Sets a property the way `view.property = value` does; throws the setter's error.
    func set(_ property: String, of view: View, to value: EditValue) throws {
        let object = try session.luaValue(for: view)
        _ = try setter.call([object, .string(property), try luaValue(value)])
    }

    private func luaValue(_ value: EditValue) throws -> LuaValue {
        switch value {
        case .number(let number):
            return number == number.rounded() && abs(number) < 9e15 ? .integer(Int(number)) : .number(number)
        case .boolean(let flag): return .boolean(flag)
        case .string(let text): return .string(text)
        case .null: return .nil
        case .lua(let source):
            let chunk = try session.lua.load("return " + source, chunkName: "=edit", environment: session.globals)
            return try chunk.call([]).first ?? .nil
        }
    }

    /// The schemas of a bound object's class and its superclasses, the class's own first.
    private func schemas(of object: LuaValue) -> [LuaClassSchema] {
        var schemas: [LuaClassSchema] = []
        var schema = session.lua.classSchema(of: object)
        while let current = schema, schemas.count < 32 {
            schemas.append(current)
            schema = current.superclassName.flatMap(session.lua.classSchema(named:))
        }
        return schemas
    }

    private func inspect(_ property: LuaClassSchema.Property, of object: LuaValue, view: View) -> InspectedProperty {
        var inspected = InspectedProperty(name: property.name, type: property.typeName, widget: .readOnly, value: .none,
                                          display: "", choices: nil, doc: property.doc.isEmpty ? nil : property.doc)
        // Reading `name` would give the view a traffic name now, and names follow the order they
        // are given in: a saved scenario, replayed without the inspector, would name it later.
        if property.name == "name" {
            let name = session.stage.application.existingName(of: view)?.description
            inspected.display = name ?? "(none yet)"
            inspected.value = name.map(InspectedValue.string) ?? .none
            return inspected
        }
        let value: LuaValue
        do {
            value = try getter.call([object, .string(property.name)]).first ?? .nil
        } catch {
            inspected.display = "error: \(error)"
            return inspected
        }
        // A bound object shows by its traffic name or class: its `tostring` would name it now.
        if let object = session.object(from: value) {
            inspected.display = session.stage.application.existingName(of: object)?.description
                ?? (object as? TypeNamed)?.typeName ?? String(describing: type(of: object))
        } else if case .table(let table) = value, let list = Self.listText(table, session: session) {
            inspected.display = list
        } else {
            inspected.display = session.describe(value)
        }
        let type = property.typeName.hasSuffix("?") ? String(property.typeName.dropLast()) : property.typeName
        let choices = Self.choices(in: type)
        switch value {
        case .boolean(let flag): inspected.value = .boolean(flag)
        case .integer(let number): inspected.value = .number(Double(number))
        case .number(let number): inspected.value = .number(number)
        case .string(let text): inspected.value = .string(text)
        default: inspected.value = type == "Color" && inspected.display.hasPrefix("#") ? .string(inspected.display) : .none
        }
        guard !property.isReadOnly else { return inspected }
        switch type {
        case "boolean": inspected.widget = .boolean
        case "number": inspected.widget = .number
        case "integer": inspected.widget = .integer
        case "string": inspected.widget = .text
        case "Color": inspected.widget = .color
        default:
            if let choices {
                inspected.widget = .choice
                inspected.choices = choices
            } else {
                inspected.widget = .lua
            }
        }
        return inspected
    }

    /// A plain list of names or numbers (`state`, `allControlEvents`) as `{normal, highlighted}`;
    /// nil for other tables, which show as `tostring` shows them.
    static func listText(_ table: LuaRef, session: ScriptSession) -> String? {
        guard let entries = try? table.entries(), entries.count <= 64 else { return nil }
        var items: [(Int, String)] = []
        for (key, value) in entries {
            guard case .integer(let index) = key else { return nil }
            switch value {
            case .string(let text): items.append((index, text))
            case .integer(let number): items.append((index, String(number)))
            case .number(let number): items.append((index, NumberText.text(number)))
            case .boolean(let flag): items.append((index, flag ? "true" : "false"))
            default: return nil
            }
        }
        return "{" + items.sorted { $0.0 < $1.0 }.map(\.1).joined(separator: ", ") + "}"
    }

    /// The names of an enumeration type written `"left"|"center"|"right"`; nil for other types.
    static func choices(in type: String) -> [String]? {
        let parts = type.split(separator: "|")
        guard !parts.isEmpty, parts.allSatisfy({ $0.count >= 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") }) else { return nil }
        return parts.map { String($0.dropFirst().dropLast()) }
    }
}
