/// The control a toolbar or navigation bar makes to show one bar button item, or a navigation
/// bar's back button (UIKit's private `_UIButtonBarButton`).
///
/// It tracks its touch like any control, so the traffic shows its touchDown and touch-up events;
/// its bar is the target of its touchUpInside and sends the item's action from the item
/// (uikit-rules §13.3), or pops the stack for a back button (§14.3). It is enabled exactly when its
/// item is, so a disabled item's button lets touches through to the bar (§2.1.2).
final class BarButton: Control {
    /// The item the button shows; for a back button, the item whose title it shows (the back
    /// item's own, or one made for it).
    let item: BarButtonItem

    /// Whether the button is a navigation bar's back button: a chevron before the title.
    let isBackButton: Bool

    /// Whether the bar's style is black, which changes the disabled colour.
    var isOnBlackBar = false { didSet { if oldValue != isOnBlackBar { setNeedsDisplay() } } }

    /// A button reads as its title, or its system item's name.
    override var defaultAccessibilityLabel: String? {
        isBackButton ? item.title : (item.displayedTitle ?? item.systemItem?.description)
    }

    /// A bar button is a button.
    override var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    init(item: BarButtonItem, isBackButton: Bool = false) {
        self.item = item
        self.isBackButton = isBackButton
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
    }

    /// Draws the title, image or glyph (`Appearance/BarButtonAppearance.swift`).
    override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    /// The item's `isEnabled` (a back button is always enabled): a disabled item makes a disabled button.
    override var isEnabled: Bool {
        get { isBackButton || item.isEnabled }
        set { if !isBackButton { item.isEnabled = newValue } }
    }

    /// The item gets its appearance as the button enters a window (uikit-rules §17.2); a back
    /// button's item is the bar's own and takes none.
    override var appearanceObjectsShown: [any AppearanceCustomizable] { isBackButton ? [] : [item] }

    /// The control's properties, then what the button shows.
    override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        if isBackButton {
            properties.append(.text("back", item.title))
        } else if let systemItem = item.systemItem {
            properties.append(.value("systemItem", systemItem))
        } else {
            properties.append(.text("title", item.title))
        }
        return properties
    }
}
