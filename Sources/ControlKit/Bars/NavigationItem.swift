/// What a navigation bar shows while an item is on top of its stack (UIKit's `UINavigationItem`): a
/// title or title view in the middle, a prompt above, bar button items at each end, and — for the
/// item beneath it — the back button (uikit-rules §14.2). Items are objects: a change to the top
/// item or to the item beneath it shows at once on its bar.
///
///     > let item = NavigationItem(title: "Tinker")
///     > item.rightBarButtonItem = BarButtonItem(title: "Evers")
///     > item.description
///     NavigationItem(title: "Tinker", right: ["Evers"])
public final class NavigationItem: TypeNamed, DisplaysProperties, CustomStringConvertible {
    /// The text in the middle of the bar while the item is on top, and the back button's title
    /// while it is just beneath, unless `backBarButtonItem` gives one; nil by default.
    public var title: String? { didSet { changed() } }

    /// A view shown in the middle of the bar in place of the title, at its own size; nil by default.
    public var titleView: View? { didSet { changed() } }

    /// One line of text above the title, which makes the bar 30 points taller; nil by default.
    public var prompt: String? { didSet { changed() } }

    /// The items at the left end, the first leftmost; empty by default.
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }

    /// The items at the right end, the first rightmost; empty by default.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }

    /// The item the back button stands for while this item is just beneath the top: its title (and
    /// tint) are the back button's; its target and action are never used, the back button always
    /// pops. Nil by default: the back button then shows `title`, or "Back" without one.
    public var backBarButtonItem: BarButtonItem? { didSet { changed() } }

    /// Whether the back button is hidden while this item is on top; false by default.
    public var hidesBackButton = false { didSet { changed() } }

    /// Whether the left items appear beside the back button rather than in its place; false by
    /// default.
    public var leftItemsSupplementBackButton = false { didSet { changed() } }

    /// The bar whose stack holds the item, if any (an item is on one bar at most).
    public internal(set) weak var navigationBar: NavigationBar?

    /// Whether the last change of the bar button items or of `hidesBackButton` asked for animation
    /// (the fade itself is not modelled).
    public private(set) var lastChangeWasAnimated = false

    /// An item with a title.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The first of the left items, or nil; setting it makes it the only one (nil: none).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first of the right items, or nil; setting it makes it the only one (nil: none).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// Replaces the left items; `animated` is remembered in `lastChangeWasAnimated`.
    public func setLeftBarButtonItems(_ items: [BarButtonItem], animated: Bool) {
        lastChangeWasAnimated = animated
        leftBarButtonItems = items
    }

    /// Replaces the right items; `animated` is remembered in `lastChangeWasAnimated`.
    public func setRightBarButtonItems(_ items: [BarButtonItem], animated: Bool) {
        lastChangeWasAnimated = animated
        rightBarButtonItems = items
    }

    /// Makes one item the only left item (nil: none); `animated` is remembered.
    public func setLeftBarButtonItem(_ item: BarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] } ?? [], animated: animated)
    }

    /// Makes one item the only right item (nil: none); `animated` is remembered.
    public func setRightBarButtonItem(_ item: BarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] } ?? [], animated: animated)
    }

    /// Hides or shows the back button; `animated` is remembered.
    public func setHidesBackButton(_ hides: Bool, animated: Bool) {
        lastChangeWasAnimated = animated
        hidesBackButton = hides
    }

    /// The back button's title while this item is just beneath the top: the back bar button item's
    /// title when it has one, else `title`, else "Back" (uikit-rules §14.2).
    public var backButtonTitle: String {
        backBarButtonItem?.title ?? title ?? NavigationItem.defaultBackTitle
    }

    /// The back button's title when nothing gives one.
    public static let defaultBackTitle = "Back"

    /// Tells the bar showing the item that it changed.
    private func changed() {
        navigationBar?.navigationItemDidChange(self)
    }

    // MARK: Description

    /// The name used for the item in traffic records.
    public var typeName: String { "NavigationItem" }

    /// The title, then what else is set.
    public var displayProperties: [DisplayProperty] {
        var properties: [DisplayProperty] = [.text("title", title)]
        if let titleView { properties.append(.value("titleView", titleView.typeName)) }
        if let prompt { properties.append(.text("prompt", prompt)) }
        if !leftBarButtonItems.isEmpty { properties.append(DisplayProperty("left", BarButtonItem.summary(of: leftBarButtonItems))) }
        if !rightBarButtonItems.isEmpty { properties.append(DisplayProperty("right", BarButtonItem.summary(of: rightBarButtonItems))) }
        if let backBarButtonItem { properties.append(.text("back", backBarButtonItem.title)) }
        if hidesBackButton { properties.append(.value("hidesBackButton", true)) }
        return properties
    }

    /// `NavigationItem(title: "Tinker", right: ["Evers"])`.
    public var description: String {
        "NavigationItem(" + displayProperties.map(\.description).joined(separator: ", ") + ")"
    }
}
