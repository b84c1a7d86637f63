import ControlKit
import LuaKit

/// One of UIKit's enumerations or option sets as scripts see it (uikit-rules §1.4): a Lua table
/// of its cases' names and UIKit's raw values, named after UIKit's type (`Control.State`, whose
/// `highlighted` is 1), which a script also calls to turn a name, a list of names or a raw value
/// into the raw value (`Control.State{"highlighted", "selected"}` is 5).
public struct ScriptEnumeration: Sendable {
    /// What kind of type it is.
    public enum Kind: Sendable, Equatable {
        /// Exactly one case at a time; a raw value must be a case's.
        case enumeration
        /// Any combination of members; a raw mask may hold only `bits`, and is empty only when
        /// `allowsEmpty`.
        case optionSet(bits: UInt, allowsEmpty: Bool)
    }

    /// Where a value being read was given, for messages.
    enum Context {
        /// Assigned to a property: `bad argument #1 to 'Control.contentVerticalAlignment' (…)`.
        case property(className: String, name: String)
        /// Passed as an argument: `bad argument #2 to 'setTitle' (…)`.
        case argument(Int, function: String)
    }

    /// The name in Lua, after UIKit's: `Control.State`, `TextAlignment`.
    public let name: String
    /// Every case's name and raw value, aliases included, as the Lua table holds them.
    public let cases: [(name: String, rawValue: Int)]
    public let kind: Kind

    /// The key of the table where scripts find it: `State` on the class table `Control`; the
    /// whole name for a global.
    public var key: String { String(name.split(separator: ".").last ?? Substring(name)) }

    /// The class whose table holds it, `Control` for `Control.State`; nil for a global.
    public var owner: String? { Self.owner(ofName: name) }

    /// The class whose table holds the enumeration called `name`; nil for a global.
    static func owner(ofName name: String) -> String? {
        let parts = name.split(separator: ".")
        return parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil
    }

    /// The raw value a script's value stands for: a case's name or raw value, and for an option
    /// set also a mask or a list of names and raw values. `named` resolves a name, or throws
    /// its own error (control events name their custom events); nil refuses it.
    func rawValue(of value: LuaValue, in context: Context,
                  named: (String) throws(ScriptError) -> Int?) throws(ScriptError) -> Int {
        switch (value, kind) {
        case (.string(let text), _):
            guard let raw = try named(text) else {
                let names = cases.map(\.name)
                let expected = names.count <= 12 ? "one of " + names.joined(separator: ", ") : "\(name) name"
                throw refusal(context, expected: expected, got: "'\(text)'") + NearestName.hint(for: text, among: names)
            }
            return raw
        case (.table(let list), .optionSet):
            var mask = 0
            let entries: [(key: LuaValue, value: LuaValue)]
            do { entries = try list.entries() } catch { throw .message(error.message) }
            for (_, element) in entries {
                switch element {
                case .string, .integer, .number: mask |= try rawValue(of: element, in: context, named: named)
                default: throw refusal(context, expected: typeExpectation, got: "a list holding a \(element.typeName)")
                }
            }
            return try checked(mask, in: context)
        default:
            guard let raw = Int(luaValue: value) else { throw refusal(context, expected: typeExpectation, got: value.typeName) }
            return try checked(raw, in: context)
        }
    }

    /// A raw value, if it is one of the type's: a case's, or a mask of the option set's bits.
    private func checked(_ raw: Int, in context: Context) throws(ScriptError) -> Int {
        switch kind {
        case .enumeration:
            guard cases.contains(where: { $0.rawValue == raw }) else {
                throw refusal(context, expected: "one of " + cases.map { "\($0.name) \($0.rawValue)" }.joined(separator: ", "),
                              got: "\(raw)")
            }
        case .optionSet(let bits, let allowsEmpty):
            guard raw >= 0, UInt(raw) & ~bits == 0, allowsEmpty || raw != 0 else {
                let mask = "mask within 0x" + String(bits, radix: 16, uppercase: true)
                throw refusal(context, expected: allowsEmpty ? "a \(mask)" : "a non-empty \(mask)", got: "\(raw)")
            }
        }
        return raw
    }

