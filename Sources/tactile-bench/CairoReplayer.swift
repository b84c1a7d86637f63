import CCairo
import ControlKit
import Rendering

/// Plays recorded drawing operations straight onto cairo, without Tactile's graphics context:
/// one switch per operation, the fewest cairo calls that paint it. It is the floor `tactile-bench
/// render` measures Tactile against — the same pixels (`ReplayTests`) for the cairo work alone.
/// Operations are trusted: nothing is validated. It draws with Rendering's own helpers for
/// paths, text, images and shadows (the package's, not Rendering's public API).
final class CairoReplayer {
    private struct State {
        var fill = Color.black, stroke = Color.black, alpha = 1.0
        var blend = CAIRO_OPERATOR_OVER
        var shadow: Shadow?
    }

    /// The canvas size in points and its scale.
    let size: Size
    let scale: Double
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let pango: OpaquePointer
    private var state = State()
    private var saved: [State] = []
    private var groups: [State] = []

    /// A canvas of a size at a scale; throws for a bad size or scale.
    init(size: Size, scale: Double) throws {
        let renderer = try ImageRenderer(size: size, scale: scale)
        self.size = size
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(renderer.pixelWidth), Int32(renderer.pixelHeight))
        cr = cairo_create(surface)
        pango = FontLibrary.makeContext(FontLibrary.current.fontMap)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Clears the canvas and plays the operations onto it.
    func play(_ operations: [DrawingOperation]) {
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        (state, saved, groups) = (State(), [], [])
        for operation in operations { play(operation) }
    }

    /// The canvas as it is now.
    func image() throws -> Image {
        try CairoImage.image(from: surface, scale: scale)
    }

    private func play(_ operation: DrawingOperation) {
        switch operation {
        case .saveGState: saved.append(state); cairo_save(cr)
        case .restoreGState: if let last = saved.popLast() { state = last; cairo_restore(cr) }
        case .concatenate(let t):
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
        case .setFillColor(let color): state.fill = color
        case .setStrokeColor(let color): state.stroke = color
        case .setLineWidth(let width): cairo_set_line_width(cr, width)
        case .setLineCap(let cap): cairo_set_line_cap(cr, CairoPath.lineCap(cap))
        case .setLineJoin(let join): cairo_set_line_join(cr, CairoPath.lineJoin(join))
        case .setMiterLimit(let limit): cairo_set_miter_limit(cr, limit)
        case .setLineDash(let dash): cairo_set_dash(cr, dash?.lengths ?? [], Int32(dash?.lengths.count ?? 0), dash?.phase ?? 0)
        case .setAlpha(let alpha): state.alpha = alpha
        case .setBlendMode(let mode): state.blend = CairoPath.operator(mode)
        case .setShadow(let shadow): state.shadow = shadow
        case .clip(let path, let rule):
            CairoPath.set(path, on: cr)
            cairo_set_fill_rule(cr, CairoPath.fillRule(rule))
            cairo_clip(cr)
        case .beginTransparencyLayer(let bounds): begin(bounds, ignoringClip: false)
        case .endTransparencyLayer: end()
        default: paint(operation)
        }
    }

