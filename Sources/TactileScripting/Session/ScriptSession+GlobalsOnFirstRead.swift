import LuaKit

/// The globals that are not classes but are published as built-in classes are: all at the
/// start, or, with `registersClassesOnFirstUse`, each when its global is first read
/// (`autoload`) — `window`, `animate` (animation.lua) and the drawing values `Color` and
/// `Font` (drawing.lua). A file that names none of them runs none of that Lua.
extension ScriptSession {
    /// The names of the globals published when first read.
    static let globalNamesOnFirstRead: Set<String> = ["window", "animate", "Color", "Font"]

    /// Publishes every one of these globals that is not published yet.
    func publishGlobalsOnFirstRead() throws(LuaError) {
        for name in Self.globalNamesOnFirstRead { _ = try publishedGlobalOnFirstRead(named: name) }
    }

    /// Whether `name` is one of these globals, published now if it is not yet.
    func publishedGlobalOnFirstRead(named name: String) throws(LuaError) -> Bool {
        guard Self.globalNamesOnFirstRead.contains(name) else { return false }
        guard try api.rawGet(.string(name)) == .nil else { return true }
        switch name {
        case "window": try publish("window", luaValue(for: window))
        case "animate": try installAnimation()
        default: _ = try drawingValues()  // Color and Font
        }
        return true
    }
}
