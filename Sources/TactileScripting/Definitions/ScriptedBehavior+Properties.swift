import ControlKit
import LuaKit

/// Declared properties and private fields of a scripted control, as `self.name` reads and writes them.
extension ScriptedBehavior {
    /// Reads a declared property (through its `get` when it has one) or a private `_field`;
    /// nil when the name is neither, so the caller reports an unknown member.
    func read(_ name: String, of control: View) throws -> LuaValue? {
        if let property = definition.property(named: name) { return try read(property, of: control) }
        if ScriptedBehavior.isPrivate(name) { return try state(of: control).rawGet(.string(name)) }
        return nil
    }

    /// Reads a declared property of this instance's definition chain.
    func read(_ property: DeclaredProperty, of control: View) throws -> LuaValue {
        guard let get = property.get else { return try state(of: control).rawGet(.string(property.name)) }
        return try get.call(objects: control, returning: LuaValue.self)
    }

    /// Writes a declared property (type check, `validate`, `set`, store, `didSet`) or a private
    /// `_field`; false when the name is neither.
    func write(_ name: String, _ value: LuaValue, of control: View) throws -> Bool {
        if ScriptedBehavior.isPrivate(name), definition.property(named: name) == nil {
            try state(of: control).rawSet(.string(name), value)
            return true
        }
        guard let property = definition.property(named: name) else { return false }
        try write(property, value, of: control)
        return true
    }

    /// Writes a declared property of this instance's definition chain.
    func write(_ property: DeclaredProperty, _ value: LuaValue, of control: View) throws {
        let name = property.name
        guard let session else { throw LuaError.runtime("the session has ended") }
        if property.isReadOnly { throw ScriptError.readOnly(className: definition.name, name: name) }
        if let problem = property.typeProblem(with: value, className: definition.name, typeName: session.typeName(of:)) {
            throw ScriptError.message(problem)
        }
        let watch = !fidelity.isWatching
        if watch { fidelity.begin(.assignment) }
        defer { if watch { fidelity.end(control: control, session: session) } }
        if let validate = property.validate {
            let verdict = try validate.call([try session.luaValue(for: control), value])
            if let accepted = verdict.first, !accepted.isTruthy {
                let reason = verdict.count > 1 ? session.describe(verdict[1]) : "refused by its validate function"
                throw ScriptError.message("bad value for \(definition.name).\(name): \(session.describe(value)) (\(reason))")
            }
        }
        var stored = value
        if let set = property.set { stored = try set.firstResult(object: control, value) ?? value }
        let table = try state(of: control)
        guard let didSet = property.didSet else { return try table.rawSet(.string(name), stored) }
        let old = try table.rawGet(.string(name))
        try table.rawSet(.string(name), stored)
        if old != stored { _ = try didSet.call(object: control, stored, old, returning: LuaValue.self) }
    }

    /// Private fields start with an underscore; any other undeclared name is refused, so a
    /// typo such as `self.angel = 1` is an error rather than a silent new field.
    static func isPrivate(_ name: String) -> Bool { name.hasPrefix("_") }
}
