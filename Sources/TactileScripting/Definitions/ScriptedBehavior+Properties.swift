import ControlKit
import LuaKit

/// Declared properties and private fields of a defined instance, as Swift reads and writes them:
/// through defined.lua, the one implementation (Lua's own `self.name` never comes here).
extension ScriptedBehavior {
    /// Reads a declared property (through its `get` when it has one) or a private `_field`;
    /// nil when the name is neither, so the caller reports an unknown member.
    func read(_ name: String, of control: View) throws -> LuaValue? {
        guard let session, let spec = definition.luaSpec else { return nil }
        let results = try session.definedMembers().read.call(.table(spec), try session.luaValue(for: control), .string(name))
        guard results.first == true else { return nil }
        return results.count > 1 ? results[1] : .nil
    }

    /// Reads a declared property of this instance's definition chain.
    func read(_ property: DeclaredProperty, of control: View) throws -> LuaValue {
        try read(property.name, of: control) ?? .nil
    }

    /// Writes a declared property (type check, `validate`, `set`, store, `didSet`) or a private
    /// `_field`; false when the name is neither. Its errors are the assignment's, raised at
    /// the script line that caused it.
    func write(_ name: String, _ value: LuaValue, of control: View) throws -> Bool {
        guard let session, let spec = definition.luaSpec else { return false }
        let results: [LuaValue]
        do {
            results = try session.definedMembers().write.call(.table(spec), try session.luaValue(for: control),
                                                                .string(name), value)
        } catch {
            throw ScriptError.message(error.message)
        }
        return results.first == true
    }

    /// Writes a declared property of this instance's definition chain.
    func write(_ property: DeclaredProperty, _ value: LuaValue, of control: View) throws {
        _ = try write(property.name, value, of: control)
    }
}

extension ScriptedBehavior {
    /// Private fields start with an underscore; any other undeclared name is refused, so a
    /// typo such as `self.angel = 1` is an error rather than a silent new field.
    static func isPrivate(_ name: String) -> Bool { name.hasPrefix("_") }
}
