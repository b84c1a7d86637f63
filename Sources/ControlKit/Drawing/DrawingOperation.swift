/// One call made on a graphics context, as a value: what a `RecordingContext` keeps, and what can
/// be replayed into any other context.
public enum DrawingOperation: Hashable, Sendable, CustomStringConvertible {
    case saveGState
    case restoreGState
    case concatenate(Transform)
    case setFillColor(Color)
    case setStrokeColor(Color)
    case setLineWidth(Double)
    case setLineCap(LineCap)
    case setLineJoin(LineJoin)
    case setMiterLimit(Double)
    case setLineDash(LineDash?)
    case setAlpha(Double)
    case setBlendMode(BlendMode)
    case setShadow(Shadow?)
    case fill(Path, FillRule)
    case stroke(Path)
    case clip(Path, FillRule)
    case linearGradient(Gradient, start: Point, end: Point, options: GradientDrawingOptions)
    case radialGradient(Gradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double, options: GradientDrawingOptions)
    case image(Image, source: Rect, destination: Rect, tint: Color?)
    case text(String, TextPlacement, TextAttributes)
    case beginTransparencyLayer(Rect?)
    case endTransparencyLayer

    /// Whether the call paints (fills, strokes, draws a gradient, an image or text) rather than
    /// changing the state.
    public var paints: Bool {
        switch self {
        case .fill, .stroke, .linearGradient, .radialGradient, .image, .text: return true
        default: return false
        }
    }

    /// Makes the same call on a context.
    public func apply(to context: any GraphicsContext) {
        switch self {
        case .saveGState: context.saveGState()
        case .restoreGState: context.restoreGState()
        case .concatenate(let transform): context.concatenate(transform)
        case .setFillColor(let color): context.setFillColor(color)
        case .setStrokeColor(let color): context.setStrokeColor(color)
        case .setLineWidth(let width): context.setLineWidth(width)
        case .setLineCap(let cap): context.setLineCap(cap)
        case .setLineJoin(let join): context.setLineJoin(join)
        case .setMiterLimit(let limit): context.setMiterLimit(limit)
        case .setLineDash(let dash): context.setLineDash(dash)
        case .setAlpha(let alpha): context.setAlpha(alpha)
        case .setBlendMode(let mode): context.setBlendMode(mode)
        case .setShadow(let shadow): context.setShadow(shadow)
        case .fill(let path, let rule): context.fill(path, rule: rule)
        case .stroke(let path): context.stroke(path)
        case .clip(let path, let rule): context.clip(to: path, rule: rule)
        case .linearGradient(let gradient, let start, let end, let options):
            context.drawLinearGradient(gradient, start: start, end: end, options: options)
        case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius, let options):
            context.drawRadialGradient(gradient, startCenter: startCenter, startRadius: startRadius,
                                       endCenter: endCenter, endRadius: endRadius, options: options)
        case .image(let image, let source, let destination, let tint): context.draw(image, from: source, in: destination, tint: tint)
        case .text(let text, let placement, let attributes): context.draw(text, placement, attributes: attributes)
        case .beginTransparencyLayer(let bounds): context.beginTransparencyLayer(in: bounds)
        case .endTransparencyLayer: context.endTransparencyLayer()
        }
    }

    /// One line per operation, for transcripts: `fill #007AFF M 0 0 L 10 0 … Z` reads as the call.
    public var description: String {
        switch self {
        case .saveGState: return "save"
        case .restoreGState: return "restore"
        case .concatenate(let t):
            return "concatenate [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(\.rounded3).joined(separator: " ") + "]"
        case .setFillColor(let color): return "fillColor \(color)"
        case .setStrokeColor(let color): return "strokeColor \(color)"
        case .setLineWidth(let width): return "lineWidth \(width.compactDescription)"
        case .setLineCap(let cap): return "lineCap \(cap)"
        case .setLineJoin(let join): return "lineJoin \(join)"
        case .setMiterLimit(let limit): return "miterLimit \(limit.compactDescription)"
        case .setLineDash(let dash): return "lineDash " + (dash?.description ?? "none")
        case .setAlpha(let alpha): return "alpha \(alpha.rounded3)"
        case .setBlendMode(let mode): return "blendMode \(mode)"
        case .setShadow(let shadow): return "shadow " + (shadow?.description ?? "none")
        case .fill(let path, let rule): return "fill" + (rule == .evenOdd ? " evenOdd " : " ") + path.description
        case .stroke(let path): return "stroke \(path)"
        case .clip(let path, let rule): return "clip" + (rule == .evenOdd ? " evenOdd " : " ") + path.description
        case .linearGradient(let gradient, let start, let end, let options):
            return "linearGradient \(gradient) from \(start) to \(end) \(options)"
        case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius, let options):
            return "radialGradient \(gradient) from \(startCenter) r \(startRadius.rounded3) to \(endCenter) r \(endRadius.rounded3) \(options)"
        case .image(let image, let source, let destination, let tint):
            return "image \(image) \(source) in \(destination)" + (tint.map { " tint \($0)" } ?? "")
        case .text(let text, let placement, let attributes): return "text \"\(text)\" \(placement) \(attributes)"
        case .beginTransparencyLayer(let bounds): return "beginTransparencyLayer" + (bounds.map { " \($0)" } ?? "")
        case .endTransparencyLayer: return "endTransparencyLayer"
        }
    }
}
