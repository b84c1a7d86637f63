import CCairo
import ControlKit

/// A graphics context that paints with cairo: the context `ImageRenderer` draws through, whose
/// buffers are cairo image surfaces at its scale.
///
/// Its default space is points (cairo's device space scaled by `scale`). cairo keeps the
/// transform, the clip and the line settings; the context keeps the rest of the graphics state
/// (fill and stroke colours, alpha, blend mode, shadow), which cairo has no slots for. A call with
/// a NaN, infinite or out-of-range coordinate is skipped and remembered in `failure`.
public final class CairoContext: GraphicsContext {
    /// The graphics state cairo does not keep.
    struct State {
        var fill = Color.black
        var stroke = Color.black
        var alpha = 1.0
        var blend = BlendMode.normal
        var shadow: Shadow?
    }

    /// A transparency layer being drawn: the state it was begun with.
    struct Group {
        let state: State
        let savedStateCount: Int
    }

    let cr: OpaquePointer
    public let scale: Double
    public let textMeasurer: any TextMeasuring = PangoTextMeasurer.shared
    var state = State()
    private var savedStates: [State] = []
    private var groups: [Group] = []
    let pango: OpaquePointer

    /// The first call skipped for a bad argument, if any.
    public private(set) var failure: RenderingError?

    /// A context drawing on a cairo surface at a scale (pixels per point). The surface is retained.
    init(surface: OpaquePointer, scale: Double) {
        cr = cairo_create(surface)
        self.scale = scale
        cairo_scale(cr, scale, scale)
        pango = FontLibrary.makeContext(FontLibrary.current.fontMap)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
        cairo_destroy(cr)
    }

    /// Records the first failure.
    func fail(_ operation: String) {
        adopt(.invalidCoordinate(operation: operation))
    }

    /// Keeps a failure unless one is already kept.
    func adopt(_ problem: RenderingError) {
        if failure == nil { failure = problem }
    }

    /// Opens a group: remembers the state it begins with and how many states were saved.
    func beginGroup() {
        groups.append(Group(state: state, savedStateCount: savedStates.count))
    }

    /// Closes the innermost group, restoring states saved inside it and left unrestored; nil when none is open.
    func endGroup() -> Group? {
        guard let group = groups.popLast() else { return nil }
        while savedStates.count > group.savedStateCount, let saved = savedStates.popLast() {
            state = saved
            cairo_restore(cr)
        }
        return group
    }

    // MARK: State

    public var currentTransform: Transform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return Transform(a: matrix.xx / scale, b: matrix.yx / scale, c: matrix.xy / scale, d: matrix.yy / scale,
                         tx: matrix.x0 / scale, ty: matrix.y0 / scale)
    }

    public func saveGState() {
        savedStates.append(state)
        cairo_save(cr)
    }

    public func restoreGState() {
        let floor = groups.last?.savedStateCount ?? 0
        guard savedStates.count > floor, let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(cr)
    }

    public func concatenate(_ transform: Transform) {
        let t = transform
        guard CairoPath.isValid([t.a, t.b, t.c, t.d, t.tx, t.ty]) else { return fail("concatenate") }
        guard t.a * t.d - t.b * t.c != 0 else { return fail("concatenate (a transform that cannot be inverted)") }
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &matrix)
    }

    public func setFillColor(_ color: Color) { state.fill = color }
    public func setStrokeColor(_ color: Color) { state.stroke = color }

    public func setLineWidth(_ width: Double) {
        guard width.isFinite, width >= 0, width <= CairoPath.coordinateLimit else { return fail("setLineWidth") }
        cairo_set_line_width(cr, width)
    }

    public func setLineCap(_ cap: LineCap) { cairo_set_line_cap(cr, CairoPath.lineCap(cap)) }
    public func setLineJoin(_ join: LineJoin) { cairo_set_line_join(cr, CairoPath.lineJoin(join)) }

    public func setMiterLimit(_ limit: Double) {
        guard limit.isFinite, limit >= 1 else { return fail("setMiterLimit") }
        cairo_set_miter_limit(cr, limit)
    }

    public func setLineDash(_ dash: LineDash?) {
        guard let dash, dash.lengths.contains(where: { $0 > 0 }) else {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        guard CairoPath.isValid(dash.lengths + [dash.phase]), dash.lengths.allSatisfy({ $0 >= 0 }) else { return fail("setLineDash") }
        cairo_set_dash(cr, dash.lengths, Int32(dash.lengths.count), dash.phase)
    }

    public func setAlpha(_ alpha: Double) { state.alpha = alpha.isNaN ? 0 : min(1, max(0, alpha)) }
    public func setBlendMode(_ mode: BlendMode) { state.blend = mode }

    public func setShadow(_ shadow: Shadow?) {
        if let shadow, !CairoPath.isValid([shadow.offset.width, shadow.offset.height, shadow.blur]) { return fail("setShadow") }
        state.shadow = shadow.flatMap { $0.color.alpha > 0 ? $0 : nil }
    }
}
