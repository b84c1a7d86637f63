import LuaKit

/// An object whose Lua class is chosen by name rather than by its Swift type, so that many Lua
/// classes can share one Swift class (every control defined on `Control` is a `ScriptedPlainControl`).
protocol ScriptClassNamed: AnyObject {
    var scriptClassName: String { get }
}

/// An object that takes members beyond its class binding's — a scripted control's private
/// `_fields`. Both answer nil/false for a name they do not take, leaving the error to the caller.
protocol DynamicMembers: AnyObject {
    func dynamicMember(_ name: String) throws -> LuaValue?
    func setDynamicMember(_ name: String, _ value: LuaValue) throws -> Bool
}
