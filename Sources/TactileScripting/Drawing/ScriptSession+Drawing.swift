import ControlKit
import LuaKit
import Rendering

/// The Lua values drawing keeps per session: the metatables of `Color` and `Font` values.
final class DrawingValues {
    let colorMetatable: LuaRef
    let fontMetatable: LuaRef

    init(colorMetatable: LuaRef, fontMetatable: LuaRef) {
        self.colorMetatable = colorMetatable
        self.fontMetatable = fontMetatable
    }
}

/// Drawing from Lua: the classes (`GraphicsContext`, `BezierPath`, `Gradient`, `Image`,
/// `Layer`), the values (`Color`, `Font`, from drawing.lua), defined classes' `draw` and its
/// `super`, and the globals `render(view [, options])` and `filmstrip(view, fn [, options])`.
extension ScriptSession {
    /// The default scale of `render` and `filmstrip`: a 2× screen's.
    public static let defaultRenderScale = 2.0

    /// The metatables of `Color` and `Font` values, made by running drawing.lua, which
    /// publishes `Color` and `Font`, when first needed: a value of either made in Swift, or
    /// either global read (see `publishGlobalsOnFirstRead`).
    func drawingValues() throws(LuaError) -> DrawingValues {
        if let loadedDrawingValues { return loadedDrawingValues }
        try host.table.rawSet("colorNamed", .function(lua.function(named: "colorNamed") { call in
            do {
                let color = try ColorNames.color(named: try call.argument(1))
                return call.results(color.red, color.green, color.blue, color.alpha)
            } catch let error as ScriptError {
                return call.results(LuaValue.nil, error.description)
            }
        }))
        try host.table.rawSet("fontWeights", try luaList(DrawingNames.weights.map { LuaValue.string($0.0) }))
        try EmbeddedLua.load("drawing", chunkName: "=tactile.drawing", in: lua, environment: api).call([.table(host.table)])
        guard case .table(let metatables) = try host.table.rawGet("valueMetatables"),
              let colorMetatable = try metatables.rawGet("Color").reference, let fontMetatable = try metatables.rawGet("Font").reference else {
            throw LuaError.runtime("drawing.lua did not define Color and Font")
        }
        for name in ["Color", "Font"] { try publish(name, api.rawGet(.string(name))) }
        let values = DrawingValues(colorMetatable: colorMetatable, fontMetatable: fontMetatable)
        loadedDrawingValues = values
        return values
    }

    /// A colour as a Lua `Color` value.
    func luaValue(_ color: Color) throws(LuaError) -> LuaValue {
        .table(try lua.newTable(numbers: ("red", color.red), ("green", color.green), ("blue", color.blue), ("alpha", color.alpha),
                                metatable: drawingValues().colorMetatable))
    }

    /// The global `render(view, options)` (and `render(size, drawing)`).
    func installRender() throws(LuaError) {
        global("render") { session, call in
            if case .function(let drawing) = call[2] { return [try session.luaValue(for: ScriptImage(try session.drawnImage(call, drawing)))] }
            try call.expectCount(1...2)
            let view: View = try call.object(1)
            let options = try OptionTable(call.options(2), allowed: ["scale", "touches"], function: "render", argument: 2)
            let image = try session.picture(of: view, scale: try Self.scale(options, function: "render", argument: 2),
                                         touches: try options.boolean("touches") ?? false)
            return [try session.luaValue(for: ScriptImage(image))]
        }
        global("filmstrip") { session, call in
            try call.expectCount(2...3)
            let view: View = try call.object(1)
            guard case .function(let gesture) = call[2] else { throw call.bad(2, expected: "function") }
            let options = try OptionTable(call.options(3), allowed: ["every", "scale", "touches"], function: "filmstrip", argument: 3)
            let every = try options.number("every", in: 0.001...10) ?? 0.1
            let image = try session.filmstrip(of: view, every: every, scale: try Self.scale(options, function: "filmstrip", argument: 3),
                                              touches: try options.boolean("touches") ?? true) {
                _ = try gesture.call([])
            }
            return [try session.luaValue(for: ScriptImage(image))]
        }
    }

