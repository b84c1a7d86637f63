import ControlKit
import LuaKit

/// How one Swift class appears in Lua, as data: its Lua name, the binding it inherits from, its
/// properties and methods, and how `Name{...}` constructs one. A session installs every binding
/// it knows; a subclass binding (a Lua-defined control) names any installed class as `base`.
///
///     ClassBinding(name: "Slider", type: Slider.self, base: "Control", make: { Slider() }) {
///         Member.property("value", \Slider.value)
///         Member.method("setValue") { (slider: Slider, call) in ... }
///     }
public struct ClassBinding {
    /// The class name in Lua and in messages, e.g. `Slider`.
    public let name: String
    /// Whether an object is an instance of the class (or of a subclass); the most derived
    /// matching binding is the one an object gets.
    public let isInstance: (AnyObject) -> Bool
    /// The name of the binding whose members this one inherits, if any.
    public let base: String?
    /// The members declared by this class (inherited ones are looked up through `base`).
    public let members: [Member]
    /// Makes a default instance for `Name{...}`; nil for classes scripts cannot construct.
    public let make: (() -> AnyObject)?

    /// Functions on the class table itself, such as `Control.registerEvent`.
    public let statics: [String: (MethodCall) throws -> [LuaValue]]

    public init<T: AnyObject>(name: String, type: T.Type, base: String?, make: (() -> T)? = nil,
                              statics: [String: (MethodCall) throws -> [LuaValue]] = [:],
                              @MemberList members: () -> [Member]) {
        self.name = name
        self.isInstance = { $0 is T }
        self.statics = statics
        self.base = base
        self.make = make.map { make in { make() } }
        self.members = members()
    }
}

/// One property or method of a class binding.
public struct Member {
    /// What kind of member this is.
    public enum Kind {
        /// A value read with `obj.name` and, unless `set` is nil, written with `obj.name = v`.
        case property(get: Getter, set: Setter?)
        /// A function called as `obj:name(...)`; the receiver is not among the call's arguments.
        case method(Method)
    }

    /// Reads a property of an object.
    public typealias Getter = (AnyObject, ScriptSession) throws -> LuaValue
    /// Writes a property of an object; throws `ScriptError` for a value of the wrong type.
    public typealias Setter = (AnyObject, LuaValue, ScriptSession) throws -> Void
    /// Runs a method on an object with the call's arguments (argument 1 is the first after the receiver).
    public typealias Method = (AnyObject, MethodCall) throws -> [LuaValue]

    public let name: String
    public let kind: Kind
    /// The type a property holds, in Lua terms (`number`, `Rect`), or a method's signature, for help and completion.
    public let signature: String

    public init(name: String, kind: Kind, signature: String) {
        self.name = name
        self.kind = kind
        self.signature = signature
    }

    /// Whether this is a property that scripts may set.
    public var isWritable: Bool {
        if case .property(_, let set) = kind { return set != nil }
        return false
    }
}

/// Collects the members of a class binding written one per line.
@resultBuilder
public enum MemberList {
    public static func buildExpression(_ member: Member) -> [Member] { [member] }
    public static func buildExpression(_ members: [Member]) -> [Member] { members }
    public static func buildBlock(_ parts: [Member]...) -> [Member] { parts.flatMap { $0 } }
}
