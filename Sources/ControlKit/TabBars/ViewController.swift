/// The little of UIKit's `UIViewController` a tab bar controller needs: a root view, a title,
/// the tab bar item that stands for the controller, and its place in the responder chain, between
/// its root view and that view's superview (uikit-rules §12.2): touches its view does not handle
/// and actions sent with no target pass through it, and a subclass may handle them (override
/// `touchesBegan(_:with:)`, `responds(to:)` and `perform(_:sender:event:)`). Nothing else of view
/// controllers (appearance callbacks, presentation) is modelled.
///
/// As in UIKit, a controller without its own tab bar item gets one made from its title on first
/// use, and setting the title also retitles that item.
open class ViewController: Responder, TypeNamed, DisplaysProperties {
    /// The root view the controller manages.
    public let view: View

    /// The tab bar controller the controller is a child of, if any.
    public internal(set) weak var tabBarController: TabBarController?

    private var item: TabBarItem?

    /// The title; setting it also sets the tab bar item's title.
    public var title: String? {
        didSet { tabBarItem.title = title }
    }

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

    /// The title, for the REPL and traces.
    open var displayProperties: [DisplayProperty] { [.text("title", title)] }

    /// The name used for the controller's class in traffic records.
    open var typeName: String { String(describing: type(of: self)) }
}
