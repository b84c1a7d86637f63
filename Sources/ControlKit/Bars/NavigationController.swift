/// A controller that shows a stack of view controllers, one at a time, under a navigation bar made
/// from their navigation items (UIKit's `UINavigationController`).
///
/// Pushing a view controller slides its view in from the right over 0.35 s of virtual time (a pop
/// slides the top one out), while the bar shows the new top item and its back button; a tap on the
/// back button pops (uikit-rules §14.3). The top view controller's `toolbarItems` fill the toolbar
/// along the bottom, shown when `isToolbarHidden` is false. The children hear their appearance
/// callbacks and the delegate its will-show and did-show in UIKit's order, following the clock
/// (§14.5). A change asked for during an animated one is refused with an error, as are a view
/// controller pushed twice or belonging to another container (§14.6).
///
///     > let nav = NavigationController(rootViewController: ViewController(title: "Inbox"), frame: Rect(x: 0, y: 0, width: 390, height: 844))
///     > try nav.pushViewController(ViewController(title: "Message"), animated: false)
///     > nav.navigationBar.backItem?.title
///     Optional("Inbox")
open class NavigationController: ViewController {
    /// The class's appearance class, which containment lists name (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .navigationController }

    /// How long an animated push or pop takes, in seconds (the bar's transition takes as long).
    public static let transitionDuration = NavigationBar.transitionDuration

    /// The bar along the top; its items are the children's navigation items, so push and pop view
    /// controllers rather than items.
    public let navigationBar = NavigationBar()

    /// The toolbar along the bottom, hidden by default; it shows the top view controller's toolbar items.
    public let toolbar = Toolbar()

    /// The object told when a view controller is about to be shown and has been, held weakly.
    public weak var delegate: (any NavigationControllerDelegate)?

    /// A delegate the controller keeps alive, for adapters with no other owner (closures, scripts).
    /// Setting it makes it the `delegate` too.
    public var retainedDelegate: (any NavigationControllerDelegate)? {
        didSet { delegate = retainedDelegate }
    }

    private var stack: [ViewController] = []

    /// The animated change in progress, if any.
    var transition: NavigationTransition?

    /// Whether the navigation bar is hidden; false by default.
    public var isNavigationBarHidden = false { didSet { layoutViews() } }

    /// Whether the toolbar is hidden; true by default.
    public var isToolbarHidden = true { didSet { layoutViews() } }

    /// Creates a controller whose view has a frame, with no view controllers.
    public init(frame: Rect = .zero) {
        let container = ControllerRootView(frame: frame)
        super.init(view: container)
        container.controller = self
        container.layout = { [weak self] in self?.layoutViews() }
        navigationBar.navigationController = self
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        layoutViews()
    }

    /// Creates a controller with a root view controller (UIKit's `init(rootViewController:)`); a
    /// root that cannot join (the child of another container) leaves the stack empty (§14.6).
    public convenience init(rootViewController: ViewController, frame: Rect = .zero) {
        self.init(frame: frame)
        try? setViewControllers([rootViewController], animated: false)
    }

    // MARK: The stack

    /// The view controllers, the root first and the top last.
    public var viewControllers: [ViewController] { stack }

    /// The view controller on top of the stack, whose view is shown; nil when the stack is empty.
    public var topViewController: ViewController? { stack.last }

    /// The view controller whose view is shown: the top one (presentation is not modelled).
    public var visibleViewController: ViewController? { topViewController }

    /// Whether an animated push or pop is running.
    public var isTransitioning: Bool { transition != nil }

