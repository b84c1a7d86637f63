/// A control that starts a refresh when the user pulls content down far enough (UIKit's `UIRefreshControl`).
///
/// Attached as a scroll view's `refreshControl`, it follows the user's drags of that scroll view:
/// the distance the content is pulled down past its top. The first time a pull reaches
/// `pullThreshold`, the control starts refreshing and sends valueChanged, then primaryActionTriggered
/// (uikit-rules §4.9, §2.3); it triggers again only after the finger has lifted. (The
/// content is rubber-banded, so the finger travels further than the pull.)
///
/// `beginRefreshing()` and `endRefreshing()` are for code and send nothing (§4.9, §8.3).
///
///     > refresh.addTarget(feed, action: "reload:", for: .valueChanged)
///     > feedScrollView.refreshControl = refresh
///     > driver.drag(from: Point(x: 160, y: 100), to: Point(x: 160, y: 600))
///     > application.traffic.records.map(\.description)
///     #1  t=0.000  emitted    RefreshControl#1  valueChanged  (1 registered)
///     #2  t=0.000  delivered  RefreshControl#1  valueChanged  -> Feed#1 reload:  event=nil
///     #3  t=0.000  emitted    RefreshControl#1  primaryActionTriggered  (0 registered)
open class RefreshControl: Control {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .refreshControl }

    /// Whether a refresh is under way; changed by a user pull, `beginRefreshing()` and `endRefreshing()`.
    public private(set) var isRefreshing = false {
        didSet { if oldValue != isRefreshing { setNeedsDisplay() } }
    }

    /// How far the content must be pulled down to start a refresh, in points. UIKit does not
    /// publish its figure; 100 pt here.
    open var pullThreshold = RefreshControl.defaultPullThreshold

    /// The default `pullThreshold`.
    public static let defaultPullThreshold = 100.0

    /// A title shown under the spinner; nil by default.
    open var title: String? { didSet { appearanceRecord.noteSet("title"); setNeedsDisplay() } }

    /// How far the content is pulled down now (0 when no pull is under way).
    public private(set) var pullDistance = 0.0 {
        didSet { if oldValue != pullDistance { setNeedsDisplay() } }
    }

    /// Whether the pull under way has already started a refresh (or began while one ran).
    private var pullHasTriggered = false

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Draws a spinner with as many spokes as the pull has reached (all of them while refreshing)
    /// in the grey of an activity indicator (or `tintColor` when set here), the title under it.
    open override func draw(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        let spokes = isRefreshing ? ActivityIndicatorView.spokeCount
            : Int((min(1, pullDistance / max(1, pullThreshold)) * Double(ActivityIndicatorView.spokeCount)).rounded(.up))
        let color = explicitTintColor ?? ActivityIndicatorView.defaultColor
        let top = title == nil ? bounds.midY - 10 : bounds.midY - 18
        ActivityIndicatorView.drawSpokes(in: Rect(x: bounds.midX - 10, y: top, width: 20, height: 20), count: spokes, color: color, context: context)
        if let title, spokes > 0 {
            context.drawLine(title, centeredIn: Rect(x: bounds.minX, y: top + 22, width: bounds.width, height: 16),
                             attributes: StandardLook.line(Font(size: 13), color))
        }
    }

    /// valueChanged is followed by primaryActionTriggered (uikit-rules §2.3, §4.9).
    open override var primaryActionTriggeringEvents: Event { .valueChanged }

    // MARK: Code

    /// Moves to the refreshing state without sending anything; does nothing while refreshing.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Leaves the refreshing state without sending anything.
    open func endRefreshing() {
        isRefreshing = false
    }

    // MARK: The user's pull (told by the scroll view)

    /// The scroll view reports that the user's drag has pulled the content `distance` points down
    /// past its top (negative distances count as 0). Reaching the threshold for the first time in
    /// this pull, while enabled and not refreshing, starts a refresh and sends valueChanged and
    /// primaryActionTriggered.
    func scrollViewPulled(to distance: Double) {
        pullDistance = max(0, distance)
        if isRefreshing { pullHasTriggered = true }
        guard !pullHasTriggered, isEnabled, pullDistance >= pullThreshold else { return }
        pullHasTriggered = true
        isRefreshing = true
        sendActions(for: .valueChanged, with: nil)
    }

    /// The scroll view reports that the finger lifted (or the drag was cancelled): the pull is over.
    func scrollViewEndedPull() {
        pullDistance = 0
        pullHasTriggered = false
    }

    // MARK: Description

    /// The control's properties, then the refreshing flag, the threshold and the title.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties + [.value("isRefreshing", isRefreshing)]
        if pullDistance > 0 { properties.append(.number("pullDistance", pullDistance)) }
        properties.append(.number("pullThreshold", pullThreshold))
        if let title { properties.append(.text("title", title)) }
        return properties
    }
}
