/// The views a navigation bar shows for one top item, and where they go (uikit-rules §14.2): the
/// back button at the left, then the left items (the first leftmost) — in place of the back button
/// unless the item supplements it —, the right items from the right edge inwards (the first
/// rightmost), the title or title view centred on the bar and kept between the two groups, and the
/// prompt above. Every frame lies on whole points, so text is drawn alike whether a view's drawing
/// is kept or not. A transition keeps the outgoing item's views while they fade out.
final class NavigationBarContent {
    /// The item the views show.
    let item: NavigationItem

    private weak var bar: NavigationBar?
    private let backButton: BarButton
    private let titleLabel = Label()
    private let promptLabel = Label()
    /// The view showing each left or right item, by the item's identity: its button or its custom view.
    private var itemViews: [ObjectIdentifier: View] = [:]
    private var shownItems: [BarButtonItem] = []

    init(item: NavigationItem, bar: NavigationBar) {
        self.item = item
        self.bar = bar
        backButton = BarButton(item: BarButtonItem(title: nil), isBackButton: true)
        backButton.addTarget(bar, action: NavigationBar.itemTapped, for: .touchUpInside)
        titleLabel.textAlignment = .center
        promptLabel.textAlignment = .center
        promptLabel.font = Font(size: 13)
    }

    /// Every view the content has put in the bar.
    var views: [View] {
        [backButton, titleLabel, promptLabel] + shownItems.compactMap { itemViews[ObjectIdentifier($0)] } + [item.titleView].compactMap { $0 }
    }

    /// The view of the bar's own that slides during a transition: the title.
    var slidingViews: [View] { [titleLabel] }

    /// The button showing one of the item's bar button items.
    func button(for barItem: BarButtonItem) -> BarButton? {
        itemViews[ObjectIdentifier(barItem)] as? BarButton
    }

    /// Whether the back button shows: there is an item beneath, the top item does not hide it, and
    /// it has no left items unless they supplement the back button (§14.2).
    private var showsBackButton: Bool {
        guard let bar, let backItem = bar.backItem, backItem !== item else { return false }
        return !item.hidesBackButton && (item.leftBarButtonItems.isEmpty || item.leftItemsSupplementBackButton)
    }

    /// Makes the views match the item, the item beneath it and the bar's style: buttons for new
    /// bar button items (kept for those that stay), the titles, the colours.
    func update() {
        guard let bar else { return }
        let black = bar.barStyle == .black
        let titleColor = BarLook.titleColor(style: bar.barStyle)
        place(backButton, shown: showsBackButton)
        if let backItem = bar.backItem {
            backButton.item.title = backItem.backButtonTitle
            backButton.item.tintColor = backItem.backBarButtonItem?.tintColor
        }
        let wanted = item.leftBarButtonItems + item.rightBarButtonItems
        for old in shownItems where !wanted.contains(where: { $0 === old }) {
            old.removeShowingBar(bar)
            if let view = itemViews.removeValue(forKey: ObjectIdentifier(old)), view.superview === bar { view.removeFromSuperview() }
        }
        shownItems = wanted
        for barItem in wanted { show(barItem, in: bar, black: black) }
        titleLabel.text = item.titleView == nil ? item.title : nil
        titleLabel.font = bar.titleTextAttributes?.font ?? Font(size: Font.bodySize, weight: .semibold)
        titleLabel.textColor = bar.titleTextAttributes?.color ?? titleColor
        place(titleLabel, shown: item.titleView == nil)
        if let titleView = item.titleView, titleView.superview !== bar { bar.addSubview(titleView) }
        promptLabel.text = item.prompt
        promptLabel.textColor = titleColor
        place(promptLabel, shown: item.prompt != nil)
        backButton.isOnBlackBar = black
    }

    /// Shows a bar button item by its custom view, or by a button made the first time.
    private func show(_ barItem: BarButtonItem, in bar: NavigationBar, black: Bool) {
        barItem.addShowingBar(bar)
        let key = ObjectIdentifier(barItem)
        let current = itemViews[key]
        let wanted: View?
        if let view = barItem.customView {
            wanted = view
        } else if barItem.isSpace {
            wanted = nil
        } else if let button = current as? BarButton {
            wanted = button
        } else {
            let button = BarButton(item: barItem)
            button.addTarget(bar, action: NavigationBar.itemTapped, for: .touchUpInside)
            wanted = button
        }
        if let current, current !== wanted, current.superview === bar { current.removeFromSuperview() }
        itemViews[key] = wanted
        (wanted as? BarButton)?.isOnBlackBar = black
        if let wanted, wanted.superview !== bar { bar.addSubview(wanted) }
    }

    /// Adds a view to the bar or takes it out.
    private func place(_ view: View, shown: Bool) {
        guard let bar else { return }
        if shown, view.superview !== bar { bar.addSubview(view) }
        if !shown, view.superview === bar { view.removeFromSuperview() }
    }

