import ControlKit
import LuaKit

/// Builders that turn key paths and closures into members, so a binding is a list of
/// declarations and never touches the Lua stack. Setters check the value's type and say which
/// property refused it; read-only properties say so when written.
extension Member {
    /// A property read and written through a key path, for numbers, booleans and strings.
    public static func property<T: AnyObject, V: LuaValueConvertible>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<T, V>
    ) -> Member {
        Member(name: name, kind: .property(
            get: { object, _ in try cast(object, T.self)[keyPath: keyPath].luaValue },
            set: { object, value, session in
                guard let converted = V(luaValue: value) else {
                    throw ScriptError.badPropertyValue(className: session.className(of: object), name: name,
                                                       expected: V.luaTypeName, got: session.typeName(of: value))
                }
                try cast(object, T.self)[keyPath: keyPath] = converted
            }), signature: V.luaTypeName)
    }

    /// A read-only property read through a key path.
    public static func readOnly<T: AnyObject, V: LuaValueConvertible>(_ name: String, _ keyPath: KeyPath<T, V>) -> Member {
        Member(name: name, kind: .property(get: { object, _ in try cast(object, T.self)[keyPath: keyPath].luaValue }, set: nil),
               signature: V.luaTypeName)
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
    public static func point<T: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Point>) -> Member {
        var member = property(name, type: "Point", get: { (object: T, session: ScriptSession) in try session.luaValue(object[keyPath: keyPath]) },
                 set: { (object: T, value: LuaValue, session: ScriptSession) in
                     guard let point = Geometry.point(from: value) else {
                         throw ScriptError.badPropertyValue(className: session.className(of: object), name: name,
                                                            expected: "point", got: session.typeName(of: value))
                     }
                     object[keyPath: keyPath] = point
                 })
        member.pusher = { object, call, session in try session.results(cast(object, T.self)[keyPath: keyPath], to: call) }
        return member
    }

    /// A rectangle property (`frame`, `bounds`), returned as a `Rect` value and set from
    /// `{x, y, w, h}` or `{x=, y=, width=, height=}`.
    public static func rect<T: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<T, Rect>) -> Member {
        var member = property(name, type: "Rect", get: { (object: T, session: ScriptSession) in try session.luaValue(object[keyPath: keyPath]) },
                 set: { (object: T, value: LuaValue, session: ScriptSession) in
                     guard let rect = Geometry.rect(from: value) else {
                         throw ScriptError.badPropertyValue(className: session.className(of: object), name: name,
                                                            expected: "rect", got: session.typeName(of: value))
                     }
                     object[keyPath: keyPath] = rect
                 })
        member.pusher = { object, call, session in try session.results(cast(object, T.self)[keyPath: keyPath], to: call) }
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
    /// A property holding one case of an enumeration, read and written by the case's name
    /// (`"center"`, `"left"`); an unknown name is refused with the nearest one suggested.
    public static func choice<T: AnyObject, E: CaseIterable & Equatable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<T, E>
    ) -> Member {
        let cases = E.allCases.map { (String(describing: $0), $0) }
        return property(name, type: cases.map { "\"\($0.0)\"" }.joined(separator: "|"),
                        get: { (object: T, _: ScriptSession) in .string(String(describing: object[keyPath: keyPath])) },
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
                            object[keyPath: keyPath] = match.1
                        })
    }
}
