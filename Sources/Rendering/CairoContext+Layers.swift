import CCairo
import ControlKit

/// Transparency layers (cairo groups) and buffers (cairo image surfaces) of a cairo context.
extension CairoContext {
    public func beginTransparencyLayer(in requested: Rect?) {
        beginGroup(in: requested, ignoringClip: false)
    }

    /// Opens a group limited to `requested` (when valid); `ignoringClip` draws it without the
    /// current clip (which still applies when the group is composited).
    func beginGroup(in requested: Rect?, ignoringClip: Bool) {
        var bounds = requested
        if let requested, !CairoPath.isValid(requested) {
            fail("beginTransparencyLayer")
            bounds = nil
        }
        beginGroup()
        cairo_save(cr)
        if ignoringClip, let bounds, let shadow = state.shadow {
            CairoGroups.clipUnclipped(bounds, reach: CairoGroups.reach(of: shadow, scale: scale), on: cr)
        } else if let bounds {
            CairoPath.set(bounds, on: cr)
            cairo_clip(cr)
        }
        cairo_push_group(cr)
        state.alpha = 1
        state.blend = .normal
        state.shadow = nil
    }

    public func endTransparencyLayer() {
        guard let group = endGroup() else { return }
        let pattern = cairo_pop_group(cr)!
        cairo_restore(cr)
        state = group.state
        if let shadow = state.shadow {
            var surface: OpaquePointer?
            if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
               cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
                var dx = 0.0, dy = 0.0
                cairo_surface_get_device_offset(surface, &dx, &dy)
                ShadowCaster.cast(from: surface, origin: (-dx, -dy), offset: (shadow.offset.width * scale, shadow.offset.height * scale),
                                  blur: shadow.blur * scale, color: shadow.color, alpha: state.alpha, onto: cr)
            }
        }
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CairoPath.operator(state.blend))
        cairo_paint_with_alpha(cr, state.alpha)
        cairo_pattern_destroy(pattern)
        cairo_set_source_rgb(cr, 0, 0, 0)
    }

    public func makeBuffer(size: Size, scale: Double, isOpaque: Bool) -> (any DrawingBuffer)? {
        guard scale.isFinite, scale > 0, scale <= ImageRenderer.maximumScale else { return nil }
        return CairoBuffer(size: size, scale: scale, isOpaque: isOpaque)
    }

    public func draw(_ buffer: any DrawingBuffer, in rect: Rect) -> Bool {
        guard let buffer = buffer as? CairoBuffer else { return false }
        if let problem = buffer.failure, failure == nil { adopt(problem) }
        guard CairoPath.isValid(rect) else {
            fail("draw buffer")
            return true
        }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return true }
        paint(bounds: { r }) {
            let pattern = cairo_pattern_create_for_surface(buffer.surface)!
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, buffer.size.width * buffer.scale / r.width, buffer.size.height * buffer.scale / r.height)
            cairo_matrix_translate(&matrix, -r.minX, -r.minY)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_save(cr)
            CairoPath.set(r, on: cr)
            cairo_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, CairoPath.operator(state.blend))
            cairo_paint_with_alpha(cr, state.alpha)
            cairo_restore(cr)
            cairo_pattern_destroy(pattern)
        }
        return true
    }
}

/// How groups that ignore the clip stay small.
package enum CairoGroups {
    /// How far, in device pixels, a shadow reaches beyond its shape: its offset and three standard deviations.
    package static func reach(of shadow: Shadow, scale: Double) -> Double {
        (abs(shadow.offset.width) + abs(shadow.offset.height)) * scale + 3 * min(ShadowCaster.maximumSigma, shadow.blur * scale / 2)
    }

    /// Replaces the clip with `bounds` (user space) limited to the old clip grown by `reach`
    /// device pixels: what can cast a shadow into the clip, and no more (so a group never
    /// outgrows the canvas by more than the shadow's reach).
    package static func clipUnclipped(_ bounds: Rect, reach: Double, on cr: OpaquePointer) {
        let corners = [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)]
            .map { corner -> (Double, Double) in
                var (x, y) = corner
                cairo_user_to_device(cr, &x, &y)
                return (x, y)
            }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        let shape = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let reachable = Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).insetBy(dx: -reach, dy: -reach)
        let limited = shape.intersection(reachable)
        cairo_reset_clip(cr)
        CairoPath.set(limited.isNull ? Rect.zero : limited, on: cr)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }
}

/// A layer's drawing kept in a cairo image surface at a context's scale.
final class CairoBuffer: DrawingBuffer {
    let size: Size
    let scale: Double
    let isOpaque: Bool
    let surface: OpaquePointer

    /// The first bad call of the last redraw, reported when the buffer is drawn.
    private(set) var failure: RenderingError?

    /// A buffer of a size in points; nil for a size that is not finite and positive or too large.
    init?(size: Size, scale: Double, isOpaque: Bool) {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1,
              width <= Double(ImageRenderer.maximumSide), height <= Double(ImageRenderer.maximumSide),
              width * height <= Double(ImageRenderer.maximumPixelCount) else { return nil }
        self.size = size
        self.scale = scale
        self.isOpaque = isOpaque
        surface = cairo_image_surface_create(isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    func canBeDrawn(into context: any GraphicsContext) -> Bool {
        context is CairoContext
    }

    func redraw(_ area: Rect, _ draw: (any GraphicsContext, Rect) -> Void) {
        let context = CairoContext(surface: surface, scale: scale)
        context.clip(to: area)
        context.withSavedGState {
            context.setBlendMode(.copy)
            context.setFillColor(isOpaque ? .black : .clear)
            context.fill(area)
        }
        draw(context, area)
        failure = context.failure
    }
}
