import ControlKit
import LuaKit

/// `Gradient` (Core Graphics' `CGGradient`): `Gradient{ colors = {Color.white, "systemBlue"},
/// locations = {0, 1} }`, drawn with `ctx:drawLinearGradient` and `ctx:drawRadialGradient`.
/// Without locations the colours are spread evenly; locations are clamped to 0…1.
enum GradientBinding {
    typealias Box = ScriptGradient

    static var binding: ClassBinding {
        ClassBinding(name: "Gradient", type: Box.self, base: nil, make: { Box() }) {
            Member.property("colors", type: "{Color}", get: { (box: Box, session) in
                try session.luaList(box.colors.map { try session.luaValue($0) })
            }, set: { (box: Box, value, session) in
                box.colors = try list("colors", value, session) { call in try call.color(1) }
            })
            Member.property("locations", type: "{number}?", get: { (box: Box, session) in
                try box.locations.map { try session.luaList($0.map(LuaValue.number)) } ?? .nil
            }, set: { (box: Box, value, session) in
                box.locations = value == .nil ? nil : try list("locations", value, session) { call in try call.number(1, in: -1e6...1e6) }
            })
        }
    }

    /// A list property's new value, each element read by `read` (as argument 1 of a call named for the property).
    private static func list<T>(_ name: String, _ value: LuaValue, _ session: ScriptSession,
                                _ read: (MethodCall) throws -> T) throws -> [T] {
        guard case .table(let table) = value else {
            throw ScriptError.badPropertyValue(className: "Gradient", name: name, expected: "list", got: session.typeName(of: value))
        }
        guard table.rawLength <= ScriptGradient.maximumStops else {
            throw ScriptError.message("bad value for Gradient.\(name) (at most \(ScriptGradient.maximumStops) stops, got \(table.rawLength))")
        }
        return try (0..<table.rawLength).map { index in
            let element = MethodCall(function: "Gradient.\(name)[\(index + 1)]", arguments: [try table.rawGet(.integer(index + 1))],
                                     session: session)
            return try read(element)
        }
    }
}