    /// Replaces the whole stack. The new top view controller is shown as by a push when it was not
    /// on the stack, as by a pop when it was. Throws, changing nothing, for a view controller given
    /// twice or belonging to another container, and during a transition (uikit-rules §14.6).
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) throws {
        try checkNoTransition("setViewControllers")
        var seen: [ViewController] = []
        for controller in controllers {
            if seen.contains(where: { $0 === controller }) {
                throw NavigationError.appearsTwice(method: "setViewControllers", object: label(of: controller))
            }
            try checkCanJoin(controller, method: "setViewControllers")
            seen.append(controller)
        }
        let style: NavigationTransition.Kind = stack.contains(where: { $0 === controllers.last }) ? .pop : .push
        change(to: controllers, animated: animated, kind: style)
    }

    /// Pushes a view controller on top: its view and navigation item are shown (sliding in when
    /// animated). Throws, changing nothing, for a view controller already on the stack or belonging
    /// to another container, and during a transition (§14.6).
    public func pushViewController(_ controller: ViewController, animated: Bool) throws {
        try checkNoTransition("pushViewController")
        if stack.contains(where: { $0 === controller }) {
            throw NavigationError.alreadyOnStack(method: "pushViewController", object: label(of: controller))
        }
        try checkCanJoin(controller, method: "pushViewController")
        change(to: stack + [controller], animated: animated, kind: .push)
    }

    /// Pops the top view controller and returns it; the root is never popped: with one view
    /// controller or none, nothing happens and the result is nil. Throws during a transition.
    @discardableResult
    public func popViewController(animated: Bool) throws -> ViewController? {
        try checkNoTransition("popViewController")
        guard stack.count >= 2, let top = topViewController else { return nil }
        change(to: Array(stack.dropLast()), animated: animated, kind: .pop)
        return top
    }

    /// Pops every view controller above the root and returns them, bottom first (an empty list when
    /// the root is on top; nil with no view controllers). Throws during a transition.
    @discardableResult
    public func popToRootViewController(animated: Bool) throws -> [ViewController]? {
        try checkNoTransition("popToRootViewController")
        guard let root = stack.first else { return nil }
        return try popToViewController(root, animated: animated)
    }

    /// Pops the view controllers above one on the stack and returns them, bottom first (an empty
    /// list when it is the top). Throws for a view controller not on the stack and during a transition.
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool) throws -> [ViewController]? {
        try checkNoTransition("popToViewController")
        guard let index = stack.firstIndex(where: { $0 === controller }) else {
            throw NavigationError.notOnStack(method: "popToViewController", object: label(of: controller))
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { change(to: Array(stack[...index]), animated: animated, kind: .pop) }
        return popped
    }

    /// The bar's back button was tapped: pop the top view controller, animated (§14.3).
    func navigationBarBackTapped() {
        _ = try? popViewController(animated: true)
    }

    // MARK: Checks

    private func checkNoTransition(_ method: String) throws {
        if let transition { throw NavigationError.transitionInProgress(method: method, endsAt: transition.endTime) }
    }

    /// Throws for a view controller that cannot become a child: this controller itself or one of
    /// its containers, a child of another container, or one whose navigation item is on another bar.
    private func checkCanJoin(_ controller: ViewController, method: String) throws {
        var ancestor: ViewController? = self
        while let current = ancestor {
            if current === controller {
                throw NavigationError.belongsElsewhere(method: method, object: label(of: controller), owner: "the stack's own containers")
            }
            ancestor = current.parent
        }
        if let parent = controller.parent, parent !== self, !mayAdopt(controller, from: parent) {
            throw NavigationError.belongsElsewhere(method: method, object: label(of: controller), owner: label(of: parent))
        }
        if let bar = controller.navigationItem.navigationBar, bar !== navigationBar {
            throw NavigationError.belongsElsewhere(method: method, object: label(of: controller),
                                                   owner: NavigationError.label(of: bar, title: nil, in: view.application))
        }
    }

    /// Whether a child of another container may join the stack all the same: never, but for the
    /// More navigation controller and its tab bar controller's children.
    func mayAdopt(_ controller: ViewController, from parent: ViewController) -> Bool { false }

    /// A view controller taken off the stack stops being a child.
    func release(_ controller: ViewController) {
        controller.parent = nil
    }

    /// How errors and notes name a view controller: `ViewController#3 ("Evers")`.
    func label(of controller: ViewController) -> String {
        NavigationError.label(of: controller, title: controller.title, in: view.application)
    }

    // MARK: Changing the stack

    /// Makes `controllers` the stack: the bar shows their items; when the top view controller
    /// changes, the appearance callbacks and the delegate's will-show and did-show run around the
    /// change of views, which slides over the transition when animated in a window (§14.5).
    private func change(to controllers: [ViewController], animated: Bool, kind: NavigationTransition.Kind) {
        let leaving = topViewController
        let arriving = controllers.last
        let removed = stack.filter { old in !controllers.contains(where: { $0 === old }) }
        for controller in controllers { controller.parent = self }
        stack = controllers
        let application = view.window?.owningApplication
        let visible = application != nil && appearanceState != .disappeared
        let animates = animated && visible && leaving != nil && arriving != nil && leaving !== arriving
        let topChanges = leaving !== arriving
        if topChanges && visible {
            leaving?.runAppearance(.viewWillDisappear, animated: animates, recordingIn: application)
            arriving?.runAppearance(.viewWillAppear, animated: animates, recordingIn: application)
        }
        if topChanges, let arriving { tell(willShow: true, arriving, animated: animates) }
        navigationBar.changeStack(to: controllers.map(\.navigationItem), animated: animates, completion: nil)
        toolbar.setItems(arriving?.toolbarItems ?? [], animated: animates)
        if let arriving, arriving.view.superview !== view {
            // A pop uncovers the view beneath; a push slides the new one in on top.
            let above = kind == .pop && leaving?.view.superview === view ? leaving!.view : navigationBar
            view.insertSubview(arriving.view, belowSubview: above)
        }
        let finish = { [weak self] in
            guard let self else { return }
            if let leaving, leaving !== self.topViewController, leaving.view.superview === self.view { leaving.view.removeFromSuperview() }
            for controller in removed where !self.stack.contains(where: { $0 === controller }) { self.release(controller) }
            if topChanges && visible {
                leaving?.runAppearance(.viewDidDisappear, animated: animates, recordingIn: application)
                arriving?.runAppearance(.viewDidAppear, animated: animates, recordingIn: application)
            }
            if topChanges, let arriving { self.tell(willShow: false, arriving, animated: animates) }
        }
        guard animates, let application, let leaving, let arriving else {
            layoutViews()
            finish()
            return
        }
        transition = NavigationTransition(kind: kind, from: leaving.view, to: arriving.view, in: childFrame,
                                          clock: application.clock) { [weak self] in
            self?.transition = nil
            finish()
            self?.layoutViews()
        }
    }

    /// Tells the delegate of a will-show or did-show, recorded as a delegate message.
    private func tell(willShow: Bool, _ controller: ViewController, animated: Bool) {
        let delegate = delegate
        let message: ActionName = willShow ? "navigationController:willShowViewController:animated:"
                                           : "navigationController:didShowViewController:animated:"
        let send = { () throws -> Void in
            if willShow {
                _ = try delegate?.navigationController(self, willShow: controller, animated: animated)
            } else {
                _ = try delegate?.navigationController(self, didShow: controller, animated: animated)
            }
        }
        if let application = view.application {
            application.sendDelegateMessage(message, from: self, to: delegate, send)
        } else {
            try? send()
        }
    }

    /// A child's toolbar items changed: the toolbar follows when it is the top one.
    func toolbarItemsDidChange(of controller: ViewController) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: controller.toolbarItemsAnimated)
    }

    /// The top view controller hears the controller's own appearance callbacks.
    open override var childrenReceivingAppearance: [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    // MARK: Layout

    /// Where the top view controller's view goes: the whole view under translucent bars, else the
    /// room between the bars shown.
    var childFrame: Rect {
        let bounds = view.bounds
        var top = bounds.minY, bottom = bounds.maxY
        if !isNavigationBarHidden && !navigationBar.isTranslucent { top = navigationBar.frame.maxY }
        if !isToolbarHidden && !toolbar.isTranslucent { bottom = toolbar.frame.minY }
        return Rect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bottom - top))
    }

    /// The bar along the top (taller with a prompt), the toolbar along the bottom when shown, and
    /// the top view controller's view in `childFrame` (left alone during a transition).
    func layoutViews() {
        let bounds = view.bounds
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: min(navigationBar.preferredHeight, bounds.height))
        toolbar.isHidden = isToolbarHidden
        let toolbarHeight = min(Toolbar.standardHeight, bounds.height)
        toolbar.frame = Rect(x: bounds.minX, y: bounds.maxY - toolbarHeight, width: bounds.width, height: toolbarHeight)
        if transition == nil { topViewController?.view.frame = childFrame }
    }

    /// Shows or hides the navigation bar; `animated` is not modelled.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Shows or hides the toolbar; `animated` is not modelled.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// During a transition the controller's view takes touches itself, so nothing in it is tapped.
    override var absorbsTouches: Bool { transition != nil }

    // MARK: Description

    /// The title, then the stack's titles (the top last).
    open override var displayProperties: [DisplayProperty] {
        let titles = stack.map { controller in controller.title.map { "\"\($0)\"" } ?? "nil" }
        var properties = [DisplayProperty("viewControllers", "[" + titles.joined(separator: ", ") + "]")]
        if !isToolbarHidden { properties.append(.value("isToolbarHidden", false)) }
        if transition != nil { properties.append(.value("isTransitioning", true)) }
        return properties
    }
}
