/// The shapes and measures several standard controls share in their iOS 13 look.
enum StandardLook {
    /// The white round knob of switches and sliders, with its two soft shadows and hairline edge.
    static func drawKnob(_ rect: Rect, color: Color, in context: any GraphicsContext) {
        let shape = Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
        context.withSavedGState {
            context.setFillColor(color)
            context.setShadow(offset: Size(width: 0, height: 3), blur: 8, color: Color(white: 0, alpha: 0.15))
            context.fill(shape)
            context.setShadow(offset: Size(width: 0, height: 3), blur: 1, color: Color(white: 0, alpha: 0.06))
            context.fill(shape)
            context.setShadow(nil)
            context.setStrokeColor(Color(white: 0, alpha: 0.04))
            context.setLineWidth(0.5)
            context.stroke(Path(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: min(rect.width, rect.height) / 2 - 0.25))
        }
    }

    /// How far knob shadows reach beyond the knob: what a control's drawing area must grow by.
    static let knobShadowReach = EdgeInsets(top: -10, left: -14, bottom: -16, right: -14)

    /// A capsule (a rectangle with fully rounded ends) filled with a colour.
    static func fillCapsule(_ rect: Rect, _ color: Color, in context: any GraphicsContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        context.setFillColor(color)
        context.fill(Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2))
    }

    /// Runs `body` dimmed to half opacity when `dimmed` (how iOS shows a disabled switch, slider or stepper).
    static func dimmed(_ dimmed: Bool, in context: any GraphicsContext, bounds: Rect, _ body: () -> Void) {
        guard dimmed else { return body() }
        context.saveGState()
        context.setAlpha(0.5)
        context.beginTransparencyLayer(in: bounds)
        body()
        context.endTransparencyLayer()
        context.restoreGState()
    }

    /// The alpha a system button's content fades to while highlighted.
    static let highlightedAlpha = 0.2

    /// A hairline: one pixel of the context, in points.
    static func hairline(in context: any GraphicsContext) -> Double {
        1 / max(1, context.scale)
    }

    /// The attributes of one line of text centred in its rectangle.
    static func line(_ font: Font, _ color: Color, _ alignment: TextAlignment = .center) -> TextAttributes {
        TextAttributes(font: font, color: color, alignment: alignment, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
    }
}
