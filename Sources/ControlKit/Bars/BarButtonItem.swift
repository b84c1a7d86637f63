/// A button-like item of a toolbar or a navigation bar (UIKit's `UIBarButtonItem`).
///
/// An item is not a view: like UIKit's `UIBarItem`, which derives from `NSObject`, it only holds
/// what the button shows and what it sends. The bar that holds it makes a control for it
/// (`BarButton`), and a tap lifting inside that control sends the item's action through the
/// application's central dispatch with the **item** as the sender (uikit-rules §13.3). Items are
/// objects, shared by the bars holding them: a change shows at once in each.
///
/// An item is one of four kinds, fixed when it is made: a title (`init(title:style:target:action:)`),
/// an image (`init(image:style:target:action:)`), one of the system items (`init(barButtonSystemItem:
/// target:action:)`, the two spaces among them) or a custom view (`init(customView:)`), which the
/// bar places as it is and which handles its own touches.
///
///     > let add = BarButtonItem(barButtonSystemItem: .add, target: editor, action: "addRow:")
///     > let space = BarButtonItem.flexibleSpace()
///     > toolbar.items = [space, add]
///     > add.description
///     BarButtonItem(systemItem: add, action: addRow:)
public final class BarButtonItem: TypeNamed, DisplaysProperties, CustomStringConvertible {
    /// How a titled or image item looks (UIKit's `UIBarButtonItem.Style`, with its raw values).
    /// Since iOS 7 `plain` and `bordered` look the same; `done` shows its title in semibold.
    public enum Style: Int, Sendable, CaseIterable, CustomStringConvertible {
        case plain = 0
        case bordered = 1
        case done = 2

        public var description: String {
            switch self {
            case .plain: "plain"
            case .bordered: "bordered"
            case .done: "done"
            }
        }
    }

    /// The most a width may be, in points: what `width` keeps a larger value to.
    public static let maximumWidth = 10_000.0

    /// The system item the item was made as, if any; fixed at creation.
    public let systemItem: SystemItem?

    /// The view shown in place of a button, if the item was made with one; it keeps its own size
    /// and handles its own touches. Setting it makes the item a custom-view item (nil makes it a
    /// title or image item again).
    public var customView: View? { didSet { changed(relayout: true) } }

    /// The title; nil shows none. A system item's title is its own and setting this changes nothing
    /// it shows. Appearance proxies may set it (uikit-rules §17.5).
    public var title: String? {
        didSet {
            appearanceRecord.noteSet("title")
            changed(relayout: true)
        }
    }

    /// The image, drawn as a template in the tint colour unless it says otherwise; nil shows none.
    public var image: Image? { didSet { changed(relayout: true) } }

    /// How the title is drawn: `done` in semibold, the others in regular weight.
    public var style: Style { didSet { changed(relayout: true) } }

    /// The item's width in points; 0 (the default) sizes it to its content. A fixed space is
    /// exactly this wide. Any value is kept between 0 and `maximumWidth`; a value that is not a
    /// number is taken as 0 (uikit-rules §13.4).
    public var width: Double {
        get { storedWidth }
        set {
            storedWidth = newValue.isNaN ? 0 : min(max(newValue, 0), BarButtonItem.maximumWidth)
            changed(relayout: true)
        }
    }

    /// Titles the item may show, the widest of which (with `title`) sets its width, so that it
    /// does not change size when the title changes; nil by default.
    public var possibleTitles: Set<String>? { didSet { changed(relayout: true) } }

    /// The colour of the title and image; nil (the default) uses the bar's tint colour.
    public var tintColor: Color? {
        didSet {
            appearanceRecord.noteSet("tintColor")
            changed(relayout: false)
        }
    }

    /// The appearance properties set on the item directly, which appearance proxies leave alone
    /// (uikit-rules §17.4).
    public var appearanceRecord = AppearanceRecord()

    /// Whether the item takes touches (default true). A disabled item is drawn dimmed and its
    /// button lets touches through to the bar beneath (uikit-rules §2.1.2, §13.3).
    public var isEnabled = true { didSet { changed(relayout: false) } }

    /// A number the application chooses to identify the item; 0 by default.
    public var tag = 0

    /// The object the action is sent to, held weakly; nil sends it up the responder chain from the
    /// window's first responder (uikit-rules §3.3).
    public weak var target: (any ActionTarget)?

    /// A target the item keeps alive, for adapters with no other owner (closures, scripts).
    /// Setting it makes it the `target` too.
    public var retainedTarget: (any ActionTarget)? {
        didSet { target = retainedTarget }
    }

    /// The action sent when the item is tapped; nil sends nothing.
    public var action: ActionName?

    private var storedWidth = 0.0
    private var titleAttributes = StateTable<BarTitleAttributes>()

    /// The bars showing the item, told when it changes; not retained.
    var showingBars: [WeakReference<View>] = []

    /// A titled item.
    public init(title: String?, style: Style = .plain, target: (any ActionTarget)? = nil, action: ActionName? = nil) {
        self.title = title
        self.style = style
        self.target = target
        self.action = action
        systemItem = nil
    }

    /// An item showing an image (only its alpha counts, as a template, unless it says otherwise).
    public init(image: Image?, style: Style = .plain, target: (any ActionTarget)? = nil, action: ActionName? = nil) {
        self.image = image
        self.style = style
        self.target = target
        self.action = action
        systemItem = nil
    }

    /// One of the system items: a standard title or glyph, or a space.
    public init(barButtonSystemItem systemItem: SystemItem, target: (any ActionTarget)? = nil, action: ActionName? = nil) {
        self.systemItem = systemItem
        style = .plain
        self.target = target
        self.action = action
    }

    /// An item showing a view of the caller's, at the view's own size.
    public init(customView: View) {
        self.customView = customView
        style = .plain
        systemItem = nil
    }

