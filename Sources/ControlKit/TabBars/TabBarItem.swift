/// One item of a tab bar (UIKit's `UITabBarItem`): a title, images, a badge, a tag, and whether
/// it can be selected. Items are objects, so a tab bar and its caller share them: changing an
/// item's `isEnabled` or title shows at once in every bar holding it.
///
///     > let item = TabBarItem(title: "Inbox", tag: 1)
///     > item.badgeValue = "3"
///     > item.description
///     TabBarItem(title: "Inbox", tag: 1, badgeValue: "3")
public final class TabBarItem: CustomStringConvertible, DisplaysProperties {
    /// The text under the image; nil shows none.
    public var title: String? { didSet { redrawViews() } }

    /// The image shown while the item is not selected (only its alpha matters, as in UIKit).
    public var image: Image? { didSet { redrawViews() } }

    /// The image shown while selected; nil means `image` is used (UIKit's `selectedImage`).
    public var selectedImage: Image? { didSet { redrawViews() } }

    /// The text of the badge at the item's top-right corner; nil shows no badge.
    public var badgeValue: String? { didSet { redrawViews() } }

    /// The badge's colour; nil for the system red.
    public var badgeColor: Color? { didSet { appearanceRecord.noteSet("badgeColor"); redrawViews() } }

    /// The appearance properties set on the item directly, which appearance proxies leave alone
    /// (uikit-rules §17.4).
    public var appearanceRecord = AppearanceRecord()

    /// The views showing the item, redrawn when it changes; not retained.
    var showingViews: [WeakReference<View>] = []

    /// A number the application chooses to identify the item; 0 by default.
    public var tag: Int

    /// Whether the user can select the item (default true). A disabled item's button is
    /// transparent to touches, as every disabled control is (uikit-rules §2.1.2).
    public var isEnabled = true { didSet { redrawViews() } }

    /// Creates an item with a title, an image and a tag.
    public init(title: String? = nil, image: Image? = nil, selectedImage: Image? = nil, tag: Int = 0) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.tag = tag
    }

    /// Redraws the views showing the item, forgetting those that are gone.
    private func redrawViews() {
        showingViews.removeAll { $0.object == nil }
        for reference in showingViews { reference.object?.setNeedsDisplay() }
    }

    /// The image the item shows in a state: the selected image when selected and set, else `image`.
    public func displayedImage(selected: Bool) -> Image? {
        selected ? (selectedImage ?? image) : image
    }

    /// The title, then the tag, badge and disabled flag when set.
    public var displayProperties: [DisplayProperty] {
        var properties: [DisplayProperty] = [.text("title", title)]
        if tag != 0 { properties.append(.value("tag", tag)) }
        if let badgeValue { properties.append(.text("badgeValue", badgeValue)) }
        if !isEnabled { properties.append(.value("isEnabled", false)) }
        return properties
    }

    /// `TabBarItem(title: "Inbox", tag: 1, badgeValue: "3")`.
    public var description: String {
        "TabBarItem(" + displayProperties.map(\.description).joined(separator: ", ") + ")"
    }
}
