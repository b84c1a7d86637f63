/// The little of UIKit's `UIViewController` a tab bar controller needs: a root view, a title,
/// and the tab bar item that stands for the controller. Nothing else of view controllers
/// (appearance callbacks, presentation, the responder chain) is modelled.
///
/// As in UIKit, a controller without its own tab bar item gets one made from its title on first
/// use, and setting the title also retitles that item.
open class ViewController: TypeNamed, DisplaysProperties {
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
    }

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

    /// The title, for the REPL and traces.
    open var displayProperties: [DisplayProperty] { [.text("title", title)] }

    /// The name used for the controller's class in traffic records.
    open var typeName: String { String(describing: type(of: self)) }
}
