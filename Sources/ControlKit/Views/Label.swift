/// A view showing read-only text (UIKit's `UILabel`): the text in `font` and `textColor`, its lines
/// aligned by `textAlignment` and the block centred vertically, at most `numberOfLines` lines
/// shortened by `lineBreakMode` (`Appearance/LabelAppearance.swift`).
///
/// Like UIKit's, a label ignores touches by default (`isUserInteractionEnabled` is false), so a
/// touch on it reaches whatever lies beneath.
///
///     > let label = Label(text: "Volume")
///     > label.numberOfLines = 2
///     > label
///     Label(frame: (0, 0, 0×0), text: "Volume", numberOfLines: 2)
open class Label: View {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .label }

    /// A label reads as its text.
    override open var defaultAccessibilityLabel: String? { text }

    /// A label is static text, not enabled while disabled.
    override open var defaultAccessibilityTraits: AccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }

    /// The text shown; nil by default.
    open var text: String? { didSet { setNeedsDisplay() } }

    /// The most lines to use; 0 means as many as needed. The default is 1.
    open var numberOfLines = 1 { didSet { setNeedsDisplay() } }

    /// The horizontal alignment of the lines; `.natural` by default.
    open var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// The colour of the text; black by default.
    open var textColor: Color = .black { didSet { appearanceRecord.noteSet("textColor"); setNeedsDisplay() } }

    /// The colour of the text while highlighted; nil (use `textColor`) by default.
    open var highlightedTextColor: Color? { didSet { appearanceRecord.noteSet("highlightedTextColor"); setNeedsDisplay() } }

    /// Whether the text is drawn in its enabled colours; true by default.
    open var isEnabled = true { didSet { setNeedsDisplay() } }

    /// Whether the text is drawn in its highlighted colour; false by default.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }

    /// The font; the 17 pt system font by default.
    open var font = Font(size: Font.bodySize) { didSet { appearanceRecord.noteSet("font"); setNeedsDisplay() } }

    /// How lines that do not fit are broken or shortened; `.byTruncatingTail` by default.
    open var lineBreakMode = LineBreakMode.byTruncatingTail { didSet { setNeedsDisplay() } }

    /// The colour of the text's shadow; nil (no shadow) by default.
    open var shadowColor: Color? { didSet { appearanceRecord.noteSet("shadowColor"); setNeedsDisplay() } }

    /// How far the text's shadow falls; (0, −1) by default.
    open var shadowOffset = Size(width: 0, height: -1) { didSet { appearanceRecord.noteSet("shadowOffset"); setNeedsDisplay() } }

    /// False: like UIKit's, a label ignores touches unless enabled.
    open override class var isUserInteractionEnabledByDefault: Bool { false }

    /// A label showing a text (none by default).
    public init(frame: Rect = .zero, text: String? = nil) {
        self.text = text
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Draws the text (`Appearance/LabelAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    /// The view's properties, the text, and the layout settings that differ from the defaults.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties + [.text("text", text)]
        if numberOfLines != 1 { properties.append(.value("numberOfLines", numberOfLines)) }
        if textAlignment != .natural { properties.append(.value("textAlignment", textAlignment)) }
        if textColor != .black { properties.append(.value("textColor", textColor)) }
        if let highlightedTextColor { properties.append(.value("highlightedTextColor", highlightedTextColor)) }
        if !isEnabled { properties.append(.value("isEnabled", false)) }
        if isHighlighted { properties.append(.value("isHighlighted", true)) }
        return properties
    }
}
