import ControlKit
import LuaKit

/// `Gradient` (Core Graphics' `CGGradient`): `Gradient{ colors = {Color.white, "systemBlue"},
/// locations = {0, 1} }`, drawn with `ctx:drawLinearGradient` and `ctx:drawRadialGradient`.
/// Without locations the colours are spread evenly; locations are clamped to 0…1.
enum GradientBinding {
    typealias Box = ScriptGradient

    static let declaration: LuaClassDeclaration = LuaClass<Box>("Gradient", namespace: StandardBindings.namespace) {
        LuaMember.property("colors", type: "{Color}", read: { (box: Box, session) in
            try session.luaList(box.colors.map { try session.luaValue($0) })
        }, write: { (box: Box, value, session) in
            box.colors = try list("colors", value, session) { call in try call.color(1) }
        })
        LuaMember.property("locations", type: "{number}?", read: { (box: Box, session) in
            try box.locations.map { try session.luaList($0.map(LuaValue.number)) } ?? .nil
        }, write: { (box: Box, value, session) in
            box.locations = value == .nil ? nil : try list("locations", value, session) { call in try call.number(1, in: -1e6...1e6) }
        })
    }
    .constructor { Box() }
    .sessionRoot()
    .declaration

    /// A list property's new value, each element read by `read` (as argument 1 of a call named for the property).
    private static func list<T>(_ name: String, _ value: LuaValue, _ session: ScriptSession,
                                _ read: (MethodCall) throws -> T) throws -> [T] {
        guard case .table(let table) = value else {
            throw LuaValueRefusal(expected: "list")
        }
        guard table.rawLength <= ScriptGradient.maximumStops else {
            throw LuaValueRefusal(expected: "list", reason: "at most \(ScriptGradient.maximumStops) stops, got \(table.rawLength)")
        }
        return try (0..<table.rawLength).map { index in
            let element = MethodCall(function: "Gradient.\(name)[\(index + 1)]", arguments: [try table.rawGet(.integer(index + 1))],
                                     session: session)
            return try read(element)
        }
    }
}