    /// `render(size, function(ctx) … end [, {scale =}])`: an image drawn by a function (UIKit's
    /// `UIGraphicsImageRenderer(size:).image { … }`), transparent where it paints nothing. Its
    /// errors are the caller's.
    private func drawnImage(_ call: MethodCall, _ drawing: LuaRef) throws -> Image {
        try call.expectCount(2...3)
        let size = try call.drawingSize(1)
        let options = try OptionTable(call.options(3), allowed: ["scale"], function: "render", argument: 3)
        let scale = try Self.scale(options, function: "render", argument: 3)
        let renderer: ImageRenderer
        do { renderer = try ImageRenderer(size: size, scale: scale) } catch { throw ScriptError.badArgument(1, to: "render", "\(error)") }
        return try renderer.image { context in
            let scriptContext = ScriptGraphicsContext(context)
            defer { scriptContext.finish() }
            _ = try drawing.call([try luaValue(for: scriptContext)])
        }
    }

    /// The `scale` option: above 0 and at most 16 (`ImageRenderer.maximumScale`), 2 by default.
    private static func scale(_ options: OptionTable, function: String, argument: Int) throws -> Double {
        guard let scale = try options.number("scale") else { return defaultRenderScale }
        guard scale > 0, scale <= ImageRenderer.maximumScale else {
            throw ScriptError.badArgument(argument, to: function, "option 'scale': number above 0 and at most "
                                      + "\(Int(ImageRenderer.maximumScale)) expected, got \(scale.compactText)")
        }
        return scale
    }

    /// A view as it looks now, at a scale, with the fingers of the latest gesture when asked.
    public func picture(of view: View, scale: Double, touches: Bool) throws -> Image {
        do {
            return try view.renderedImage(scale: scale, touches: touches ? stage.touches.trails : [])
        } catch let error as RenderingError {
            throw ScriptError.message("cannot render \(stage.application.name(of: view)): \(error)")
        }
    }

    /// Frames of a view taken every `every` seconds of virtual time while `gesture` runs — the
    /// first before it, the last after it — side by side with their times (`Filmstrip`).
    public func filmstrip(of view: View, every: Double, scale: Double, touches: Bool, while gesture: () throws -> Void) throws -> Image {
        let clock = stage.application.clock
        var frames: [(time: Double, image: Image)] = []
        var failure: (any Error)?
        func capture() {
            guard failure == nil else { return }
            guard frames.count < Filmstrip.maximumFrames else {
                failure = ScriptError.message("filmstrip: the gesture needs more than \(Filmstrip.maximumFrames) frames "
                                              + "at one every \(every.compactText) s; take them less often")
                return
            }
            do {
                frames.append((clock.now, try picture(of: view, scale: scale, touches: touches)))
            } catch {
                failure = error
            }
        }
        let start = clock.now
        capture()
        let timer = clock.scheduledTimer(withTimeInterval: every, repeats: true) { _ in capture() }
        defer { timer.invalidate() }
        try gesture()
        if let last = frames.last?.time, clock.now > last || clock.now == start { capture() }
        if let failure { throw failure }
        do {
            return try Filmstrip.compose(frames)
        } catch {
            throw ScriptError.message("filmstrip: \(error)")
        }
    }
}

extension ScriptSession {
    /// The view a name stands for: a global holding a view, else the view of the window's
    /// hierarchy that goes by that name in the traffic (`Knob#1`); nil when there is none.
    public func view(named name: String) -> View? {
        if let value = try? globals.rawGet(.string(name)), let view = object(from: value) as? View { return view }
        var pending: [View] = [stage.window]
        while let view = pending.popLast() {
            if stage.application.name(of: view).description == name { return view }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }
}
