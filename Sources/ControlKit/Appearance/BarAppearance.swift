/// The look toolbars and navigation bars share (iOS 13): the background in the style's colour (or
/// the bar tint), slightly see-through while translucent, with a hairline along the edge that faces
/// the content; the colours of titles and of disabled items by style (uikit-rules §13.5).
enum BarLook {
    /// The light style's background, drawn at `translucentAlpha` while translucent.
    static let lightBackground = Color(hex: 0xF9F9F9)
    /// The light style's background while opaque.
    static let lightOpaqueBackground = Color.white
    /// The black style's background, drawn at `translucentAlpha` while translucent.
    static let blackBackground = Color(hex: 0x1C1C1E)
    /// The black style's background while opaque.
    static let blackOpaqueBackground = Color.black
    /// How strongly a translucent bar covers what is behind it (the blur is not drawn).
    static let translucentAlpha = 0.94

    /// The background of a bar: the tint colour when set, else the style's.
    static func background(style: BarStyle, tint: Color?, translucent: Bool) -> Color {
        let base: Color
        if let tint {
            base = tint
        } else {
            switch style {
            case .default: base = translucent ? lightBackground : lightOpaqueBackground
            case .black: base = translucent ? blackBackground : blackOpaqueBackground
            }
        }
        return translucent ? base.withAlphaComponent(base.alpha * translucentAlpha) : base
    }

    /// The hairline's colour: a dark line on a light bar, a faint light one on a black bar.
    static func hairline(style: BarStyle) -> Color {
        style == .black ? Color(white: 1, alpha: 0.15) : Color(white: 0, alpha: 0.3)
    }

    /// The colour of titles (a navigation bar's title and prompt): black, or white on a black bar.
    static func titleColor(style: BarStyle) -> Color {
        style == .black ? .white : .label
    }

    /// The colour of a disabled item's content.
    static func disabledColor(onBlackBar: Bool) -> Color {
        onBlackBar ? Color(hex: 0xEBEBF5, alpha: 0.3) : Color.tertiaryLabel
    }
}

extension View {
    /// Fills the bounds with a bar's background and draws its hairline along the top or the bottom.
    func drawBarBackground(style: BarStyle, tint: Color?, translucent: Bool, hairlineAtTop: Bool) {
        guard let context = Graphics.currentContext else { return }
        context.setFillColor(BarLook.background(style: style, tint: tint, translucent: translucent))
        context.fill(bounds)
        let hairline = StandardLook.hairline(in: context)
        context.setFillColor(BarLook.hairline(style: style))
        let y = hairlineAtTop ? bounds.minY : bounds.maxY - hairline
        context.fill(Rect(x: bounds.minX, y: y, width: bounds.width, height: hairline))
    }
}
