import ControlKit
import LuaKit

/// `BezierPath` (UIKit's `UIBezierPath`): made empty (`BezierPath()`) or as a shape
/// (`BezierPath.rect(r)`, `.roundedRect(r, radius [, corners])`, `.oval(r)`,
/// `.arc(center, radius, start, end, clockwise)`), built element by element, and drawn into the
/// current context by `p:fill()`, `p:stroke()` and `p:addClip()`, or added to a context's path.
///
///     local p = BezierPath()
///     p:moveTo(0, 10); p:addLineTo(10, 0); p:addLineTo(20, 10); p:close()
///     p.lineWidth = 2
///     p:stroke()
enum BezierPathBinding {
    typealias Box = ScriptBezierPath

    static let declaration: LuaClassDeclaration = LuaClass<Box>("BezierPath", namespace: StandardBindings.namespace) {
        LuaMember.property("lineWidth", type: "number", read: { (box: Box, _) in .number(box.lineWidth) },
                        assign: { (box: Box, assigned) in box.lineWidth = try assigned.length(1) })
        LuaMember.property("miterLimit", type: "number", read: { (box: Box, _) in .number(box.miterLimit) },
                        assign: { (box: Box, assigned) in
                            box.miterLimit = try assigned.number(1, in: 1...1e6)
                        })
        LuaMember.property("lineCapStyle", type: "string", read: { (box: Box, _) in .string("\(box.lineCapStyle)") },
                        assign: { (box: Box, assigned) in
                            box.lineCapStyle = try assigned.choice(1, LineCap.self)
                        })
        LuaMember.property("lineJoinStyle", type: "string", read: { (box: Box, _) in .string("\(box.lineJoinStyle)") },
                        assign: { (box: Box, assigned) in
                            box.lineJoinStyle = try assigned.choice(1, LineJoin.self)
                        })
        LuaMember.property("usesEvenOddFillRule", get: { (box: Box) in box.usesEvenOddFillRule }, set: { $0.usesEvenOddFillRule = $1 })
        LuaMember.property("bounds", type: "Rect", read: { (box: Box, session) in try session.luaValue(box.path.bounds) })
        LuaMember.property("isEmpty") { (box: Box) in box.path.isEmpty }
        building
        LuaMember.method("contains", "(point) -> boolean") { (box: Box, call) in
            [.boolean(box.path.contains(try call.drawingPoint(1), rule: box.fillRule))]
        }
        LuaMember.method("copy", "() -> BezierPath") { (box: Box, call) in
            let copy = Box(box.path)
            (copy.lineWidth, copy.lineCapStyle, copy.lineJoinStyle) = (box.lineWidth, box.lineCapStyle, box.lineJoinStyle)
            (copy.miterLimit, copy.usesEvenOddFillRule) = (box.miterLimit, box.usesEvenOddFillRule)
            return [try call.session.luaValue(for: copy)]
        }
        drawing
    }
    .constructor { Box() }
    .classFunctions(statics)
    .sessionRoot()
    .declaration


    /// The shapes UIKit's class methods make.
    static var statics: [String: (MethodCall) throws -> [LuaValue]] {
        func made(_ path: Path, _ call: MethodCall) throws -> [LuaValue] { [try call.session.luaValue(for: Box(path))] }
        return [
            "rect": { call in try made(Path(rect: try call.drawingRect(1)), call) },
            "oval": { call in try made(Path(ovalIn: try call.drawingRect(1)), call) },
            "roundedRect": { call in
                let rect = try call.drawingRect(1), radius = try call.length(2)
                guard !call.isNil(3) else { return try made(Path(roundedRect: rect, cornerRadius: radius), call) }
                return try made(Path(roundedRect: rect, byRoundingCorners: try corners(call, 3),
                                     cornerRadii: Size(width: radius, height: radius)), call)
            },
            "arc": { call in try made(Path(elements: [try GraphicsContextBinding.arc(call, from: 1)]), call) },
        ]
    }

    /// Corners by name: `"topLeft"`, or a list of them, or `"allCorners"`.
    private static func corners(_ call: MethodCall, _ n: Int) throws -> RectCorner {
        let names: [(String, RectCorner)] = [("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
                                             ("bottomRight", .bottomRight), ("allCorners", .allCorners)]
        if case .table(let list) = call[n] {
            var corners: RectCorner = []
            for index in stride(from: 1, through: min(list.rawLength, 5), by: 1) {
                let one = MethodCall(function: call.function, arguments: [try list.rawGet(.integer(index))], session: call.session)
                corners.formUnion(try one.choice(1, names))
            }
            return corners
        }
        return try call.choice(n, names)
    }

    static var building: [LuaMember] {
        func adding(_ name: String, _ signature: String, _ body: @escaping (MethodCall) throws -> [Path.Element]) -> LuaMember {
            LuaMember.method(name, signature) { (box: Box, call) in
                try box.add(try body(call), function: name)
                return []
            }
        }
        return [
            adding("moveTo", "(point) or (x, y)") { call in [.move(to: try call.pointOrCoordinates(1).0)] },
            adding("addLineTo", "(point) or (x, y)") { call in [.line(to: try call.pointOrCoordinates(1).0)] },
            adding("addCurveTo", "(point, control1, control2)") { call in
                [.curve(to: try call.drawingPoint(1), control1: try call.drawingPoint(2), control2: try call.drawingPoint(3))]
            },
            adding("addQuadCurveTo", "(point, control)") { call in
                [.quadCurve(to: try call.drawingPoint(1), control: try call.drawingPoint(2))]
            },
            adding("addArc", "(center, radius, startAngle, endAngle, clockwise)") { call in [try GraphicsContextBinding.arc(call, from: 1)] },
            adding("close", "()") { _ in [.close] },
            adding("append", "(path)") { call in
                let other: Box = try call.object(1)
                return other.path.elements
            },
            LuaMember.method("removeAllPoints", "()") { (box: Box, _) in
                box.path = Path()
                return []
            },
            LuaMember.method("translate", "(x, y)") { (box: Box, call) in
                try box.apply(Transform(translationX: try call.coordinate(1), y: try call.coordinate(2)), function: "translate")
                return []
            },
            LuaMember.method("scale", "(x, y)") { (box: Box, call) in
                try box.apply(Transform(scaleX: try call.number(1, in: -1e6...1e6), y: try call.number(2, in: -1e6...1e6)), function: "scale")
                return []
            },
            LuaMember.method("rotate", "(angle)") { (box: Box, call) in
                try box.apply(Transform(rotationAngle: try call.number(1, in: -1e9...1e9)), function: "rotate")
                return []
            },
        ]
    }

    /// `fill()`, `stroke()` and `addClip()`: into the context being drawn (UIKit's current context).
    static var drawing: [LuaMember] {
        func current(_ name: String, _ body: @escaping (Box, any GraphicsContext) -> Void) -> LuaMember {
            LuaMember.method(name, "()") { (box: Box, _) in
                guard let context = Graphics.currentContext else {
                    throw ScriptError.message("'\(name)': there is no current context (call it inside a draw function)")
                }
                body(box, context)
                return []
            }
        }
        return [
            current("fill") { box, context in context.fill(box.path, rule: box.fillRule) },
            current("stroke") { box, context in box.stroke(in: context) },
            current("addClip") { box, context in context.clip(to: box.path, rule: box.fillRule) },
        ]
    }
}
