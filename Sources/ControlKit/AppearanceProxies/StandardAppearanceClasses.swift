/// The appearance classes of ControlKit's views, view controllers and items, each with the
/// properties UIKit tags `UI_APPEARANCE_SELECTOR` that Tactile models (uikit-rules §17.5). A
/// class joins by declaring itself here, returning its declaration from
/// `standardAppearanceClass`, and noting direct sets in its properties' setters
/// (`appearanceRecord.noteSet`).
extension AppearanceClass {
    // MARK: Views

    /// UIView: its background and tint colours.
    public static let view = AppearanceClass("View", superclass: nil, isContainer: true, properties: [
        AppearanceProperty("backgroundColor", get: { (view: View) in view.backgroundColor }, set: { $0.backgroundColor = $1 }),
        AppearanceProperty("tintColor", get: { (view: View) in view.explicitTintColor }, set: { $0.tintColor = $1 }),
    ])
    public static let window = AppearanceClass("Window", superclass: .view)
    public static let label = AppearanceClass("Label", superclass: .view, properties: [
        AppearanceProperty("font", get: { (label: Label) in label.font }, set: { $0.font = $1 }),
        AppearanceProperty("textColor", get: { (label: Label) in label.textColor }, set: { $0.textColor = $1 }),
        AppearanceProperty("highlightedTextColor", get: { (label: Label) in label.highlightedTextColor }, set: { $0.highlightedTextColor = $1 }),
        AppearanceProperty("shadowColor", get: { (label: Label) in label.shadowColor }, set: { $0.shadowColor = $1 }),
        AppearanceProperty("shadowOffset", get: { (label: Label) in label.shadowOffset }, set: { $0.shadowOffset = $1 }),
    ])
    public static let imageView = AppearanceClass("ImageView", superclass: .view)
    public static let progressView = AppearanceClass("ProgressView", superclass: .view, properties: [
        AppearanceProperty("progressTintColor", get: { (view: ProgressView) in view.progressTintColor }, set: { $0.progressTintColor = $1 }),
        AppearanceProperty("trackTintColor", get: { (view: ProgressView) in view.trackTintColor }, set: { $0.trackTintColor = $1 }),
        AppearanceProperty("progressImage", get: { (view: ProgressView) in view.progressImage }, set: { $0.progressImage = $1 }),
        AppearanceProperty("trackImage", get: { (view: ProgressView) in view.trackImage }, set: { $0.trackImage = $1 }),
    ])
    public static let activityIndicatorView = AppearanceClass("ActivityIndicatorView", superclass: .view, properties: [
        AppearanceProperty("color", get: { (view: ActivityIndicatorView) in view.color }, set: { $0.color = $1 }),
    ])
    public static let scrollView = AppearanceClass("ScrollView", superclass: .view)
    public static let tableView = AppearanceClass("TableView", superclass: .scrollView)
    public static let tableViewCell = AppearanceClass("TableViewCell", superclass: .view)
    public static let tabBar = AppearanceClass("TabBar", superclass: .view, properties: [
        AppearanceProperty("barTintColor", get: { (bar: TabBar) in bar.barTintColor }, set: { $0.barTintColor = $1 }),
        AppearanceProperty("unselectedItemTintColor", get: { (bar: TabBar) in bar.unselectedItemTintColor },
                           set: { $0.unselectedItemTintColor = $1 }),
    ])

    // MARK: Controls

    public static let control = AppearanceClass("Control", superclass: .view)
    /// UIButton's edge insets (its per-state titles, colours and images are set by methods,
    /// which Tactile's proxies do not take).
    public static let button = AppearanceClass("Button", superclass: .control, properties: [
        AppearanceProperty("contentEdgeInsets", get: { (button: Button) in button.contentEdgeInsets }, set: { $0.contentEdgeInsets = $1 }),
        AppearanceProperty("titleEdgeInsets", get: { (button: Button) in button.titleEdgeInsets }, set: { $0.titleEdgeInsets = $1 }),
        AppearanceProperty("imageEdgeInsets", get: { (button: Button) in button.imageEdgeInsets }, set: { $0.imageEdgeInsets = $1 }),
    ])
    public static let switchControl = AppearanceClass("Switch", superclass: .control, properties: [
        AppearanceProperty("onTintColor", get: { (control: Switch) in control.onTintColor }, set: { $0.onTintColor = $1 }),
        AppearanceProperty("thumbTintColor", get: { (control: Switch) in control.thumbTintColor }, set: { $0.thumbTintColor = $1 }),
    ])
    public static let slider = AppearanceClass("Slider", superclass: .control, properties: [
        AppearanceProperty("minimumTrackTintColor", get: { (slider: Slider) in slider.minimumTrackTintColor },
                           set: { $0.minimumTrackTintColor = $1 }),
        AppearanceProperty("maximumTrackTintColor", get: { (slider: Slider) in slider.maximumTrackTintColor },
                           set: { $0.maximumTrackTintColor = $1 }),
        AppearanceProperty("thumbTintColor", get: { (slider: Slider) in slider.thumbTintColor }, set: { $0.thumbTintColor = $1 }),
    ])
    public static let stepper = AppearanceClass("Stepper", superclass: .control)
    public static let segmentedControl = AppearanceClass("SegmentedControl", superclass: .control, properties: [
        AppearanceProperty("selectedSegmentTintColor", get: { (control: SegmentedControl) in control.selectedSegmentTintColor },
                           set: { $0.selectedSegmentTintColor = $1 }),
    ])
    public static let pageControl = AppearanceClass("PageControl", superclass: .control, properties: [
        AppearanceProperty("pageIndicatorTintColor", get: { (control: PageControl) in control.pageIndicatorTintColor },
                           set: { $0.pageIndicatorTintColor = $1 }),
        AppearanceProperty("currentPageIndicatorTintColor", get: { (control: PageControl) in control.currentPageIndicatorTintColor },
                           set: { $0.currentPageIndicatorTintColor = $1 }),
    ])
    public static let textField = AppearanceClass("TextField", superclass: .control)
    public static let datePicker = AppearanceClass("DatePicker", superclass: .control)
    /// UIRefreshControl's `attributedTitle`, which Tactile models as the plain `title`.
    public static let refreshControl = AppearanceClass("RefreshControl", superclass: .control, properties: [
        AppearanceProperty("title", get: { (control: RefreshControl) in control.title }, set: { $0.title = $1 }),
    ])

