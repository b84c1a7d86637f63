import ControlKit
import LuaKit

/// `GraphicsContext`, the `ctx` a Lua `draw` receives: Core Graphics' calls with their Swift
/// names in Lua style (`ctx:setFillColor(Color.systemBlue)`, `ctx:addPath(p)`, `ctx:fillPath()`,
/// `ctx:drawLinearGradient(g, Point(0, 0), Point(0, 30))`), arguments checked before anything
/// is drawn (see `DrawingArguments`). Scripts never construct one.
///
///     draw = function(self, ctx, rect)
///       ctx:setFillColor(Color.systemBlue)
///       ctx:addPath(BezierPath.roundedRect(self.bounds, 8))
///       ctx:fillPath()
///     end
enum GraphicsContextBinding {
    typealias Box = ScriptGraphicsContext

    static let declaration: LuaClassDeclaration = LuaClass<Box>("GraphicsContext", namespace: StandardBindings.namespace) {
        LuaMember.property("scale", type: "number", read: { (box: Box, _) in
            .number(try box.context(for: "scale").scale)
        })
        state
        style
        currentPath
        shapes
        gradients
        imagesAndText
    }
    .sessionRoot()
    .declaration

    /// A method that draws: gets the context (failing once the pass is over) and the call.
    static func drawing(_ name: String, _ signature: String,
                        _ body: @escaping (any GraphicsContext, Box, MethodCall) throws -> Void) -> LuaMember {
        LuaMember.method(name, signature) { (box: Box, call) in
            try body(try box.context(for: name), box, call)
            return []
        }
    }

    // MARK: State and transforms

    static var state: [LuaMember] {
        [
            drawing("saveGState", "()") { context, _, _ in context.saveGState() },
            drawing("restoreGState", "()") { context, _, _ in context.restoreGState() },
            drawing("translateBy", "(x, y)") { context, _, call in
                context.translateBy(x: try call.coordinate(1), y: try call.coordinate(2))
            },
            drawing("scaleBy", "(x, y)") { context, _, call in
                let x = try call.coordinate(1), y = try call.coordinate(2)
                guard x != 0, y != 0 else {
                    throw ScriptError.message("bad argument to 'scaleBy' (a scale of 0 flattens everything drawn after it; use a non-zero factor)")
                }
                context.scaleBy(x: x, y: y)
            },
            drawing("rotate", "(angle)") { context, _, call in
                context.rotate(by: try call.number(1, in: -1e9...1e9))
            },
            drawing("beginTransparencyLayer", "([rect])") { context, _, call in
                context.beginTransparencyLayer(in: call.isNil(1) ? nil : try call.drawingRect(1))
            },
            drawing("endTransparencyLayer", "()") { context, _, _ in context.endTransparencyLayer() },
        ]
    }

    // MARK: Style

    static var style: [LuaMember] {
        [
            drawing("setFillColor", "(color)") { context, _, call in context.setFillColor(try call.color(1)) },
            drawing("setStrokeColor", "(color)") { context, _, call in context.setStrokeColor(try call.color(1)) },
            drawing("setLineWidth", "(width)") { context, _, call in context.setLineWidth(try call.length(1)) },
            drawing("setLineCap", "(\"butt\"|\"round\"|\"square\")") { context, _, call in
                context.setLineCap(try call.choice(1, LineCap.self))
            },
            drawing("setLineJoin", "(\"miter\"|\"round\"|\"bevel\")") { context, _, call in
                context.setLineJoin(try call.choice(1, LineJoin.self))
            },
            drawing("setMiterLimit", "(limit)") { context, _, call in context.setMiterLimit(try call.number(1, in: 1...1e6)) },
            drawing("setLineDash", "(phase, lengths) or (nil)") { context, _, call in
                context.setLineDash(try lineDash(call, phase: 1, lengths: 2))
            },
            drawing("setAlpha", "(alpha)") { context, _, call in context.setAlpha(try call.value(1)) },
            drawing("setBlendMode", "(mode)") { context, _, call in
                context.setBlendMode(try call.choice(1, BlendMode.self))
            },
            drawing("setShadow", "(offset, blur [, color]) or (nil)") { context, _, call in
                guard !call.isNil(1) else { return context.setShadow(nil) }
                context.setShadow(Shadow(offset: try call.offset(1), blur: try call.length(2),
                                         color: try call.optionalColor(3) ?? Shadow.defaultColor))
            },
        ]
    }

