import CCairo
import ControlKit

/// A Pango layout of one text with Tactile's attributes: font, alignment, line breaking and line
/// limits, as `NSString` drawing lays text out. Owns the layout; release it with `release()`.
struct TextLayout {
    let layout: OpaquePointer
    /// How far right of the placement's left edge the layout is drawn (alignment without wrapping).
    let xOffset: Double
    /// How many lines show, when fewer than the layout has (a wrapping layout cut by its height or line limit).
    let visibleLines: Int?

    private static var unit: Double { Double(tactile_pango_scale()) }

    /// Lays out text for a placement in a Pango context.
    init(_ text: String, placement: TextPlacement, attributes: TextAttributes, context: OpaquePointer) {
        layout = pango_layout_new(context)
        let font = pango_font_description_new()
        pango_font_description_set_family(font, FontLibrary.family)
        pango_font_description_set_absolute_size(font, attributes.font.pointSize * TextLayout.unit)
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(attributes.font.weight.rawValue)))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_alignment(layout, TextLayout.alignment(attributes.alignment))
        pango_layout_set_justify(layout, attributes.alignment == .justified ? 1 : 0)
        var offset = 0.0
        var visible: Int?
        if case .in(let rect) = placement, rect.width.isFinite, rect.width >= 0 {
            let mode = attributes.lineBreakMode
            if mode == .byClipping {
                let width = TextLayout.logicalSize(layout).width
                switch attributes.alignment {
                case .center: offset = (rect.width - width) / 2
                case .right: offset = rect.width - width
                default: offset = 0
                }
            } else {
                pango_layout_set_width(layout, Int32(clamping: Int((rect.width * TextLayout.unit).rounded())))
                pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
                let lines = TextLayout.fittingLines(layout, height: rect.height, limit: attributes.numberOfLines)
                if mode.wraps {
                    visible = lines < Int(pango_layout_get_line_count(layout)) ? lines : nil
                } else {
                    pango_layout_set_ellipsize(layout, TextLayout.ellipsis(mode))
                    pango_layout_set_height(layout, Int32(-max(1, lines)))
                }
            }
        } else if attributes.numberOfLines == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
        }
        xOffset = offset
        visibleLines = visible
    }

    /// Frees the layout.
    func release() {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The size of the laid-out text (its logical extents), in points.
    var size: Size { TextLayout.logicalSize(layout) }

    /// How many lines the layout has.
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// The bottom of the line at an index (0-based), from the layout's top, in points.
    func bottom(ofLine index: Int) -> Double {
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var line = 0
        while line < index, pango_layout_iter_next_line(iterator) != 0 { line += 1 }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        return Double(logical.y + logical.height) / TextLayout.unit
    }

    private static func logicalSize(_ layout: OpaquePointer) -> Size {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Size(width: Double(logical.width) / unit, height: Double(logical.height) / unit)
    }

    /// The lines of a wrapped layout whose bottoms fit within a height (at least one), capped by a positive limit.
    private static func fittingLines(_ layout: OpaquePointer, height: Double, limit: Int) -> Int {
        var count = 0
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let bottom = Double(logical.y + logical.height) / unit
            if count > 0 && bottom > height + 0.5 { break }
            count += 1
            if limit > 0 && count >= limit { break }
        } while pango_layout_iter_next_line(iterator) != 0
        return max(1, count)
    }

    private static func alignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .center: return PANGO_ALIGN_CENTER
        case .right: return PANGO_ALIGN_RIGHT
        default: return PANGO_ALIGN_LEFT
        }
    }

    private static func ellipsis(_ mode: LineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: return PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: return PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: return PANGO_ELLIPSIZE_END
        default: return PANGO_ELLIPSIZE_NONE
        }
    }
}
