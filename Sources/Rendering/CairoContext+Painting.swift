import CCairo
import ControlKit

/// Shapes, gradients, images and text on cairo. A call made while a shadow is set is drawn as a
/// transparency layer of its own, so the shadow is cast by exactly what it paints.
extension CairoContext {
    /// Runs a painting call, inside its own transparency layer when a shadow is set. `bounds`
    /// (user space; nil for the clip) limits that layer; it is computed only when needed. As in
    /// Core Graphics, the shadow comes from the shape before clipping: the layer is drawn without
    /// the clip, which applies when it is composited.
    func paint(bounds: () -> Rect?, _ body: () -> Void) {
        guard state.shadow != nil else { return body() }
        beginGroup(in: bounds(), ignoringClip: true)
        body()
        endTransparencyLayer()
    }

    public func fill(_ path: Path, rule: FillRule) {
        guard CairoPath.isValid(path.coordinates) else { return fail("fill") }
        paint(bounds: { path.bounds }) {
            CairoPath.set(path, on: cr)
            cairo_set_fill_rule(cr, CairoPath.fillRule(rule))
            cairo_set_operator(cr, CairoPath.operator(state.blend))
            CairoPath.setSource(state.fill, alpha: state.alpha, on: cr)
            cairo_fill(cr)
        }
    }

    public func stroke(_ path: Path) {
        guard CairoPath.isValid(path.coordinates) else { return fail("stroke") }
        paint(bounds: { strokeExtents(of: path) }) {
            CairoPath.set(path, on: cr)
            cairo_set_operator(cr, CairoPath.operator(state.blend))
            CairoPath.setSource(state.stroke, alpha: state.alpha, on: cr)
            cairo_stroke(cr)
        }
    }

    private func strokeExtents(of path: Path) -> Rect {
        CairoPath.set(path, on: cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
        cairo_new_path(cr)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    public func clip(to path: Path, rule: FillRule) {
        guard CairoPath.isValid(path.coordinates) else { return fail("clip") }
        CairoPath.set(path, on: cr)
        cairo_set_fill_rule(cr, CairoPath.fillRule(rule))
        cairo_clip(cr)
    }

    // MARK: Gradients

    public func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point, options: GradientDrawingOptions) {
        guard CairoPath.isValid([start.x, start.y, end.x, end.y]) else { return fail("drawLinearGradient") }
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        paintGradient(pattern, gradient, options: options) {
            // A one-sided extension: the side not extended is cut off by a half-plane clip.
            let dx = end.x - start.x, dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return }
            let (ux, uy) = (dx / length, dy / length), far = CairoPath.coordinateLimit / 100
            let from = options.contains(.drawsBeforeStartLocation) ? -far : 0
            let to = options.contains(.drawsAfterEndLocation) ? length + far : length
            var band = Path()
            band.move(to: Point(x: start.x + ux * from - uy * far, y: start.y + uy * from + ux * far))
            band.addLine(to: Point(x: start.x + ux * to - uy * far, y: start.y + uy * to + ux * far))
            band.addLine(to: Point(x: start.x + ux * to + uy * far, y: start.y + uy * to - ux * far))
            band.addLine(to: Point(x: start.x + ux * from + uy * far, y: start.y + uy * from - ux * far))
            band.close()
            CairoPath.set(band, on: cr)
            cairo_clip(cr)
        }
    }