    /// Takes every view out of the bar and stops hearing of the bar button items' changes, but for
    /// the views and items that `kept` (the content taking over) shows too.
    func remove(keeping kept: NavigationBarContent? = nil) {
        let keptViews = kept?.views ?? []
        for view in views where view.superview === bar && !keptViews.contains(where: { $0 === view }) { view.removeFromSuperview() }
        guard let bar else { return }
        for barItem in shownItems where !(kept?.shownItems.contains(where: { $0 === barItem }) ?? false) {
            barItem.removeShowingBar(bar)
        }
    }

    // MARK: Layout

    /// Places the views in the bar's bounds: the content along the bottom `standardHeight`, the
    /// prompt above it.
    func layout() {
        guard let bar else { return }
        let bounds = bar.bounds
        let measurer = bar.textMeasurer
        let contentHeight = min(NavigationBar.standardHeight, bounds.height)
        let top = bounds.maxY - contentHeight
        func row(_ x: Double, _ width: Double) -> Rect { Rect(x: x, y: top, width: width, height: contentHeight) }

        var leftEdge = bounds.minX + BarItemLayout.edgeMargin
        if backButton.superview === bar {
            let title = backButton.item.title ?? ""
            let titleWidth = title.isEmpty ? 0 : measurer.size(of: title, attributes: StandardLook.line(Font(size: Font.bodySize), .black), maximumWidth: nil).width
            let width = 8 + 13 + (titleWidth > 0 ? NavigationBar.backTitleGap + titleWidth : 0)
            backButton.frame = row(bounds.minX, width).integral
            leftEdge = backButton.frame.maxX + BarItemLayout.spacing
        }
        var leftLimit = backButton.superview === bar ? backButton.frame.maxX : bounds.minX + BarItemLayout.edgeMargin
        let left = item.leftBarButtonItems
        if !left.isEmpty {
            let widths = left.map { BarItemLayout.width(of: $0, measuredBy: measurer) }
            let placed = BarItemLayout.place(widths: widths, flexible: left.map { _ in false }, from: leftEdge, to: leftEdge)
            for (barItem, spot) in zip(left, placed) { frame(barItem, row(spot.x, spot.width)) }
            leftLimit = placed.last.map { ($0.x + $0.width).rounded(.up) } ?? leftLimit
        }
        var rightLimit = bounds.maxX - BarItemLayout.edgeMargin
        let right = item.rightBarButtonItems
        if !right.isEmpty {
            let widths = right.map { BarItemLayout.width(of: $0, measuredBy: measurer) }
            let total = widths.reduce(0, +) + BarItemLayout.spacing * Double(widths.count - 1)
            let start = bounds.maxX - BarItemLayout.edgeMargin - total
            let placed = BarItemLayout.place(widths: widths.reversed(), flexible: right.map { _ in false }, from: start, to: start)
            for (barItem, spot) in zip(right.reversed(), placed) { frame(barItem, row(spot.x, spot.width)) }
            rightLimit = start.rounded(.down)
        }
        layoutTitle(between: leftLimit + BarItemLayout.spacing, and: rightLimit - BarItemLayout.spacing, row: row(bounds.minX, bounds.width))
        promptLabel.frame = Rect(x: bounds.minX + BarItemLayout.edgeMargin, y: bounds.minY,
                                 width: max(0, bounds.width - 2 * BarItemLayout.edgeMargin), height: max(0, top - bounds.minY)).integral
    }

    /// Places a bar button item's view in its slot: a button fills it, a custom view keeps its height, centred.
    private func frame(_ barItem: BarButtonItem, _ slot: Rect) {
        guard let view = itemViews[ObjectIdentifier(barItem)] else { return }
        if barItem.customView != nil {
            view.frame = Rect(x: slot.minX.rounded(.down), y: (slot.midY - view.frame.height / 2).rounded(.down),
                              width: slot.width, height: view.frame.height)
        } else {
            view.frame = slot.integral
        }
    }

    /// The title (or title view) centred on the bar, moved into the room between the groups when
    /// it would overlap one, and narrowed to that room when wider.
    private func layoutTitle(between minX: Double, and maxX: Double, row: Rect) {
        guard let bar else { return }
        let room = max(0, maxX - minX)
        let natural: Double
        if let titleView = item.titleView {
            natural = titleView.frame.width
        } else {
            let text = titleLabel.text ?? ""
            natural = text.isEmpty ? 0 : bar.textMeasurer.size(of: text, attributes: StandardLook.line(titleLabel.font, .black), maximumWidth: nil).width
        }
        let width = min(natural, room)
        var x = row.midX - width / 2
        x = min(max(x, minX), maxX - width)
        if let titleView = item.titleView {
            titleView.frame = Rect(x: x, y: row.midY - titleView.frame.height / 2, width: width, height: titleView.frame.height).integral
        } else {
            titleLabel.frame = Rect(x: x, y: row.minY, width: width, height: row.height).integral
        }
    }
}
