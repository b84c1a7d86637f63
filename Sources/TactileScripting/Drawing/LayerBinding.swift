import ControlKit
import LuaKit

/// `Layer` (Core Animation's `CALayer`): `view.layer`, or `Layer{ frame = {0, 12, 200, 6},
/// backgroundColor = Color.systemBlue, draw = function(layer, ctx) … end }` added with
/// `self.layer:addSublayer(l)`. Geometry, background, border, corner radius, opacity, shadow,
/// contents and sublayers; `l:setNeedsDisplay()` redraws its `draw`.
enum LayerBinding {
    static let declaration: LuaClassDeclaration = LuaClass<Layer>("Layer", namespace: StandardBindings.namespace) {
        LuaMember.property("name", type: "string?", read: { (layer: Layer, _) in layer.name.map(LuaValue.string) ?? .nil },
                        assign: { (layer: Layer, assigned) in layer.name = try assigned.isNil(1) ? nil : assigned.value(1) })
        LuaMember.rect("frame", get: \Layer.frame, set: { $0.frame = $1 })
        LuaMember.rect("bounds", get: \Layer.bounds, set: { $0.bounds = $1 })
        LuaMember.point("position", get: \Layer.position, set: { $0.position = $1 })
        LuaMember.point("anchorPoint", get: \Layer.anchorPoint, set: { $0.anchorPoint = $1 })
        LuaMember.transform("affineTransform", get: \Layer.affineTransform, set: { $0.affineTransform = $1 })
        color("backgroundColor", get: { (layer: Layer) in layer.backgroundColor }, set: { $0.backgroundColor = $1 })
        number("cornerRadius", get: { (layer: Layer) in layer.cornerRadius }, set: { $0.cornerRadius = $1 })
        number("borderWidth", get: { (layer: Layer) in layer.borderWidth }, set: { $0.borderWidth = $1 })
        color("borderColor", get: { (layer: Layer) in layer.borderColor }, set: { $0.borderColor = $1 ?? .black })
        LuaMember.property("opacity", get: \Layer.opacity, set: { $0.opacity = $1 })
        LuaMember.property("isHidden", get: \Layer.isHidden, set: { $0.isHidden = $1 })
        LuaMember.property("masksToBounds", get: \Layer.masksToBounds, set: { $0.masksToBounds = $1 })
        LuaMember.property("isOpaque", get: \Layer.isOpaque, set: { $0.isOpaque = $1 })
        LuaMember.property("needsDisplayOnBoundsChange", get: \Layer.needsDisplayOnBoundsChange,
                        set: { $0.needsDisplayOnBoundsChange = $1 })
        color("shadowColor", get: { (layer: Layer) in layer.shadowColor }, set: { $0.shadowColor = $1 ?? .black })
        LuaMember.property("shadowOpacity", get: \Layer.shadowOpacity, set: { $0.shadowOpacity = min(1, max(0, $1)) })
        LuaMember.property("shadowOffset", type: "Size", read: { (layer: Layer, session) in try session.luaValue(layer.shadowOffset) },
                        assign: { (layer: Layer, assigned) in layer.shadowOffset = try assigned.offset(1) })
        number("shadowRadius", get: { (layer: Layer) in layer.shadowRadius }, set: { $0.shadowRadius = $1 })
        LuaMember.property("shadowPath", type: "BezierPath?", read: { (layer: Layer, session) in
            try layer.shadowPath.map { try session.luaValue(for: ScriptBezierPath($0)) } ?? .nil
        }, assign: { (layer: Layer, assigned) in
            layer.shadowPath = assigned.isNil(1) ? nil : (try assigned.object(1) as ScriptBezierPath).path
        })
        LuaMember.property("contents", type: "Image?", read: { (layer: Layer, session) in
            try layer.contents.map { try session.luaValue(for: ScriptImage($0)) } ?? .nil
        }, assign: { (layer: Layer, assigned) in
            layer.contents = assigned.isNil(1) ? nil : (try assigned.object(1) as ScriptImage).image
        })
        LuaMember.choice("contentsGravity", get: \Layer.contentsGravity, set: { $0.contentsGravity = $1 })
        LuaMember.property("contentsScale", type: "number", read: { (layer: Layer, _) in .number(layer.contentsScale) },
                        assign: { (layer: Layer, assigned) in
                            layer.contentsScale = try assigned.number(1, in: 0.01...16)
                        })
        LuaMember.property("drawCount") { (layer: Layer) in layer.drawCount }
        LuaMember.property("needsDisplay") { (layer: Layer) in layer.needsDisplay }
        LuaMember.object("superlayer", type: "Layer?") { (layer: Layer) in layer.superlayer }
        LuaMember.property("sublayers", type: "{Layer}", read: { (layer: Layer, session) in try session.luaList(layer.sublayers) })
        LuaMember.property("draw", type: "function?", read: { (layer: Layer, session) in
            guard let scriptLayer = layer as? ScriptLayer else { return .nil }
            return try session.lua.userValue(for: layer).rawGet(ScriptLayer.drawKey)
        }, write: { (layer: Layer, value, session) in
            guard let scriptLayer = layer as? ScriptLayer else {
                throw ScriptError.message("a view's layer draws its view: give the view a draw function instead (Control.define{ draw = … })")
            }
            switch value {
            case .nil, .function:
                try session.lua.userValue(for: layer).rawSet(ScriptLayer.drawKey, value)
                scriptLayer.link = session.link
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
            LuaMember.method("addSublayer", "(layer)") { (layer: Layer, call) in
                try call.expectCount(1...1)
                try layer.addSublayer(checkedChild(call, of: layer))
                return []
            },
            LuaMember.method("insertSublayer", "(layer, index)") { (layer: Layer, call) in
                try call.expectCount(2...2)
                let child = try checkedChild(call, of: layer)
                layer.insertSublayer(child, at: try call.value(2, as: Int.self) - 1)
                return []
            },
            LuaMember.method("removeFromSuperlayer", "()") { (layer: Layer, call) in
                try call.expectCount(0...0)
                guard !(layer.superlayer != nil && isViewLayer(layer)) else {
                    throw ScriptError.message("a view's layer leaves with its view: use view:removeFromSuperview()")
                }
                layer.removeFromSuperlayer()
                return []
            },
            LuaMember.method("setNeedsDisplay", "([rect])") { (layer: Layer, call) in
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
            throw ScriptError.message("bad argument #1 to '\(call.function)' (a view's layer moves with its view: use addSubview)")
        }
        var ancestor: Layer? = parent
        while let current = ancestor {
            if current === child {
                throw ScriptError.message("bad argument #1 to '\(call.function)' (a layer cannot contain itself or its ancestor)")
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

    /// A length property: a number from 0 to 1,000,000.
    static func number<T: AnyObject>(_ name: String, get: @escaping (T) -> Double, set: @escaping (T, Double) -> Void) -> LuaMember {
        LuaMember.property(name, type: "number", read: { (object: T, _) in .number(get(object)) },
                        assign: { (object: T, assigned) in set(object, try assigned.length(1)) })
    }
}
