import ControlKit
import LuaKit

/// How one Swift class appears in Lua, as data: its Lua name, the binding it inherits from, its
/// properties and methods, and how `Name{...}` constructs one. A session turns each into a
/// LuaKit `LuaClass` (objects are userdata, members come from the class schema the REPL
/// completes from); a subclass binding (a Lua-defined control) names any installed class as `base`.
///
///     ClassBinding(name: "Slider", type: Slider.self, base: "Control", make: { Slider() }) {
///         Member.property("value", get: \Slider.value, set: { $0.value = $1 })
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
    /// The key of `Name{...}` that chooses how an instance is made, if the class has one.
    public let creation: Creation?
    /// The Swift class of the instances (the root built-in class, for a Lua-defined one).
    public let type: AnyObject.Type

    /// Functions on the class table itself, such as `Control.registerEvent`.
    public let statics: [String: (MethodCall) throws -> [LuaValue]]
    /// Integers on the class table itself, such as `SegmentedControl.noSegment`. (Its
    /// enumerations, such as `Control.State`, come from `ScriptEnumerations`.)
    public let constants: [String: Int]

    /// Builds the LuaKit class for a session, under the base's class when there is one, with
    /// its `__name` in `namespace`.
    let luaClass: (_ base: ErasedLuaClass?, _ namespace: String, _ session: ScriptSession) -> ErasedLuaClass

    /// `refine`, when given, narrows which instances of `T` the binding is for (several Lua-defined
    /// classes may share one Swift class).
    public init<T: AnyObject>(name: String, type: T.Type, base: String?, make: (() -> T)? = nil,
                              statics: [String: (MethodCall) throws -> [LuaValue]] = [:],
                              constants: [String: Int] = [:],
                              creation: Creation? = nil,
                              refine: ((T) -> Bool)? = nil,
                              @MemberList members: () -> [Member]) {
        self.name = name
        self.isInstance = { object in (object as? T).map { refine?($0) ?? true } ?? false }
        self.type = T.self
        self.statics = statics
        self.constants = constants
        self.base = base
        self.make = make.map { make in { make() } }
        self.creation = creation
        let declared = members()
        self.members = declared
        luaClass = { base, namespace, session in
            var luaClass = base?.subclass(name, namespace: namespace, of: T.self) ?? LuaClass<T>(name, namespace: namespace)
            for member in declared { luaClass = member.add(to: luaClass, session: session) }
            if base == nil { luaClass = ClassBinding.addingDynamicMembers(to: luaClass) }
            return TypedLuaClass(luaClass: luaClass, name: name, session: session)
        }
    }

    /// A class based on an installed one whose instances are of the same Swift class (a
    /// Lua-defined class on its base): `isInstance` tells its instances apart, `make` builds one.
    init(name: String, basedOn base: String, type: AnyObject.Type, isInstance: @escaping (AnyObject) -> Bool,
         make: @escaping () -> AnyObject, creation: Creation?, members declared: [Member]) {
        self.name = name
        self.isInstance = isInstance
        self.type = type
        self.statics = [:]
        self.constants = [:]
        self.base = base
        self.make = make
        self.creation = creation
        members = declared
        luaClass = { base, namespace, session in
            // A class based on nothing is not a Lua-defined one; `register` checks bases first.
            base!.extended(name, namespace: namespace, members: declared, session: session)
        }
    }

    /// The namespace of the metatables' `__name`: `tactile.Slider`.
    public static let namespace = "tactile"

    /// The namespace of the `generation`th class registered under one name (a plugin reloaded
    /// makes a new class per load): `tactile` first, then `tactile.2`, `tactile.3`, …
    static func namespace(generation: Int) -> String {
        generation <= 1 ? namespace : "\(namespace).\(generation)"
    }

    /// Keys beyond the declared members go to a Lua-defined control's state (its private
    /// `_fields`); for other objects they stay unknown.
    private static func addingDynamicMembers<T: AnyObject>(to luaClass: LuaClass<T>) -> LuaClass<T> {
        luaClass
            .indexFallback { object, key, _ in
                guard let script = ScriptedBehavior.of(object), let view = object as? View else { return nil }
                return try script.read(key, of: view)
            }
            .newIndexFallback { object, key, call in
                guard let script = ScriptedBehavior.of(object), let view = object as? View else { return false }
                return try script.write(key, call.value(1), of: view)
            }
    }
}

