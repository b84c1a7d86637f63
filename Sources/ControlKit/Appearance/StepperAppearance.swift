/// The look of a stepper (iOS 13): a light grey rounded rectangle split by a thin divider, a minus
/// on the left half and a plus on the right in the label colour; the pressed half darkens, a half
/// at its limit (or a disabled stepper) shows its glyph faded. Per-state background, divider,
/// minus and plus images replace the parts they stand for (a divider image keeps its width and
/// takes the stepper's height): a half's background image is stretched
/// over the whole stepper and shown on that half, a state without its own minus or plus image
/// shows the normal one, faded when disabled and dimmed while pressed.
extension Stepper {
    /// The corner radius of the stepper's background.
    public static let cornerRadius = 8.0

    /// The half of the bounds a half occupies.
    public func rect(for half: Half) -> Rect {
        let width = bounds.width / 2
        return Rect(x: half == .decrement ? bounds.minX : bounds.midX, y: bounds.minY, width: width, height: bounds.height)
    }

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        let outline = Path(roundedRect: bounds, cornerRadius: Stepper.cornerRadius)
        for half in [Half.decrement, .increment] {
            context.withSavedGState {
                context.clip(to: self.rect(for: half))
                if let image = currentBackgroundImage(for: half) {
                    context.draw(image, in: bounds)
                } else {
                    context.setFillColor(.tertiarySystemFill)
                    context.fill(outline)
                    if state(of: half) == .highlighted {
                        context.setFillColor(Color(hex: 0x767680, alpha: 0.2))
                        context.fill(outline)
                    }
                }
            }
        }
        drawDivider(in: context)
        for half in [Half.decrement, .increment] { drawGlyph(of: half, in: context) }
    }

    private func drawDivider(in context: any GraphicsContext) {
        if let image = currentDividerImage {
            let width = image.size.width
            context.draw(image, in: Rect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: bounds.height))
            return
        }
        guard state(of: .decrement) != .highlighted, state(of: .increment) != .highlighted else { return }
        context.setFillColor(Color(hex: 0x3C3C43, alpha: 0.18))
        context.fill(Rect(x: bounds.midX - 0.5, y: bounds.midY - 9, width: 1, height: 18))
    }

    private func drawGlyph(of half: Half, in context: any GraphicsContext) {
        let area = rect(for: half), halfState = state(of: half)
        let ownImage = half == .increment ? incrementImages.storedValue(for: halfState) : decrementImages.storedValue(for: halfState)
        context.withSavedGState {
            if halfState == .disabled { context.setAlpha(0.3) }
            if let image = currentImage(for: half) {
                if halfState == .highlighted && ownImage == nil { context.setAlpha(0.5) }
                let size = image.size
                let placed = Rect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
                context.draw(image, in: placed, tint: image.renderingMode == .alwaysTemplate ? Color.label : nil)
                return
            }
            context.setFillColor(.label)
            let centre = area.center
            context.fill(Path(roundedRect: Rect(x: centre.x - 7, y: centre.y - 0.75, width: 14, height: 1.5), cornerRadius: 0.75))
            if half == .increment {
                context.fill(Path(roundedRect: Rect(x: centre.x - 0.75, y: centre.y - 7, width: 1.5, height: 14), cornerRadius: 0.75))
            }
        }
    }
}
