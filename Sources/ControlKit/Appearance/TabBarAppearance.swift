/// The look of a tab bar (iOS 13): a light grey bar with a hairline along its top; each item (a
/// `TabBarButton` over `frameForItem(at:)`, where taps land) shows its image as a template above its
/// 10 pt title, in the tint colour when selected and grey otherwise, faded when disabled, with its
/// badge — white text on a red capsule — at the image's top-right.
extension TabBar {
    /// The bar's colour when `barTintColor` is not set.
    public static let defaultBarColor = Color(hex: 0xF9F9F9)

    /// The colour of items that are not selected when `unselectedItemTintColor` is not set.
    public static let defaultUnselectedItemColor = Color(white: 0.6)

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        context.setFillColor(barTintColor ?? TabBar.defaultBarColor)
        context.fill(bounds)
        context.setFillColor(Color(white: 0, alpha: 0.3))
        context.fill(Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: StandardLook.hairline(in: context)))
    }
}

extension TabBarButton {
    /// The most an item's image takes: 30×30 points.
    static let maximumImageSide = 30.0

    /// Where the item's image is drawn: at its size (at most 30 pt square), centred, near the top.
    var imageRect: Rect {
        guard let image = item.displayedImage(selected: isSelected) else { return .zero }
        let factor = min(1, TabBarButton.maximumImageSide / max(image.size.width, image.size.height, 1))
        let size = Size(width: image.size.width * factor, height: image.size.height * factor)
        return Rect(x: bounds.midX - size.width / 2, y: bounds.minY + 5 + (25 - min(25, size.height)) / 2, width: size.width, height: size.height)
    }

    /// Where the title is drawn: one 10 pt line along the bottom.
    var titleRect: Rect {
        Rect(x: bounds.minX + 2, y: bounds.maxY - 16, width: max(0, bounds.width - 4), height: 13)
    }

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        let bar = superview as? TabBar
        var color = isSelected ? (tintColor ?? .systemBlue) : (bar?.unselectedItemTintColor ?? TabBar.defaultUnselectedItemColor)
        if !isEnabled { color = color.withAlphaComponent(color.alpha * 0.4) }
        if let image = item.displayedImage(selected: isSelected) {
            context.draw(image, in: imageRect, tint: image.isTemplate(byDefault: true) ? color : nil)
        }
        if let title = item.title {
            context.drawLine(title, centeredIn: titleRect, attributes: StandardLook.line(Font(size: 10, weight: .medium), color))
        }
        if let badge = item.badgeValue { drawBadge(badge, in: context) }
    }

    /// The badge: white 13 pt text on a capsule at least 18 pt across, at the image's top-right
    /// (the title's, without an image).
    private func drawBadge(_ text: String, in context: any GraphicsContext) {
        let attributes = StandardLook.line(Font(size: 13), .white)
        let width = max(18, context.textMeasurer.size(of: text, attributes: attributes, maximumWidth: nil).width + 10)
        let titleWidth = item.title.map { context.textMeasurer.size(of: $0, attributes: StandardLook.line(Font(size: 10, weight: .medium), .black), maximumWidth: nil).width } ?? 0
        let anchor = imageRect.isEmpty ? Point(x: bounds.midX + titleWidth / 2 + 2, y: titleRect.minY - 14)
                                       : Point(x: imageRect.midX + 5, y: bounds.minY + 2)
        let capsule = Rect(x: anchor.x, y: anchor.y, width: text.isEmpty ? 10 : width, height: text.isEmpty ? 10 : 18)
        StandardLook.fillCapsule(capsule, item.badgeColor ?? .systemRed, in: context)
        if !text.isEmpty { context.drawLine(text, centeredIn: capsule, attributes: attributes) }
    }
}
