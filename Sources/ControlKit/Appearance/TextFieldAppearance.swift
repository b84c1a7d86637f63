/// The look of a text field (iOS 13): the border style's frame (a white rounded rectangle with a
/// thin grey edge, a line, a bezel, or nothing) or the background image; the text in `font` and
/// `textColor` on one line, vertically centred in `textRect(forBounds:)`, or the placeholder in the
/// placeholder grey; while editing, a tint-coloured caret after the text; and the grey round clear
/// button with a white cross in `clearButtonRect(forBounds:)` when it shows — where a tap clears.
extension TextField {
    /// The grey of the clear button.
    public static let clearButtonColor = Color.systemGray3

    /// The horizontal padding of the text inside the border style's frame.
    public var textPadding: Double {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 2
        case .roundedRect: return 7
        }
    }

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        drawFrame(in: context)
        let showsPlaceholder = text.isEmpty
        let area = showsPlaceholder ? placeholderRect(forBounds: bounds) : (isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        let shown = showsPlaceholder ? (placeholder ?? "") : text
        var attributes = StandardLook.line(font, showsPlaceholder ? placeholderTextColor : textColor, textAlignment)
        let width = context.textMeasurer.size(of: shown, attributes: attributes, maximumWidth: nil).width
        if isEditing && width > area.width {
            attributes.lineBreakMode = .byClipping
            attributes.alignment = .right
        }
        if !shown.isEmpty { context.drawLine(shown, centeredIn: area, attributes: attributes) }
        if isEditing { drawCaret(after: showsPlaceholder ? 0 : min(width + 1, area.width), in: area, context: context) }
        if isClearButtonVisible { drawClearButton(in: clearButtonRect(forBounds: bounds), context: context) }
    }

    private func drawFrame(in context: any GraphicsContext) {
        let frame = borderRect(forBounds: bounds)
        if let image = (!isEnabled ? disabledBackground : nil) ?? background {
            context.draw(image, in: frame)
            return
        }
        let hairline = StandardLook.hairline(in: context)
        switch borderStyle {
        case .none:
            return
        case .line:
            context.setStrokeColor(.black)
            context.setLineWidth(1)
            context.stroke(frame.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            context.setStrokeColor(Color(white: 0.55))
            context.setLineWidth(1)
            context.stroke(frame.insetBy(dx: 0.5, dy: 0.5))
            context.setFillColor(Color(white: 0.3))
            context.fill(Rect(x: frame.minX + 1, y: frame.minY + 1, width: max(0, frame.width - 2), height: 1))
        case .roundedRect:
            let outline = Path(roundedRect: frame.insetBy(dx: hairline / 2, dy: hairline / 2), cornerRadius: 5)
            context.setFillColor(.systemBackground)
            context.fill(outline)
            context.setStrokeColor(Color(white: 0, alpha: 0.2))
            context.setLineWidth(hairline)
            context.stroke(outline)
        }
    }

    /// The caret: a 2 pt bar in the tint colour, a line high, just after the shown text.
    private func drawCaret(after textWidth: Double, in area: Rect, context: any GraphicsContext) {
        let height = context.textMeasurer.metrics(of: font).lineHeight
        let x: Double
        switch textAlignment {
        case .center: x = area.midX + textWidth / 2
        case .right: x = area.maxX
        default: x = area.minX + textWidth
        }
        context.setFillColor(tintColor ?? .systemBlue)
        context.fill(Path(roundedRect: Rect(x: min(x, area.maxX - 1) , y: area.midY - height / 2, width: 2, height: height), cornerRadius: 1))
    }

    /// The clear button: a 15 pt grey disc with a white cross, centred in its rectangle.
    private func drawClearButton(in rect: Rect, context: any GraphicsContext) {
        let centre = rect.center, radius = 7.5, arm = 3.0
        context.setFillColor(TextField.clearButtonColor)
        context.fillEllipse(in: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        context.setStrokeColor(.white)
        context.setLineWidth(1.5)
        context.setLineCap(.round)
        context.strokeLine(from: Point(x: centre.x - arm, y: centre.y - arm), to: Point(x: centre.x + arm, y: centre.y + arm))
        context.strokeLine(from: Point(x: centre.x + arm, y: centre.y - arm), to: Point(x: centre.x - arm, y: centre.y + arm))
    }
}