    public func drawRadialGradient(_ gradient: Gradient, startCenter: Point, startRadius: Double,
                                   endCenter: Point, endRadius: Double, options: GradientDrawingOptions) {
        guard CairoPath.isValid([startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]),
              startRadius >= 0, endRadius >= 0 else { return fail("drawRadialGradient") }
        let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)!
        paintGradient(pattern, gradient, options: options) {
            // cairo extends both ends or neither; one end alone is limited to the end circle.
            guard !options.contains(.drawsAfterEndLocation) else { return }
            cairo_new_path(cr)
            cairo_arc(cr, endCenter.x, endCenter.y, endRadius, 0, 2 * Double.pi)
            cairo_clip(cr)
        }
    }

    /// Paints a gradient pattern over the clip; `limitOneSide` clips away the end not extended
    /// when only one end is.
    private func paintGradient(_ pattern: OpaquePointer, _ gradient: Gradient, options: GradientDrawingOptions, limitOneSide: () -> Void) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        let both: GradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        paint(bounds: { nil }) {
            cairo_save(cr)
            if !options.isEmpty && options != both { limitOneSide() }
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, CairoPath.operator(state.blend))
            cairo_paint_with_alpha(cr, state.alpha)
            cairo_restore(cr)
        }
    }

    // MARK: Images

    public func draw(_ image: Image, from source: Rect, in destination: Rect, tint: Color?) {
        guard CairoPath.isValid(source), CairoPath.isValid(destination) else { return fail("draw image") }
        let s = source.standardized, d = destination.standardized
        guard s.width > 0, s.height > 0, d.width > 0, d.height > 0, image.width > 0, image.height > 0 else { return }
        paint(bounds: { d }) {
            CairoImage.withSurface(of: image) { surface in
                let pixels = Rect(x: s.minX * image.scale, y: s.minY * image.scale, width: s.width * image.scale, height: s.height * image.scale)
                    .intersection(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
                guard !pixels.isEmpty else { return }
                let part = cairo_surface_create_for_rectangle(surface, pixels.minX, pixels.minY, pixels.width, pixels.height)!
                let pattern = cairo_pattern_create_for_surface(part)!
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                var matrix = cairo_matrix_t()
                cairo_matrix_init_scale(&matrix, pixels.width / d.width, pixels.height / d.height)
                cairo_matrix_translate(&matrix, -d.minX, -d.minY)
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_save(cr)
                CairoPath.set(d, on: cr)
                cairo_clip(cr)
                cairo_set_operator(cr, CairoPath.operator(state.blend))
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
        }
    }

    // MARK: Text

    public func draw(_ text: String, _ placement: TextPlacement, attributes: TextAttributes) {
        switch placement {
        case .at(let point): guard CairoPath.isValid([point.x, point.y]) else { return fail("draw text") }
        case .in(let rect): guard CairoPath.isValid(rect) else { return fail("draw text") }
        }
        guard !text.isEmpty else { return }
        if let missing = FontLibrary.missingFile { adopt(.fontMissing(missing)) }
        if text.utf8.count > TextLayout.maximumLength { adopt(.textTooLong(bytes: text.utf8.count)) }
        // The Pango context keeps an identity transform: text is laid out in user space, as
        // `PangoTextMeasurer` measures it, and cairo's transform places (and squeezes) the glyphs.
        let layout = TextLayout(text, placement: placement, attributes: attributes, context: pango)
        defer { layout.release() }
        let origin: Point, area: Rect
        switch placement {
        case .at(let point):
            origin = point
            area = Rect(origin: point, size: layout.size)
        case .in(let rect):
            origin = Point(x: rect.minX + layout.xOffset, y: rect.minY)
            area = rect.standardized
        }
        paint(bounds: { area.union(Rect(origin: origin, size: layout.size)) }) {
            cairo_save(cr)
            if case .in(let rect) = placement {
                if attributes.lineBreakMode == .byClipping {
                    CairoPath.set(rect, on: cr)
                    cairo_clip(cr)
                } else if let visible = layout.visibleLines {
                    CairoPath.set(Rect(x: rect.minX - rect.width, y: rect.minY, width: rect.width * 3, height: layout.bottom(ofLine: visible - 1)), on: cr)
                    cairo_clip(cr)
                }
            }
            cairo_new_path(cr)
            cairo_move_to(cr, origin.x, origin.y)
            cairo_set_operator(cr, CairoPath.operator(state.blend))
            CairoPath.setSource(attributes.color, alpha: state.alpha, on: cr)
            pango_cairo_show_layout(cr, layout.layout)
            cairo_restore(cr)
        }
    }
}
