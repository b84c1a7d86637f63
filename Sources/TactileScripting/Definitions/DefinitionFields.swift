import LuaKit

/// The fields of a definition table, read with their types checked and unknown names refused,
/// so a typo such as `beginTraking` is an error rather than an override that never runs.
struct DefinitionFields {
    private var values: [String: LuaValue] = [:]
    private let context: String

    init(_ table: LuaRef, allowed: Set<String>, context: String) throws(DefinitionError) {
        self.context = context
        let entries: [(key: LuaValue, value: LuaValue)]
        do { entries = try table.entries() } catch { throw .bad("\(context): \(error.message)") }
        for (key, value) in entries {
            guard case .string(let name) = key else { throw .bad("\(context): field names must be strings") }
            guard allowed.contains(name) else {
                let hint = NearestName.hint(for: name, among: Array(allowed))
                throw .bad("\(context): unknown field '\(name)'\(hint)")
            }
            values[name] = value
        }
    }

    func value(_ name: String) -> LuaValue { values[name] ?? .nil }

    func string(_ name: String) throws(DefinitionError) -> String? {
        switch value(name) {
        case .nil: return nil
        case .string(let text): return text
        case let other: throw .bad("\(context): '\(name)' must be a string, got \(other.typeName)")
        }
    }

    func boolean(_ name: String) throws(DefinitionError) -> Bool? {
        switch value(name) {
        case .nil: return nil
        case .boolean(let flag): return flag
        case let other: throw .bad("\(context): '\(name)' must be a boolean, got \(other.typeName)")
        }
    }

    func function(_ name: String) throws(DefinitionError) -> LuaRef? {
        switch value(name) {
        case .nil: return nil
        case .function(let function): return function
        case let other: throw .bad("\(context): '\(name)' must be a function, got \(other.typeName)")
        }
    }

    func table(_ name: String) throws(DefinitionError) -> LuaRef? {
        switch value(name) {
        case .nil: return nil
        case .table(let table): return table
        case let other: throw .bad("\(context): '\(name)' must be a table, got \(other.typeName)")
        }
    }
}
