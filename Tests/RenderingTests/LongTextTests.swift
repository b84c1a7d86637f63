import CCairo
import ControlKit
@testable import Rendering
import Testing

/// Long texts (docs/drawing.md, "Text"): a wrapped text's lines are found piece by piece, so
/// laying one out costs time linear in its length — never Pango's characters × lines — and what
/// shows is what a whole-text layout would show.
@Suite("Rendering: long texts")
struct LongTextTests {
    let measurer = PangoTextMeasurer.shared

    /// The lines of `text` at `width` points of 17 pt text, and the bytes given to Pango for them.
    private func lines(of text: String, width: Double) -> WrappedLines {
        let layout = pango_layout_new(FontLibrary.current.measuringContext)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()
        pango_font_description_set_family(font, FontLibrary.family)
        pango_font_description_set_absolute_size(font, 17 * Double(tactile_pango_scale()))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, Int32(width * Double(tactile_pango_scale())))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        return WrappedLines(Array(text.utf8), layout: layout) { _ in false }
    }

    @Test("breaking a text into lines gives Pango each byte about once, at any width (linear work)")
    func linearWork() {
        for (text, width) in [(String(repeating: "a", count: 4000), 0.5), (String(repeating: "hello world ", count: 400), 120)] {
            let single = lines(of: text, width: width)
            let double = lines(of: text + text, width: width)
            #expect(single.isComplete && double.isComplete)
            #expect(Double(single.bytesLaidOut) <= 1.5 * Double(text.utf8.count), "\(single.bytesLaidOut) for \(text.utf8.count)")
            #expect(Double(double.bytesLaidOut) <= 2.1 * Double(single.bytesLaidOut))
            #expect(double.lines.count >= 2 * single.lines.count - 1 && double.lines.count <= 2 * single.lines.count + 1)
        }
    }

    @Test("a long text measures as its lines: 100,000 characters at width 0.5 stand one per line")
    func narrowMeasure() {
        let attributes = TextAttributes(font: Font(size: 17))
        // 500 characters are below the piecewise length: Pango lays them out whole.
        let short = measurer.size(of: String(repeating: "a", count: 500), attributes: attributes, maximumWidth: 0.5)
        let size = measurer.size(of: String(repeating: "a", count: 100_000), attributes: attributes, maximumWidth: 0.5)
        #expect(abs(size.height - 200 * short.height) < 1)
        #expect(abs(size.width - short.width) < 0.01)
    }

    @Test("a long wrapped text breaks where Pango breaks it whole")
    func sameLines() {
        let text = (0..<300).map { "word\($0 % 17) " }.joined()
        #expect(text.utf8.count > TextLayout.piecewiseLength)
        let attributes = TextAttributes(font: Font(size: 17), lineBreakMode: .byWordWrapping)
        let pieces = lines(of: text, width: 150)
        let whole = measurer.size(of: String(text.prefix(TextLayout.piecewiseLength - 1)), attributes: attributes, maximumWidth: 150)
        let piecewise = measurer.size(of: text, attributes: attributes, maximumWidth: 150)
        let lineHeight = measurer.metrics(of: Font(size: 17)).lineHeight
        #expect(abs(piecewise.height - Double(pieces.lines.count) * lineHeight) < 1)
        #expect(piecewise.width <= 150 && abs(piecewise.width - whole.width) < 20)
    }

    @Test("a text longer than one layout takes draws its start and reports why")
    func tooLong() throws {
        let renderer = try ImageRenderer(size: Size(width: 40, height: 20), scale: 1)
        let text = String(repeating: "a", count: TextLayout.maximumLength + 1)
        #expect(throws: RenderingError.textTooLong(bytes: TextLayout.maximumLength + 1)) {
            try renderer.image { context in context.draw(text, in: Rect(x: 0, y: 0, width: 40, height: 20), attributes: TextAttributes()) }
        }
    }
}
