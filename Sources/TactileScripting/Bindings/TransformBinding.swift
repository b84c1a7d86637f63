import ControlKit
import LuaKit

/// `Transform` (UIKit's `CGAffineTransform`) in Lua: a value with the matrix's six numbers
/// `a, b, c, d, tx, ty`, printed and compared like the other geometry values, made by
/// `Transform(a, b, c, d, tx, ty)`, `Transform.identity`, `Transform.translation(x, y)`,
/// `Transform.scale(x, y)` and `Transform.rotation(angle)`, with the methods `concatenating(t)`
/// (this one first, then `t`), `inverted()` (unchanged when it cannot be inverted),
/// `translatedBy(x, y)`, `scaledBy(x, y)` and `rotated(angle)`; `point:applying(t)` and
/// `rect:applying(t)` map through one. The arithmetic is ControlKit's `Transform`.
enum TransformBinding {
    /// Fills the `Transform` type table and the methods of `Transform`, `Point` and `Rect` values.
    static func install(in session: ScriptSession, values: GeometryValues) throws(LuaError) {
        guard case .table(let type) = try session.api.rawGet("Transform") else { return }
        try type.rawSet("identity", session.luaValue(Transform.identity))
        try set(type, "translation", in: session) { call in
            Transform(translationX: try call.number(1, in: coordinates), y: try call.number(2, in: coordinates))
        }
        try set(type, "scale", in: session) { call in
            Transform(scaleX: try call.number(1, in: factors), y: try call.number(2, in: factors))
        }
        try set(type, "rotation", in: session) { call in Transform(rotationAngle: try call.number(1, in: factors)) }
        let methods = try session.host.valueMethods("Transform")
        try set(methods, "concatenating", in: session) { call in
            try call.transform(1).concatenating(try call.transform(2))
        }
        try set(methods, "inverted", in: session) { call in try call.transform(1).inverted() }
        try set(methods, "translatedBy", in: session) { call in
            try call.transform(1).translatedBy(x: try call.number(2, in: coordinates), y: try call.number(3, in: coordinates))
        }
        try set(methods, "scaledBy", in: session) { call in
            try call.transform(1).scaledBy(x: try call.number(2, in: factors), y: try call.number(3, in: factors))
        }
        try set(methods, "rotated", in: session) { call in try call.transform(1).rotated(by: try call.number(2, in: factors)) }
        try session.host.valueMethods("Point").rawSet("applying", .function(session.lua.function(named: "applying") { call in
            let session = try call.session
            let method = MethodCall(function: "applying", call: call, session: session)
            return try session.results(try method.point(1).applying(try method.transform(2)), to: call)
        }))
        try session.host.valueMethods("Rect").rawSet("applying", .function(session.lua.function(named: "applying") { call in
            let session = try call.session
            let method = MethodCall(function: "applying", call: call, session: session)
            return try session.results(try method.rect(1).applying(try method.transform(2)), to: call)
        }))
    }

    /// Where translations and coordinates may lie.
    private static let coordinates = -Geometry.coordinateLimit...Geometry.coordinateLimit
    /// Where scale factors and angles may lie.
    private static let factors = -Geometry.linearLimit...Geometry.linearLimit

    /// Sets `table[name]` to a Swift function answering a transform.
    private static func set(_ table: LuaRef, _ name: String, in session: ScriptSession,
                            _ body: @escaping (MethodCall) throws -> Transform) throws(LuaError) {
        try table.rawSet(.string(name), .function(session.lua.function(named: name) { call in
            let session = try call.session
            return try session.results(try body(MethodCall(function: name, call: call, session: session)), to: call)
        }))
    }
}

extension MethodCall {
    /// Argument `n` as a transform: a `Transform` value or `{a, b, c, d, tx, ty}`.
    func transform(_ n: Int) throws(ScriptError) -> Transform {
        if let transform = withFields(of: n, Geometry.transform) { return transform }
        throw bad(n, expected: .transform)
    }
}

extension ScriptSession {
    /// A transform as a Lua `Transform` value.
    public func luaValue(_ transform: Transform) throws(LuaError) -> LuaValue {
        .table(try lua.newTable(numbers: ("a", transform.a), ("b", transform.b), ("c", transform.c), ("d", transform.d),
                                ("tx", transform.tx), ("ty", transform.ty), metatable: geometryValues().transform))
    }

    /// Returns a transform to Lua as a `Transform` value made on the stack (no reference).
    public func results(_ transform: Transform, to call: LuaCall) throws(LuaError) -> LuaResults {
        try call.results(numbers: ("a", transform.a), ("b", transform.b), ("c", transform.c), ("d", transform.d),
                         ("tx", transform.tx), ("ty", transform.ty), metatable: geometryValues().transform)
    }
}
