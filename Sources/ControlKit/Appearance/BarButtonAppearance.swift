/// The look of a bar button (iOS 13): its item's title in 17 pt (semibold for done items), image
/// (a template in the tint colour unless it says otherwise) or system glyph, centred in the button;
/// the back button's chevron before its title. The content is in the item's tint colour, else the
/// bar's; faded to a fifth while highlighted, and grey while disabled (uikit-rules §13.5).
extension BarButton {
    /// The colour the content is drawn in now: the title attributes' colour for the state, else
    /// the item's tint or the inherited one, or the disabled grey.
    var contentColor: Color {
        if let color = item.effectiveTitleAttributes(for: state)?.color, !isBackButton { return color }
        if !isEnabled { return BarLook.disabledColor(onBlackBar: isOnBlackBar) }
        return item.tintColor ?? tintColor ?? .systemBlue
    }

    /// The back button's chevron: 13 pt wide, 21 pt high, 8 pt in from the left edge.
    var chevronRect: Rect {
        Rect(x: bounds.minX + 8, y: bounds.midY - 10.5, width: 13, height: 21)
    }

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        let color = contentColor
        context.withSavedGState {
            if isHighlighted { context.setAlpha(StandardLook.highlightedAlpha) }
            if isBackButton {
                drawBackButton(color: color, in: context)
            } else if let systemItem = item.systemItem, systemItem.isGlyph {
                let side = BarItemLayout.glyphWidth
                BarGlyphs.draw(systemItem, in: Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side),
                               color: color, context: context)
            } else if item.systemItem == nil, let image = item.image {
                let size = image.size
                let placed = Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
                context.draw(image, in: placed, tint: image.isTemplate(byDefault: true) ? color : nil)
            } else if let title = item.displayedTitle {
                let font = item.effectiveTitleAttributes(for: state)?.font ?? BarItemLayout.titleFont(for: item)
                context.drawLine(title, centeredIn: bounds, attributes: StandardLook.line(font, color))
            }
        }
    }

    /// The chevron, then the title after it, left-aligned.
    private func drawBackButton(color: Color, in context: any GraphicsContext) {
        let chevron = chevronRect
        var path = Path()
        path.move(to: Point(x: chevron.maxX - 1.5, y: chevron.minY + 1.5))
        path.addLine(to: Point(x: chevron.minX + 1.5, y: chevron.midY))
        path.addLine(to: Point(x: chevron.maxX - 1.5, y: chevron.maxY - 1.5))
        context.setStrokeColor(color)
        context.setLineWidth(3)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.stroke(path)
        guard let title = item.title, !title.isEmpty else { return }
        let titleRect = Rect(x: chevron.maxX + NavigationBar.backTitleGap, y: bounds.minY,
                             width: max(0, bounds.maxX - chevron.maxX - NavigationBar.backTitleGap), height: bounds.height)
        context.drawLine(title, centeredIn: titleRect, attributes: StandardLook.line(Font(size: Font.bodySize), color, .left))
    }
}
