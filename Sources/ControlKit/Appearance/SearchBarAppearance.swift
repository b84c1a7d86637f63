/// The look of a search bar (iOS 13; uikit-rules §18.5): the bar's background as a toolbar or a
/// navigation bar draws it — the style's colour, or `barTintColor`, with a hairline along the
/// bottom — or `backgroundImage` stretched over it, and `scopeBarBackgroundImage` over the scope
/// bar; the search field a grey rounded rectangle (darker on a black bar) with a magnifying glass,
/// the text or placeholder, the caret while editing, the clear button while there is text and the
/// bookmark or search results button while there is none.
enum SearchBarLook {
    /// The field's fill on a light bar, and on a black one.
    static let lightFieldFill = Color.tertiarySystemFill
    static let blackFieldFill = Color(hex: 0x767680, alpha: 0.24)
    /// The magnifying glass and the field buttons on a light bar, and on a black one.
    static let lightIcon = Color.secondaryLabel
    static let blackIcon = Color(hex: 0xEBEBF5, alpha: 0.6)
    /// The placeholder on a black bar.
    static let blackPlaceholder = Color(hex: 0xEBEBF5, alpha: 0.3)
    /// The field's corner radius.
    static let fieldCornerRadius = 10.0

    /// The magnifying glass in a 16-point square: a ring and its handle.
    static func drawMagnifier(in square: Rect, color: Color, context: any GraphicsContext) {
        let unit = square.width / 16
        context.setStrokeColor(color)
        context.setLineCap(.round)
        context.setLineWidth(1.8 * unit)
        context.strokeEllipse(in: Rect(x: square.minX + 1.5 * unit, y: square.minY + 1.5 * unit, width: 10 * unit, height: 10 * unit))
        context.setLineWidth(2.2 * unit)
        context.strokeLine(from: Point(x: square.minX + 10.2 * unit, y: square.minY + 10.2 * unit),
                           to: Point(x: square.minX + 14.5 * unit, y: square.minY + 14.5 * unit))
    }

    /// The bookmark button's open book in a 20-point square.
    static func drawBook(in square: Rect, color: Color, context: any GraphicsContext) {
        let unit = square.width / 20
        func p(_ x: Double, _ y: Double) -> Point { Point(x: square.minX + x * unit, y: square.minY + y * unit) }
        context.setStrokeColor(color)
        context.setLineWidth(1.6 * unit)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        for side in [-1.0, 1.0] {
            var page = Path()
            page.move(to: p(10, 5.5))
            page.addCurve(to: p(10 + 8 * side, 4.5), controlPoint1: p(10 + 2.5 * side, 3.8), controlPoint2: p(10 + 5.5 * side, 3.8))
            page.addLine(to: p(10 + 8 * side, 15.5))
            page.addCurve(to: p(10, 16.5), controlPoint1: p(10 + 5.5 * side, 14.8), controlPoint2: p(10 + 2.5 * side, 14.8))
            page.close()
            context.stroke(page)
        }
    }

    /// The search results button's list in a 20-point square: three bullets and three lines.
    static func drawList(in square: Rect, color: Color, context: any GraphicsContext) {
        let unit = square.width / 20
        context.setFillColor(color)
        context.setStrokeColor(color)
        context.setLineWidth(1.6 * unit)
        context.setLineCap(.round)
        for row in 0..<3 {
            let y = square.minY + (5 + 5 * Double(row)) * unit
            context.fillEllipse(in: Rect(x: square.minX + 2 * unit, y: y - 1.25 * unit, width: 2.5 * unit, height: 2.5 * unit))
            context.strokeLine(from: Point(x: square.minX + 7 * unit, y: y), to: Point(x: square.minX + 18 * unit, y: y))
        }
    }
}

extension SearchBar {
    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        if let backgroundImage {
            context.draw(backgroundImage, in: bounds)
        } else {
            drawBarBackground(style: barStyle, tint: barTintColor, translucent: isTranslucent, hairlineAtTop: false)
        }
        if isScopeBarShown, let scopeBarBackgroundImage {
            context.draw(scopeBarBackgroundImage, in: scopeBand)
        }
    }
}

extension SearchTextField {
    /// The icons' colour on the bar's style.
    private var iconColor: Color {
        searchBar?.barStyle == .black ? SearchBarLook.blackIcon : SearchBarLook.lightIcon
    }

    func drawSearchField(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        let black = searchBar?.barStyle == .black
        if background == nil {
            context.setFillColor(black ? SearchBarLook.blackFieldFill : SearchBarLook.lightFieldFill)
            context.fill(Path(roundedRect: bounds, cornerRadius: SearchBarLook.fieldCornerRadius))
        }
        context.withSavedGState {
            SearchBarLook.drawMagnifier(in: searchIconRect, color: iconColor, context: context)
        }
        drawStandardAppearance(rect)
        guard let button = searchBar?.shownFieldButton else { return }
        let selected = button == .resultsList && (searchBar?.isSearchResultsButtonSelected ?? false)
        let color = selected ? (tintColor ?? .systemBlue) : iconColor
        let square = Rect(x: fieldButtonRect.midX - 10, y: fieldButtonRect.midY - 10, width: 20, height: 20)
        context.withSavedGState {
            if isFieldButtonHighlighted { context.setAlpha(StandardLook.highlightedAlpha) }
            if button == .bookmark {
                SearchBarLook.drawBook(in: square, color: color, context: context)
            } else {
                SearchBarLook.drawList(in: square, color: color, context: context)
            }
        }
    }
}