    /// A painting operation, in a group of its own limited to what it paints when a shadow is set.
    private func paint(_ operation: DrawingOperation) {
        let shadowed = state.shadow != nil
        if shadowed { begin(extent(of: operation), ignoringClip: true) }
        switch operation {
        case .fill(let path, let rule):
            CairoPath.set(path, on: cr)
            cairo_set_fill_rule(cr, CairoPath.fillRule(rule))
            setSource(state.fill)
            cairo_fill(cr)
        case .stroke(let path):
            CairoPath.set(path, on: cr)
            setSource(state.stroke)
            cairo_stroke(cr)
        case .image(let image, let source, let destination, let tint):
            CairoImage.withSurface(of: image) { bitmap in
                let part = cairo_surface_create_for_rectangle(bitmap, source.minX * image.scale, source.minY * image.scale,
                                                              source.width * image.scale, source.height * image.scale)!
                let pattern = cairo_pattern_create_for_surface(part)!
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                var matrix = cairo_matrix_t()
                cairo_matrix_init_scale(&matrix, source.width * image.scale / destination.width, source.height * image.scale / destination.height)
                cairo_matrix_translate(&matrix, -destination.minX, -destination.minY)
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_save(cr)
                CairoPath.set(destination, on: cr)
                cairo_clip(cr)
                cairo_set_operator(cr, state.blend)
                if let tint {
                    CairoPath.setSource(tint, alpha: state.alpha, on: cr)
                    cairo_mask(cr, pattern)
                } else {
                    cairo_set_source(cr, pattern)
                    cairo_paint_with_alpha(cr, state.alpha)
                }
                cairo_restore(cr)
                cairo_pattern_destroy(pattern)
                cairo_surface_destroy(part)
            }
        case .text(let text, let placement, let attributes):
            let layout = TextLayout(text, placement: placement, attributes: attributes, context: pango)
            cairo_save(cr)
            switch placement {
            case .at(let point): cairo_move_to(cr, point.x, point.y)
            case .in(let rect):
                if let visible = layout.visibleLines {
                    CairoPath.set(Rect(x: rect.minX - rect.width, y: rect.minY, width: rect.width * 3, height: layout.bottom(ofLine: visible - 1)), on: cr)
                    cairo_clip(cr)
                } else if attributes.lineBreakMode == .byClipping {
                    CairoPath.set(rect, on: cr)
                    cairo_clip(cr)
                }
                cairo_new_path(cr)
                cairo_move_to(cr, rect.minX + layout.xOffset, rect.minY)
            }
            cairo_set_operator(cr, state.blend)
            CairoPath.setSource(attributes.color, alpha: state.alpha, on: cr)
            pango_cairo_show_layout(cr, layout.layout)
            cairo_restore(cr)
            layout.release()
        case .linearGradient, .radialGradient:
            paintGradient(operation)
        default:
            break
        }
        if shadowed { end() }
    }

    /// The user-space rectangle an operation paints into; nil (the clip) for gradients.
    private func extent(of operation: DrawingOperation) -> Rect? {
        switch operation {
        case .fill(let path, _): return path.bounds
        case .stroke(let path):
            CairoPath.set(path, on: cr)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
            return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        case .image(_, _, let destination, _): return destination
        case .text(_, .in(let rect), _): return rect
        default: return nil
        }
    }

    private func paintGradient(_ operation: DrawingOperation) {
        let pattern: OpaquePointer, gradient: Gradient, options: GradientDrawingOptions
        switch operation {
        case .linearGradient(let g, let start, let end, let o):
            (pattern, gradient, options) = (cairo_pattern_create_linear(start.x, start.y, end.x, end.y), g, o)
        case .radialGradient(let g, let c0, let r0, let c1, let r1, let o):
            (pattern, gradient, options) = (cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1), g, o)
        default:
            return
        }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, state.blend)
        cairo_paint_with_alpha(cr, state.alpha)
        cairo_pattern_destroy(pattern)
    }

    private func setSource(_ color: Color) {
        cairo_set_operator(cr, state.blend)
        CairoPath.setSource(color, alpha: state.alpha, on: cr)
    }

    private func begin(_ bounds: Rect?, ignoringClip: Bool) {
        groups.append(state)
        saved.append(state)
        cairo_save(cr)
        if ignoringClip, let bounds, let shadow = state.shadow {
            CairoGroups.clipUnclipped(bounds, reach: CairoGroups.reach(of: shadow, scale: scale), on: cr)
        } else if let bounds {
            CairoPath.set(bounds, on: cr)
            cairo_clip(cr)
        }
        cairo_push_group(cr)
        (state.alpha, state.blend, state.shadow) = (1, CAIRO_OPERATOR_OVER, nil)
    }

    private func end() {
        guard let outer = groups.popLast() else { return }
        let pattern = cairo_pop_group(cr)!
        cairo_restore(cr)
        _ = saved.popLast()
        state = outer
        if let shadow = state.shadow {
            var group: OpaquePointer?
            cairo_pattern_get_surface(pattern, &group)
            var dx = 0.0, dy = 0.0
            cairo_surface_get_device_offset(group, &dx, &dy)
            ShadowCaster.cast(from: group!, origin: (-dx, -dy), offset: (shadow.offset.width * scale, shadow.offset.height * scale),
                              blur: shadow.blur * scale, color: shadow.color, alpha: state.alpha, onto: cr)
        }
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, state.blend)
        cairo_paint_with_alpha(cr, state.alpha)
        cairo_pattern_destroy(pattern)
    }
}
