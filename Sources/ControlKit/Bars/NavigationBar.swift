/// A bar holding a stack of navigation items, showing the top one (UIKit's `UINavigationBar`).
///
/// The top item's title (or title view) sits in the middle, its prompt above, its bar button items
/// at the ends, and the back button — standing for the item beneath the top — at the left; a tap on
/// the back button pops the top item (uikit-rules §14.2, §14.3). Pushes and pops made in code ask
/// the delegate first and tell it after, at the end of the 0.35 s transition when animated, on the
/// virtual clock (§14.4); during a transition the bar takes no taps and refuses further changes
/// (§14.6). A navigation controller's bar takes its items from the controller's view controllers.
///
///     > let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 390, height: 44))
///     > try bar.setItems([NavigationItem(title: "Tinker")], animated: false)
///     > try bar.pushItem(NavigationItem(title: "Evers"), animated: false)
///     > bar.backItem?.title
///     Optional("Tinker")
open class NavigationBar: View, BarItemHost {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .navigationBar }

    /// The height of the bar's content: UIKit's standard bar on an iPhone in portrait.
    public static let standardHeight = BarItemLayout.barHeight

    /// How much taller a prompt makes the bar.
    public static let promptHeight = 30.0

    /// How long an animated push or pop takes, in seconds.
    public static let transitionDuration = 0.35

    /// The gap between the back button's chevron and its title.
    static let backTitleGap = 6.0

    /// The action the item and back buttons send to the bar at touchUpInside.
    static let itemTapped: ActionName = "itemTapped:"

    /// The object asked about and told of pushes and pops, held weakly. A navigation controller's
    /// bar tells its controller instead.
    public weak var delegate: (any NavigationBarDelegate)?

    /// A delegate the bar keeps alive, for adapters with no other owner (closures, scripts).
    /// Setting it makes it the `delegate` too.
    public var retainedDelegate: (any NavigationBarDelegate)? {
        didSet { delegate = retainedDelegate }
    }

    /// The navigation controller that owns the bar, if any.
    public internal(set) weak var navigationController: NavigationController?

    private var stack: [NavigationItem] = []

    /// The views showing the top item.
    var content: NavigationBarContent?

    /// The animated change in progress, if any.
    var transition: NavigationBarTransition?

    /// The bar's style: light (the default) or black, with white titles (uikit-rules §13.5).
    public var barStyle = BarStyle.default {
        didSet {
            appearanceRecord.noteSet("barStyle")
            styleChanged()
        }
    }

    /// Whether the bar lets what is behind it show through a little (default true). A navigation
    /// controller lays its top view controller's view out under a translucent bar, below an opaque one.
    public var isTranslucent = true {
        didSet {
            appearanceRecord.noteSet("isTranslucent")
            setNeedsDisplay()
            navigationController?.view.setNeedsLayout()
        }
    }

    /// The bar's background colour, in place of the style's; nil (the default) for the style's.
    public var barTintColor: Color? {
        didSet {
            appearanceRecord.noteSet("barTintColor")
            setNeedsDisplay()
        }
    }

    /// The font and colour of the title; nil (the default) for 17 pt semibold in the style's colour.
    public var titleTextAttributes: BarTitleAttributes? {
        didSet {
            appearanceRecord.noteSet("titleTextAttributes")
            refreshContent()
        }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Draws the background and the hairline along the bottom (`Appearance/BarAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawBarBackground(style: barStyle, tint: barTintColor, translucent: isTranslucent, hairlineAtTop: false)
    }

    /// The bar's height for its top item: `standardHeight`, and `promptHeight` more with a prompt.
    /// A navigation controller sizes its bar so; a stand-alone bar keeps the frame it is given, its
    /// content along the bottom and the prompt in what room is left above.
    public var preferredHeight: Double {
        NavigationBar.standardHeight + (topItem?.prompt == nil ? 0 : NavigationBar.promptHeight)
    }

    // MARK: The stack

    /// The items, bottom first; the last is the top item.
    public var items: [NavigationItem] { stack }

    /// The item on top of the stack, shown in the bar; nil when the stack is empty.
    public var topItem: NavigationItem? { stack.last }

    /// The item just beneath the top, which the back button stands for; nil with fewer than two items.
    public var backItem: NavigationItem? { stack.count >= 2 ? stack[stack.count - 2] : nil }

    /// Whether an animated push or pop is running.
    public var isTransitioning: Bool { transition != nil }

    /// Replaces the whole stack, telling the delegate nothing (uikit-rules §14.1). Throws, changing
    /// nothing, for an item given twice or on another bar, during a transition, and for a
    /// controller's bar (§14.6).
    public func setItems(_ items: [NavigationItem], animated: Bool) throws {
        try checkChangeAllowed("setItems")
        var seen: [NavigationItem] = []
        for item in items {
            if seen.contains(where: { $0 === item }) { throw NavigationError.appearsTwice(method: "setItems", object: label(of: item)) }
            try checkNotElsewhere(item, method: "setItems")
            seen.append(item)
        }
        changeStack(to: items, animated: animated, completion: nil)
    }

    /// Pushes an item on top, once the delegate's `shouldPush` allows it, and tells `didPush` after
    /// (at the transition's end when animated). Throws, changing nothing, for an item already on
    /// this stack or another bar's, during a transition, and for a controller's bar (§14.6).
    public func pushItem(_ item: NavigationItem, animated: Bool) throws {
        try checkChangeAllowed("pushItem")
        if stack.contains(where: { $0 === item }) { throw NavigationError.alreadyOnStack(method: "pushItem", object: label(of: item)) }
        try checkNotElsewhere(item, method: "pushItem")
        guard ask("navigationBar:shouldPushItem:", item, { $0.navigationBar(self, shouldPush: item) }) else { return }
        changeStack(to: stack + [item], animated: animated) { [weak self] in
            self?.tell("navigationBar:didPushItem:") { bar, delegate in try delegate?.navigationBar(bar, didPush: item) }
        }
    }

    /// Pops the top item, once the delegate's `shouldPop` allows it, tells `didPop` after, and
    /// returns it. The bottom item is never popped: with one item or none, nothing happens and the
    /// result is nil, as it is when the delegate refuses (§14.3). Throws during a transition and for
    /// a controller's bar (§14.6).
    @discardableResult
    public func popItem(animated: Bool) throws -> NavigationItem? {
        try checkChangeAllowed("popItem")
        return popTopItem(animated: animated)
    }

    /// Pops the top item if there is one above the bottom and the delegate allows it.
    private func popTopItem(animated: Bool) -> NavigationItem? {
        guard stack.count >= 2, let top = topItem else { return nil }
        guard ask("navigationBar:shouldPopItem:", top, { $0.navigationBar(self, shouldPop: top) }) else { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated) { [weak self] in
            self?.tell("navigationBar:didPopItem:") { bar, delegate in try delegate?.navigationBar(bar, didPop: top) }
        }
        return top
    }

    /// The back button was tapped: a controller's bar lets the controller pop; a stand-alone bar
    /// pops its top item, animated, if the delegate allows (§14.3).
    func backButtonTapped() {
        guard transition == nil else { return }
        if let navigationController {
            navigationController.navigationBarBackTapped()
        } else {
            _ = popTopItem(animated: true)
        }
    }

    // MARK: Checks

    private func checkChangeAllowed(_ method: String) throws {
        if navigationController != nil { throw NavigationError.managedByController(method: method) }
        try checkNoTransition(method)
    }

    /// Throws while an animated push or pop runs.
    func checkNoTransition(_ method: String) throws {
        if let transition { throw NavigationError.transitionInProgress(method: method, endsAt: transition.endTime) }
    }

    private func checkNotElsewhere(_ item: NavigationItem, method: String) throws {
        if let other = item.navigationBar, other !== self {
            throw NavigationError.belongsElsewhere(method: method, object: label(of: item),
                                                   owner: NavigationError.label(of: other, title: nil, in: application))
        }
    }

    /// How errors and notes name an item: `NavigationItem#2 ("Evers")`.
    func label(of item: NavigationItem) -> String {
        NavigationError.label(of: item, title: item.title, in: application)
    }

    // MARK: The delegate

    /// Asks the delegate a should-question (true without one); a refusal is a note in the traffic.
    private func ask(_ message: String, _ item: NavigationItem, _ question: (any NavigationBarDelegate) -> Bool) -> Bool {
        guard let delegate else { return true }
        let allowed = question(delegate)
        if !allowed, let application = application {
            application.note("\(message) refused \(label(of: item))", from: self)
        }
        return allowed
    }

    /// Tells the delegate that something happened, recorded in the traffic as the message's
    /// delivery (or as unhandled without a delegate).
    private func tell(_ message: ActionName, _ send: (NavigationBar, (any NavigationBarDelegate)?) throws -> Void) {
        let delegate = delegate
        if let application = application {
            application.sendDelegateMessage(message, from: self, to: delegate) { try send(self, delegate) }
        } else {
            try? send(self, delegate)
        }
    }

    // MARK: Changing the stack

    /// Makes `items` the stack, for the bar's own methods and its controller's: the items learn
    /// their bar, and the content changes at once or, when animated in a window, over the
    /// transition, after which `completion` runs.
    func changeStack(to items: [NavigationItem], animated: Bool, completion: (() -> Void)?) {
        for item in stack where !items.contains(where: { $0 === item }) { item.navigationBar = nil }
        for item in items { item.navigationBar = self }
        layoutIfNeeded()  // the outgoing views stay where they are laid out now
        let previous = stack
        let wasShowing = content
        stack = items
        content = topItem.map { NavigationBarContent(item: $0, bar: self) }
        refreshContent()
        guard animated, let wasShowing, let clock = window?.owningApplication?.clock else {
            wasShowing?.remove(keeping: content)
            completion?()
            return
        }
        let direction: NavigationBarTransition.Direction = previous.contains(where: { $0 === topItem }) ? .pop : .push
        transition = NavigationBarTransition(bar: self, direction: direction, outgoing: wasShowing, incoming: content,
                                             clock: clock) { [weak self] in
            self?.transition = nil
            completion?()
        }
    }

    /// Brings the content views up to date with the top item and the item beneath it, and lays them out.
    func refreshContent() {
        content?.update()
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// A navigation item on the stack changed: the top item's or the back item's change shows.
    func navigationItemDidChange(_ item: NavigationItem) {
        guard item === topItem || item === backItem else { return }
        refreshContent()
        navigationController?.view.setNeedsLayout()
    }

    /// A bar button item of the top item changed.
    func barButtonItemDidChange(_ item: BarButtonItem, relayout: Bool) {
        content?.update()
        content?.button(for: item)?.setNeedsDisplay()
        if relayout {
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    private func styleChanged() {
        refreshContent()
        setNeedsDisplay()
    }

    // MARK: Layout and touches

    /// Places the top item's views (and, during a transition, the outgoing ones where they were).
    open override func layoutSubviews() {
        content?.layout()
    }

    /// Entering a window may change how text is measured (the application's measurer): the
    /// content is laid out again.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    /// During a transition the bar takes the touch itself, so nothing in it is tapped (§14.6).
    open override func hitTest(_ point: Point, with event: InputEvent?) -> View? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        return transition == nil ? hit : self
    }

    open override func responds(to action: ActionName) -> Bool {
        action == NavigationBar.itemTapped || super.responds(to: action)
    }

    open override func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard action == NavigationBar.itemTapped else { return try super.perform(action, sender: sender, event: event) }
        guard let button = sender as? BarButton, button.superview === self, transition == nil else { return }
        if button.isBackButton {
            backButtonTapped()
        } else if let application {
            button.item.sendAction(through: application, from: button, for: event)
        }
    }

    // MARK: Description

    /// The view's properties, then the stack's titles (the top last) and the style when not the default.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        let titles = stack.map { item in item.title.map { "\"\($0)\"" } ?? "nil" }
        properties.append(DisplayProperty("items", "[" + titles.joined(separator: ", ") + "]"))
        if barStyle != .default { properties.append(.value("barStyle", barStyle)) }
        if !isTranslucent { properties.append(.value("isTranslucent", false)) }
        if transition != nil { properties.append(.value("isTransitioning", true)) }
        return properties
    }
}
