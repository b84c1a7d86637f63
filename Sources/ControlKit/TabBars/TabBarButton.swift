/// The control that stands for one item inside a tab bar (UIKit's private `UITabBarButton`).
///
/// It tracks its touch like any control, so the traffic shows its touchDown and touch-up events,
/// but with a 15 pt "mostly inside" margin instead of the usual 70 (uikit-rules §2.5).
/// It is enabled exactly when its item is, and selected when its item is the bar's selection.
final class TabBarButton: Control {
    /// UIKit's tab bar button margin for "mostly inside" (uikit-rules §2.5).
    static let touchMargin = 15.0

    /// The item the button shows.
    let item: TabBarItem

    /// A tab reads as its item's title.
    override var defaultAccessibilityLabel: String? { item.title }

    /// A tab is a button, selected while its item is the bar's selected one.
    override var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    init(item: TabBarItem) {
        self.item = item
        super.init(frame: .zero)
        touchSlop = TabBarButton.touchMargin
        isOpaque = false
        contentMode = .redraw
        item.showingViews.append(WeakReference(self))
    }

    /// Draws the item (`Appearance/TabBarAppearance.swift`).
    override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    /// The item's `isEnabled`: a disabled item makes a disabled button.
    override var isEnabled: Bool {
        get { item.isEnabled }
        set { item.isEnabled = newValue }
    }

    /// The item gets its appearance as the button enters a window (uikit-rules §17.2).
    override var appearanceObjectsShown: [any AppearanceCustomizable] { [item] }

    /// The control's properties, then the item's title.
    override var displayProperties: [DisplayProperty] {
        super.displayProperties + [.text("title", item.title)]
    }
}
