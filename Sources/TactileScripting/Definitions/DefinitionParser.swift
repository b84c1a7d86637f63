import LuaKit

/// Reads a `Control.define{...}` table into a `ControlDefinition`, refusing anything unclear:
/// unknown fields, a missing name, a name a built-in class or another plugin holds, an unknown base, a property that shadows one of
/// the base class, an override that is not a function.
struct DefinitionParser {
    let session: ScriptSession
    /// The plugin file being loaded, if any.
    let source: String?

    static let fieldNames: Set<String> = Set(["name", "base", "properties", "events", "methods", "invariants"] + Hook.allCases.map(\.name))

    func parse(_ table: LuaRef) throws(DefinitionError) -> ControlDefinition {
        let fields = try DefinitionFields(table, allowed: DefinitionParser.fieldNames, context: "Control.define")
        guard let name = try fields.string("name") else {
            throw .bad("Control.define: 'name' is required, such as name = \"Knob\"")
        }
        guard name.first.map({ $0.isUppercase }) == true, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw .bad("Control.define: the name '\(name)' must be a capitalised identifier, such as Knob")
        }
        let context = "Control.define{ name = \"\(name)\" }"
        if session.classes.isBuiltInClass(name) {
            throw .bad("\(context): \(name) is a built-in class and cannot be redefined")
        }
        if let source, let existing = session.customControls.definitions[name], existing.source != source {
            let owner = existing.source.map(Plugin.displayPath(of:)) ?? "code outside any plugin"
            throw .bad("\(context): \(name) is already defined by \(owner), so \(Plugin.displayPath(of: source)) "
                       + "cannot define it too (a plugin redefines only its own classes, when it is reloaded)")
        }
        let baseName = try fields.string("base") ?? "Control"
        let parent = session.customControls.definitions[baseName]
        let builtInBase: String
        let bases = session.classes.definableBases
        if let parent {
            builtInBase = parent.builtInBase
        } else if bases.contains(baseName) {
            builtInBase = baseName
        } else {
            let candidates = bases + Array(session.customControls.definitions.keys)
            let hint = NearestName.hint(for: baseName, among: candidates)
            throw .bad("\(context): unknown base '\(baseName)'\(hint); a base is a built-in view class ("
                       + bases.joined(separator: ", ") + ") or a defined class")
        }
        if parent?.name == name { throw .bad("\(context): a class cannot be based on itself") }

        let inherited = Set(((try? session.classes.installedClass(named: baseName)) ?? nil).map { $0.schema.memberNames } ?? [])
        var properties: [DeclaredProperty] = []
        if let table = try fields.table("properties") {
            let entries: [(key: LuaValue, value: LuaValue)]
            do { entries = try table.entries() } catch { throw .bad("\(context): \(error.message)") }
            for (key, spec) in entries.sorted(by: { "\($0.key)" < "\($1.key)" }) {
                guard case .string(let propertyName) = key else { throw .bad("\(context): property names must be strings") }
                if inherited.contains(propertyName) {
                    throw .bad("\(context): property '\(propertyName)' is already a member of \(baseName)")
                }
                if ScriptedBehavior.isPrivate(propertyName) || propertyName == "super" {
                    throw .bad("\(context): '\(propertyName)' cannot be a property name (names starting with _ are private fields)")
                }
                properties.append(try DeclaredProperty.parse(name: propertyName, spec: spec, className: name))
            }
        }

        var events: [String] = []
        if let list = try fields.table("events") {
            for index in stride(from: 1, through: list.rawLength, by: 1) {
                guard case .string(let event) = (try? list.rawGet(.integer(index))) ?? .nil else {
                    throw .bad("\(context): events must be a list of names, such as { \"unlocked\" }")
                }
                events.append(event)
            }
        }

        var hooks = HookTable()
        for hook in Hook.allCases {
            if let function = try fields.function(hook.name) { hooks[hook] = function }
        }

        var methods: [String: LuaRef] = [:]
        if let table = try fields.table("methods") {
            let entries: [(key: LuaValue, value: LuaValue)]
            do { entries = try table.entries() } catch { throw .bad("\(context): \(error.message)") }
            for (key, value) in entries {
                guard case .string(let methodName) = key, case .function(let function) = value else {
                    throw .bad("\(context): methods must map names to functions")
                }
                if inherited.contains(methodName) || properties.contains(where: { $0.name == methodName }) {
                    throw .bad("\(context): method '\(methodName)' is already a member of \(baseName) or a property")
                }
                methods[methodName] = function
            }
        }
        // MARK: Invariants (`tactile fuzz`, docs/fuzzing.md §3): checked by every invariant watch.
        let invariants = try DeclaredInvariant.parse(fields.value("invariants"), context: context, lua: session.lua)

        return ControlDefinition(name: name, baseName: baseName, parent: parent, builtInBase: builtInBase,
                                 properties: properties, events: events, hooks: hooks, methods: methods,
                                 invariants: invariants, source: source)
    }
}
