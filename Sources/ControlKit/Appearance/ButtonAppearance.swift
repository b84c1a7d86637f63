/// The look of a button: its background image (resizable images keep their caps) over the
/// background rect, its image and title where `imageRect(forContentRect:)` and
/// `titleRect(forContentRect:)` put them. A system button's title and images are drawn in the tint
/// colour and fade to a fifth while highlighted, as on iOS 13; the detail disclosure, info, contact
/// add and close types draw their glyphs. With a `titleShadowOffset`, the title casts a hard
/// shadow in the current title shadow colour, reversed while highlighted when asked. A custom button's images darken while highlighted and
/// lighten while disabled (`adjustsImageWhen…`), and `showsTouchWhenHighlighted` adds a white glow.
extension Button {
    /// Whether images are drawn as templates in the tint colour unless they say otherwise.
    var drawsTemplatesByDefault: Bool { buttonType != .custom }

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        let fade = buttonType != .custom && isHighlighted ? StandardLook.highlightedAlpha : 1
        if let background = currentBackgroundImage {
            drawAdjusted(background, in: backgroundRect(forBounds: bounds), context: context)
        }
        let content = contentRect(forBounds: bounds)
        if let image = currentImage {
            let placed = imageRect(forContentRect: content)
            if image == Button.systemImage(for: buttonType) {
                context.withSavedGState {
                    context.setAlpha(fade)
                    drawSystemGlyph(in: placed, context: context)
                }
            } else {
                drawAdjusted(image, in: placed, context: context)
            }
        }
        if let title = currentAttributedTitle?.string ?? currentTitle, !title.isEmpty {
            let color = currentTitleColor ?? .white
            let tinted = buttonType != .custom && titleColors.value(for: state) == nil && !state.contains(.disabled)
            let shown = tinted ? (tintColor ?? .systemBlue).withAlphaComponent(fade) : color
            context.withSavedGState {
                if titleShadowOffset != .zero, let shadowColor = currentTitleShadowColor {
                    let flip = reversesTitleShadowWhenHighlighted && isHighlighted ? -1.0 : 1.0
                    context.setShadow(offset: Size(width: titleShadowOffset.width * flip, height: titleShadowOffset.height * flip),
                                      blur: 0, color: shadowColor)
                }
                context.drawLine(title, centeredIn: titleRect(forContentRect: content), attributes: StandardLook.line(titleFont, shown, titleAlignment))
            }
        }
        if showsTouchWhenHighlighted && isHighlighted {
            let centre = bounds.center
            context.drawRadialGradient(Gradient(colors: [Color(white: 1, alpha: 0.9), Color(white: 1, alpha: 0)]),
                                       startCenter: centre, startRadius: 0, endCenter: centre, endRadius: 20, options: [])
        }
    }

    /// How the title sits in its rectangle: following the content's horizontal alignment.
    private var titleAlignment: TextAlignment {
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: return .left
        case .right, .trailing: return .right
        default: return .center
        }
    }

    /// Draws an image as the button shows it now: a template in the tint colour (system buttons),
    /// faded while a system button is highlighted; a custom button's image darkened while
    /// highlighted, lightened while disabled, when `isImageAdjusted`.
    private func drawAdjusted(_ image: Image, in rect: Rect, context: any GraphicsContext) {
        let template = image.isTemplate(byDefault: drawsTemplatesByDefault)
        context.withSavedGState {
            if buttonType != .custom && isHighlighted { context.setAlpha(StandardLook.highlightedAlpha) }
            if isImageAdjusted && state.contains(.disabled) && !state.contains(.highlighted) { context.setAlpha(0.4) }
            let tint: Color? = template ? (state.contains(.disabled) ? Color.systemGray3 : tintColor) : nil
            guard isImageAdjusted && isHighlighted && buttonType == .custom else {
                context.draw(image, in: rect, tint: tint)
                return
            }
            context.beginTransparencyLayer(in: rect)
            context.draw(image, in: rect, tint: tint)
            context.setBlendMode(.sourceAtop)
            context.setFillColor(Color(white: 0, alpha: 0.33))
            context.fill(rect)
            context.endTransparencyLayer()
        }
    }

    /// The glyph of a detail disclosure, info, contact add or close button, in a 22 pt square.
    private func drawSystemGlyph(in rect: Rect, context: any GraphicsContext) {
        let side = min(rect.width, rect.height), centre = rect.center
        let circle = Rect(x: centre.x - side / 2 + 1, y: centre.y - side / 2 + 1, width: side - 2, height: side - 2)
        let ink = state.contains(.disabled) ? Color.systemGray3 : (tintColor ?? .systemBlue)
        context.setLineCap(.round)
        switch buttonType {
        case .close:
            context.setFillColor(Color.tertiarySystemFill.composited(over: .white))
            context.fillEllipse(in: circle)
            context.setStrokeColor(Color.secondaryLabel.composited(over: .white))
            context.setLineWidth(side * 0.09)
            let arm = side * 0.17
            context.strokeLine(from: Point(x: centre.x - arm, y: centre.y - arm), to: Point(x: centre.x + arm, y: centre.y + arm))
            context.strokeLine(from: Point(x: centre.x + arm, y: centre.y - arm), to: Point(x: centre.x - arm, y: centre.y + arm))
        case .contactAdd:
            context.setStrokeColor(ink)
            context.setLineWidth(side * 0.075)
            context.strokeEllipse(in: circle.insetBy(dx: side * 0.04, dy: side * 0.04))
            let arm = side * 0.23
            context.strokeLine(from: Point(x: centre.x - arm, y: centre.y), to: Point(x: centre.x + arm, y: centre.y))
            context.strokeLine(from: Point(x: centre.x, y: centre.y - arm), to: Point(x: centre.x, y: centre.y + arm))
        default:
            context.setStrokeColor(ink)
            context.setLineWidth(side * 0.075)
            context.strokeEllipse(in: circle.insetBy(dx: side * 0.04, dy: side * 0.04))
            context.setLineWidth(side * 0.09)
            context.strokeLine(from: Point(x: centre.x, y: centre.y - side * 0.05), to: Point(x: centre.x, y: centre.y + side * 0.24))
            context.setFillColor(ink)
            context.fillEllipse(in: Rect(x: centre.x - side * 0.06, y: centre.y - side * 0.29, width: side * 0.12, height: side * 0.12))
        }
    }
}
