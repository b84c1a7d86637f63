/// A controller that shows one of several child controllers, chosen with a tab bar along the
/// bottom of its view (UIKit's `UITabBarController`).
///
/// The children's tab bar items are the bar's items; with more than `maximumTabs` children the first
/// four have tabs and a More tab, the `moreNavigationController`'s, lists the rest, where the user can
/// also move them onto the bar (uikit-rules §19). Only the selected tab's view is in the hierarchy,
/// filling the view above the bar. A tap on a tab asks the delegate's should-select
/// (false keeps the current tab), selects it and tells the delegate, even when the tab already was
/// selected (Apple's `UITabBarControllerDelegate`); setting `selectedIndex` or
/// `selectedViewController` in code tells nobody. User selections are recorded in the traffic as
/// `tabBarController:didSelectViewController:` after the bar's own `tabBar:didSelectItem:`, and a
/// refusal as a note. While the controller's view is in a window, a change of tab calls the
/// appearance callbacks of the child leaving and the child arriving (uikit-rules §14.5).
///
///     > let tabs = TabBarController(frame: Rect(x: 0, y: 0, width: 390, height: 844))
///     > tabs.viewControllers = [ViewController(title: "Home"), ViewController(title: "Search")]
///     > tabs.selectedIndex
///     0
open class TabBarController: ViewController {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .tabBarController }

    /// The index meaning "none" (UIKit's `NSNotFound`): no children, or the More list showing.
    public static let notFound = Int.max

    /// The most tabs the bar shows, an iPhone's: with more children, the first four have tabs and
    /// a More tab is the fifth (uikit-rules §19.1).
    public static let maximumTabs = 5

    /// The bar along the bottom of the view, `TabBar.standardHeight` high. Its items belong to the
    /// controller: set `viewControllers` rather than the bar's items.
    public let tabBar = TabBar()

    /// The object asked about and told of user selections, held weakly.
    public weak var delegate: (any TabBarControllerDelegate)?

    /// A delegate the controller keeps alive, for adapters with no other owner (closures,
    /// scripts). Setting it makes it the `delegate` too.
    public var retainedDelegate: (any TabBarControllerDelegate)? {
        didSet { delegate = retainedDelegate }
    }

    /// The More tab's navigation controller (uikit-rules §19.1): its root view controller's view is
    /// a table listing the children that do not fit in the bar; a row pushes its child.
    public var moreNavigationController: NavigationController { moreController }

    /// The More navigation controller, as its own class.
    let moreController: MoreNavigationController

    /// The children the user may move in the edit interface of the More list; nil for none. Setting
    /// `viewControllers` sets it to all of them (uikit-rules §19.4).
    public var customizableViewControllers: [ViewController]? {
        didSet { moreList.reload() }
    }

    var children: [ViewController] = []
    /// The view controller of the selected tab: a child shown in the bar, or the More navigation
    /// controller (UIKit's selected view controller "in the tab bar").
    var selectedTab: ViewController?
    /// The edit interface while it shows.
    var customizeView: TabBarCustomizeView?
    /// The children when the edit interface began, to tell whether they changed.
    var childrenBeforeCustomizing: [ViewController] = []

    /// Creates a controller whose view has a frame, with no children.
    public init(frame: Rect = .zero) {
        let container = ControllerRootView(frame: frame)
        moreController = MoreNavigationController()
        super.init(view: container)
        container.controller = self
        container.layout = { [weak self] in self?.layoutViews() }
        moreController.owner = self
        moreController.tabBarController = self
        moreController.parent = self
        tabBar.controller = self
        view.addSubview(tabBar)
        layoutViews()
    }

    /// The More list's controller.
    var moreList: MoreListController { moreController.listController }

    // MARK: Children

    /// The children, in tab order (each once). Setting them keeps the selected child when it is
    /// still there, else selects the child at the same index, else the first (Apple's
    /// `viewControllers` discussion); with no children nothing is selected. With more than
    /// `maximumTabs` children the bar shows the first four and a More tab (uikit-rules §19.1).
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the children as `viewControllers` does; `animated` is passed to the bar. Every child
    /// becomes customizable, as UIKit's `customizableViewControllers` is reset.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let previous = selectedViewController
        let previousIndex = selectedIndex
        moreNavigationControllerShowsList()
        for child in children {
            child.tabBarController = nil
            child.parent = nil
        }
        children = []
        for controller in controllers where !children.contains(where: { $0 === controller }) { children.append(controller) }
        for child in children {
            child.tabBarController = self
            child.parent = self
        }
        customizableViewControllers = children
        tabBar.replaceItems(tabViewControllers.map(\.tabBarItem), animated: animated)
        let shown = selectedTab
        selectedTab = nil
        if let previous, previous === moreNavigationController, hasMoreTab {
            show(tab: moreNavigationController, replacing: shown)
        } else if let previous, children.contains(where: { $0 === previous }) {
            select(previous, replacing: shown)
        } else if children.indices.contains(previousIndex) {
            select(children[previousIndex], replacing: shown)
        } else {
            select(children.first, replacing: shown)
        }
    }

    /// The index of the selected child in `viewControllers` — a child on the More list counts too —
    /// or `notFound` while the More list itself shows or there are no children (uikit-rules
    /// §19.2). Setting an index out of range is ignored; setting it tells nobody.
    public var selectedIndex: Int {
        get {
            guard let selected = selectedViewController, selected !== moreNavigationController else { return TabBarController.notFound }
            return children.firstIndex { $0 === selected } ?? TabBarController.notFound
        }
        set {
            guard children.indices.contains(newValue) else { return }
            select(children[newValue], replacing: selectedTab)
        }
    }

    /// The selected child, or nil: the selected tab's child, or on the More tab the child pushed
    /// from the More list, or the More navigation controller while its list shows (uikit-rules
    /// §19.2). Setting a child on the More list selects the More tab and shows that child on it;
    /// setting the More navigation controller selects the More tab. Setting a controller that is
    /// neither a child nor the More navigation controller is ignored; setting it tells nobody.
    public var selectedViewController: ViewController? {
        get {
            guard let selectedTab else { return nil }
            if selectedTab === moreController { return moreController.displayedViewController }
            return selectedTab
        }
        set {
            guard let newValue else { return }
            if newValue === moreNavigationController {
                if hasMoreTab { show(tab: moreNavigationController, replacing: selectedTab) }
                return
            }
            guard children.contains(where: { $0 === newValue }) else { return }
            select(newValue, replacing: selectedTab)
        }
    }

    /// Selects a child: its tab, or the More tab showing it pushed above the list; none for nil.
    func select(_ child: ViewController?, replacing shown: ViewController?) {
        guard let child else { return show(tab: nil, replacing: shown) }
        if tabViewControllers.contains(where: { $0 === child }) {
            show(tab: child, replacing: shown)
        } else if moreViewControllers.contains(where: { $0 === child }) {
            moreController.display(child)
            show(tab: moreNavigationController, replacing: shown)
        }
    }

    /// Makes a tab the selection: its view controller's view replaces the previous tab's, and its
    /// item is the bar's selection. In a window, the controller leaving and the one arriving hear
    /// their appearance callbacks, will before the views change and did after (uikit-rules §14.5).
    func show(tab arriving: ViewController?, replacing shown: ViewController?) {
        let leaving = shown === arriving ? nil : shown
        let application = view.window?.owningApplication
        let visible = application != nil && appearanceState != .disappeared
        if visible {
            leaving?.runAppearance(.viewWillDisappear, animated: false, recordingIn: application)
            arriving?.runAppearance(.viewWillAppear, animated: false, recordingIn: application)
        }
        if let leaving, leaving.view.superview === view { leaving.view.removeFromSuperview() }
        selectedTab = arriving
        if let arriving, arriving.view.superview !== view {
            view.insertSubview(arriving.view, belowSubview: customizeView ?? tabBar)
        }
        tabBar.selectedItem = arriving?.tabBarItem
        layoutViews()
        if visible {
            leaving?.runAppearance(.viewDidDisappear, animated: false, recordingIn: application)
            arriving?.runAppearance(.viewDidAppear, animated: false, recordingIn: application)
        }
    }

    /// The selected tab's view controller hears the controller's own appearance callbacks.
    open override var childrenReceivingAppearance: [ViewController] {
        selectedTab.map { [$0] } ?? []
    }

    // MARK: Layout

    /// The bar along the bottom of the view; the selected tab's view (and the edit interface while
    /// it shows) fills the rest.
    func layoutViews() {
        let bounds = view.bounds
        let barHeight = min(TabBar.standardHeight, bounds.height)
        tabBar.frame = Rect(x: bounds.minX, y: bounds.maxY - barHeight, width: bounds.width, height: barHeight)
        let content = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - barHeight)
        selectedTab?.view.frame = content
        customizeView?.frame = content
    }

    // MARK: User selection (called by the bar)

    /// Asks the delegate whether the tapped tab may be selected (the More tab's controller is the
    /// More navigation controller); a refusal is noted in the traffic.
    func tabBarShouldSelect(_ item: TabBarItem) -> Bool {
        guard let tab = tabViewControllers.first(where: { $0.tabBarItem === item }) else { return false }
        let allowed = delegate?.tabBarController(self, shouldSelect: tab) ?? true
        if !allowed, let application = view.application {
            application.note("tabBarController:shouldSelectViewController: refused \(application.name(of: tab))", from: self)
        }
        return allowed
    }

    /// Shows the tapped tab and tells the delegate. A tap on the selected tab whose controller is a
    /// navigation controller pops it to its root, animated — the More tab back to its list
    /// (uikit-rules §19.2).
    func tabBarDidSelect(_ item: TabBarItem) {
        guard let tab = tabViewControllers.first(where: { $0.tabBarItem === item }) else { return }
        let wasSelected = selectedTab === tab
        show(tab: tab, replacing: selectedTab)
        if wasSelected, let navigation = tab as? NavigationController, navigation.viewControllers.count > 1 {
            _ = try? navigation.popToRootViewController(animated: true)
        }
        let delegate = delegate
        if let application = view.application {
            application.sendDelegateMessage("tabBarController:didSelectViewController:", from: self, to: delegate) {
                try delegate?.tabBarController(self, didSelect: tab)
            }
        } else {
            try? delegate?.tabBarController(self, didSelect: tab)
        }
    }
}