    /// What a value of the wrong type should have been.
    private var typeExpectation: String {
        kind == .enumeration ? "\(name) name or raw value" : "\(name) name, mask or list of them"
    }

    private func refusal(_ context: Context, expected: String, got: String) -> ScriptError {
        switch context {
        case .property(let className, let name):
            return .badPropertyValue(className: className, name: name, expected: expected, got: got)
        case .argument(let position, let function):
            return .badArgument(position: position, function: function, expected: expected, got: got)
        }
    }
}

private func + (error: ScriptError, hint: String) -> ScriptError {
    hint.isEmpty ? error : .message(error.description + hint)
}

/// A Swift type scripts reach as one of UIKit's enumerations or option sets.
protocol ScriptEnumerationType {
    /// Its name in Lua, after UIKit's: `Control.ContentVerticalAlignment`.
    static var scriptName: String { get }
    /// The enumeration as scripts see it.
    static var enumeration: ScriptEnumeration { get }
}

/// A Swift enumeration with UIKit's raw values that scripts reach by its cases' names and raw values.
protocol ScriptEnumerable: ScriptEnumerationType, CaseIterable, RawRepresentable, Sendable where RawValue == Int {
    /// Further names of cases (`roundedRect` for `system`): in the table, never read back.
    static var aliases: [(name: String, value: Self)] { get }
}

extension ScriptEnumerable {
    static var aliases: [(name: String, value: Self)] { [] }

    /// The case's name as scripts read it: the Swift case's name.
    var caseName: String { String(describing: self) }

    /// The enumeration as scripts see it.
    static var enumeration: ScriptEnumeration {
        ScriptEnumeration(name: scriptName,
                          cases: allCases.map { ($0.caseName, $0.rawValue) } + aliases.map { ($0.name, $0.value.rawValue) },
                          kind: .enumeration)
    }

    /// The case a script's value names, by name, alias or raw value.
    static func `case`(from value: LuaValue, in context: ScriptEnumeration.Context) throws(ScriptError) -> Self {
        let raw = try enumeration.rawValue(of: value, in: context) { name in
            allCases.first { $0.caseName == name }?.rawValue ?? aliases.first { $0.name == name }?.value.rawValue
        }
        return Self(rawValue: raw)!  // `rawValue(of:in:named:)` accepts only the raw values of cases
    }
}

/// A Swift option set with UIKit's raw values that scripts reach by its members' names, raw
/// masks and lists of them.
protocol ScriptOptionSet: ScriptEnumerationType, OptionSet, Sendable where RawValue == UInt {
    /// The named members, single bits and masks, as the Lua table holds them.
    static var scriptCases: [(name: String, value: Self)] { get }
    /// The bits a raw mask may hold.
    static var validBits: UInt { get }
    /// Whether the empty set is a value (a swipe needs at least one direction).
    static var allowsEmpty: Bool { get }
}

extension ScriptOptionSet {
    static var allowsEmpty: Bool { true }

    /// The option set as scripts see it.
    static var enumeration: ScriptEnumeration {
        ScriptEnumeration(name: scriptName, cases: scriptCases.map { ($0.name, Int($0.value.rawValue)) },
                          kind: .optionSet(bits: validBits, allowsEmpty: allowsEmpty))
    }

    /// The set a script's value stands for: a member's name, a raw mask, or a list of them;
    /// `named` resolves names beyond the members, or throws its own error.
    static func members(
        from value: LuaValue, in context: ScriptEnumeration.Context,
        named: (String) throws(ScriptError) -> Int? = { _ in nil }
    ) throws(ScriptError) -> Self {
        let raw = try enumeration.rawValue(of: value, in: context) { name throws(ScriptError) in
            if let member = scriptCases.first(where: { $0.name == name }) { return Int(member.value.rawValue) }
            return try named(name)
        }
        return Self(rawValue: UInt(raw))
    }
}
