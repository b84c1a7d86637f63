import CCairo
import ControlKit

/// Measures text as `CairoContext` draws it: with Pango, in DejaVu Sans, with the same fixed font
/// options, so layout computed with it matches the pixels. Give it to an application
/// (`Application.textMeasurer`) to lay its views out with real glyph widths.
public final class PangoTextMeasurer: TextMeasuring, Sendable {
    /// One measurer for everyone: it keeps no state (each thread measures with its own Pango context).
    public static let shared = PangoTextMeasurer()

    public init() {}

    public func size(of text: String, attributes: TextAttributes, maximumWidth: Double?) -> Size {
        guard !text.isEmpty else { return .zero }
        let placement: TextPlacement = maximumWidth.map { .in(Rect(x: 0, y: 0, width: $0, height: .greatestFiniteMagnitude)) } ?? .at(.zero)
        let layout = TextLayout(text, placement: placement, attributes: attributes, context: FontLibrary.current.measuringContext)
        defer { layout.release() }
        var size = layout.size
        if let visible = layout.visibleLines { size.height = layout.bottom(ofLine: visible - 1) }
        if attributes.numberOfLines > 0, layout.lineCount > attributes.numberOfLines {
            size.height = layout.bottom(ofLine: attributes.numberOfLines - 1)
        }
        return size
    }

    public func metrics(of font: Font) -> FontMetrics {
        let layout = TextLayout("Ag", placement: .at(.zero), attributes: TextAttributes(font: font), context: FontLibrary.current.measuringContext)
        defer { layout.release() }
        let ascender = Double(pango_layout_get_baseline(layout.layout)) / Double(tactile_pango_scale())
        let height = layout.size.height
        return FontMetrics(ascender: ascender, descender: height - ascender, lineHeight: height)
    }
}
