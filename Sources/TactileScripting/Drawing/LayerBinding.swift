import ControlKit
import LuaKit

/// `Layer` (Core Animation's `CALayer`): `view.layer`, or `Layer{ frame = {0, 12, 200, 6},
/// backgroundColor = Color.systemBlue, draw = function(layer, ctx) … end }` added with
/// `self.layer:addSublayer(l)`. Geometry, background, border, corner radius, opacity, shadow,
/// contents and sublayers; `l:setNeedsDisplay()` redraws its `draw`.
enum LayerBinding {
    static let declaration: LuaClassDeclaration = LuaClass<Layer>("Layer", namespace: StandardBindings.namespace) {
        LuaMember.property("name", type: "string?", doc: "A name for descriptions and searches; nil by default.", read: { (layer: Layer, _) in layer.name.map(LuaValue.string) ?? .nil },
                        assign: { (layer: Layer, assigned) in layer.name = try assigned.isNil(1) ? nil : assigned.value(1) })
        LuaMember.rect("frame", doc: "The rectangle the layer occupies in its superlayer's coordinates (the bounding box when transformed); setting it moves position and sizes bounds; default {0, 0, 0, 0}.",
                       get: \Layer.frame, set: { $0.frame = $1 })
        LuaMember.rect("bounds", doc: "The layer's own coordinate system: the origin is the point shown at its top-left corner; default {0, 0, 0, 0}.",
                       get: \Layer.bounds, set: { $0.bounds = $1 })
        LuaMember.point("position", doc: "Where the anchor point sits in the superlayer's coordinates; default {0, 0}.", get: \Layer.position, set: { $0.position = $1 })
        LuaMember.point("anchorPoint", doc: "The point of the bounds, {0, 0} top-left to {1, 1} bottom-right, placed at position and turned about by the transform; default {0.5, 0.5}.",
                        get: \Layer.anchorPoint, set: { $0.anchorPoint = $1 })
        LuaMember.transform("affineTransform", doc: "A transform applied about the anchor point, which frame follows; the identity by default.",
                            get: \Layer.affineTransform, set: { $0.affineTransform = $1 })
        color("backgroundColor", doc: "The colour filling the bounds, rounded by cornerRadius, behind everything else: a Color or a colour's name; nil (the default) for none.",
              get: { (layer: Layer) in layer.backgroundColor }, set: { $0.backgroundColor = $1 })
        number("cornerRadius", doc: "The radius in points of the rounded corners of the background, the border and the clip of masksToBounds; 0 to 1000000; default 0.",
               get: { (layer: Layer) in layer.cornerRadius }, set: { $0.cornerRadius = $1 })
        number("borderWidth", doc: "The width in points of the border drawn inside the bounds, above the sublayers; 0 to 1000000; default 0.",
               get: { (layer: Layer) in layer.borderWidth }, set: { $0.borderWidth = $1 })
        color("borderColor", doc: "The border's colour; black by default, and nil sets black again.", get: { (layer: Layer) in layer.borderColor }, set: { $0.borderColor = $1 ?? .black })
        LuaMember.property("opacity", doc: "The opacity, clamped to 0…1, the layer and its sublayers composited as one group; default 1.", get: \Layer.opacity, set: { $0.opacity = $1 })
        LuaMember.property("isHidden", doc: "Whether the layer and its sublayers are left out of rendering; default false.", get: \Layer.isHidden, set: { $0.isHidden = $1 })
        LuaMember.property("masksToBounds", doc: "Whether the contents, the drawing and the sublayers are clipped to the bounds, rounded by cornerRadius; default false.", get: \Layer.masksToBounds, set: { $0.masksToBounds = $1 })
        LuaMember.property("isOpaque", doc: "Whether the drawing covers the bounds with opaque paint: what draw leaves unpainted shows the background colour, or black; default false.",
                           get: \Layer.isOpaque, set: { $0.isOpaque = $1 })
        LuaMember.property("needsDisplayOnBoundsChange", doc: "Whether a new size of the bounds makes the drawing due again; default false.", get: \Layer.needsDisplayOnBoundsChange,
                        set: { $0.needsDisplayOnBoundsChange = $1 })
        color("shadowColor", doc: "The shadow's colour; black by default, and nil sets black again.", get: { (layer: Layer) in layer.shadowColor }, set: { $0.shadowColor = $1 ?? .black })
        LuaMember.property("shadowOpacity", doc: "The shadow's opacity, clamped to 0…1; default 0, no shadow.", get: \Layer.shadowOpacity, set: { $0.shadowOpacity = min(1, max(0, $1)) })
        LuaMember.property("shadowOffset", type: "Size", doc: "How far the shadow falls, as {w, h}; default {0, -3}, slightly upward as on iOS.", read: { (layer: Layer, session) in try session.luaValue(layer.shadowOffset) },
                        assign: { (layer: Layer, assigned) in layer.shadowOffset = try assigned.offset(1) })
        number("shadowRadius", doc: "How soft the shadow is: the blur's radius in points, 0 to 1000000; default 3.", get: { (layer: Layer) in layer.shadowRadius }, set: { $0.shadowRadius = $1 })
        LuaMember.property("shadowPath", type: "BezierPath?", doc: "The shape casting the shadow; nil (the default) for the shape of everything the layer draws.", read: { (layer: Layer, session) in
            try layer.shadowPath.map { try session.luaValue(for: ScriptBezierPath($0)) } ?? .nil
        }, assign: { (layer: Layer, assigned) in
            layer.shadowPath = assigned.isNil(1) ? nil : (try assigned.object(1) as ScriptBezierPath).path
        })
        LuaMember.property("contents", type: "Image?", doc: "An image drawn over the background, placed by contentsGravity; nil by default.", read: { (layer: Layer, session) in
            try layer.contents.map { try session.luaValue(for: ScriptImage($0)) } ?? .nil
        }, assign: { (layer: Layer, assigned) in
            layer.contents = assigned.isNil(1) ? nil : (try assigned.object(1) as ScriptImage).image
        })
        LuaMember.choice("contentsGravity", doc: "Where contents sits in the bounds, by name: an edge or corner, \"center\", or scaled; default \"resize\", stretched to fill.",
                         get: \Layer.contentsGravity, set: { $0.contentsGravity = $1 })
        LuaMember.property("contentsScale", type: "number", doc: "Pixels per point of the layer's own drawing, 0.01 to 16; a view's layer draws at the render's scale; a change redraws; default 1.", read: { (layer: Layer, _) in .number(layer.contentsScale) },
                        assign: { (layer: Layer, assigned) in
                            layer.contentsScale = try assigned.number(1, in: 0.01...16)
                        })
        LuaMember.property("drawCount", doc: "How many times the layer's drawing ran, by display or rendering; read-only.") { (layer: Layer) in layer.drawCount }
        LuaMember.property("needsDisplay", doc: "Whether the layer's drawing is due: true at first and after setNeedsDisplay; read-only.") { (layer: Layer) in
            layer.applyPendingInvalidations()
            return layer.needsDisplay
        }
        LuaMember.object("superlayer", type: "Layer?", doc: "The layer containing this one; nil for none; read-only.") { (layer: Layer) in layer.superlayer }
        LuaMember.property("sublayers", type: "{Layer}", doc: "The contained layers, back to front; a view's layer holds its subviews' layers among them; read-only.", read: { (layer: Layer, session) in try session.luaList(layer.sublayers) })
        LuaMember.property("draw", type: "function?", doc: "The function (layer, ctx) drawing a layer made in Lua, kept until setNeedsDisplay; setting it redraws; a view's layer refuses one.", read: { (layer: Layer, session) in
            guard let scriptLayer = layer as? ScriptLayer else { return .nil }
            return try session.lua.userValue(for: layer).rawGet(ScriptLayer.drawKey)
        }, write: { (layer: Layer, value, session) in
            guard let scriptLayer = layer as? ScriptLayer else {
                throw ScriptError.message("a view's layer draws its view: give the view a draw function instead (Control.define{ draw = … })")
            }
            switch value {
            case .nil, .function:
                try session.lua.userValue(for: layer).rawSet(ScriptLayer.drawKey, value)
                scriptLayer.session = session
            default: throw LuaValueRefusal(expected: "function")
            }
            layer.setNeedsDisplay()
        })
        sublayerMethods
    }
    .constructor { ScriptLayer() }
    .sessionRoot()
    .declaration

