import ControlKit
import LuaKit

/// The forms of LuaKit's members that Tactile's classes use beyond plain values: properties
/// made and read as Lua values with the session at hand, geometry, bound objects, UIKit's
/// enumerations, and methods reading their arguments through `MethodCall`. Each reaches the
/// session through the state (`LuaCall.session`), never by capturing it.
extension LuaMember {
    /// A property of any type, read and written as a Lua value; a setter throws
    /// `LuaValueRefusal` for a value it cannot take. `doc` is its line of help.
    static func property<T: AnyObject>(
        _ name: String, type signature: String, doc: String = "",
        read: @escaping (T, ScriptSession) throws -> LuaValue,
        write: ((T, LuaValue, ScriptSession) throws -> Void)? = nil
    ) -> LuaMember {
        let setter: ((T, LuaCall) throws -> Void)? = write.map { write in
            { object, call in try write(object, call.value(1), try call.session) }
        }
        return property(name, type: signature, doc: doc, get: { (object: T, call) in
            call.results(try read(object, try call.session))
        }, set: setter)
    }

    /// A property read as a Lua value whose setter reads the value assigned as argument 1 of a
    /// `MethodCall` named for the property (`'Layer.shadowOffset'`), with the checks argument
    /// readers make (`assigned.color(1)`, `assigned.length(1)`), so a refusal reads as any other.
    static func property<T: AnyObject>(
        _ name: String, type signature: String, doc: String = "",
        read: @escaping (T, ScriptSession) throws -> LuaValue,
        assign: @escaping (T, MethodCall) throws -> Void
    ) -> LuaMember {
        property(name, type: signature, doc: doc, get: { (object: T, call) in
            call.results(try read(object, try call.session))
        }, set: { (object: T, call) in
            let session = try call.session
            try assign(object, MethodCall(function: "\(session.classes.className(of: object)).\(name)", call: call, session: session))
        })
    }

    /// An integer property whose value may be UIKit's NSNotFound or "no limit" (`NSIntegerMax`):
    /// `math.maxinteger` in Lua, the one integer beyond ±2^53 it reads back and takes.
    static func integerOrNotFound<T: AnyObject>(_ name: String, doc: String = "", get: @escaping (T) -> Int,
                                                set: @escaping (T, Int) -> Void) -> LuaMember {
        property(name, type: Int.luaTypeName, doc: doc, get: { (object: T, call) in call.results(get(object)) }, set: { (object: T, call) in
            if case .integer(Int.max) = call.value(1) { return set(object, .max) }
            set(object, try call.assigned(Int.self))
        })
    }

    /// A point property (`center`), returned as a `Point` value and set from `{x, y}` or `{x=, y=}`.
    static func point<T: AnyObject>(_ name: String, doc: String = "", get: @escaping (T) -> Point,
                                    set: @escaping (T, Point) -> Void) -> LuaMember {
        geometry(name, type: "Point", kind: .point, expected: "point", doc: doc, read: Geometry.point(from:),
                 results: { session, point, call in try session.results(point, to: call) }, get: get, set: set)
    }

    /// A rectangle property (`frame`, `bounds`), returned as a `Rect` value and set from
    /// `{x, y, w, h}` or `{x=, y=, width=, height=}`.
    static func rect<T: AnyObject>(_ name: String, doc: String = "", get: @escaping (T) -> Rect,
                                   set: @escaping (T, Rect) -> Void) -> LuaMember {
        geometry(name, type: "Rect", kind: .rect, expected: "rect", doc: doc, read: Geometry.rect(from:),
                 results: { session, rect, call in try session.results(rect, to: call) }, get: get, set: set)
    }

    /// A transform property (`transform`), returned as a `Transform` value and set from one.
    static func transform<T: AnyObject>(_ name: String, doc: String = "", get: @escaping (T) -> Transform,
                                        set: @escaping (T, Transform) -> Void) -> LuaMember {
        geometry(name, type: "Transform", kind: .transform, expected: "Transform", doc: doc, read: Geometry.transform(from:),
                 results: { session, transform, call in try session.results(transform, to: call) }, get: get, set: set)
    }

    /// A geometry property of `kind`: returned by `results`, set from what `read` takes, and
    /// refused with the field beyond the limit when that is why (`Geometry.expectation`).
    private static func geometry<T: AnyObject, Value>(
        _ name: String, type: String, kind: Geometry.Kind, expected: String, doc: String,
        read: @escaping (LuaValue) -> Value?, results: @escaping (ScriptSession, Value, LuaCall) throws -> LuaResults,
        get: @escaping (T) -> Value, set: @escaping (T, Value) -> Void
    ) -> LuaMember {
        property(name, type: type, doc: doc, get: { (object: T, call) in try results(try call.session, get(object), call) },
                 set: { (object: T, call) in
                     guard let value = read(call.value(1)) else {
                         throw LuaValueRefusal(expected: expected, reason: Geometry.expectation(of: call.value(1), as: kind))
                     }
                     set(object, value)
                 })
    }

