import ControlKit
import LuaKit

/// Construction from a table (`Slider{ value = 3 }`) and the checks class tables need. Bound
/// objects themselves are LuaKit userdata: their metatables come from the class bindings.
extension ScriptSession {
    func installObjectPrimitives() throws(LuaError) {
        try host.set("construct") { call in
            do {
                let session = try call.session
                let (object, keys) = try session.prepareConstruction(className: call.argument(1), options: call.value(2))
                return call.results(true, object, keys)
            } catch {
                return call.results(false, (error as? LuaError)?.message ?? "\(error)")
            }
        }
        try hostFunction("isInstance") { session, call in
            let installed = try session.classes.installedClass(named: call.value(1, as: String.self))
            let object = session.object(from: call[2])
            return [.boolean(object.map { installed?.declaration.matches($0) ?? false } ?? false)]
        }
        try hostFunction("typeName") { session, call in [.string(session.classes.typeName(of: call[1]))] }
    }

    /// `true, value` from the body, or `false, message` when it throws.
    func answer(_ call: LuaCall, _ body: () throws -> LuaValue) -> LuaResults {
        do {
            return call.results(true, try body())
        } catch let error as LuaError {
            return call.results(false, error.message)
        } catch {
            return call.results(false, "\(error)")
        }
    }

    /// `Class{ key = value, … }`: a new object, and the keys of the properties to set, in
    /// declaration order (so `maximumValue` is set before `value`); the class table's
    /// constructor (classes.lua) assigns them, so each goes through the class's own setter.
    /// Every key is checked before the object is made, so a typo creates nothing. The class's
    /// creation key, if given, chooses how the object is made (`Button{type = "system"}`).
    func prepareConstruction(className: String, options: LuaValue) throws -> (object: LuaValue, keys: LuaValue) {
        guard let installed = try classes.installedClass(named: className) else { throw ScriptError.message("unknown class '\(className)'") }
        let definition = customControls.definitions[className]
        let rootClass = definition.flatMap { classes.bindings[$0.builtInBase] } ?? installed
        let creation = installed.creation
        guard rootClass.declaration.isConstructible || creation?.isRequired == true else {
            throw ScriptError.message("\(className) cannot be constructed from Lua")
        }
        var given: Set<String> = []
        var creationValues: [String: LuaValue] = [:]
        switch options {
        case .nil: break
        case .table(let table):
            for (key, value) in try table.entries() {
                guard case .string(let name) = key else {
                    throw ScriptError.message("\(className){} takes named properties only (got a value at [\(describe(key))])")
                }
                if let creation, creation.keys.contains(where: { $0.key == name }) {
                    creationValues[name] = value
                    continue
                }
                guard installed.writableNames.contains(name) else {
                    if let key = creation?.key(deciding: name) {
                        throw ScriptError.message(ScriptError.readOnly(className: className, name: name).description
                            + " (choose it when making one: \(className){\(key) = …})")
                    }
                    if installed.schema.properties.contains(where: { $0.name == name }) {
                        throw ScriptError.readOnly(className: className, name: name)
                    }
                    throw ScriptError.unknownConstructorKey(
                        className: className, key: name,
                        suggestion: NearestName.suggestion(for: name, among: installed.writableNames + (creation?.keys.map(\.key) ?? [])))
                }
                given.insert(name)
            }
        default:
            throw ScriptError.badArgument(position: 1, function: className, expected: "table", got: classes.typeName(of: options))
        }
        var object: AnyObject
        if let creation, creation.isRequired || !creationValues.isEmpty {
            object = try creation.make(creationValues, className)
        } else {
            object = rootClass.declaration.construct()!
        }
        if let definition { object = DefinedClassBinding.instance(of: definition, session: self, made: object) }
        (object as? Control)?.fallbackApplication = stage.application
        // A navigation bar or controller records its delegate messages and notes in the session's
        // application before it is put in a window.
        (object as? NavigationBar)?.application = stage.application
        (object as? NavigationController)?.view.application = stage.application
        let keys = installed.schema.properties.map(\.name).filter(given.contains)
        return (try luaValue(for: object), try luaList(keys.map(LuaValue.string)))
    }

    /// `Class{...}` run from Swift (a list property's entries given as tables): the class
    /// table's constructor, so each property goes through its setter as in Lua.
    func construct(className: String, options: LuaValue) throws -> LuaValue {
        _ = try classes.installedClass(named: className)
        guard case .table(let classTable) = try api.rawGet(.string(className)) else {
            throw ScriptError.message("unknown class '\(className)'")
        }
        return try classTable.call(options).first ?? .nil
    }

    /// How an object prints: its traffic name and its display properties,
    /// `Slider#1(frame: (20, 40, 200×30), value: 0.5, minimumValue: 0, maximumValue: 1)`.
    func summary(of object: AnyObject) -> String {
        let name = stage.application.name(of: object).description
        if let recognizer = object as? GestureRecognizer { return name + "(state: \(recognizer.state))" }
        let properties = (object as? View)?.describedProperties ?? (object as? DisplaysProperties)?.displayProperties
        guard let properties else { return name }
        return name + "(" + properties.map(\.description).joined(separator: ", ") + ")"
    }
}

extension Double {
    /// The number as a person writes it: `20`, `0.5`.
    var compactText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