    static var sublayerMethods: [LuaMember] {
        [
            LuaMember.method("addSublayer", "(layer)",
                             doc: "Adds a layer on top of the sublayers, taking it from its previous superlayer; a view's layer, this layer or an ancestor is a bad argument.") { (layer: Layer, call) in
                try call.expectCount(1...1)
                try layer.addSublayer(checkedChild(call, of: layer))
                return []
            },
            LuaMember.method("insertSublayer", "(layer, index)",
                             doc: "Inserts a layer at a position of sublayers, from 1, clamped to the list; bad arguments as for addSublayer.") { (layer: Layer, call) in
                try call.expectCount(2...2)
                let child = try checkedChild(call, of: layer)
                layer.insertSublayer(child, at: try call.value(2, as: Int.self) - 1)
                return []
            },
            LuaMember.method("removeFromSuperlayer", "()",
                             doc: "Takes the layer out of its superlayer; a view's layer leaves only with its view (removeFromSuperview).") { (layer: Layer, call) in
                try call.expectCount(0...0)
                guard !(layer.superlayer != nil && isViewLayer(layer)) else {
                    throw ScriptError.message("a view's layer leaves with its view: use view:removeFromSuperview()")
                }
                layer.removeFromSuperlayer()
                return []
            },
            LuaMember.method("setNeedsDisplay", "([rect])",
                             doc: "Marks the layer's drawing, or a rectangle of it in its coordinates, as due; draw runs at the next render.") { (layer: Layer, call) in
                if call.isNil(1) { layer.setNeedsDisplay() } else { layer.setNeedsDisplay(try call.drawingRect(1)) }
                return []
            },
        ]
    }

