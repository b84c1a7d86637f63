import ControlKit
import LuaKit

/// What every view has for drawing, in Lua: `layer`, `backgroundColor`, `tintColor` (nil
/// returns to the inherited one), `isOpaque`, `clipsToBounds`, `contentMode` and
/// `setNeedsDisplay([rect])`.
enum ViewDrawingMembers {
    static var members: [LuaMember] {
        [
            LuaMember.object("layer", type: "Layer") { (view: View) in view.layer },
            LayerBinding.color("backgroundColor", get: { (view: View) in view.backgroundColor }, set: { $0.backgroundColor = $1 }),
            LayerBinding.color("tintColor", get: { (view: View) in view.tintColor }, set: { $0.tintColor = $1 }),
            LuaMember.property("isOpaque", get: \View.isOpaque, set: { $0.isOpaque = $1 }),
            LuaMember.property("clipsToBounds", get: \View.clipsToBounds, set: { $0.clipsToBounds = $1 }),
            LuaMember.enumeration("contentMode", get: \View.contentMode, set: { $0.contentMode = $1 }),
            LuaMember.method("setNeedsDisplay", "([rect])") { (view: View, call) in
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
