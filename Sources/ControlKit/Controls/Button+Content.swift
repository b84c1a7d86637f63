/// A title with display attributes, standing in for an attributed string: the text plus named
/// attributes such as `["font": "bold"]` applying to all of it.
public struct AttributedTitle: Hashable, Sendable, CustomStringConvertible {
    /// The characters shown.
    public var string: String
    /// Attribute names and values, applying to the whole string.
    public var attributes: [String: String]

    /// A title with attributes applying to all of it.
    public init(_ string: String, attributes: [String: String] = [:]) {
        self.string = string
        self.attributes = attributes
    }

    /// The text, quoted.
    public var description: String { "\"\(string)\"" }
}

/// Per-state content (uikit-rules §4.1). Each setter stores a value for one state (combined
/// states allowed); each getter falls back to the normal state, with highlighted|disabled read as
/// highlighted; the `current…` accessors read the button's current `state`.
extension Button {
    // MARK: Titles

    /// Sets the title shown in a state (nil removes it).
    public func setTitle(_ title: String?, for state: State) {
        titles.set(title, for: state)
        setNeedsDisplay()
    }

    /// The title shown in a state: its own, else the normal state's.
    public func title(for state: State) -> String? {
        titles.value(for: state)
    }

    /// Sets the attributed title shown in a state; it is shown instead of the plain title.
    public func setAttributedTitle(_ title: AttributedTitle?, for state: State) {
        attributedTitles.set(title, for: state)
        setNeedsDisplay()
    }

    /// The attributed title shown in a state: its own, else the normal state's.
    public func attributedTitle(for state: State) -> AttributedTitle? {
        attributedTitles.value(for: state)
    }

    /// Sets the title colour of a state.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors.set(color, for: state)
        setNeedsDisplay()
    }

    /// The title colour of a state: its own, else the normal state's, else the type's default —
    /// white for custom buttons, the system tint (dimmed when highlighted, grey when disabled) for the others.
    public func titleColor(for state: State) -> Color? {
        titleColors.value(for: state) ?? defaultTitleColor(for: state)
    }

    /// Sets the title shadow colour of a state.
    public func setTitleShadowColor(_ color: Color?, for state: State) {
        titleShadowColors.set(color, for: state)
        setNeedsDisplay()
    }

    /// The title shadow colour of a state: its own, else the normal state's, else 50 % black.
    public func titleShadowColor(for state: State) -> Color? {
        titleShadowColors.value(for: state) ?? Button.defaultTitleShadowColor
    }

    // MARK: Images

    /// Sets the image of a state.
    public func setImage(_ image: Image?, for state: State) {
        images.set(image, for: state)
        setNeedsDisplay()
    }

    /// The image of a state: its own, else the normal state's, else the type's system image
    /// (detail disclosure, info, contact add and close buttons have one).
    public func image(for state: State) -> Image? {
        images.value(for: state) ?? Button.systemImage(for: buttonType)
    }

    /// Sets the background image of a state.
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages.set(image, for: state)
        setNeedsDisplay()
    }

    /// The background image of a state: its own, else the normal state's.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages.value(for: state)
    }

    // MARK: Current content

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }
    /// The attributed title shown now.
    public var currentAttributedTitle: AttributedTitle? { attributedTitle(for: state) }
    /// The title colour shown now.
    public var currentTitleColor: Color? { titleColor(for: state) }
    /// The title shadow colour shown now.
    public var currentTitleShadowColor: Color? { titleShadowColor(for: state) }
    /// The image shown now.
    public var currentImage: Image? { image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// Whether images are dimmed now: highlighted (or disabled) with `adjustsImageWhen…` on and no
    /// image stored for exactly that state.
    public var isImageAdjusted: Bool {
        let current = state
        if current.contains(.highlighted) {
            return adjustsImageWhenHighlighted && images.storedValue(for: current) == nil
        }
        if current.contains(.disabled) {
            return adjustsImageWhenDisabled && images.storedValue(for: current) == nil
        }
        return false
    }

    // MARK: Defaults

    /// The default title shadow colour: black at 50 % (UIKit's header).
    public static let defaultTitleShadowColor = Color(white: 0, alpha: 0.5)

    /// The size of the system images of info, detail disclosure, contact add and close buttons.
    public static let systemImageSize = Size(width: 22, height: 22)

    /// The image a button type shows when none is set; nil for custom and system buttons.
    public static func systemImage(for type: ButtonType) -> Image? {
        switch type {
        case .custom, .system: return nil
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close:
            return Image(size: systemImageSize, name: type.name)
        }
    }

    private func defaultTitleColor(for state: State) -> Color {
        guard buttonType != .custom else { return .white }
        if state.contains(.highlighted) { return Color.systemBlue.withAlphaComponent(0.2) }
        if state.contains(.disabled) { return .gray }
        return .systemBlue
    }
}
