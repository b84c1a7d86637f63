/// A controller that shows one of several child controllers, chosen with a tab bar along the
/// bottom of its view (UIKit's `UITabBarController`).
///
/// The children's tab bar items are the bar's items. Only the selected child's view is in the
/// hierarchy, filling the view above the bar. A tap on a tab asks the delegate's should-select
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

    /// The index meaning "none" (UIKit's `NSNotFound`): no children.
    public static let notFound = Int.max

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

    private var children: [ViewController] = []
    private var selection = TabBarController.notFound

    /// Creates a controller whose view has a frame, with no children.
    public init(frame: Rect = .zero) {
        let container = ControllerRootView(frame: frame)
        super.init(view: container)
        container.controller = self
        container.layout = { [weak self] in self?.layoutViews() }
        tabBar.controller = self
        view.addSubview(tabBar)
        layoutViews()
    }

    // MARK: Children

    /// The children, in tab order (each once). Setting them keeps the selected child when it is
    /// still there, else selects the child at the same index, else the first (Apple's
    /// `viewControllers` discussion); with no children nothing is selected.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the children as `viewControllers` does; `animated` is passed to the bar.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let previous = selectedViewController
        let previousIndex = selection
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
        tabBar.replaceItems(children.map(\.tabBarItem), animated: animated)
        selection = TabBarController.notFound
        if let previous, let kept = children.firstIndex(where: { $0 === previous }) {
            show(kept)
        } else if children.indices.contains(previousIndex) {
            show(previousIndex, replacing: previous)
        } else if !children.isEmpty {
            show(0, replacing: previous)
        } else {
            show(nil, replacing: previous)
        }
    }

    /// The index of the selected child, or `notFound` when there are no children. Setting an index
    /// out of range is ignored; setting it tells nobody.
    public var selectedIndex: Int {
        get { selection }
        set {
            guard children.indices.contains(newValue) else { return }
            show(newValue, replacing: selectedViewController)
        }
    }

    /// The selected child, or nil. Setting a controller that is not a child is ignored; setting
    /// it tells nobody.
    public var selectedViewController: ViewController? {
        get { children.indices.contains(selection) ? children[selection] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
            show(index, replacing: selectedViewController)
        }
    }

    /// Makes a child the selection: its view replaces the previous child's, and its item is the
    /// bar's selection. In a window, the child leaving and the child arriving hear their
    /// appearance callbacks, will before the views change and did after (uikit-rules §14.5).
    private func show(_ index: Int?, replacing shown: ViewController? = nil) {
        let arriving = index.map { children[$0] }
        let leaving = shown === arriving ? nil : shown
        let application = view.window?.owningApplication
        let visible = application != nil && appearanceState != .disappeared
        if visible {
            leaving?.runAppearance(.viewWillDisappear, animated: false, recordingIn: application)
            arriving?.runAppearance(.viewWillAppear, animated: false, recordingIn: application)
        }
        if let leaving, leaving.view.superview === view { leaving.view.removeFromSuperview() }
        selection = index ?? TabBarController.notFound
        if let arriving, arriving.view.superview !== view { view.insertSubview(arriving.view, belowSubview: tabBar) }
        tabBar.selectedItem = arriving?.tabBarItem
        layoutViews()
        if visible {
            leaving?.runAppearance(.viewDidDisappear, animated: false, recordingIn: application)
            arriving?.runAppearance(.viewDidAppear, animated: false, recordingIn: application)
        }
    }

    /// The selected child hears the controller's own appearance callbacks.
    open override var childrenReceivingAppearance: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    // MARK: Layout

    /// The bar along the bottom of the view; the selected child's view fills the rest.
    func layoutViews() {
        let bounds = view.bounds
        let barHeight = min(TabBar.standardHeight, bounds.height)
        tabBar.frame = Rect(x: bounds.minX, y: bounds.maxY - barHeight, width: bounds.width, height: barHeight)
        selectedViewController?.view.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - barHeight)
    }

    // MARK: User selection (called by the bar)

    /// Asks the delegate whether the tapped tab may be selected; a refusal is noted in the traffic.
    func tabBarShouldSelect(_ item: TabBarItem) -> Bool {
        guard let child = children.first(where: { $0.tabBarItem === item }) else { return false }
        let allowed = delegate?.tabBarController(self, shouldSelect: child) ?? true
        if !allowed, let application = view.application {
            application.note("tabBarController:shouldSelectViewController: refused \(application.name(of: child))", from: self)
        }
        return allowed
    }

    /// Shows the tapped tab's child and tells the delegate.
    func tabBarDidSelect(_ item: TabBarItem) {
        guard let index = children.firstIndex(where: { $0.tabBarItem === item }) else { return }
        show(index, replacing: selectedViewController)
        let child = children[index]
        let delegate = delegate
        if let application = view.application {
            application.sendDelegateMessage("tabBarController:didSelectViewController:", from: self, to: delegate) {
                try delegate?.tabBarController(self, didSelect: child)
            }
        } else {
            try? delegate?.tabBarController(self, didSelect: child)
        }
    }
}