    /// A read-only property holding a bound object (or nil), such as `superview`.
    static func object<T: AnyObject>(_ name: String, type signature: String, doc: String = "",
                                     _ get: @escaping (T) -> AnyObject?) -> LuaMember {
        property(name, type: signature, doc: doc, get: { (object: T, call) in
            guard let value = get(object) else { return call.results(LuaValue.nil) }
            return try call.results(object: value)
        })
    }

    /// A method: `body` gets the receiver and the arguments and returns the results. Its help
    /// text is the signature (`"(value, animated)"`), then `doc` after a dash:
    /// `setValue(value, animated) — Sets the value, clamped, …`.
    static func method<T: AnyObject>(
        _ name: String, _ signature: String, doc: String = "", _ body: @escaping (T, MethodCall) throws -> [LuaValue]
    ) -> LuaMember {
        method(name, doc: name + signature + (doc.isEmpty ? "" : " — " + doc)) { (object: T, call) in
            try call.results(body(object, MethodCall(function: name, call: call, session: try call.session)))
        }
    }

    /// A method returning one point, which Lua receives as a `Point` value made on the stack;
    /// its help text is made as a method's (`doc` after the signature and a dash).
    static func method<T: AnyObject>(
        _ name: String, _ signature: String, doc: String = "", returningPoint body: @escaping (T, MethodCall) throws -> Point
    ) -> LuaMember {
        method(name, doc: name + signature + (doc.isEmpty ? "" : " — " + doc)) { (object: T, call) in
            let session = try call.session
            return try session.results(body(object, MethodCall(function: name, call: call, session: session)), to: call)
        }
    }

    /// A property holding one case of one of UIKit's enumerations, read as the case's name
    /// (`"center"`) and written with a name or UIKit's raw value (`0`); anything else is refused,
    /// a name with the nearest one suggested (uikit-rules §1.4).
    static func enumeration<T: AnyObject, E: ScriptEnumerable>(
        _ name: String, doc: String = "", get: @escaping (T) -> E, set: @escaping (T, E) -> Void
    ) -> LuaMember {
        property(name, type: E.allCases.map { "\"\($0.caseName)\"" }.joined(separator: "|"), doc: doc,
                 read: { (object: T, _: ScriptSession) in .string(get(object).caseName) },
                 write: { (object: T, value: LuaValue, session: ScriptSession) in
                     set(object, try E.case(from: value, in: .property(className: session.classes.className(of: object), name: name)))
                 })
    }

    /// A property holding one case of an enumeration without raw values scripts use, read and
    /// written by the case's name (`"resizeAspect"`); an unknown name is refused with the
    /// nearest one suggested.
    static func choice<T: AnyObject, E: CaseIterable & Equatable>(
        _ name: String, doc: String = "", get: @escaping (T) -> E, set: @escaping (T, E) -> Void
    ) -> LuaMember {
        let cases = E.allCases.map { (String(describing: $0), $0) }
        return property(name, type: cases.map { "\"\($0.0)\"" }.joined(separator: "|"), doc: doc,
                        read: { (object: T, _: ScriptSession) in .string(String(describing: get(object))) },
                        write: { (object: T, value: LuaValue, _: ScriptSession) in
                            guard case .string(let text) = value else { throw LuaValueRefusal(expected: "string") }
                            guard let match = cases.first(where: { $0.0 == text }) else {
                                throw LuaValueRefusal(expected: "string",
                                                      reason: "one of \(cases.map(\.0).joined(separator: ", ")) expected, got '\(text)'",
                                                      suggestion: NearestName.suggestion(for: text, among: cases.map(\.0)))
                            }
                            set(object, match.1)
                        })
    }
}

extension LuaCall {
    /// The session running the state: the host every binding reaches through the call; an
    /// error once the session has ended.
    var session: ScriptSession {
        get throws(LuaError) {
            guard let session = host as? ScriptSession else { throw LuaError.runtime("the session has ended") }
            return session
        }
    }
}

extension LuaClass {
    /// Adds functions of the class itself (`Control.registerEvent`), each reading its
    /// arguments through a `MethodCall`.
    func classFunctions(_ functions: [String: (MethodCall) throws -> [LuaValue]]) -> Self {
        functions.sorted { $0.key < $1.key }.reduce(self) { luaClass, function in
            luaClass.classFunction(function.key) { call in
                try call.results(function.value(MethodCall(function: function.key, call: call, session: try call.session)))
            }
        }
    }

    /// Makes this a root of Tactile's classes: its objects print as the session summarizes
    /// them, and keys beyond the declared members go to a Lua-defined control's state (its
    /// private `_fields`); for other objects they stay unknown.
    func sessionRoot() -> Self {
        description { object, host in (host as? ScriptSession)?.summary(of: object) ?? "\(Object.self)" }
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
