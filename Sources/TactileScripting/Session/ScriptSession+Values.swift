import ControlKit
import LuaKit

/// Bound objects and geometry values as Lua values, and back.
extension ScriptSession {
    /// The object behind a bound userdata, or nil for any other value.
    public func object(from value: LuaValue) -> AnyObject? {
        lua.object(from: value, as: AnyObject.self)
    }

    /// An object's userdata (the same one while Lua holds it), or nil for nil.
    public func luaValue(for object: AnyObject?) throws(LuaError) -> LuaValue {
        guard let object else { return .nil }
        return try lua.value(for: object)
    }

    /// A point as a Lua `Point` value. Geometry values from Swift are made
    /// through the C API: the fields and metatable geometry.lua's constructor
    /// gives them, without running it (the numbers need no checking).
    public func luaValue(_ point: Point) throws(LuaError) -> LuaValue {
        .table(try lua.newTable(numbers: ("x", point.x), ("y", point.y), metatable: geometryValues().point))
    }

    /// Returns a point to Lua as a `Point` value made on the stack (no reference).
    public func results(_ point: Point, to call: LuaCall) throws(LuaError) -> LuaResults {
        try call.results(numbers: ("x", point.x), ("y", point.y), metatable: geometryValues().point)
    }

    /// Returns a rectangle to Lua as a `Rect` value made on the stack (no reference).
    public func results(_ rect: Rect, to call: LuaCall) throws(LuaError) -> LuaResults {
        try call.results(numbers: ("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width),
                         ("height", rect.size.height), metatable: geometryValues().rect)
    }

    /// A size as a Lua `Size` value.
    public func luaValue(_ size: Size) throws(LuaError) -> LuaValue {
        .table(try lua.newTable(numbers: ("width", size.width), ("height", size.height), metatable: geometryValues().size))
    }

    /// A rectangle as a Lua `Rect` value.
    public func luaValue(_ rect: Rect) throws(LuaError) -> LuaValue {
        .table(try lua.newTable(numbers: ("x", rect.origin.x), ("y", rect.origin.y),
                                ("width", rect.size.width), ("height", rect.size.height), metatable: geometryValues().rect))
    }
}
