import ControlKit
import LuaKit

/// Builders that turn accessors and closures into members, so a binding is a list of
/// declarations and never touches the Lua stack. Setters check the value's type and say which
/// property refused it; read-only properties say so when written.
extension Member {
    /// A property of numbers, booleans or strings, read and written through accessors:
    /// `Member.property("tag", get: \View.tag, set: { $0.tag = $1 })`. A key-path literal
    /// passed as `get` becomes a plain closure; applying a key path would cost more than the
    /// rest of the access. Lua reads and writes it on the stack; the other uses of the member
    /// (constructors, the REPL) go through `kind`.
    public static func property<T: AnyObject, V: LuaValueConvertible>(
        _ name: String, get: @escaping (T) -> V, set: @escaping (T, V) -> Void
    ) -> Member {
        var member = Member(name: name, kind: .property(
            get: { object, _ in try get(cast(object, T.self)).luaValue },
            set: { object, value, session in
                guard let converted = V(luaValue: value) else {
                    if let refusal = LuaNumbers.refusal(of: value, for: V.self) {
                        throw ScriptError.message("bad value for \(session.className(of: object)).\(name) (\(refusal))")
                    }
                    throw ScriptError.badPropertyValue(className: session.className(of: object), name: name,
                                                       expected: V.luaTypeName, got: session.typeName(of: value))
                }
                try set(cast(object, T.self), converted)
            }), signature: V.luaTypeName)
        member.pusher = { object, call, _ in call.results(get(try cast(object, T.self))) }
        member.storer = { object, call in
            guard let converted = call.argumentIfConvertible(1, as: V.self) else { return false }
            set(try cast(object, T.self), converted)
            return true
        }
        return member
    }

    /// A read-only property: `Member.readOnly("isTracking", \Control.isTracking)`.
    public static func readOnly<T: AnyObject, V: LuaValueConvertible>(_ name: String, _ get: @escaping (T) -> V) -> Member {
        var member = Member(name: name, kind: .property(get: { object, _ in try get(cast(object, T.self)).luaValue }, set: nil),
                            signature: V.luaTypeName)
        member.pusher = { object, call, _ in call.results(get(try cast(object, T.self))) }
        return member
    }

    /// A property of any type, given as a getter and an optional setter working with Lua values.
    public static func property<T: AnyObject>(
        _ name: String, type signature: String,
        get: @escaping (T, ScriptSession) throws -> LuaValue,
        set: ((T, LuaValue, ScriptSession) throws -> Void)? = nil
    ) -> Member {
        let setter: Setter? = set.map { set in { object, value, session in try set(cast(object, T.self), value, session) } }
        return Member(name: name, kind: .property(get: { object, session in try get(cast(object, T.self), session) }, set: setter),
                      signature: signature)
    }

    /// A point property (`center`), returned as a `Point` value and set from `{x, y}` or `{x=, y=}`.
    public static func point<T: AnyObject>(_ name: String, get: @escaping (T) -> Point, set: @escaping (T, Point) -> Void) -> Member {
        var member = property(name, type: "Point", get: { (object: T, session: ScriptSession) in try session.luaValue(get(object)) },
                 set: { (object: T, value: LuaValue, session: ScriptSession) in
                     guard let point = Geometry.point(from: value) else {
                         throw ScriptError.badPropertyValue(className: session.className(of: object), name: name,
                                                            expected: "point", got: session.typeName(of: value))
                     }
                     set(object, point)
                 })
        member.pusher = { object, call, session in try session.results(get(cast(object, T.self)), to: call) }
        return member
    }

    /// A rectangle property (`frame`, `bounds`), returned as a `Rect` value and set from
    /// `{x, y, w, h}` or `{x=, y=, width=, height=}`.
    public static func rect<T: AnyObject>(_ name: String, get: @escaping (T) -> Rect, set: @escaping (T, Rect) -> Void) -> Member {
        var member = property(name, type: "Rect", get: { (object: T, session: ScriptSession) in try session.luaValue(get(object)) },
                 set: { (object: T, value: LuaValue, session: ScriptSession) in
                     guard let rect = Geometry.rect(from: value) else {
                         throw ScriptError.badPropertyValue(className: session.className(of: object), name: name,
                                                            expected: "rect", got: session.typeName(of: value))
                     }
                     set(object, rect)
                 })
        member.pusher = { object, call, session in try session.results(get(cast(object, T.self)), to: call) }
        return member
    }