    /// A flexible space: it takes an equal share of the room the other items leave.
    public static func flexibleSpace() -> BarButtonItem {
        BarButtonItem(barButtonSystemItem: .flexibleSpace)
    }

    /// A fixed space of a width (kept within 0…`maximumWidth`).
    public static func fixedSpace(_ width: Double) -> BarButtonItem {
        let space = BarButtonItem(barButtonSystemItem: .fixedSpace)
        space.width = width
        return space
    }

    // MARK: Kinds

    /// Whether the item is a fixed or flexible space, which shows nothing and takes no touches.
    public var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }

    /// Whether the item is a flexible space.
    public var isFlexibleSpace: Bool { systemItem == .flexibleSpace }

    /// The text the item shows: a system item's own title, else `title`.
    public var displayedTitle: String? {
        if let systemItem { return systemItem.title }
        return image == nil ? title : nil
    }

    // MARK: Title text attributes

    /// Sets the font and colour of the title in a state (nil removes them); a state without its own
    /// uses the normal state's (UIKit's fallback, uikit-rules §4.1).
    public func setTitleTextAttributes(_ attributes: BarTitleAttributes?, for state: Control.State) {
        titleAttributes.set(attributes, for: state)
        changed(relayout: true)
    }

    /// Sets the title as the item's own default, which appearance proxies may replace (the search
    /// bar's Cancel).
    func setDefaultTitle(_ title: String) {
        let wasApplying = appearanceRecord.isApplying
        appearanceRecord.isApplying = true
        self.title = title
        appearanceRecord.isApplying = wasApplying
    }

    /// The title's attributes set for exactly a state (highlighted|disabled counts as highlighted), if any.
    public func titleTextAttributes(for state: Control.State) -> BarTitleAttributes? {
        titleAttributes.storedValue(for: state)
    }

    /// The attributes the title is drawn with in a state: the state's own, else the normal state's.
    func effectiveTitleAttributes(for state: Control.State) -> BarTitleAttributes? {
        titleAttributes.value(for: state)
    }

    // MARK: Sending

    /// Sends the action from the item, with the event of the tap, through the application's
    /// central dispatch (uikit-rules §3.3, §13.3); nothing without an action. Without a target the
    /// action goes to the first object that responds along the window's first responder's chain,
    /// else along the chain of the button that was tapped (the bar, its superviews, the window), as
    /// the dispatch then does beyond them.
    func sendAction(through application: Application, from button: View, for event: InputEvent?) {
        guard let action else { return }
        let receiver = target ?? button.window?.firstResponder?.target(forAction: action, withSender: self)
            ?? button.target(forAction: action, withSender: self)
        application.sendAction(action, to: receiver, from: self, for: event)
    }

    // MARK: Changes

    /// Tells the bars showing the item that it changed: they redraw its button and, when the
    /// item's size may have changed, lay out again.
    private func changed(relayout: Bool) {
        showingBars.removeAll { $0.object == nil }
        for link in showingBars {
            (link.object as? BarItemHost)?.barButtonItemDidChange(self, relayout: relayout)
        }
    }

    /// Starts telling a bar about changes (once per bar).
    func addShowingBar(_ bar: View) {
        guard !showingBars.contains(where: { $0.object === bar }) else { return }
        showingBars.append(WeakReference(bar))
    }

    /// Stops telling a bar about changes.
    func removeShowingBar(_ bar: View) {
        showingBars.removeAll { $0.object === bar || $0.object == nil }
    }

    // MARK: Description

    /// The name used for the item in traffic records.
    public var typeName: String { "BarButtonItem" }

    /// What the item is (system item, title, image or custom view), then what differs from the defaults.
    public var displayProperties: [DisplayProperty] {
        var properties: [DisplayProperty] = []
        if let systemItem { properties.append(.value("systemItem", systemItem)) }
        if systemItem == nil, let customView { properties.append(.value("customView", customView.typeName)) }
        if systemItem == nil, customView == nil, image == nil || title != nil { properties.append(.text("title", title)) }
        if let image { properties.append(.value("image", "\(image.size.width.compactDescription)×\(image.size.height.compactDescription)")) }
        if style != .plain && systemItem == nil { properties.append(.value("style", style)) }
        if storedWidth != 0 { properties.append(.number("width", storedWidth)) }
        if tag != 0 { properties.append(.value("tag", tag)) }
        if !isEnabled { properties.append(.value("isEnabled", false)) }
        if let action { properties.append(.value("action", action)) }
        return properties
    }

    /// `BarButtonItem(title: "Evers", action: pushNext:)`.
    public var description: String {
        "BarButtonItem(" + displayProperties.map(\.description).joined(separator: ", ") + ")"
    }
}

/// The font and colour of a bar item's title (UIKit's title text attributes dictionary, reduced to
/// the two keys Tactile draws); nil for either keeps the bar's default.
public struct BarTitleAttributes: Hashable, Sendable, CustomStringConvertible {
    /// The title's font; nil for the bar's.
    public var font: Font?
    /// The title's colour; nil for the tint colour (or, for a navigation bar's title, black).
    public var color: Color?

    public init(font: Font? = nil, color: Color? = nil) {
        self.font = font
        self.color = color
    }

    /// `font: 15 pt bold, color: #FF0000`, the keys set.
    public var description: String {
        [font.map { "font: \($0)" }, color.map { "color: \($0)" }].compactMap { $0 }.joined(separator: ", ")
    }
}

/// A view that shows bar button items and hears of their changes: a toolbar or a navigation bar.
protocol BarItemHost: View {
    /// An item the view shows changed: redraw its button, and lay out again when `relayout`.
    func barButtonItemDidChange(_ item: BarButtonItem, relayout: Bool)
}
