/// A push button (UIKit's `UIButton`): per-state content with UIKit's fallback rules, highlighted
/// while a touch is inside, and `primaryActionTriggered` after every touchUpInside
/// (uikit-rules §4.1, §2.3).
///
/// Per-state content and the `current…` accessors are in `Button+Content.swift`. The rect methods
/// here are the layout and may be overridden by subclasses.
///
///     > let button = Button(type: .system)
///     > button.setTitle("OK", for: .normal)
///     > button.currentTitle
///     "OK"
open class Button: Control {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .button }

    /// A button reads as its title.
    override open var defaultAccessibilityLabel: String? { currentTitle }

    /// A button is a button, besides a control's state traits.
    override open var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    /// The kinds of button, with UIKit's raw values (`UIButton.ButtonType`, uikit-rules §1.3).
    public enum ButtonType: Int, Sendable, CaseIterable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        /// The deprecated name of `.system`.
        public static let roundedRect = ButtonType.system

        /// The type's name, as used in descriptions: `"system"`.
        public var name: String { String(describing: self) }
    }

    /// The button's type, fixed at creation.
    public let buttonType: ButtonType

    var titles = StateTable<String>()
    var attributedTitles = StateTable<AttributedTitle>()
    var titleColors = StateTable<Color>()
    var titleShadowColors = StateTable<Color>()
    var images = StateTable<Image>()
    var backgroundImages = StateTable<Image>()

    /// Whether images are drawn darker while highlighted when the highlighted state has no image
    /// of its own (default true).
    public var adjustsImageWhenHighlighted = true { didSet { setNeedsDisplay() } }

    /// Whether images are drawn lighter while disabled when the disabled state has no image of its
    /// own (default true).
    public var adjustsImageWhenDisabled = true { didSet { setNeedsDisplay() } }

    /// Whether a glow is shown where the button is touched while highlighted (default false).
    public var showsTouchWhenHighlighted = false { didSet { setNeedsDisplay() } }

    /// Insets of the content (image and title together) from the bounds.
    public var contentEdgeInsets = EdgeInsets.zero { didSet { appearanceRecord.noteSet("contentEdgeInsets"); setNeedsDisplay() } }

    /// Insets applied to the title's rectangle after layout.
    public var titleEdgeInsets = EdgeInsets.zero { didSet { appearanceRecord.noteSet("titleEdgeInsets"); setNeedsDisplay() } }

    /// Insets applied to the image's rectangle after layout.
    public var imageEdgeInsets = EdgeInsets.zero { didSet { appearanceRecord.noteSet("imageEdgeInsets"); setNeedsDisplay() } }

    /// The point size of the title's font (default 15, UIKit's button font size).
    public var titleFontSize = 15.0 { didSet { setNeedsDisplay() } }

    /// How far the title's shadow falls (UIKit's `titleLabel.shadowOffset`); zero, no shadow, by default.
    public var titleShadowOffset = Size.zero { didSet { setNeedsDisplay() } }

    /// Whether the title's shadow falls the other way while highlighted (default false).
    public var reversesTitleShadowWhenHighlighted = false { didSet { setNeedsDisplay() } }

    /// Creates a button of a type.
    public init(type: ButtonType, frame: Rect = .zero) {
        buttonType = type
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Creates a custom button, as UIKit's `init(frame:)` does.
    public convenience override init(frame: Rect = .zero) {
        self.init(type: .custom, frame: frame)
    }

    // MARK: Events

    /// A button triggers its primary action with touchUpInside (uikit-rules §2.3).
    open override var primaryActionTriggeringEvents: Event { .touchUpInside }

    /// Whether a tap toggles `isSelected` as the button's primary action (default false; iOS 15,
    /// uikit-rules §4.1). The toggle happens at touch-up inside, before the actions run.
    public var changesSelectionAsPrimaryAction = false

    /// Toggles `isSelected` at a touch-up inside when `changesSelectionAsPrimaryAction` is on.
    open override func endTracking(_ touch: Touch?, with event: InputEvent?) {
        super.endTracking(touch, with: event)
        guard changesSelectionAsPrimaryAction, let touch, pointMostlyInside(touch.location(in: self), with: event) else { return }
        isSelected.toggle()
    }

    // MARK: Layout (overridable)

    /// The rectangle of the background image: the whole bounds.
    open func backgroundRect(forBounds bounds: Rect) -> Rect {
        bounds
    }

    /// The rectangle that holds the image and the title: the bounds less `contentEdgeInsets`.
    open func contentRect(forBounds bounds: Rect) -> Rect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// The image's rectangle: the image and the title sit side by side, image first, placed in the
    /// content rectangle by the content alignments, then `imageEdgeInsets` is applied.
    open func imageRect(forContentRect contentRect: Rect) -> Rect {
        let layout = contentLayout(in: contentRect)
        return layout.image.inset(by: imageEdgeInsets)
    }

    /// The title's rectangle: just after the image (see `imageRect(forContentRect:)`), then
    /// `titleEdgeInsets` is applied.
    open func titleRect(forContentRect contentRect: Rect) -> Rect {
        let layout = contentLayout(in: contentRect)
        return layout.title.inset(by: titleEdgeInsets)
    }

    /// The size that fits the current content: image and title side by side, plus the content insets.
    open func sizeThatFits(_ size: Size) -> Size {
        let image = currentImage?.size ?? .zero, title = titleSize
        return Size(width: image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
                    height: max(image.height, title.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// Resizes the button to `sizeThatFits`, keeping its frame's origin.
    public func sizeToFit() {
        frame = Rect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// The font titles are drawn in: the system font at `titleFontSize`.
    public var titleFont: Font { Font(size: titleFontSize) }

    /// The measured size of the current title, one line per paragraph, by the view's text measurer
    /// (`FixedPitchTextMeasurer` unless the application has another: each character `0.6 ×` and
    /// each line `1.2 ×` the font size, so layouts are predictable without fonts).
    public var titleSize: Size {
        guard let text = currentAttributedTitle?.string ?? currentTitle, !text.isEmpty else { return .zero }
        return text.size(withAttributes: TextAttributes(font: titleFont), measuredBy: textMeasurer)
    }

    private func contentLayout(in content: Rect) -> (image: Rect, title: Rect) {
        let image = currentImage?.size ?? .zero, title = titleSize
        let width = image.width + title.width
        let startX: Double
        switch effectiveContentHorizontalAlignment {
        case .left, .fill, .leading: startX = content.minX
        case .right, .trailing: startX = content.maxX - width
        case .center: startX = content.midX - width / 2
        }
        func vertical(_ height: Double) -> (y: Double, height: Double) {
            switch contentVerticalAlignment {
            case .top: return (content.minY, height)
            case .bottom: return (content.maxY - height, height)
            case .fill: return (content.minY, content.height)
            case .center: return (content.midY - height / 2, height)
            }
        }
        let imageY = vertical(image.height), titleY = vertical(title.height)
        var titleWidth = title.width
        if effectiveContentHorizontalAlignment == .fill { titleWidth = max(0, content.width - image.width) }
        return (Rect(x: startX, y: imageY.y, width: image.width, height: imageY.height),
                Rect(x: startX + image.width, y: titleY.y, width: titleWidth, height: titleY.height))
    }

    // MARK: Drawing

    /// Draws the standard look (`Appearance/ButtonAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    // MARK: Gestures

    /// A superview's one-finger single-tap recognizer does not begin over the button: the tap is
    /// the button's own (Apple's "Attaching gesture recognizers to UIKit controls", uikit-rules §2.1.5).
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.view !== self, recognizer.isSingleFingerSingleTap else { return super.gestureRecognizerShouldBegin(recognizer) }
        return false
    }

    // MARK: Description

    /// The control's properties, then the type and the current title, attributed title and image.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties + [DisplayProperty("buttonType", buttonType.name)]
        if let title = currentAttributedTitle { properties.append(.value("currentAttributedTitle", title)) }
        properties.append(.text("currentTitle", currentTitle))
        if let image = currentImage { properties.append(.value("currentImage", image)) }
        if changesSelectionAsPrimaryAction { properties.append(.value("changesSelectionAsPrimaryAction", true)) }
        return properties
    }
}