    /// A dash from a phase and a list of lengths; nil for `setLineDash(nil)` or an empty list.
    static func lineDash(_ call: MethodCall, phase: Int, lengths: Int) throws -> LineDash? {
        guard !call.isNil(phase) else { return nil }
        let start = try call.coordinate(phase)
        guard case .table(let list) = call[lengths] else { throw call.bad(lengths, expected: "list of lengths") }
        guard list.rawLength <= 64 else {
            throw ScriptError.badArgument(lengths, to: call.function, "at most 64 dash lengths expected, got \(list.rawLength)")
        }
        var values: [Double] = []
        for index in stride(from: 1, through: list.rawLength, by: 1) {
            guard let length = Double(luaValue: try list.rawGet(.integer(index))), length >= 0, length <= MethodCall.coordinateLimit else {
                throw ScriptError.badArgument(lengths, to: call.function, "dash length \(index) must be a number from 0 to 1000000")
            }
            values.append(length)
        }
        return values.isEmpty ? nil : LineDash(phase: start, lengths: values)
    }

    // MARK: The current path

    static var currentPath: [LuaMember] {
        func building(_ name: String, _ signature: String, _ body: @escaping (Box, MethodCall) throws -> [Path.Element]) -> LuaMember {
            drawing(name, signature) { _, box, call in
                let elements = try body(box, call)
                guard box.path.elements.count + elements.count <= ScriptBezierPath.maximumElements else {
                    throw ScriptError.message("'\(name)': the current path holds at most \(ScriptBezierPath.maximumElements) elements")
                }
                box.path.append(Path(elements: elements))
            }
        }
        return [
            drawing("beginPath", "()") { _, box, _ in box.path = Path() },
            building("moveTo", "(point) or (x, y)") { _, call in [.move(to: try call.pointOrCoordinates(1).0)] },
            building("addLineTo", "(point) or (x, y)") { _, call in [.line(to: try call.pointOrCoordinates(1).0)] },
            building("addCurveTo", "(point, control1, control2)") { _, call in
                [.curve(to: try call.drawingPoint(1), control1: try call.drawingPoint(2), control2: try call.drawingPoint(3))]
            },
            building("addQuadCurveTo", "(point, control)") { _, call in
                [.quadCurve(to: try call.drawingPoint(1), control: try call.drawingPoint(2))]
            },
            building("addArc", "(center, radius, startAngle, endAngle, clockwise)") { _, call in
                [try arc(call, from: 1)]
            },
            building("addRect", "(rect)") { _, call in Path(rect: try call.drawingRect(1)).elements },
            building("addEllipse", "(rect)") { _, call in Path(ovalIn: try call.drawingRect(1)).elements },
            building("addPath", "(path)") { _, call in
                let path: ScriptBezierPath = try call.object(1)
                return path.path.elements
            },
            building("closePath", "()") { _, _ in [.close] },
            drawing("fillPath", "([\"winding\"|\"evenOdd\"])") { context, box, call in
                context.fill(box.takePath(), rule: try call.choice(1, FillRule.self, default: .winding))
            },
            drawing("strokePath", "()") { context, box, _ in context.stroke(box.takePath()) },
            drawing("clip", "([rule]) or (rect)") { context, box, call in
                if case .table = call[1] { return context.clip(to: try call.drawingRect(1)) }
                context.clip(to: box.takePath(), rule: try call.choice(1, FillRule.self, default: .winding))
            },
            LuaMember.property("isPathEmpty", type: "boolean", read: { (box: Box, _) in .boolean(box.path.isEmpty) }),
        ]
    }

