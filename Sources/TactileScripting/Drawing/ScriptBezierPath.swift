import ControlKit

/// A path a script builds and keeps (UIKit's `UIBezierPath`): the shape, and the line settings
/// its own `stroke()` uses. Lua: `BezierPath.roundedRect(r, 8)`, `p:moveTo(0, 0)`, `p:fill()`.
final class ScriptBezierPath {
    /// The most elements one path may hold: far beyond any control's, small enough that a
    /// runaway loop adding elements fails quickly instead of filling memory.
    static let maximumElements = 100_000

    var path: Path
    var lineWidth = 1.0
    var lineCapStyle = LineCap.butt
    var lineJoinStyle = LineJoin.miter
    var miterLimit = 10.0
    var usesEvenOddFillRule = false

    init(_ path: Path = Path()) {
        self.path = path
    }

    /// The fill rule `fill()` and `addClip()` use.
    var fillRule: FillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    /// Adds elements, refusing to grow past `maximumElements`.
    func add(_ elements: [Path.Element], function: String) throws(ScriptError) {
        guard path.elements.count + elements.count <= Self.maximumElements else {
            throw .message("'\(function)': a path holds at most \(Self.maximumElements) elements")
        }
        path.append(Path(elements: elements))
    }

    /// Transforms the path, refusing a result with a coordinate beyond the drawing limit.
    func apply(_ transform: Transform, function: String) throws(ScriptError) {
        let moved = path.applying(transform)
        guard moved.coordinates.allSatisfy({ $0.isFinite && abs($0) <= MethodCall.coordinateLimit }) else {
            throw .message("'\(function)': the path would reach beyond ±1000000 points")
        }
        path = moved
    }

    /// Strokes the path into a context with its own line settings, leaving the context's as they were.
    func stroke(in context: any GraphicsContext) {
        context.withSavedGState {
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.stroke(path)
        }
    }
}

/// A gradient a script makes once and draws many times (Core Graphics' `CGGradient`):
/// `Gradient{ colors = {Color.white, Color.systemBlue}, locations = {0, 1} }`.
final class ScriptGradient {
    /// The most colour stops a gradient may have.
    static let maximumStops = 1000

    var colors: [Color] = [] { didSet { gradient = nil } }
    var locations: [Double]? { didSet { gradient = nil } }
    private var gradient: Gradient?

    /// The gradient the colours and locations make (locations spaced evenly when not given).
    var value: Gradient {
        if let gradient { return gradient }
        let made = Gradient(colors: colors, locations: locations)
        gradient = made
        return made
    }
}
