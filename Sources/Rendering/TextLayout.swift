import CCairo
import ControlKit

/// A Pango layout of one text with Tactile's attributes: font, alignment, line breaking and line
/// limits, as `NSString` drawing lays text out. Owns the layout; release it with `release()`.
///
/// A wrapped text longer than `piecewiseLength` bytes is broken into lines by `WrappedLines`, in
/// time linear in the text, and the layout holds only the lines that show (at most
/// `mostDrawnLines`); its size and line bottoms come from all the lines found.
public struct TextLayout {
    /// The Pango layout, which `release()` frees.
    package let layout: OpaquePointer
    /// How far right of the placement's left edge the layout is drawn (alignment without wrapping).
    package let xOffset: Double
    /// How many lines show, when fewer than the layout has (a wrapping layout cut by its height or line limit).
    package let visibleLines: Int?
    /// The lines of a long wrapped text, found piece by piece; nil when Pango laid the whole text out.
    private let wrapped: WrappedLines?

    /// Wrapped texts longer than this many bytes are broken into lines piece by piece.
    static let piecewiseLength = 1024
    /// The most lines one drawn text shows.
    static let mostDrawnLines = 4096
    /// The most bytes of text one layout takes: drawing a longer text fails
    /// (`RenderingError.textTooLong`), measuring one measures its first bytes.
    public static let maximumLength = 200_000

    private static var unit: Double { Double(tactile_pango_scale()) }

    /// `points` in Pango's units, clamped to what Pango takes.
    private static func pangoUnits(_ points: Double) -> Int32 {
        let units = (points * unit).rounded()
        guard units.isFinite else { return units > 0 ? .max : 0 }
        return Int32(max(Double(Int32.min), min(Double(Int32.max), units)))
    }

    /// Lays out text for a placement in a Pango context.
    package init(_ text: String, placement: TextPlacement, attributes: TextAttributes, context: OpaquePointer) {
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
        var wrapped: WrappedLines?
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
                pango_layout_set_width(layout, TextLayout.pangoUnits(rect.width))
                pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
                if text.utf8.count > TextLayout.piecewiseLength {
                    let bytes = Array(text.utf8.prefix(TextLayout.maximumLength))
                    let (lines, shown) = TextLayout.wrappedLines(bytes, layout: layout, height: rect.height, limit: attributes.numberOfLines)
                    let showsAll = lines.isComplete && shown == lines.lines.count
                    // No line found: the work was stopped before the first piece (LayoutWork).
                    if mode.wraps || showsAll || lines.lines.isEmpty {
                        TextLayout.setText(lines.text(ofFirst: min(shown, TextLayout.mostDrawnLines), in: bytes), of: layout)
                        visible = showsAll ? nil : shown
                        wrapped = lines
                    } else {
                        // The last line that shows holds the rest of the text, for Pango to shorten.
                        let rest = bytes[lines.lines[shown - 1].bytes.lowerBound...]
                        let before = lines.text(ofFirst: shown - 1, in: bytes)
                        TextLayout.setText(before + (before.isEmpty ? [] : [0x0A]) + rest, of: layout)
                        pango_layout_set_ellipsize(layout, TextLayout.ellipsis(mode))
                        pango_layout_set_height(layout, Int32(-shown))
                    }
                } else {
                    let lines = TextLayout.fittingLines(layout, height: rect.height, limit: attributes.numberOfLines)
                    if mode.wraps {
                        visible = lines < Int(pango_layout_get_line_count(layout)) ? lines : nil
                    } else {
                        pango_layout_set_ellipsize(layout, TextLayout.ellipsis(mode))
                        pango_layout_set_height(layout, Int32(-max(1, lines)))
                    }
                }
            }
        } else if attributes.numberOfLines == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
        }
        xOffset = offset
        visibleLines = visible
        self.wrapped = wrapped
    }

    /// The lines of a long wrapped text, as far as they show in `height` and `limit` lines (0: no
    /// limit) and one more to tell whether more follow, and how many show (at least one).
    private static func wrappedLines(_ bytes: [UInt8], layout: OpaquePointer, height: Double, limit: Int) -> (WrappedLines, Int) {
        var bottom = 0.0, shown = 0
        let lines = WrappedLines(bytes, layout: layout) { lines in
            bottom += lines[lines.count - 1].height
            if lines.count > 1 && bottom > height + 0.5 { return true }
            if limit > 0 && lines.count > limit { return true }
            shown = lines.count
            return false
        }
        return (lines, max(1, shown))
    }

    /// Gives the layout `bytes` (UTF-8) as its text.
    private static func setText(_ bytes: [UInt8], of layout: OpaquePointer) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return pango_layout_set_text(layout, "", 0) }
            base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pango_layout_set_text(layout, $0, Int32(buffer.count)) }
        }
    }

    /// Frees the layout.
    package func release() {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The size of the laid-out text (its logical extents), in points: of every line found, for a
    /// long wrapped text.
    var size: Size {
        guard let wrapped else { return TextLayout.logicalSize(layout) }
        return Size(width: wrapped.lines.map(\.width).max() ?? 0, height: wrapped.lines.reduce(0) { $0 + $1.height })
    }

    /// How many lines the layout has (of a long wrapped text: how many were found).
    var lineCount: Int { wrapped?.lines.count ?? Int(pango_layout_get_line_count(layout)) }

    /// The bottom of the line at an index (0-based), from the layout's top, in points.
    package func bottom(ofLine index: Int) -> Double {
        if let wrapped { return wrapped.lines.prefix(index + 1).reduce(0) { $0 + $1.height } }
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
