/// A bar of bar button items, usually along the bottom of the screen (UIKit's `UIToolbar`).
///
/// The items sit left to right in the order of `items`, `BarItemLayout.spacing` apart and
/// `BarItemLayout.edgeMargin` in from the edges; fixed spaces keep their width and flexible spaces
/// share the room left (uikit-rules §13.4). Each item other than a space or a custom view is shown
/// by a `BarButton` the bar makes; a tap lifting inside it sends the item's action from the item
/// (§13.3). The look — `barStyle`, `barTintColor`, `isTranslucent`, the tint — is drawn by
/// `Appearance/BarAppearance.swift`.
///
///     > let bar = Toolbar(frame: Rect(x: 0, y: 800, width: 390, height: 44))
///     > bar.items = [BarButtonItem(title: "Edit"), .flexibleSpace(), BarButtonItem(barButtonSystemItem: .add)]
///     > bar.frameForItem(at: 2)
///     (346, 0, 28×44)
open class Toolbar: View, BarItemHost {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .toolbar }

    /// The height of UIKit's standard toolbar on an iPhone in portrait, without the home-indicator inset.
    public static let standardHeight = BarItemLayout.barHeight

    /// The action the item buttons send to the bar at touchUpInside.
    static let itemTapped: ActionName = "itemTapped:"

    private var shownItems: [BarButtonItem] = []
    /// The view showing each item, by the item's identity: its button, or its custom view.
    private var itemViews: [ObjectIdentifier: View] = [:]

    /// Whether the last change of items asked for animation (the fade itself is not modelled).
    public private(set) var lastItemChangeWasAnimated = false

    /// The bar's style: light (the default) or black (uikit-rules §13.5).
    public var barStyle = BarStyle.default {
        didSet {
            appearanceRecord.noteSet("barStyle")
            styleChanged()
        }
    }

    /// Whether the bar lets what is behind it show through a little (default true); an opaque bar
    /// is drawn in its colour at full strength.
    public var isTranslucent = true {
        didSet {
            appearanceRecord.noteSet("isTranslucent")
            setNeedsDisplay()
        }
    }

    /// The bar's background colour, in place of the style's; nil (the default) for the style's.
    public var barTintColor: Color? {
        didSet {
            appearanceRecord.noteSet("barTintColor")
            setNeedsDisplay()
        }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Draws the background and the hairline along the top (`Appearance/BarAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawBarBackground(style: barStyle, tint: barTintColor, translucent: isTranslucent, hairlineAtTop: true)
    }

    // MARK: Items

    /// The items, left to right (each once; repeats are dropped). Setting them keeps the buttons of
    /// the items that stay.
    public var items: [BarButtonItem] {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items as `items` does; `animated` is remembered in `lastItemChangeWasAnimated`.
    public func setItems(_ items: [BarButtonItem], animated: Bool) {
        var unique: [BarButtonItem] = []
        for item in items where !unique.contains(where: { $0 === item }) { unique.append(item) }
        for item in shownItems where !unique.contains(where: { $0 === item }) { forget(item) }
        shownItems = unique
        for item in unique { show(item) }
        lastItemChangeWasAnimated = animated
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Shows an item: by its custom view when it has one, else (unless it is a space) by a button
    /// made the first time; a view shown before for it that is no longer right is removed.
    private func show(_ item: BarButtonItem) {
        item.addShowingBar(self)
        let key = ObjectIdentifier(item)
        let current = itemViews[key]
        let wanted: View?
        if let view = item.customView {
            wanted = view
        } else if item.isSpace {
            wanted = nil
        } else if let button = current as? BarButton {
            wanted = button
        } else {
            let button = BarButton(item: item)
            button.isOnBlackBar = barStyle == .black
            button.addTarget(self, action: Toolbar.itemTapped, for: .touchUpInside)
            wanted = button
        }
        if let current, current !== wanted, current.superview === self { current.removeFromSuperview() }
        itemViews[key] = wanted
        if let wanted, wanted.superview !== self { addSubview(wanted) }
    }

    /// Removes an item's view and stops hearing of its changes.
    private func forget(_ item: BarButtonItem) {
        item.removeShowingBar(self)
        if let view = itemViews.removeValue(forKey: ObjectIdentifier(item)), view.superview === self { view.removeFromSuperview() }
    }

    /// The button showing an item, if the bar made one.
    func button(for item: BarButtonItem) -> BarButton? {
        itemViews[ObjectIdentifier(item)] as? BarButton
    }

    private func styleChanged() {
        for case let button as BarButton in itemViews.values { button.isOnBlackBar = barStyle == .black }
        setNeedsDisplay()
    }

    /// An item changed: it is shown again (it may have gained or lost a custom view) and redrawn,
    /// and the items are laid out again when its size may have changed.
    func barButtonItemDidChange(_ item: BarButtonItem, relayout: Bool) {
        guard shownItems.contains(where: { $0 === item }) else { return }
        show(item)
        button(for: item)?.setNeedsDisplay()
        if relayout {
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    // MARK: Layout (uikit-rules §13.4)

    /// The rectangle of the item at an index in the bar's bounds, the full height of the bar (a
    /// custom view's own size, centred), on whole points; `.zero` for an index out of range.
    public func frameForItem(at index: Int) -> Rect {
        guard shownItems.indices.contains(index) else { return .zero }
        let placed = placedItems()[index]
        let item = shownItems[index]
        if let view = item.customView {
            let height = view.frame.height
            return Rect(x: placed.x.rounded(.down), y: (bounds.midY - height / 2).rounded(.down), width: placed.width, height: height)
        }
        return Rect(x: placed.x, y: bounds.minY, width: placed.width, height: bounds.height).integral
    }

    private func placedItems() -> [(x: Double, width: Double)] {
        let measurer = textMeasurer
        return BarItemLayout.place(widths: shownItems.map { BarItemLayout.width(of: $0, measuredBy: measurer) },
                                   flexible: shownItems.map(\.isFlexibleSpace),
                                   from: bounds.minX + BarItemLayout.edgeMargin, to: bounds.maxX - BarItemLayout.edgeMargin)
    }

    /// Places each item's button or custom view.
    open override func layoutSubviews() {
        for (index, item) in shownItems.enumerated() {
            let frame = frameForItem(at: index)
            itemViews[ObjectIdentifier(item)]?.frame = frame
        }
    }

    /// Entering a window may change how text is measured (the application's measurer): the items
    /// are laid out again.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    // MARK: Taps (uikit-rules §13.3)

    open override func responds(to action: ActionName) -> Bool {
        action == Toolbar.itemTapped || super.responds(to: action)
    }

    open override func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard action == Toolbar.itemTapped else { return try super.perform(action, sender: sender, event: event) }
        guard let button = sender as? BarButton, button.superview === self, let application else { return }
        button.item.sendAction(through: application, from: button, for: event)
    }

    // MARK: Description

    /// The view's properties, then the items and the style when it is not the default.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        properties.append(DisplayProperty("items", BarButtonItem.summary(of: shownItems)))
        if barStyle != .default { properties.append(.value("barStyle", barStyle)) }
        if !isTranslucent { properties.append(.value("isTranslucent", false)) }
        return properties
    }
}

extension BarButtonItem {
    /// Items in a line, for descriptions: `["Edit", flexibleSpace, add, -"Delete"]`, a disabled item
    /// marked with a minus.
    static func summary(of items: [BarButtonItem]) -> String {
        "[" + items.map { item in
            let shown = item.systemItem.map { $0.title.map { "\"\($0)\"" } ?? $0.description }
                ?? item.customView.map { $0.typeName } ?? item.title.map { "\"\($0)\"" } ?? "image"
            return item.isEnabled || item.isSpace ? shown : "-" + shown
        }.joined(separator: ", ") + "]"
    }
}
