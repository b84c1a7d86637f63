import ControlKit
import LuaKit

/// Construction from a table (`Slider{ value = 3 }`) and the checks class tables need. Bound
/// objects themselves are LuaKit userdata: their metatables come from the class bindings.
extension ScriptSession {
    func installObjectPrimitives() throws(LuaError) {
        try hostAnswer("construct") { session, call in
            try session.construct(className: call.value(1), options: call[2])
        }
        try hostFunction("isInstance") { session, call in
            let installed = try session.installedClass(named: call.value(1, as: String.self))
            let object = session.object(from: call[2])
            return [.boolean(object.map { installed?.binding.isInstance($0) ?? false } ?? false)]
        }
        try hostFunction("typeName") { session, call in [.string(session.typeName(of: call[1]))] }
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

    /// `Class{ key = value, … }`: a new object with the given properties set in declaration
    /// order (so `maximumValue` is set before `value`). Every key is checked before the object
    /// is made, so a typo creates nothing. The class's creation key, if given, chooses how the
    /// object is made (`Button{type = "system"}`).
    func construct(className: String, options: LuaValue) throws -> LuaValue {
        guard let installed = try installedClass(named: className) else { throw ScriptError.message("unknown class '\(className)'") }
        guard let make = installed.binding.make else { throw ScriptError.message("\(className) cannot be constructed from Lua") }
        let creation = installed.binding.creation
        var given: [String: LuaValue] = [:]
        var creationValue: LuaValue?
        switch options {
        case .nil: break
        case .table(let table):
            for (key, value) in try table.entries() {
                guard case .string(let name) = key else {
                    throw ScriptError.message("\(className){} takes named properties only (got a value at [\(describe(key))])")
                }
                if let creation, name == creation.key {
                    creationValue = value
                    continue
                }
                guard let member = installed.members[name], member.isWritable else {
                    if let creation, name == creation.property {
                        throw ScriptError.message(ScriptError.readOnly(className: className, name: name).description
                            + " (choose it when making one: \(className){\(creation.key) = …})")
                    }
                    if installed.members[name].map({ if case .property = $0.kind { return true } else { return false } }) == true {
                        throw ScriptError.readOnly(className: className, name: name)
                    }
                    throw ScriptError.unknownConstructorKey(
                        className: className, key: name,
                        suggestion: NearestName.suggestion(for: name, among: installed.writableNames + [creation?.key].compactMap { $0 }))
                }
                given[name] = value
            }
        default:
            throw ScriptError.badArgument(position: 1, function: className, expected: "table", got: typeName(of: options))
        }
        let object = try creationValue.map { try creation!.make($0, className) } ?? make()
        (object as? Control)?.fallbackApplication = application
        for member in installed.orderedMembers {
            guard let value = given[member.name], case .property(_, let set?) = member.kind else { continue }
            try set(object, value, self)
        }
        return try luaValue(for: object)
    }

    /// How an object prints: its traffic name and its display properties,
    /// `Slider#1(frame: (20, 40, 200×30), value: 0.5, minimumValue: 0, maximumValue: 1)`.
    func summary(of object: AnyObject) -> String {
        let name = application.name(of: object).description
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
