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
                throw ScriptError.badArgument(argument, to: function, LuaMessages.unknown("option", name, among: allowed))
            }
            values[name] = value
        }
        self.values = values
    }

    func has(_ key: String) -> Bool { values[key] != nil }

    /// Option `key` as a number in `range` (finite, as every number from Lua).
    func number(_ key: String, in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        throws(ScriptError) -> Double? {
        guard let value = values[key] else { return nil }
        guard let number = Double(luaValue: value), range.contains(number) else {
            throw wrong(key, expected: Self.describe(range, "number"), got: value)
        }
        return number
    }

    /// Option `key` as an integer in `range`.
    func integer(_ key: String, in range: ClosedRange<Int> = -LuaNumbers.integerLimit...LuaNumbers.integerLimit)
        throws(ScriptError) -> Int? {
        guard let value = values[key] else { return nil }
        guard let integer = Int(luaValue: value), range.contains(integer) else {
            throw wrong(key, expected: Self.describe(range, "integer"), got: value)
        }
        return integer
    }

    /// "integer from 1 to 100000", or just the noun for an unbounded range.
    private static func describe<T: Comparable>(_ range: ClosedRange<T>, _ noun: String) -> String {
        let bounded = "\(range.upperBound)".count < 12
        return bounded ? "\(noun) from \(range.lowerBound) to \(range.upperBound)" : (noun == "number" ? "finite number" : noun)
    }

    func boolean(_ key: String) throws(ScriptError) -> Bool? {
        guard let value = values[key] else { return nil }
        guard let flag = Bool(luaValue: value) else { throw wrong(key, expected: "boolean", got: value) }
        return flag
    }

    func string(_ key: String) throws(ScriptError) -> String? {
        guard let value = values[key] else { return nil }
        guard case .string(let text) = value else { throw wrong(key, expected: "string", got: value) }
        return text
    }

    /// Option `key` as given, nil when absent.
    func value(_ key: String) -> LuaValue? { values[key] }

    func point(_ key: String) throws(ScriptError) -> Point? {
        guard let value = values[key] else { return nil }
        guard let point = Geometry.point(from: value) else {
            if let reason = Geometry.refusal(of: value, as: .point) {
                throw .badArgument(argument, to: function, "option '\(key)': point expected: \(reason)")
            }
            throw wrong(key, expected: "point", got: value)
        }
        return point
    }

    private func wrong(_ key: String, expected: String, got: LuaValue) -> ScriptError {
        .badArgument(argument, to: function, "option '\(key)': \(expected) expected, got \(Self.describe(got))")
    }

    /// A value as a message shows it: numbers by value, anything else by type.
    private static func describe(_ value: LuaValue) -> String {
        switch value {
        case .integer(let integer): "\(integer)"
        case .number(let number): LuaNumbers.describe(number)
        default: value.typeName
        }
    }
}
