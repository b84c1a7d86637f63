/// The vertical measurements of a font, in points.
public struct FontMetrics: Hashable, Sendable {
    /// From the baseline up to the top of the tallest glyphs.
    public var ascender: Double
    /// From the baseline down to the bottom of the lowest glyphs (positive).
    public var descender: Double
    /// The distance between the baselines of two lines.
    public var lineHeight: Double

    public init(ascender: Double, descender: Double, lineHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }
}

/// Something that knows how big text is: what `NSString.size(withAttributes:)` and
/// `boundingRect(with:options:attributes:context:)` answer. ControlKit measures with
/// `FixedPitchTextMeasurer`; a rendering backend supplies one that matches the glyphs it draws.
public protocol TextMeasuring: AnyObject {
    /// The size of text laid out with the attributes: its longest line and all its lines, wrapped
    /// at `maximumWidth` when given and the line break mode wraps, limited to the attributes' number of lines.
    func size(of text: String, attributes: TextAttributes, maximumWidth: Double?) -> Size

    /// The vertical metrics of a font.
    func metrics(of font: Font) -> FontMetrics
}

/// A measurer without fonts: every character is `0.6 ×` the point size wide and every line
/// `1.2 ×` high, so layouts computed without a rendering backend are predictable. Wrapping breaks
/// at spaces (or anywhere, for character wrapping).
public final class FixedPitchTextMeasurer: TextMeasuring, Sendable {
    /// One measurer for everyone: it keeps no state.
    public static let shared = FixedPitchTextMeasurer()

    /// The width of a character as a share of the point size.
    public static let characterWidth = 0.6
    /// The height of a line as a share of the point size.
    public static let lineHeight = 1.2

    public init() {}

    public func size(of text: String, attributes: TextAttributes, maximumWidth: Double?) -> Size {
        guard !text.isEmpty else { return .zero }
        let size = attributes.font.pointSize
        let characterWidth = size * Self.characterWidth
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapped(paragraph, columns: columns(maximumWidth, characterWidth, attributes.lineBreakMode), mode: attributes.lineBreakMode)
        }
        if attributes.numberOfLines > 0 { lines = Array(lines.prefix(attributes.numberOfLines)) }
        var width = Double(lines.max() ?? 0) * characterWidth
        if let maximumWidth, maximumWidth >= 0 { width = min(width, maximumWidth) }
        return Size(width: width, height: Double(lines.count) * size * Self.lineHeight)
    }

    public func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascender: font.pointSize * 0.95, descender: font.pointSize * 0.25, lineHeight: font.pointSize * Self.lineHeight)
    }

    private func columns(_ maximumWidth: Double?, _ characterWidth: Double, _ mode: LineBreakMode) -> Int? {
        guard mode.wraps, let maximumWidth, maximumWidth.isFinite, maximumWidth >= 0 else { return nil }
        return max(1, Int(maximumWidth / characterWidth))
    }

    /// The character counts of the lines a paragraph wraps into.
    private func wrapped(_ paragraph: Substring, columns: Int?, mode: LineBreakMode) -> [Int] {
        guard let columns, paragraph.count > columns else { return [paragraph.count] }
        if mode == .byCharWrapping {
            let count = paragraph.count
            return stride(from: 0, to: count, by: columns).map { min(columns, count - $0) }
        }
        var lines: [Int] = []
        var current = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count) {
            let needed = current == 0 ? word : current + 1 + word
            if needed <= columns || current == 0 {
                current = needed
            } else {
                lines.append(current)
                current = word
            }
            while current > columns {
                lines.append(columns)
                current -= columns
            }
        }
        lines.append(current)
        return lines
    }
}

extension String {
    /// The size of the text drawn with the attributes on one line per paragraph (UIKit's
    /// `size(withAttributes:)`), measured by the current graphics context's measurer while drawing
    /// and by `FixedPitchTextMeasurer` otherwise.
    public func size(withAttributes attributes: TextAttributes) -> Size {
        size(withAttributes: attributes, measuredBy: Graphics.currentContext?.textMeasurer ?? FixedPitchTextMeasurer.shared)
    }

    /// The size of the text drawn with the attributes, as a given measurer sees it.
    public func size(withAttributes attributes: TextAttributes, measuredBy measurer: any TextMeasuring) -> Size {
        measurer.size(of: self, attributes: attributes, maximumWidth: nil)
    }
}
