import ControlKit
import LuaKit

/// The primitives behind every proxy's metatable: property reads and writes, printing,
/// construction from a table, and release when the proxy is collected. Reads, writes and
/// construction answer `true, value` or `false, message`; the prelude raises the message at the
/// script's line.
extension ScriptSession {
    func installObjectPrimitives() throws(LuaError) {
        try host.set("get") { [weak self] call in
            guard let self else { return call.results(false, "the session has ended") }
            return self.answer(call) { () throws -> LuaValue in
                let (object, installed) = try self.receiver(call.value(1))
                let key = call.value(2)
                guard case .string(let name) = key, let member = installed.members[name],
                      case .property(let get, _) = member.kind else {
                    if case .string(let name) = key, let dynamic = object as? DynamicMembers,
                       let value = try dynamic.dynamicMember(name) { return value }
                    throw self.unknownMember(key, of: installed)
                }
                return try get(object, self)
            }
        }
        try host.set("set") { [weak self] call in
            guard let self else { return call.results(false, "the session has ended") }
            return self.answer(call) { () throws -> LuaValue in
                let (object, installed) = try self.receiver(call.value(1))
                try self.assign(call.value(3), to: call.value(2), of: object, installed)
                return .nil
            }
        }
        try host.set("describe") { [weak self] call in
            guard let self, let object = self.object(from: call.value(1)) else { return call.results("released object") }
            return call.results(self.summary(of: object))
        }
        try host.set("construct") { [weak self] call in
            guard let self else { return call.results(false, "the session has ended") }
            return self.answer(call) { () throws -> LuaValue in
                try self.construct(className: call.argument(1, as: String.self), options: call.value(2))
            }
        }
        try host.set("release") { [weak self] call in
            if let handle = Int(luaValue: call.value(1)) { self?.objects.release(handle) }
            return .none
        }
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

    /// A proxy's object and class.
    private func receiver(_ value: LuaValue) throws(ScriptError) -> (AnyObject, InstalledClass) {
        guard let object = object(from: value), let installed = installedClass(of: object) else {
            throw .message("the object was released")
        }
        return (object, installed)
    }

    private func unknownMember(_ key: LuaValue, of installed: InstalledClass) -> ScriptError {
        let name: String
        if case .string(let text) = key { name = text } else { name = describe(key) }
        return .unknownMember(className: installed.binding.name, name: name,
                              suggestion: NearestName.suggestion(for: name, among: installed.orderedMembers.map(\.name)))
    }

    /// `object.key = value`, refused for read-only properties, methods and unknown names.
    private func assign(_ value: LuaValue, to key: LuaValue, of object: AnyObject, _ installed: InstalledClass) throws {
        guard case .string(let name) = key, let member = installed.members[name] else {
            if case .string(let name) = key, let dynamic = object as? DynamicMembers,
               try dynamic.setDynamicMember(name, value) { return }
            throw unknownMember(key, of: installed)
        }
        switch member.kind {
        case .property(_, let set?):
            try set(object, value, self)
        case .property(_, nil):
            throw ScriptError.readOnly(className: installed.binding.name, name: name)
        case .method:
            throw ScriptError.message("'\(name)' is a method of \(installed.binding.name) and cannot be assigned")
        }
    }

    /// `Class{ key = value, … }`: a new object with the given properties set in declaration
    /// order (so `maximumValue` is set before `value`). Every key is checked before the object
    /// is made, so a typo creates nothing.
    func construct(className: String, options: LuaValue) throws -> LuaValue {
        guard let installed = bindings[className] else { throw ScriptError.message("unknown class '\(className)'") }
        guard let make = installed.binding.make else { throw ScriptError.message("\(className) cannot be constructed from Lua") }
        var given: [String: LuaValue] = [:]
        switch options {
        case .nil: break
        case .table(let table):
            for (key, value) in try table.entries() {
                guard case .string(let name) = key else {
                    throw ScriptError.message("\(className){} takes named properties only (got a value at [\(describe(key))])")
                }
                guard let member = installed.members[name], member.isWritable else {
                    if installed.members[name].map({ if case .property = $0.kind { return true } else { return false } }) == true {
                        throw ScriptError.readOnly(className: className, name: name)
                    }
                    throw ScriptError.unknownConstructorKey(
                        className: className, key: name,
                        suggestion: NearestName.suggestion(for: name, among: installed.writableNames))
                }
                given[name] = value
            }
        default:
            throw ScriptError.badArgument(position: 1, function: className, expected: "table", got: typeName(of: options))
        }
        let object = make()
        (object as? Control)?.fallbackApplication = application
        for member in installed.orderedMembers {
            guard let value = given[member.name], case .property(_, let set?) = member.kind else { continue }
            try set(object, value, self)
        }
        return try luaValue(for: object)
    }

    /// How an object prints: its traffic name and its display properties,
    /// `Slider#1 value=0.5 min=0 max=1 frame={20,40,200,30}`.
    func summary(of object: AnyObject) -> String {
        let name = application.name(of: object).description
        guard let view = object as? View else { return name }
        return ([name] + view.displayProperties.map(\.description)).joined(separator: " ")
    }
}

extension Double {
    /// The number as a person writes it: `20`, `0.5`.
    var compactText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
