/// The More tab and its edit interface (uikit-rules §19): which children have tabs and which are on
/// the More list, a row of the list pushing its child, and the user moving children onto the bar.
extension TabBarController {
    /// Whether the bar shows a More tab: there are more children than `maximumTabs`.
    public var hasMoreTab: Bool { children.count > TabBarController.maximumTabs }

    /// The view controllers with a tab, in order: every child, or the first four and the More
    /// navigation controller.
    public var tabViewControllers: [ViewController] {
        hasMoreTab ? Array(children.prefix(TabBarController.maximumTabs - 1)) + [moreNavigationController] : children
    }

    /// The children on the More list, in order: those after the fourth when there is a More tab.
    public var moreViewControllers: [ViewController] {
        hasMoreTab ? Array(children.dropFirst(TabBarController.maximumTabs - 1)) : []
    }

    /// The children the edit interface offers: the customizable ones that are children, in the
    /// order of `viewControllers`.
    var customizingViewControllers: [ViewController] {
        let customizable = customizableViewControllers ?? []
        return children.filter { child in customizable.contains { $0 === child } }
    }

    /// The More navigation controller goes back to its list, at once, and the list is read again.
    func moreNavigationControllerShowsList() {
        moreController.showList()
        moreList.reload()
    }

    /// A row of the More list was selected: its child is pushed onto the More navigation controller.
    func moreListDidSelect(row: Int) {
        let listed = moreViewControllers
        guard listed.indices.contains(row), !moreController.isTransitioning else { return }
        _ = try? moreController.pushViewController(listed[row], animated: true)
    }

    // MARK: The edit interface (uikit-rules §19.4)

    /// Whether the edit interface shows.
    public var isCustomizing: Bool { customizeView != nil }

    /// Shows the edit interface over the selected tab's view, below the bar, offering the
    /// customizable children; the delegate hears `willBeginCustomizing` first. Nothing happens
    /// while it shows or when no child is customizable. The More list's Edit button calls it.
    public func beginCustomizing() {
        let offered = customizingViewControllers
        guard customizeView == nil, !offered.isEmpty else { return }
        let current = children
        tellCustomizing("tabBarController:willBeginCustomizingViewControllers:") { delegate in
            try delegate?.tabBarController(self, willBeginCustomizing: current)
        }
        childrenBeforeCustomizing = children
        let sheet = TabBarCustomizeView(controller: self, offering: offered)
        customizeView = sheet
        tabBar.isCustomizing = true
        view.insertSubview(sheet, belowSubview: tabBar)
        layoutViews()
    }

    /// Hides the edit interface, telling the delegate `willEndCustomizing` before and
    /// `didEndCustomizing` after, with whether the children's order changed. The Done button calls it.
    public func endCustomizing() {
        guard let sheet = customizeView else { return }
        let changed = children.count != childrenBeforeCustomizing.count
            || zip(children, childrenBeforeCustomizing).contains { $0 !== $1 }
        let current = children
        tellCustomizing("tabBarController:willEndCustomizingViewControllers:changed:") { delegate in
            try delegate?.tabBarController(self, willEndCustomizing: current, changed: changed)
        }
        sheet.removeFromSuperview()
        customizeView = nil
        tabBar.isCustomizing = false
        childrenBeforeCustomizing = []
        tellCustomizing("tabBarController:didEndCustomizingViewControllers:changed:") { delegate in
            try delegate?.tabBarController(self, didEndCustomizing: current, changed: changed)
        }
    }

    /// A child of the edit interface was dropped on the tab at `index`: it and the tab's child
    /// change places in `viewControllers`, so it takes the tab and the other takes its place (on the
    /// More list, or another tab). The More tab, a tab whose child is not customizable and the
    /// child's own tab refuse it; returns whether the children changed.
    @discardableResult
    func customizeDrop(_ child: ViewController, onTab index: Int) -> Bool {
        let tabs = tabViewControllers
        guard tabs.indices.contains(index) else { return false }
        let target = tabs[index]
        guard target !== moreNavigationController, target !== child,
              customizingViewControllers.contains(where: { $0 === target }),
              let from = children.firstIndex(where: { $0 === child }), let to = children.firstIndex(where: { $0 === target })
        else { return false }
        let selected = selectedViewController
        children.swapAt(from, to)
        if let shown = moreController.viewControllers.dropFirst().first, !moreViewControllers.contains(where: { $0 === shown }) {
            moreController.showList()
        }
        tabBar.replaceItems(tabViewControllers.map(\.tabBarItem), animated: true)
        moreList.reload()
        if let selected, selected !== moreNavigationController {
            select(selected, replacing: selectedTab)
        } else {
            tabBar.selectedItem = selectedTab?.tabBarItem
        }
        return true
    }

    /// Tells the delegate a customizing message, recorded in the traffic.
    private func tellCustomizing(_ message: ActionName, _ send: ((any TabBarControllerDelegate)?) throws -> Void) {
        let delegate = delegate
        if let application = view.application {
            application.sendDelegateMessage(message, from: self, to: delegate) { try send(delegate) }
        } else {
            try? send(delegate)
        }
    }
}
