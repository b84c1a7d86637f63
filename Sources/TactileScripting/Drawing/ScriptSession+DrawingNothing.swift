import ControlKit

extension ScriptSession {
    /// The names (`Dial#1`) of the Lua-defined views in `root`'s hierarchy that show nothing at
    /// all: no `draw` in their definition's chain, a plain `View` or `Control` as their base
    /// (which draws no look of its own), no background colour and no subviews. A picture of
    /// one is empty, which a plugin written without `draw(self, ctx, rect)` finds puzzling; the
    /// picture commands name them (docs/plugins.md, "Drawing").
    public func namesOfDefinedViewsDrawingNothing(in root: View) -> [String] {
        var names: [String] = []
        var pending = [root]
        while let view = pending.popLast() {
            pending.append(contentsOf: view.subviews.reversed())
            guard let behavior = ScriptedBehavior.of(view), behavior.definition.hook(.draw, from: 0) == nil,
                  type(of: view) == Control.self || type(of: view) == View.self,
                  view.subviews.isEmpty, (view.backgroundColor?.alpha ?? 0) == 0 else { continue }
            names.append(stage.application.name(of: view).description)
        }
        return names
    }

    /// The note the picture commands print for `names` (from `namesOfDefinedViewsDrawingNothing`),
    /// or nil when there are none.
    public static func drawingNothingNote(for names: [String]) -> String? {
        guard !names.isEmpty else { return nil }
        let list = names.joined(separator: ", ")
        return "note: \(list) \(names.count == 1 ? "is a Lua-defined view that draws" : "are Lua-defined views that draw") "
            + "nothing (no draw function, no background colour, no subviews); give its definition "
            + "draw = function(self, ctx, rect) … end (docs/plugins.md#drawing)"
    }
}
