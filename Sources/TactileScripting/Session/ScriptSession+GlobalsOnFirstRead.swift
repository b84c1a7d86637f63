import LuaKit

/// The globals that are not classes but are published as built-in classes are, each when its
/// global is first read (`autoload`) — `window`, `touch` (touch.lua), `clock` (clock.lua), `keyboard`, `plugin`,
/// `fidelity`, `animate` (animation.lua), the geometry values `Point`, `Size` and `Rect`
/// and `Transform` (geometry.lua) and the drawing values `Color` and `Font` (drawing.lua); and the global
/// Swift functions (`tap`, `find`, `render`, …: `global`). A file that names none of them runs
/// none of that Lua and makes none of those functions, nor the primitives only they use.
extension ScriptSession {
    /// The names of the globals published when first read, but for the Swift functions.
    static let globalNamesOnFirstRead: Set<String> = [
        "window", "touch", "clock", "keyboard", "plugin", "fidelity", "animate", "Point", "Size", "Rect", "Transform", "Color", "Font",
        "device",
    ]

    /// The names of the globals published when first read that are not published yet, or
    /// may not be.
    var namesOnFirstRead: Set<String> {
        Self.globalNamesOnFirstRead.union(globalFunctionsOnFirstRead.keys)
    }

    /// Publishes every one of these globals that is not published yet.
    func publishGlobalsOnFirstRead() throws(LuaError) {
        for name in namesOnFirstRead { _ = try publishedGlobalOnFirstRead(named: name) }
    }

    /// Whether `name` is one of these globals, published now if it is not yet.
    func publishedGlobalOnFirstRead(named name: String) throws(LuaError) -> Bool {
        if let body = globalFunctionsOnFirstRead.removeValue(forKey: name) {
            try publishGlobal(name, body)
            return true
        }
        guard Self.globalNamesOnFirstRead.contains(name) else { return false }
        guard try api.rawGet(.string(name)) == .nil else { return true }
        switch name {
        case "window": try publish("window", luaValue(for: stage.window))
        case "touch":
            _ = try publishedGlobalOnFirstRead(named: "clock")  // a chain's `wait` advances it
            try installTouchChainPrimitives()
            try host.run("touch")
            try publish("touch", api.rawGet("touch"))
        case "clock":
            try installClockPrimitives()
            try host.run("clock")
            try publish("clock", api.rawGet("clock"))
        case "keyboard": try installKeyboard()
        case "device": try installDevice()
        case "plugin": try installPluginTable()
        case "fidelity": try installFidelity()
        case "animate": try installAnimation()
        case "Point", "Size", "Rect", "Transform": _ = try geometryValues()
        default: _ = try drawingValues()  // Color and Font
        }
        return true
    }

    /// The metatables of `Point`, `Size`, `Rect` and `Transform` values, made by running
    /// geometry.lua, which publishes the four, when first needed: a value of one made in Swift, or one's global read.
    func geometryValues() throws(LuaError) -> GeometryValues {
        if let loadedGeometryValues { return loadedGeometryValues }
        try host.run("geometry")
        for name in ["Point", "Size", "Rect", "Transform"] { try publish(name, api.rawGet(.string(name))) }
        let values = GeometryValues(point: try host.valueMetatable("Point"), size: try host.valueMetatable("Size"),
                                    rect: try host.valueMetatable("Rect"), transform: try host.valueMetatable("Transform"))
        loadedGeometryValues = values
        try TransformBinding.install(in: self, values: values)
        return values
    }
}

/// The Lua values geometry keeps per session: the metatables of `Point`, `Size`, `Rect` and
/// `Transform` values.
final class GeometryValues {
    let point: LuaRef
    let size: LuaRef
    let rect: LuaRef
    let transform: LuaRef

    init(point: LuaRef, size: LuaRef, rect: LuaRef, transform: LuaRef) {
        self.point = point
        self.size = size
        self.rect = rect
        self.transform = transform
    }
}
