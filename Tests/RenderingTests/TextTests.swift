import ControlKit
import Rendering
import Testing

/// Text: Pango's metrics of DejaVu Sans, `size(withAttributes:)`, wrapping, alignment and truncation.
@Suite("Rendering: text")
struct TextTests {
    let measurer = PangoTextMeasurer.shared

    @Test("text width grows with the text and with the font size, in proportion")
    func widths() {
        let small = measurer.size(of: "Hello", attributes: TextAttributes(font: Font(size: 10)), maximumWidth: nil)
        let large = measurer.size(of: "Hello", attributes: TextAttributes(font: Font(size: 20)), maximumWidth: nil)
        let longer = measurer.size(of: "Hello, world", attributes: TextAttributes(font: Font(size: 10)), maximumWidth: nil)
        #expect(small.width > 20 && small.width < 35)
        #expect(abs(large.width - 2 * small.width) < 0.5)
        #expect(longer.width > small.width * 2)
    }

    @Test("a line of 17 pt text is about 1.16 em high, with the baseline about 0.93 em down (DejaVu Sans)")
    func lineMetrics() {
        let metrics = measurer.metrics(of: Font(size: 17))
        #expect(abs(metrics.lineHeight - 17 * 1.164) < 0.5)
        #expect(abs(metrics.ascender - 17 * 0.928) < 0.5)
        #expect(abs(metrics.ascender + metrics.descender - metrics.lineHeight) < 0.01)
    }

    @Test("bold text is wider than regular text")
    func weight() {
        let regular = measurer.size(of: "Weight", attributes: TextAttributes(font: Font(size: 15)), maximumWidth: nil)
        let bold = measurer.size(of: "Weight", attributes: TextAttributes(font: Font(size: 15, weight: .bold)), maximumWidth: nil)
        #expect(bold.width > regular.width + 1)
    }

    @Test("text wraps at words to a maximum width and gets taller by whole lines")
    func wrapping() {
        let attributes = TextAttributes(font: Font(size: 12))
        let line = measurer.size(of: "one two three four", attributes: attributes, maximumWidth: nil)
        let wrapped = measurer.size(of: "one two three four", attributes: attributes, maximumWidth: line.width / 2)
        #expect(wrapped.width <= line.width / 2 + 0.01)
        #expect(abs(wrapped.height - 2 * line.height) < 0.5 || abs(wrapped.height - 3 * line.height) < 0.5)
        var limited = attributes
        limited.numberOfLines = 1
        limited.lineBreakMode = .byWordWrapping
        #expect(abs(measurer.size(of: "one two three four", attributes: limited, maximumWidth: line.width / 2).height - line.height) < 0.5)
    }

    @Test("size(withAttributes:) measures with the current context's measurer while drawing")
    func currentMeasurer() throws {
        let attributes = TextAttributes(font: Font(size: 14))
        let outside = "Tactile".size(withAttributes: attributes)
        var inside = Size.zero
        _ = try render(width: 10, height: 10) { _ in inside = "Tactile".size(withAttributes: attributes) }
        #expect(abs(outside.width - 7 * 14 * 0.6) < 1e-9 && abs(outside.height - 14 * 1.2) < 1e-9)
        #expect(inside == measurer.size(of: "Tactile", attributes: attributes, maximumWidth: nil))
    }

    @Test("text is drawn in its colour inside its measured box, and nowhere else")
    func drawn() throws {
        let attributes = TextAttributes(font: Font(size: 20, weight: .bold), color: .red)
        let size = measurer.size(of: "HI", attributes: attributes, maximumWidth: nil)
        let image = try render(width: 60, height: 40) { $0.draw("HI", at: Point(x: 5, y: 5), attributes: attributes) }
        var inkInside = 0, inkOutside = 0
        for y in 0..<40 {
            for x in 0..<60 where image.rgba(x, y).a > 0 {
                let inside = Double(x) >= 4 && Double(x) <= 6 + size.width && Double(y) >= 4 && Double(y) <= 6 + size.height
                if inside { inkInside += 1 } else { inkOutside += 1 }
                if image.rgba(x, y).a == 255 { #expect(image.rgba(x, y) == RGBA(255, 0, 0)) }
            }
        }
        #expect(inkInside > 50)
        #expect(inkOutside == 0)
    }

    @Test("centred and right-aligned text sit in the middle and at the right of their rectangle")
    func alignment() throws {
        func inkRange(_ alignment: TextAlignment) throws -> ClosedRange<Int> {
            let image = try render(width: 100, height: 20) { context in
                context.draw("ab", in: Rect(x: 0, y: 0, width: 100, height: 20), attributes: TextAttributes(font: Font(size: 12), alignment: alignment))
            }
            let columns = (0..<100).filter { x in (0..<20).contains { image.rgba(x, $0).a > 0 } }
            return columns.min()!...columns.max()!
        }
        let left = try inkRange(.left), center = try inkRange(.center), right = try inkRange(.right)
        #expect(left.lowerBound < 3)
        #expect(abs((center.lowerBound + center.upperBound) / 2 - 50) <= 2)
        #expect(right.upperBound > 95)
    }

    @Test("a truncating line that does not fit ends in an ellipsis and stays inside its rectangle")
    func truncation() throws {
        let attributes = TextAttributes(font: Font(size: 12), lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        let image = try render(width: 60, height: 20) { context in
            context.draw("A long title that does not fit", in: Rect(x: 0, y: 0, width: 50, height: 20), attributes: attributes)
        }
        let columns = (0..<60).filter { x in (0..<20).contains { image.rgba(x, $0).a > 0 } }
        #expect(columns.max()! < 50)
        #expect(columns.max()! > 35)
    }
}
