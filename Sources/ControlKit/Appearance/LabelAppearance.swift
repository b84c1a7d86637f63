/// How a label draws and measures its text, as `UILabel` does: the text block, at most
/// `numberOfLines` lines wrapped to the bounds' width, centred vertically in the bounds; the colour
/// is the highlighted one while highlighted, and paler while disabled.
extension Label {
    /// The attributes the text is drawn with now.
    public var textAttributes: TextAttributes {
        var color = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        if !isEnabled { color = color.withAlphaComponent(color.alpha * 0.44) }
        return TextAttributes(font: font, color: color, alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
    }

    /// The rectangle the text occupies in bounds, measured with a measurer: as wide as the bounds,
    /// as tall as its lines (at most the bounds), centred vertically (UIKit's `textRect(forBounds:limitedToNumberOfLines:)`).
    public func textRect(forBounds bounds: Rect, measuredBy measurer: any TextMeasuring) -> Rect {
        guard let text, !text.isEmpty else { return Rect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        var attributes = textAttributes
        if !attributes.lineBreakMode.wraps && attributes.numberOfLines != 1 { attributes.lineBreakMode = .byWordWrapping }
        let height = min(bounds.height, measurer.size(of: text, attributes: attributes, maximumWidth: bounds.width).height)
        return Rect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    /// The size the text needs, one line per paragraph unless wrapped at `size.width` (UIKit's
    /// `sizeThatFits(_:)`), measured by `measurer` (by default the application's, which a label
    /// in no window does not have).
    public func sizeThatFits(_ size: Size, measuredBy measurer: (any TextMeasuring)? = nil) -> Size {
        guard let text, !text.isEmpty else { return .zero }
        var attributes = textAttributes
        if numberOfLines != 1 { attributes.lineBreakMode = .byWordWrapping }
        return (measurer ?? textMeasurer).size(of: text, attributes: attributes, maximumWidth: numberOfLines == 1 ? nil : size.width)
    }

    /// Resizes the label to the size its text needs, keeping its origin; `measurer` as for `sizeThatFits`.
    public func sizeToFit(measuredBy measurer: (any TextMeasuring)? = nil) {
        let limit = Size(width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        frame = Rect(origin: frame.origin, size: sizeThatFits(limit, measuredBy: measurer))
    }

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext, let text, !text.isEmpty else { return }
        let area = textRect(forBounds: bounds, measuredBy: context.textMeasurer)
        var attributes = textAttributes
        if numberOfLines != 1 && !attributes.lineBreakMode.wraps {
            // Several lines that are shortened: wrap, and shorten the last line that fits.
            attributes.numberOfLines = numberOfLines
        }
        context.withSavedGState {
            if let shadowColor { context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor) }
            context.draw(text, in: Rect(x: area.minX, y: area.minY, width: area.width, height: max(area.height, 1)), attributes: attributes)
        }
    }
}
