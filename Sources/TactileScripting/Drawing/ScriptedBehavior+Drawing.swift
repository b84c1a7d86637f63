import ControlKit
import LuaKit

/// A defined class's `draw(self, ctx, rect)`: asked by the view's layer whenever the view's
/// drawing is due (at first and after `setNeedsDisplay()`, which every change of a declared
/// property calls). Without a `draw` in the chain the built-in class draws its own look;
/// `self.super.draw(self, ctx, rect)` draws it from inside an override.
extension ScriptedBehavior: AttachedDrawing {
    func draw(_ view: View, _ rect: Rect) {
        draw(view, rect, from: 0)
    }

    func draw(_ view: View, _ rect: Rect, from level: Int) {
        guard let session, definition.hook(.draw, from: level) != nil, let context = Graphics.currentContext else {
            return base(.draw) { view.draw(rect) }
        }
        session.drawInLua(into: context, sender: view, event: "\(definition.name).draw") { scriptContext in
            callOverride(.draw, on: view, from: level) { function in
                _ = try function.call([try session.luaValue(for: view), try session.luaValue(for: scriptContext),
                                       try session.luaValue(rect)])
            } != nil
        }
    }
}

extension ScriptSession {
    /// `self.super.draw(self, ctx, rect)`: the next `draw` up the chain, or the built-in look,
    /// in the table `self.super` returns.
    func installSuperDraw(in superTable: LuaRef) throws(LuaError) {
        try superTable.rawSet("draw", .function(lua.function(named: "draw") { call in
            let session = try call.session
            let arguments = MethodCall(function: "super.draw", call: call, session: session)
            guard let view = session.object(from: arguments[1]) as? View, let script = ScriptedBehavior.of(view) else {
                throw ScriptError.message("super.draw expects a Lua-defined view as its first argument (call it as self.super.draw(self, ctx, rect))")
            }
            let scriptContext: ScriptGraphicsContext = try arguments.object(2)
            let rect = arguments.isNil(3) ? view.bounds : try arguments.drawingRect(3)
            let context = try scriptContext.context(for: "super.draw")
            Graphics.withCurrentContext(context) { script.draw(view, rect, from: script.superLevel) }
            return .none
        }))
    }
}