    // MARK: View controllers (containers only)

    public static let viewController = AppearanceClass("ViewController", superclass: nil, isContainer: true)
    public static let tabBarController = AppearanceClass("TabBarController", superclass: .viewController)
    public static let navigationController = AppearanceClass("NavigationController", superclass: .viewController)

    // MARK: Bars

    /// UIToolbar's style, bar tint and translucency (its background and shadow images are set by
    /// methods taking a position, which Tactile's proxies do not take).
    public static let toolbar = AppearanceClass("Toolbar", superclass: .view, properties: [
        AppearanceProperty("barStyle", get: { (bar: Toolbar) in bar.barStyle }, set: { $0.barStyle = $1 }),
        AppearanceProperty("barTintColor", get: { (bar: Toolbar) in bar.barTintColor }, set: { $0.barTintColor = $1 }),
        AppearanceProperty("isTranslucent", get: { (bar: Toolbar) in bar.isTranslucent }, set: { $0.isTranslucent = $1 }),
    ])
    /// UINavigationBar's style, bar tint, translucency and title text attributes.
    public static let navigationBar = AppearanceClass("NavigationBar", superclass: .view, properties: [
        AppearanceProperty("barStyle", get: { (bar: NavigationBar) in bar.barStyle }, set: { $0.barStyle = $1 }),
        AppearanceProperty("barTintColor", get: { (bar: NavigationBar) in bar.barTintColor }, set: { $0.barTintColor = $1 }),
        AppearanceProperty("isTranslucent", get: { (bar: NavigationBar) in bar.isTranslucent }, set: { $0.isTranslucent = $1 }),
        AppearanceProperty("titleTextAttributes", get: { (bar: NavigationBar) in bar.titleTextAttributes },
                           set: { $0.titleTextAttributes = $1 }),
    ])
    /// UISearchBar's style, bar tint, background images and the two position adjustments (its
    /// icons, field background and scope button looks are set by methods taking a state).
    public static let searchBar = AppearanceClass("SearchBar", superclass: .view, properties: [
        AppearanceProperty("barStyle", get: { (bar: SearchBar) in bar.barStyle }, set: { $0.barStyle = $1 }),
        AppearanceProperty("barTintColor", get: { (bar: SearchBar) in bar.barTintColor }, set: { $0.barTintColor = $1 }),
        AppearanceProperty("backgroundImage", get: { (bar: SearchBar) in bar.backgroundImage }, set: { $0.backgroundImage = $1 }),
        AppearanceProperty("scopeBarBackgroundImage", get: { (bar: SearchBar) in bar.scopeBarBackgroundImage },
                           set: { $0.scopeBarBackgroundImage = $1 }),
        AppearanceProperty("searchFieldBackgroundPositionAdjustment", get: { (bar: SearchBar) in bar.searchFieldBackgroundPositionAdjustment },
                           set: { $0.searchFieldBackgroundPositionAdjustment = $1 }),
        AppearanceProperty("searchTextPositionAdjustment", get: { (bar: SearchBar) in bar.searchTextPositionAdjustment },
                           set: { $0.searchTextPositionAdjustment = $1 }),
    ])

    // MARK: Items shown by bars

    /// UIBarButtonItem's tint; and `title`, which UIKit does not mark but whose proxies pass it on
    /// (the search bar's Cancel button is retitled so). Its title text attributes are set per
    /// state, which proxies do not take (uikit-rules §17.5). Its container is the bar showing it.
    public static let barButtonItem = AppearanceClass("BarButtonItem", superclass: nil, isContainer: false, properties: [
        AppearanceProperty("tintColor", get: { (item: BarButtonItem) in item.tintColor }, set: { $0.tintColor = $1 }),
        AppearanceProperty("title", get: { (item: BarButtonItem) in item.title }, set: { $0.title = $1 }),
    ])

    /// UITabBarItem's badge colour; its container is the tab bar showing it.
    public static let tabBarItem = AppearanceClass("TabBarItem", superclass: nil, isContainer: false, properties: [
        AppearanceProperty("badgeColor", get: { (item: TabBarItem) in item.badgeColor }, set: { $0.badgeColor = $1 }),
    ])
}
