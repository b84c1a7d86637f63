import ControlKit
import LuaKit

/// What every view has for drawing, in Lua: `layer`, `backgroundColor`, `tintColor` (nil
/// returns to the inherited one), `isOpaque`, `clipsToBounds`, `contentMode` and
/// `setNeedsDisplay([rect])`.
enum ViewDrawingMembers {
    static var members: [LuaMember] {
        [
            LuaMember.object("layer", type: "Layer", doc: "The layer behind the view, made on first use, with the subviews' layers as its sublayers in their order; add sublayers to build a look.") { (view: View) in view.layer },
            LayerBinding.color("backgroundColor", doc: "The colour filling the bounds behind the drawing and subviews: a Color or a colour's name; nil for none, a plain view's default.",
                               get: { (view: View) in view.backgroundColor }, set: { $0.backgroundColor = $1 }),
            LayerBinding.color("tintColor", doc: "The colour the content is tinted with: the view's own, else its superview's, else system blue; nil returns to the inherited one.",
                               get: { (view: View) in view.tintColor }, set: { $0.tintColor = $1 }),
            LuaMember.property("isOpaque", doc: "Whether the drawing paints every pixel of the bounds, so it starts on the background colour (black without one); default true.",
                               get: \View.isOpaque, set: { $0.isOpaque = $1 }),
            LuaMember.property("clipsToBounds", doc: "Whether the subviews and the drawing are cut off at the bounds; default false.", get: \View.clipsToBounds, set: { $0.clipsToBounds = $1 }),
            LuaMember.enumeration("contentMode", doc: "How the kept drawing (an image view's image) is placed when the bounds change; default \"scaleToFill\"; takes a name or raw value (uikit-rules §1.4).",
                                  get: \View.contentMode, set: { $0.contentMode = $1 }),
            LuaMember.method("setNeedsDisplay", "([rect])",
                             doc: "Marks the view, or a rectangle of it in its coordinates, to be drawn again at the next render; draw runs then, not at once.") { (view: View, call) in
                if call.isNil(1) { view.setNeedsDisplay() } else { view.setNeedsDisplay(try call.drawingRect(1)) }
                return []
            },
        ]
    }

    /// `ImageView.image`: an `Image`, or nil.
    static var imageViewMembers: [LuaMember] {
        [
            LuaMember.property("image", type: "Image?", doc: "The image shown, placed in the bounds by contentMode; nil by default.",
                               read: { (view: ImageView, session) in
                                   try view.image.map { try session.luaValue(for: ScriptImage($0)) } ?? .nil
                               }, assign: { (view: ImageView, assigned) in
                                   view.image = assigned.isNil(1) ? nil : (try assigned.object(1) as ScriptImage).image
                               }),
        ]
    }
}
