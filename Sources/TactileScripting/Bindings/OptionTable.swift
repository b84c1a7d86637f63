import ControlKit
import LuaKit

/// The options table of a helper such as `drag(view, {from = …, to = …, steps = 10})`: unknown
/// keys are refused with the nearest known one suggested, and each option is type-checked.
struct OptionTable {
    private let values: [String: LuaValue]
    private let function: String
    private let argument: Int

    init(_ table: LuaRef?, allowed: [String], function: String, argument: Int) throws {
        self.function = function
        self.argument = argument
        var values: [String: LuaValue] = [:]
        for (key, value) in try table?.entries() ?? [] {
            guard case .string(let name) = key, allowed.contains(name) else {
                let name = String(describing: key).trimmingCharacters(in: ["\""])
                throw ScriptError.message("bad argument #\(argument) to '\(function)' (unknown option '\(name)'"
                    + (NearestName.suggestion(for: name, among: allowed).map { "; did you mean '\($0)'?" } ?? "") + ")")
            }
            values[name] = value
        }
        self.values = values
    }

    func has(_ key: String) -> Bool { values[key] != nil }

    func number(_ key: String) throws(ScriptError) -> Double? {
        guard let value = values[key] else { return nil }
        guard let number = Double(luaValue: value) else { throw wrong(key, expected: "number", got: value) }
        return number
    }

    func integer(_ key: String) throws(ScriptError) -> Int? {
        guard let value = values[key] else { return nil }
        guard let integer = Int(luaValue: value) else { throw wrong(key, expected: "integer", got: value) }
        return integer
    }

    func boolean(_ key: String) throws(ScriptError) -> Bool? {
        guard let value = values[key] else { return nil }
        guard let flag = Bool(luaValue: value) else { throw wrong(key, expected: "boolean", got: value) }
        return flag
    }

    func point(_ key: String) throws(ScriptError) -> Point? {
        guard let value = values[key] else { return nil }
        guard let point = Geometry.point(from: value) else { throw wrong(key, expected: "point", got: value) }
        return point
    }

    private func wrong(_ key: String, expected: String, got: LuaValue) -> ScriptError {
        .message("bad argument #\(argument) to '\(function)' (option '\(key)': \(expected) expected, got \(got.typeName))")
    }
}
