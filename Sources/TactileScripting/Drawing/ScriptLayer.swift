import ControlKit
import LuaKit

/// A layer made in Lua (`Layer{ frame = …, draw = function(layer, ctx) … end }`): Core
/// Animation's `CALayer` whose `draw(in:)` is a Lua function, as seed 001's knob and track
/// layers override it. The function lives in the layer's Lua side (its userdata's user value),
/// where Lua's collector sees what it captures; a layer in a layer tree keeps its Lua side.
final class ScriptLayer: Layer {
    /// The session of the draw function, once one is given.
    weak var session: ScriptSession?

    /// The key of the draw function in the layer's user value table.
    static var drawKey: LuaValue { "draw" }

    override func draw(in context: any GraphicsContext) {
        guard let session,
              case .function(let function)? = try? session.lua.userValue(for: self).rawGet(Self.drawKey) else { return }
        session.drawInLua(into: context, sender: self, event: "Layer.draw") { scriptContext in
            _ = try function.call([try session.luaValue(for: self), try session.luaValue(for: scriptContext)])
            return true
        }
    }
}

extension ScriptSession {
    /// Runs a Lua drawing function for one drawing pass. The function draws into a recording
    /// through `ScriptGraphicsContext` (current while it runs, so `path:fill()` and
    /// `image:draw(r)` reach it); the recording is replayed into `context` only when the
    /// body returns true. When it raises, the error (with its `file:line`) is reported as a
    /// failed action of `sender` and a note in the traffic, and nothing is drawn this time (a
    /// body returning false has reported its failure itself). Returns whether it drew.
    @discardableResult
    func drawInLua(into context: any GraphicsContext, sender: AnyObject, event: String,
                   _ body: (ScriptGraphicsContext) throws -> Bool) -> Bool {
        let recording = RecordingContext(scale: context.scale, textMeasurer: context.textMeasurer, makesBuffers: false)
        let scriptContext = ScriptGraphicsContext(recording)
        defer { scriptContext.finish() }
        do {
            guard try Graphics.withCurrentContext(recording, { try body(scriptContext) }) else { return false }
        } catch {
            reportDrawingFailure(error, sender: sender, event: event)
            return false
        }
        recording.replay(into: context)
        return true
    }

    /// Reports a failed drawing function: as a failed action, and a note saying nothing was drawn.
    func reportDrawingFailure(_ error: any Error, sender: AnyObject, event: String) {
        let reported = reportFailure(error, sender: sender, event: event)
        let owner = (sender as? View)?.application ?? stage.application
        owner.note("\(event) of \(owner.name(of: sender)) failed: \(reported); nothing was drawn this time", from: sender)
    }
}
