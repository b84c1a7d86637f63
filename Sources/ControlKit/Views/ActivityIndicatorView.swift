/// A spinner showing that work is under way (UIKit's `UIActivityIndicatorView`).
///
/// It starts stopped. With `hidesWhenStopped` (the default) it hides itself whenever it stops —
/// including at creation — and shows itself when it starts, by setting `isHidden` as UIKit does.
///
///     > let spinner = ActivityIndicatorView()
///     > spinner.isHidden
///     true
///     > spinner.startAnimating(); spinner.isHidden
///     false
open class ActivityIndicatorView: View {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .activityIndicatorView }

    /// The size of the spinner, with UIKit's raw values.
    public enum Style: Int, Sendable, CustomStringConvertible {
        case medium = 100
        case large = 101

        /// The spinner's fixed size: 20 pt for medium, 37 pt for large.
        public var side: Double { self == .medium ? 20 : 37 }

        public var description: String { self == .medium ? "medium" : "large" }
    }

    /// The spinner's size; setting it resizes the view about its centre.
    open var style: Style {
        didSet {
            bounds.size = Size(width: style.side, height: style.side)
            setNeedsDisplay()
        }
    }

    /// The spinner's colour; nil (the style's grey) by default.
    open var color: Color? { didSet { appearanceRecord.noteSet("color"); setNeedsDisplay() } }

    /// Whether the spinner is spinning; false at first.
    public private(set) var isAnimating = false

    /// Whether the view hides itself while stopped; true by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// A stopped spinner of a style, at the origin, sized for its style; move it with `center`.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: Rect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = hidesWhenStopped
        isOpaque = false
        contentMode = .redraw
    }

    /// Draws the spokes (`Appearance/ActivityIndicatorAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    /// Starts spinning and shows the view.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning; hides the view when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The view's properties, then the style, whether it spins, `hidesWhenStopped`, and a colour when set.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties + [
            .value("style", style), .value("isAnimating", isAnimating), .value("hidesWhenStopped", hidesWhenStopped),
        ]
        if let color { properties.append(.value("color", color)) }
        return properties
    }
}
