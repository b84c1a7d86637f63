/// Where drawing goes: a canvas with Core Graphics' vocabulary (`CGContext`), that a view's
/// `draw(_:)` and a layer's `draw(in:)` paint into.
///
/// A context keeps a graphics state — the current transform, the clip, the fill and stroke
/// colours, line width, cap, join, miter limit and dash, the global alpha, the blend mode and the
/// shadow — which `saveGState()` pushes and `restoreGState()` pops. Shapes are `Path` values
/// passed to `fill`, `stroke` and `clip`. Coordinates are points in user space: the default
/// space of the context (its top-left corner at the origin, y growing downward) changed by the
/// transforms drawing code concatenates.
///
/// ControlKit gives two implementations of its own: `RecordingContext`, which keeps the calls as
/// `DrawingOperation`s, and the buffers it makes; a rendering backend gives one that makes pixels.
/// Conveniences built on these requirements are in `GraphicsContext+Conveniences.swift`.
///
///     > context.setFillColor(.systemBlue)
///     > context.fill(Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 8))
public protocol GraphicsContext: AnyObject {
    /// The current transform from user space to the context's default space.
    var currentTransform: Transform { get }

    /// Pixels per point of what the context produces (1 for a recording).
    var scale: Double { get }

    /// Measures text as this context draws it.
    var textMeasurer: any TextMeasuring { get }

    /// Pushes a copy of the graphics state.
    func saveGState()

    /// Pops the graphics state saved last; nothing happens when none is saved.
    func restoreGState()

    /// Applies a transform before the current one (Core Graphics' `concatenate(_:)`).
    func concatenate(_ transform: Transform)

    /// Sets the colour `fill` paints with.
    func setFillColor(_ color: Color)

    /// Sets the colour `stroke` paints with.
    func setStrokeColor(_ color: Color)

    /// Sets the width of stroked lines, in user-space points (default 1).
    func setLineWidth(_ width: Double)

    /// Sets how stroked lines end.
    func setLineCap(_ cap: LineCap)

    /// Sets how stroked lines meet.
    func setLineJoin(_ join: LineJoin)

    /// Sets the ratio of miter length to line width beyond which a miter join is bevelled (default 10).
    func setMiterLimit(_ limit: Double)

    /// Sets the dash pattern of stroked lines; nil for solid lines.
    func setLineDash(_ dash: LineDash?)

    /// Sets the opacity everything drawn is multiplied by, 0…1 (default 1).
    func setAlpha(_ alpha: Double)

    /// Sets how new paint combines with what is already there.
    func setBlendMode(_ mode: BlendMode)

    /// Sets the shadow cast by what is drawn next; nil for none.
    func setShadow(_ shadow: Shadow?)

    /// Paints the inside of a path with the fill colour.
    func fill(_ path: Path, rule: FillRule)

    /// Paints along a path with the stroke colour and line settings.
    func stroke(_ path: Path)

    /// Narrows the clip to the inside of a path: later drawing shows only there.
    func clip(to path: Path, rule: FillRule)

    /// Paints a gradient along the line from `start` to `end` over the whole clip.
    func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point, options: GradientDrawingOptions)

    /// Paints a gradient between two circles over the whole clip.
    func drawRadialGradient(_ gradient: Gradient, startCenter: Point, startRadius: Double,
                            endCenter: Point, endRadius: Double, options: GradientDrawingOptions)

    /// Draws part of an image (`source`, in the image's points) scaled into a rectangle. With a
    /// tint, the image is a template: its alpha is painted in the tint colour.
    func draw(_ image: Image, from source: Rect, in destination: Rect, tint: Color?)

    /// Draws text in a rectangle (wrapped to its width, lines past its height left out) or from a
    /// point (one line per paragraph).
    func draw(_ text: String, _ placement: TextPlacement, attributes: TextAttributes)

    /// Starts a group drawn on its own and composited as one when it ends, with the alpha, blend
    /// mode and shadow in force now (Core Graphics' `beginTransparencyLayer(in:auxiliaryInfo:)`).
    /// Inside, those start afresh. `bounds`, in user space, limits the group; nil for the clip.
    func beginTransparencyLayer(in bounds: Rect?)

    /// Composites the group begun last; nothing happens when none is open.
    func endTransparencyLayer()

    /// An offscreen buffer of a size in points and a scale (pixels per point), that can be drawn
    /// into once and then drawn here many times (Core Graphics' `CGLayer`); nil when the context
    /// keeps none.
    func makeBuffer(size: Size, scale: Double, isOpaque: Bool) -> (any DrawingBuffer)?

    /// Draws a buffer made by a compatible context into a rectangle, scaled to it; false, drawing
    /// nothing, for a buffer this context cannot draw (made by another kind of context).
    func draw(_ buffer: any DrawingBuffer, in rect: Rect) -> Bool
}

/// Where text is drawn.
public enum TextPlacement: Hashable, Sendable, CustomStringConvertible {
    /// From a point: the top-left corner of the first line; paragraphs are not wrapped.
    case at(Point)
    /// In a rectangle: lines wrapped to its width and aligned in it, lines past its bottom left out.
    case `in`(Rect)

    public var description: String {
        switch self {
        case .at(let point): return "at \(point)"
        case .in(let rect): return "in \(rect)"
        }
    }
}

/// A drawing kept offscreen by the context that made it (Core Graphics' `CGLayer`): a layer's
/// cached drawing, redrawn only where it was invalidated.
public protocol DrawingBuffer: AnyObject {
    /// The size in points.
    var size: Size { get }

    /// Pixels per point (1 for a recording).
    var scale: Double { get }

    /// Whether the buffer has no transparency: what is not painted is black.
    var isOpaque: Bool { get }

    /// Whether a context can draw this buffer: one of the kind that made it.
    func canBeDrawn(into context: any GraphicsContext) -> Bool

    /// Redraws part of the buffer: the area, in the buffer's points, is cleared (to black when
    /// opaque) and `draw` paints it through a context clipped to it, with user space in points
    /// from the buffer's top-left corner. A buffer that cannot redraw part of itself redraws all of
    /// itself; `draw` receives the area actually redrawn.
    func redraw(_ area: Rect, _ draw: (_ context: any GraphicsContext, _ area: Rect) -> Void)
}

/// The context drawing code paints into now, as UIKit's `UIGraphicsGetCurrentContext()` gives it.
public enum Graphics {
    /// A reference to a context that can sit in a task-local value.
    final class ContextReference: @unchecked Sendable {
        let context: any GraphicsContext
        init(_ context: any GraphicsContext) { self.context = context }
    }

    @TaskLocal static var current: ContextReference?

    /// The context of the drawing in progress on this thread (inside `draw(_:)`), or nil.
    public static var currentContext: (any GraphicsContext)? { current?.context }

    /// Runs `body` with `context` as the current context (UIKit's `UIGraphicsPushContext` and `UIGraphicsPopContext`).
    public static func withCurrentContext<Result>(_ context: any GraphicsContext, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(ContextReference(context), operation: body)
    }
}
