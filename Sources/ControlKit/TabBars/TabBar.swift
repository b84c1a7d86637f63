/// A bar of items of which one may be selected (UIKit's `UITabBar`).
///
/// Each item is shown by a button (`TabBarButton`, a control) and the items share the bar's width
/// equally. A tap selects an item when it lifts inside the item's button — within 15 pt of it
/// (uikit-rules §2.5) — and then the delegate hears `tabBar(_:didSelect:)`, even when the
/// item already was selected (Apple's `UITabBarDelegate`). A disabled item is transparent to
/// touches and cannot be selected. Setting `selectedItem` in code tells nobody. Every user
/// selection is recorded in the traffic as the delegate message `tabBar:didSelectItem:`
/// (`unhandled` when there is no delegate).
///
///     > let bar = TabBar(frame: Rect(x: 0, y: 795, width: 390, height: 49))
///     > bar.items = [TabBarItem(title: "Home"), TabBarItem(title: "Search")]
///     > bar.frameForItem(at: 1)
///     (195, 0, 195×49)
open class TabBar: View {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .tabBar }

    /// A tab bar is a tab bar.
    override open var defaultAccessibilityTraits: AccessibilityTraits { .tabBar }

    /// The height of UIKit's standard compact tab bar, without the home-indicator inset.
    public static let standardHeight = 49.0

    /// The action the item buttons send to the bar at touchUpInside.
    static let itemTapped: ActionName = "itemTapped:"

    /// The object told about user selections, held weakly.
    public weak var delegate: (any TabBarDelegate)?

    /// A delegate the bar keeps alive, for adapters with no other owner (closures, scripts).
    /// Setting it makes it the `delegate` too.
    public var retainedDelegate: (any TabBarDelegate)? {
        didSet { delegate = retainedDelegate }
    }

    /// The tab bar controller that owns the bar, which vets and follows user selections.
    weak var controller: TabBarController?

    private var buttons: [TabBarButton] = []
    private var storedSelection: TabBarItem?

    /// Whether the last change of items asked for animation (animation itself is not modelled).
    public private(set) var lastItemChangeWasAnimated = false

    /// Whether the edit interface of the bar's tab bar controller shows: taps then select nothing
    /// (uikit-rules §19.4).
    public internal(set) var isCustomizing = false

    /// The bar's background colour; nil for the system's light grey.
    public var barTintColor: Color? { didSet { appearanceRecord.noteSet("barTintColor"); setNeedsDisplay() } }

    /// The colour of the items that are not selected; nil for the system's grey.
    public var unselectedItemTintColor: Color? {
        didSet {
            appearanceRecord.noteSet("unselectedItemTintColor")
            for button in buttons { button.setNeedsDisplay() }
        }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Draws the bar's background and the hairline along its top (`Appearance/TabBarAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    // MARK: Items

    /// The items, left to right. Setting them keeps the selection when the selected item is
    /// still among them, and clears it otherwise.
    public var items: [TabBarItem] {
        get { buttons.map(\.item) }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (each item once; repeats are dropped), as `items` does. The bar of a tab
    /// bar controller takes its items from the controller's children: setting them directly is
    /// refused with a note in the traffic, where UIKit raises an exception.
    public func setItems(_ items: [TabBarItem], animated: Bool) {
        if controller != nil {
            application?.note("a tab bar managed by a tab bar controller takes its items from viewControllers", from: self)
            return
        }
        replaceItems(items, animated: animated)
    }

    /// Replaces the items, for the bar itself and its controller.
    func replaceItems(_ items: [TabBarItem], animated: Bool) {
        var unique: [TabBarItem] = []
        for item in items where !unique.contains(where: { $0 === item }) { unique.append(item) }
        for button in buttons { button.removeFromSuperview() }
        buttons = unique.map { item in
            let button = TabBarButton(item: item)
            button.addTarget(self, action: TabBar.itemTapped, for: .touchUpInside)
            addSubview(button)
            return button
        }
        lastItemChangeWasAnimated = animated
        if let selected = storedSelection, !unique.contains(where: { $0 === selected }) { storedSelection = nil }
        markSelection()
        layoutSubviews()
    }

    /// The selected item, or nil (the default). Setting it selects the item silently; an item
    /// that is not among `items` is ignored; nil clears the selection.
    public var selectedItem: TabBarItem? {
        get { storedSelection }
        set {
            guard newValue == nil || buttons.contains(where: { $0.item === newValue }) else { return }
            storedSelection = newValue
            markSelection()
        }
    }

    /// The position of an item among `items`, if it is there.
    public func index(of item: TabBarItem) -> Int? {
        buttons.firstIndex { $0.item === item }
    }

    /// The rectangle of the item at an index in the bar's bounds: the items share the width
    /// equally and take the full height; `.zero` for an index out of range.
    public func frameForItem(at index: Int) -> Rect {
        guard buttons.indices.contains(index) else { return .zero }
        let width = bounds.width / Double(buttons.count)
        return Rect(x: bounds.minX + width * Double(index), y: bounds.minY, width: width, height: bounds.height)
    }

    /// The button showing the item at an index.
    func button(at index: Int) -> TabBarButton? {
        buttons.indices.contains(index) ? buttons[index] : nil
    }

    private func markSelection() {
        for button in buttons { button.isSelected = button.item === storedSelection }
    }

    // MARK: Layout

    /// Places each item's button over its share of the bar.
    open override func layoutSubviews() {
        for (index, button) in buttons.enumerated() { button.frame = frameForItem(at: index) }
    }

    // MARK: User selection

    open override func responds(to action: ActionName) -> Bool {
        action == TabBar.itemTapped || super.responds(to: action)
    }

    open override func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard action == TabBar.itemTapped else { return try super.perform(action, sender: sender, event: event) }
        guard let button = sender as? TabBarButton, buttons.contains(where: { $0 === button }) else { return }
        userSelected(button.item)
    }

    /// A tap lifted inside an item's button: the owning controller may refuse; otherwise the item
    /// becomes the selection and the delegate, then the controller, hear of it.
    func userSelected(_ item: TabBarItem) {
        guard !isCustomizing else { return }
        if let controller, !controller.tabBarShouldSelect(item) { return }
        selectedItem = item
        let delegate = delegate
        if let application {
            application.sendDelegateMessage("tabBar:didSelectItem:", from: self, to: delegate) {
                try delegate?.tabBar(self, didSelect: item)
            }
        } else {
            try? delegate?.tabBar(self, didSelect: item)
        }
        controller?.tabBarDidSelect(item)
    }

    // MARK: Description

    /// The view's properties, then the items' titles and the selected item's index.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        let titles = buttons.map { button in
            let title = button.item.title.map { "\"\($0)\"" } ?? "nil"
            return button.item.isEnabled ? title : "-" + title
        }
        properties.append(DisplayProperty("items", "[" + titles.joined(separator: ", ") + "]"))
        if let selected = storedSelection, let index = index(of: selected) {
            properties.append(.value("selectedIndex", index))
        }
        return properties
    }
}
