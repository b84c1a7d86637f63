/// A controller that shows one of several child controllers, chosen with a tab bar along the
/// bottom of its view (UIKit's `UITabBarController`).
///
/// The children's tab bar items are the bar's items. Only the selected child's view is in the
/// hierarchy, filling the view above the bar. A tap on a tab asks the delegate's should-select
/// (false keeps the current tab), selects it and tells the delegate, even when the tab already was
/// selected (Apple's `UITabBarControllerDelegate`); setting `selectedIndex` or
/// `selectedViewController` in code tells nobody. User selections are recorded in the traffic as
/// `tabBarController:didSelectViewController:` after the bar's own `tabBar:didSelectItem:`, and a
/// refusal as a note.
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
        let container = ContainerView(frame: frame)
        super.init(view: container)
        container.controller = self
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
        previous?.view.removeFromSuperview()
        for child in children { child.tabBarController = nil }
        children = []
        for controller in controllers where !children.contains(where: { $0 === controller }) { children.append(controller) }
        for child in children { child.tabBarController = self }
        tabBar.replaceItems(children.map(\.tabBarItem), animated: animated)
        selection = TabBarController.notFound
        if let previous, let kept = children.firstIndex(where: { $0 === previous }) {
            show(kept)
        } else if children.indices.contains(previousIndex) {
            show(previousIndex)
        } else if !children.isEmpty {
            show(0)
        } else {
            tabBar.selectedItem = nil
        }
    }

    /// The index of the selected child, or `notFound` when there are no children. Setting an index
    /// out of range is ignored; setting it tells nobody.
    public var selectedIndex: Int {
        get { selection }
        set {
            guard children.indices.contains(newValue) else { return }
            show(newValue)
        }
    }

    /// The selected child, or nil. Setting a controller that is not a child is ignored; setting
    /// it tells nobody.
    public var selectedViewController: ViewController? {
        get { children.indices.contains(selection) ? children[selection] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
            show(index)
        }
    }

    /// Makes a child the selection: its view replaces the previous child's, and its item is the
    /// bar's selection.
    private func show(_ index: Int) {
        if selection != index, let current = selectedViewController { current.view.removeFromSuperview() }
        selection = index
        let child = children[index]
        if child.view.superview !== view { view.insertSubview(child.view, belowSubview: tabBar) }
        tabBar.selectedItem = child.tabBarItem
        layoutViews()
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
        show(index)
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

    /// The controller's view: it lays the bar and the selected child out when its size changes.
    private final class ContainerView: View {
        weak var controller: TabBarController?

        override func layoutSubviews() {
            controller?.layoutViews()
        }

        override func hitTest(_ point: Point, with event: InputEvent?) -> View? {
            layoutIfNeeded()
            return super.hitTest(point, with: event)
        }
    }
}