    /// Argument 1 as a layer that may become a sublayer of `parent`: not a view's layer (views
    /// carry their layers), not the parent itself or one of its ancestors.
    private static func checkedChild(_ call: MethodCall, of parent: Layer) throws -> Layer {
        let child: Layer = try call.object(1)
        if isViewLayer(child) {
            throw ScriptError.badArgument(1, to: call.function, "a view's layer moves with its view: use addSubview")
        }
        var ancestor: Layer? = parent
        while let current = ancestor {
            if current === child {
                throw ScriptError.badArgument(1, to: call.function, "a layer cannot contain itself or its ancestor")
            }
            ancestor = current.superlayer
        }
        return child
    }

    /// Whether a layer is a view's.
    static func isViewLayer(_ layer: Layer) -> Bool {
        layer.owningView != nil
    }


    /// A colour property: a `Color`, a colour's name, or nil; `doc` is its line of help.
    static func color<T: AnyObject>(_ name: String, doc: String = "", get: @escaping (T) -> Color?,
                                    set: @escaping (T, Color?) -> Void) -> LuaMember {
        LuaMember.property(name, type: "Color?", doc: doc, read: { (object: T, session) in try get(object).map { try session.luaValue($0) } ?? .nil },
                        assign: { (object: T, assigned) in
                            set(object, assigned.isNil(1) ? nil : try assigned.color(1))
                        })
    }

    /// A length property: a number from 0 to 1,000,000; `doc` is its line of help.
    static func number<T: AnyObject>(_ name: String, doc: String = "", get: @escaping (T) -> Double,
                                     set: @escaping (T, Double) -> Void) -> LuaMember {
        LuaMember.property(name, type: "number", doc: doc, read: { (object: T, _) in .number(get(object)) },
                        assign: { (object: T, assigned) in set(object, try assigned.length(1)) })
    }
}