    /// An arc from arguments `n` to `n + 4`: centre, radius, start and end angles, clockwise.
    static func arc(_ call: MethodCall, from n: Int) throws -> Path.Element {
        .arc(center: try call.drawingPoint(n), radius: try call.length(n + 1),
             startAngle: try call.number(n + 2, in: -1000...1000), endAngle: try call.number(n + 3, in: -1000...1000),
             clockwise: try call.value(n + 4, default: true))
    }

    // MARK: Shapes

    static var shapes: [LuaMember] {
        [
            drawing("fill", "(rect)") { context, _, call in context.fill(try call.drawingRect(1)) },
            drawing("stroke", "(rect)") { context, _, call in context.stroke(try call.drawingRect(1)) },
            drawing("fillEllipse", "(rect)") { context, _, call in context.fillEllipse(in: try call.drawingRect(1)) },
            drawing("strokeEllipse", "(rect)") { context, _, call in context.strokeEllipse(in: try call.drawingRect(1)) },
            drawing("strokeLine", "(from, to)") { context, _, call in
                context.strokeLine(from: try call.drawingPoint(1), to: try call.drawingPoint(2))
            },
            drawing("clear", "(rect)") { context, _, call in context.clear(try call.drawingRect(1)) },
        ]
    }

    // MARK: Gradients

    static var gradients: [LuaMember] {
        [
            drawing("drawLinearGradient", "(gradient, start, end [, options])") { context, _, call in
                let gradient: ScriptGradient = try call.object(1)
                context.drawLinearGradient(gradient.value, start: try call.drawingPoint(2), end: try call.drawingPoint(3),
                                           options: try gradientOptions(call, 4))
            },
            drawing("drawRadialGradient", "(gradient, startCenter, startRadius, endCenter, endRadius [, options])") { context, _, call in
                let gradient: ScriptGradient = try call.object(1)
                context.drawRadialGradient(gradient.value, startCenter: try call.drawingPoint(2), startRadius: try call.length(3),
                                           endCenter: try call.drawingPoint(4), endRadius: try call.length(5),
                                           options: try gradientOptions(call, 6))
            },
        ]
    }

    /// Whether a gradient paints past its ends: a list of `"drawsBeforeStartLocation"` and
    /// `"drawsAfterEndLocation"`, either name alone, or nothing.
    static func gradientOptions(_ call: MethodCall, _ n: Int) throws -> GradientDrawingOptions {
        let names: [(String, GradientDrawingOptions)] = [
            ("drawsBeforeStartLocation", .drawsBeforeStartLocation), ("drawsAfterEndLocation", .drawsAfterEndLocation),
        ]
        switch call[n] {
        case .nil: return []
        case .string: return try call.choice(n, names)
        case .table(let list):
            var options: GradientDrawingOptions = []
            for index in stride(from: 1, through: min(list.rawLength, 2), by: 1) {
                let one = MethodCall(function: call.function, arguments: [try list.rawGet(.integer(index))], session: call.session)
                options.formUnion(try one.choice(1, names))
            }
            return options
        default: throw call.bad(n, expected: "gradient option name or list of names")
        }
    }

    // MARK: Images and text

    static var imagesAndText: [LuaMember] {
        [
            drawing("drawImage", "(image, rect)") { context, _, call in
                let image: ScriptImage = try call.object(1)
                context.draw(image.image, in: try call.drawingRect(2))
            },
            drawing("drawText", "(text, point or rect [, attributes])") { context, _, call in
                let text = try call.layoutText(1)
                let attributes = try call.textAttributes(3)
                if case .table(let table) = call[2], (try? table.rawGet("width")) != .nil || (try? table.rawGet(3)) != .nil {
                    return context.draw(text, in: try call.drawingRect(2), attributes: attributes)
                }
                context.draw(text, at: try call.drawingPoint(2), attributes: attributes)
            },
            LuaMember.method("textSize", "(text [, attributes [, maximumWidth]]) -> Size") { (box: Box, call) in
                let context = try box.context(for: "textSize")
                let text = try call.layoutText(1)
                let width: Double? = call.isNil(3) ? nil : try call.length(3)
                let size = context.textMeasurer.size(of: text, attributes: try call.textAttributes(2), maximumWidth: width)
                return [try call.session.luaValue(size)]
            },
        ]
    }
}
