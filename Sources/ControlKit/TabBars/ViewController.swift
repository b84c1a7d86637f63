/// The part of UIKit's `UIViewController` the tab bar and navigation controllers need: a root view,
/// a title, the tab bar item and navigation item that stand for the controller in their bars, its
/// toolbar items, the appearance callbacks, and its place in the responder chain, between its root
/// view and that view's superview (uikit-rules §12.2): touches its view does not handle and
/// actions sent with no target pass through it, and a subclass may handle them (override
/// `touchesBegan(_:with:)`, `responds(to:)` and `perform(_:sender:event:)`). Presentation is not
/// modelled.
///
/// As in UIKit, a controller without its own tab bar item or navigation item gets one made from its
/// title on first use, and setting the title also retitles them.
///
/// The appearance callbacks (`viewWillAppear(_:)` and the three others) come from the containers
/// in UIKit's order (uikit-rules §14.5): a navigation or tab bar controller calls them for the child
/// it shows and hides, and for itself and that child when its view enters or leaves a window while
/// it has no container of its own. A controller whose view is put in a window by hand hears none.
open class ViewController: Responder, TypeNamed, DisplaysProperties {
    /// The root view the controller manages.
    public let view: View

    /// The tab bar controller the controller is a child of, if any.
    public internal(set) weak var tabBarController: TabBarController?

    /// The container the controller is a child of (a navigation or tab bar controller), if any.
    public internal(set) weak var parent: ViewController?

    /// The nearest navigation controller among the containers above the controller, if any.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? NavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    private var item: TabBarItem?
    private var madeNavigationItem: NavigationItem?

    /// The title; setting it also sets the tab bar item's and the navigation item's titles.
    public var title: String? {
        didSet {
            tabBarItem.title = title
            madeNavigationItem?.title = title
        }
    }

    /// Where the controller is in appearing and disappearing (uikit-rules §14.5).
    public enum AppearanceState: Sendable, CustomStringConvertible {
        case disappeared, appearing, appeared, disappearing

        public var description: String {
            switch self {
            case .disappeared: "disappeared"
            case .appearing: "appearing"
            case .appeared: "appeared"
            case .disappearing: "disappearing"
            }
        }
    }

    /// Where the controller is in appearing: `disappeared` until a container shows it.
    public internal(set) var appearanceState = AppearanceState.disappeared

    /// Told of every appearance callback after the controller's own method ran: for adapters
    /// (scripts) that follow a controller without subclassing it. Held strongly; an error it throws
    /// is recorded in the traffic as a failed callback.
    public var appearanceObserver: (any AppearanceObserver)?

    /// Creates a controller with a title and a root view (a new, empty view by default).
    public init(title: String? = nil, view: View = View()) {
        self.title = title
        self.view = view
        super.init()
        view.viewController = self
    }

    /// The root view's superview: the controller's view passes what it does not handle to the
    /// controller, and the controller to where its view sits (nil while the view is in no hierarchy).
    open override var next: Responder? { view.superview }

    /// The item representing the controller in a tab bar: the one set, else one made from the title.
    public var tabBarItem: TabBarItem {
        get {
            if let item { return item }
            let made = TabBarItem(title: title)
            item = made
            return made
        }
        set { item = newValue }
    }

    /// The appearance class of controllers of this Swift class, which containment lists name
    /// (uikit-rules §17); each class with one overrides it.
    open class var standardAppearanceClass: AppearanceClass { .viewController }

    /// The item representing the controller in a navigation controller's bar: made from the title
    /// on first use (UIKit's `navigationItem`, which cannot be replaced).
    public var navigationItem: NavigationItem {
        if let madeNavigationItem { return madeNavigationItem }
        let made = NavigationItem(title: title)
        madeNavigationItem = made
        return made
    }

    /// The items a navigation controller's toolbar shows while the controller is on top; empty by default.
    public var toolbarItems: [BarButtonItem] = [] {
        didSet { navigationController?.toolbarItemsDidChange(of: self) }
    }

    /// Replaces the toolbar items; `animated` is passed to the navigation controller's toolbar.
    public func setToolbarItems(_ items: [BarButtonItem], animated: Bool) {
        toolbarItemsAnimated = animated
        toolbarItems = items
        toolbarItemsAnimated = false
    }

    /// Whether the change of toolbar items being made asked for animation.
    var toolbarItemsAnimated = false

    // MARK: Appearance callbacks (uikit-rules §14.5)

    /// The view is about to be added to the visible hierarchy. The base class does nothing.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view was added to the visible hierarchy. The base class does nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to be removed from the visible hierarchy. The base class does nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view was removed from the visible hierarchy. The base class does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The children a container forwards its own appearance callbacks to: the one it shows. None
    /// for a plain controller.
    open var childrenReceivingAppearance: [ViewController] { [] }

    /// Whether the controller's root view takes every touch itself for now (a navigation
    /// controller during a transition); false by default.
    var absorbsTouches: Bool { false }

    // MARK: Description

    /// The title, for the REPL and traces.
    open var displayProperties: [DisplayProperty] { [.text("title", title)] }

    /// The name used for the controller's class in traffic records.
    open var typeName: String { String(describing: type(of: self)) }
}
