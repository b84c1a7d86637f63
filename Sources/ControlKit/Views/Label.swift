/// A view showing read-only text (UIKit's `UILabel`). It draws nothing here; it keeps the text and
/// how it would be laid out.
///
/// Like UIKit's, a label ignores touches by default (`isUserInteractionEnabled` is false), so a
/// touch on it reaches whatever lies beneath.
///
///     > let label = Label(text: "Volume")
///     > label.numberOfLines = 2
///     > label
///     Label(frame: (0, 0, 0×0), text: "Volume", numberOfLines: 2)
open class Label: View {
    /// The text shown; nil by default.
    open var text: String?

    /// The most lines to use; 0 means as many as needed. The default is 1.
    open var numberOfLines = 1

    /// The horizontal alignment of the lines; `.natural` by default.
    open var textAlignment: TextAlignment = .natural

    /// The colour of the text; black by default.
    open var textColor: Color = .black

    /// The colour of the text while highlighted; nil (use `textColor`) by default.
    open var highlightedTextColor: Color?

    /// Whether the text is drawn in its enabled colours; true by default.
    open var isEnabled = true

    /// Whether the text is drawn in its highlighted colour; false by default.
    open var isHighlighted = false

    /// False: like UIKit's, a label ignores touches unless enabled.
    open override class var isUserInteractionEnabledByDefault: Bool { false }

    /// A label showing a text (none by default).
    public init(frame: Rect = .zero, text: String? = nil) {
        self.text = text
        super.init(frame: frame)
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