/// A key of `Name{...}` that chooses how the object is made rather than setting a property, as
/// one of UIKit's initializers does: `Button{type = "system"}` is `UIButton(type: .system)`.
/// The choice is then fixed: the property it decides is read-only.
public struct Creation {
    /// The key: `type`.
    public let key: String
    /// The read-only property the key decides: `buttonType`.
    public let property: String
    /// Makes an instance from the key's value; the class name is for messages.
    public let make: (_ value: LuaValue, _ className: String) throws -> AnyObject

    public init(key: String, property: String, make: @escaping (_ value: LuaValue, _ className: String) throws -> AnyObject) {
        self.key = key
        self.property = property
        self.make = make
    }
}

/// A LuaKit class whose Swift type only it knows, so bindings can be kept in one list and a
/// subclass can be built on any of them.
protocol ErasedLuaClass {
    /// Registers the class with a state.
    func register(in lua: LuaState) throws(LuaError)
    /// A new class inheriting this one's members.
    func subclass<U: AnyObject>(_ name: String, namespace: String, of type: U.Type) -> LuaClass<U>
    /// A new class of the same Swift type inheriting this one's members, with `members` added.
    func extended(_ name: String, namespace: String, members: [Member], session: ScriptSession) -> ErasedLuaClass
}

struct TypedLuaClass<T: AnyObject>: ErasedLuaClass {
    let luaClass: LuaClass<T>

    /// The class, describing its instances as the session summarizes them.
    init(luaClass: LuaClass<T>, name: String, session: ScriptSession) {
        self.luaClass = luaClass.description { [link = session.link] object in link.session?.summary(of: object) ?? name }
    }

    func register(in lua: LuaState) throws(LuaError) { try lua.register(luaClass) }

    func subclass<U: AnyObject>(_ name: String, namespace: String, of type: U.Type) -> LuaClass<U> {
        LuaClass<U>(name, namespace: namespace, superclass: luaClass)
    }

    func extended(_ name: String, namespace: String, members: [Member], session: ScriptSession) -> ErasedLuaClass {
        var extended = LuaClass<T>(name, namespace: namespace, superclass: luaClass)
        for member in members { extended = member.add(to: extended, session: session) }
        return TypedLuaClass(luaClass: extended, name: name, session: session)
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

    /// Makes the value Lua reads right on the stack, in place of `kind`'s getter (or returns
    /// the method's results so, in place of its body): how plain values and geometry reach Lua
    /// without a `LuaValue` or a reference per read. The other uses of the member go through `kind`.
    public typealias Pusher = (AnyObject, LuaCall, ScriptSession) throws -> LuaResults

    /// The member's stack form for Lua's reads or calls, if it has one.
    public var pusher: Pusher?

    /// Writes a property from argument 1 of Lua's assignment, read right off the stack; answers
    /// false when the value is not of the property's type (then `kind`'s setter runs and
    /// reports it).
    public typealias Storer = (AnyObject, LuaCall) throws -> Bool

    /// The member's stack form for Lua's assignments, if it has one.
    public var storer: Storer?

    public init(name: String, kind: Kind, signature: String, pusher: Pusher? = nil) {
        self.name = name
        self.kind = kind
        self.signature = signature
        self.pusher = pusher
    }

    /// This member added to a LuaKit class: getters and setters work with Lua values, methods
    /// get a `MethodCall`; the session is reached through its link, not kept alive.
    func add<T: AnyObject>(to luaClass: LuaClass<T>, session: ScriptSession) -> LuaClass<T> {
        let name = name
        switch kind {
        case .property(let get, let set):
            let storer = storer
            let setter: ((T, LuaCall) throws -> Void)? = set.map { set in
                { [link = session.link] object, call in
                    if try storer?(object, call) == true { return }
                    guard let session = link.session else { throw ScriptError.message("the session has ended") }
                    try set(object, call.value(1), session)
                }
            }
            if let pusher {
                return luaClass.property(name, type: signature, get: { [link = session.link] object, call in
                    guard let session = link.session else { throw ScriptError.message("the session has ended") }
                    return try pusher(object, call, session)
                }, set: setter)
            }
            return luaClass.property(name, type: signature, get: { [link = session.link] object, call in
                guard let session = link.session else { throw ScriptError.message("the session has ended") }
                return call.results(try get(object, session))
            }, set: setter)
        case .method(let body):
            if let pusher {
                return luaClass.method(name, doc: name + signature) { [link = session.link] object, call in
                    guard let session = link.session else { throw ScriptError.message("the session has ended") }
                    return try pusher(object, call, session)
                }
            }
            return luaClass.method(name, doc: name + signature) { [link = session.link] object, call in
                guard let session = link.session else { throw ScriptError.message("the session has ended") }
                return try call.results(body(object, MethodCall(function: name, call: call, session: session)))
            }
        }
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