    /// A read-only property holding a bound object (or nil), such as `superview`.
    public static func object<T: AnyObject>(_ name: String, type signature: String, _ get: @escaping (T) -> AnyObject?) -> Member {
        property(name, type: signature, get: { object, session in try session.luaValue(for: get(object)) })
    }

    /// A method: `body` gets the receiver and the arguments and returns the results.
    public static func method<T: AnyObject>(
        _ name: String, _ signature: String, _ body: @escaping (T, MethodCall) throws -> [LuaValue]
    ) -> Member {
        Member(name: name, kind: .method { object, call in try body(cast(object, T.self), call) }, signature: signature)
    }

    /// A method returning one point, which Lua receives as a `Point` value made on the stack.
    public static func method<T: AnyObject>(
        _ name: String, _ signature: String, returningPoint body: @escaping (T, MethodCall) throws -> Point
    ) -> Member {
        Member(name: name, kind: .method { object, call in [try call.session.luaValue(body(cast(object, T.self), call))] },
               signature: signature,
               pusher: { object, call, session in
                   try session.results(body(cast(object, T.self), MethodCall(function: name, call: call, session: session)), to: call)
               })
    }

    /// The receiver as the binding's class; bindings are only installed for their own class, so
    /// a mismatch means a binding was registered with the wrong type.
    private static func cast<T: AnyObject>(_ object: AnyObject, _ type: T.Type) throws(ScriptError) -> T {
        guard let typed = object as? T else {
            throw ScriptError.message("binding expects \(T.self), got \(Swift.type(of: object))")
        }
        return typed
    }
}

extension Member {
    /// A property holding one case of one of UIKit's enumerations, read as the case's name
    /// (`"center"`) and written with a name or UIKit's raw value (`0`); anything else is refused,
    /// a name with the nearest one suggested (uikit-rules §1.4).
    static func enumeration<T: AnyObject, E: ScriptEnumerable>(
        _ name: String, get: @escaping (T) -> E, set: @escaping (T, E) -> Void
    ) -> Member {
        property(name, type: E.allCases.map { "\"\($0.caseName)\"" }.joined(separator: "|"),
                 get: { (object: T, _: ScriptSession) in .string(get(object).caseName) },
                 set: { (object: T, value: LuaValue, session: ScriptSession) in
                     set(object, try E.case(from: value, in: .property(className: session.className(of: object), name: name)))
                 })
    }

    /// A property holding one case of an enumeration without raw values scripts use, read and
    /// written by the case's name (`"resizeAspect"`); an unknown name is refused with the
    /// nearest one suggested.
    public static func choice<T: AnyObject, E: CaseIterable & Equatable>(
        _ name: String, get: @escaping (T) -> E, set: @escaping (T, E) -> Void
    ) -> Member {
        let cases = E.allCases.map { (String(describing: $0), $0) }
        return property(name, type: cases.map { "\"\($0.0)\"" }.joined(separator: "|"),
                        get: { (object: T, _: ScriptSession) in .string(String(describing: get(object))) },
                        set: { (object: T, value: LuaValue, session: ScriptSession) in
                            guard case .string(let text) = value, let match = cases.first(where: { $0.0 == text }) else {
                                let got = session.typeName(of: value)
                                if case .string(let text) = value {
                                    throw ScriptError.message("bad value '\(text)' for \(session.className(of: object)).\(name)"
                                        + " (one of \(cases.map(\.0).joined(separator: ", ")) expected)"
                                        + NearestName.hint(for: text, among: cases.map(\.0)))
                                }
                                throw ScriptError.badPropertyValue(className: session.className(of: object), name: name,
                                                                   expected: "string", got: got)
                            }
                            set(object, match.1)
                        })
    }
}
