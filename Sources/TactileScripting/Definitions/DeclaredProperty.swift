import LuaKit

/// A property declared by `Control.define{ properties = { angle = { type = "number", default = 0 } } }`.
///
/// Its value lives in the instance's Lua state table. Writes are checked in this order: the
/// type, then `validate(self, value)` (false or an error refuses the value, with the message it
/// returned), then `set(self, value)` (returns the value to store, for clamping), then after
/// the store `didSet(self, value, old)` runs when the value changed. A property with `get` is
/// computed and, unless `readOnly = false`, read-only.
public struct DeclaredProperty {
    /// The kinds of value a property may hold.
    public enum ValueType: String, CaseIterable {
        case number, integer, boolean, string, table, function, any

        /// Whether a value has this type (nil is accepted only where the default is nil).
        func admits(_ value: LuaValue) -> Bool {
            switch (self, value) {
            case (.any, _): return true
            case (.number, .number), (.number, .integer): return true
            case (.integer, .integer): return true
            case (.integer, .number(let x)): return x.rounded() == x && x.isFinite
            case (.boolean, .boolean), (.string, .string), (.table, .table), (.function, .function): return true
            default: return false
            }
        }
    }

    public let name: String
    public let type: ValueType
    /// The value a new instance starts with.
    public let defaultValue: LuaValue
    /// Whether scripts may not assign it.
    public let isReadOnly: Bool
    /// Whether appearance proxies may set it (`appearance = true`; uikit-rules §17.5).
    public let isAppearance: Bool
    let validate: LuaRef?
    let set: LuaRef?
    let didSet: LuaRef?
    let get: LuaRef?

    /// Whether `nil` may be stored: when the default is nil.
    var admitsNil: Bool { if case .nil = defaultValue { return true } else { return false } }

    /// Reads one entry of the `properties` table, or explains what is wrong with it.
    static func parse(name: String, spec: LuaValue, className: String) throws(DefinitionError) -> DeclaredProperty {
        guard case .table(let table) = spec else {
            throw .bad("property '\(name)' of \(className) must be a table such as { type = \"number\", default = 0 }")
        }
        let fields = try DefinitionFields(table, allowed: ["type", "default", "validate", "set", "didSet", "get", "readOnly", "appearance"],
                                          context: "property '\(name)' of \(className)")
        let typeName = try fields.string("type") ?? "any"
        guard let type = ValueType(rawValue: typeName) else {
            throw .bad("property '\(name)' of \(className) has unknown type '\(typeName)' (one of "
                       + ValueType.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        let get = try fields.function("get")
        let defaultValue = fields.value("default")
        if case .nil = defaultValue {} else if !type.admits(defaultValue) {
            throw .bad("property '\(name)' of \(className): default is a \(defaultValue.typeName), not a \(type.rawValue)")
        }
        let isReadOnly = try fields.boolean("readOnly") ?? (get != nil)
        // Appearance proxies (uikit-rules §17.5): a property they set is one scripts may assign.
        let isAppearance = try fields.boolean("appearance") ?? false
        if isAppearance && isReadOnly {
            throw .bad("property '\(name)' of \(className) is read-only, so it cannot be an appearance property")
        }
        return DeclaredProperty(name: name, type: type, defaultValue: defaultValue, isReadOnly: isReadOnly,
                                isAppearance: isAppearance, validate: try fields.function("validate"),
                                set: try fields.function("set"), didSet: try fields.function("didSet"), get: get)
    }

    /// The message for a value of the wrong type, or nil when it fits.
    func typeProblem(with value: LuaValue, className: String, typeName: (LuaValue) -> String) -> String? {
        if case .nil = value, admitsNil { return nil }
        if type.admits(value) { return nil }
        return ScriptError.badPropertyValue(className: className, name: name, expected: type.rawValue, got: typeName(value)).description
    }
}
