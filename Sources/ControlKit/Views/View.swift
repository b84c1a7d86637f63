/// A rectangular area that takes part in layout, coordinate conversion, touch delivery and
/// drawing (UIKit's `UIView`).
///
/// A view draws the UIKit way: override `draw(_:)`, call `setNeedsDisplay()` when the look
/// changes; its layer (`View+Drawing.swift`) keeps the drawing between renders.
///
/// Geometry follows UIKit: `center`, `bounds` and `transform` are stored, together, as the
/// view's `Placement`; `frame` is derived from them (the bounding box when transformed). The
/// transform rotates and scales about the centre.
open class View: Responder, TypeNamed, CustomStringConvertible {
    /// Where the view is and how its coordinates map to its superview's: one value, which a
    /// coordinate conversion reads once.
    private var placement: Placement

    /// The position of the view's centre in its superview's coordinates.
    public var center: Point {
        get { placement.center }
        set { placement.center = newValue }
    }

    /// The view's own coordinate system: the origin is the point shown at the top-left corner.
    public var bounds: Rect {
        get { placement.bounds }
        set {
            let oldSize = placement.bounds.size
            placement.bounds = newValue
            if newValue.size != oldSize {
                setNeedsLayout()
                if contentMode == .redraw { setNeedsDisplay() }
            }
        }
    }

    /// A transform applied about the centre; it affects `frame` and coordinate conversion.
    public var transform: Transform {
        get { placement.transform }
        set { placement.transform = newValue }
    }

    /// A number identifying the view within its hierarchy; 0 by default.
    public var tag: Int = 0

    /// What code set about the view's accessibility.
    private var accessibility = AccessibilitySettings()

    /// What VoiceOver reads for the view, and what UI tests find it by. Set, it is what was
    /// set; unset, the class's own (`defaultAccessibilityLabel`): a button's title, a label's text.
    public var accessibilityLabel: String? {
        get { accessibility.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }

    /// The label a view of this class has when code gives it none; nil for a plain view.
    open var defaultAccessibilityLabel: String? { nil }

    /// A name for UI tests that users never see (UIKit's `accessibilityIdentifier`); nil by default.
    public var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }

    /// What the view is and does. Set, it is what was set; unset, the class's own
    /// (`defaultAccessibilityTraits`): a button is a button, and not enabled while disabled.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }

    /// The traits a view of this class has when code sets none; none for a plain view.
    open var defaultAccessibilityTraits: AccessibilityTraits { [] }

    /// Overrides given to this one view from outside its class (see `AttachedBehaviour`).
    public var attachedBehaviour: (any AttachedBehaviour)? {
        get { attachedBehaviourStorage }
        set { attachedBehaviourStorage = newValue }
    }
    private var attachedBehaviourStorage: (any AttachedBehaviour)?

    /// The motion effects added to the view (`Motion/View+MotionEffects.swift`).
    var motionEffectList: [MotionEffect] = []

    /// A hidden view and its subviews are not hit by touches.
    public var isHidden = false

    /// The opacity from 0 to 1; a view with alpha below 0.01 is not hit by touches.
    public var alpha: Double = 1

    /// Whether touches may be delivered to this view and its subviews; the class's
    /// `isUserInteractionEnabledByDefault` at creation.
    public var isUserInteractionEnabled = true

    /// Whether views of this class take touches when created: true, but false for labels and image views, as in UIKit.
    open class var isUserInteractionEnabledByDefault: Bool { true }

    /// Whether the view receives more than the first touch of a multi-touch sequence (default false).
    public var isMultipleTouchEnabled = false

    /// Whether the view takes touches only alone in its window (default false): while it tracks a
    /// touch no other view of the window receives a new one, and while another view tracks one it
    /// receives none (uikit-rules §2.1.7).
    public var isExclusiveTouch = false

    // MARK: Appearance (View+Drawing.swift)

    /// The colour filling the bounds behind the view's drawing and subviews; nil (none) by default.
    public var backgroundColor: Color? {
        didSet {
            appearanceRecord.noteSet("backgroundColor")
            if isOpaque && oldValue != backgroundColor { setNeedsDisplay() }
        }
    }

    /// Whether the view's drawing paints every pixel of its bounds opaquely (true by default, as in
    /// UIKit): the drawing then starts on the background colour, or on black when there is none.
    public var isOpaque = true {
        didSet { if oldValue != isOpaque { setNeedsDisplay() } }
    }

    /// Whether subviews and drawing are clipped to the bounds; false by default.
    public var clipsToBounds = false

    /// How the kept drawing (or an image view's image) is placed when the bounds change; `.scaleToFill` by default.
    public var contentMode: ContentMode {
        get { storedContentMode }
        set { storedContentMode = newValue }
    }
    private var storedContentMode = ContentMode.scaleToFill

    /// The tint colour set on this view, if any (`tintColor` falls back to the superview's).
    var explicitTintColor: Color?

    // MARK: Appearance proxies (AppearanceProxies/View+Appearance.swift)

    /// The appearance properties set on this view directly, which appearance proxies leave
    /// alone (uikit-rules §17.4).
    public var appearanceRecord = AppearanceRecord()

    /// The appearance class of views of this Swift class; each class with one overrides it.
    open class var standardAppearanceClass: AppearanceClass { .view }

    /// Objects that are not views but that this view shows, which get their appearance when it
    /// enters a window (a tab bar button's item).
    var appearanceObjectsShown: [any AppearanceCustomizable] { [] }

    /// The view's layer, once made.
    var loadedLayer: ViewLayer?

    /// The containing view, or nil for a root.
    public var superview: View? { parent }

    /// The superview, which holds this view in its `subviews` while it is set: `insertSubview`
    /// sets it, `detachFromSuperview` clears it, and a superview's `deinit` clears it for the
    /// subviews that outlive it. Not retained: held through the superview's `LifetimeLink`.
    private var parent: View? {
        get { parentLink?.object as? View }
        set { parentLink = newValue?.lifetimeLink }
    }
    private var parentLink: LifetimeLink?

    /// The contained views, back to front: the last one is drawn on top and hit first. Each read
    /// makes a new array.
    public var subviews: [View] { subviewList.children }

    /// The subviews in a list that removes any of them without a search (`ChildList`); code
    /// that walks them reads its slots, skipping the holes, instead of copying `subviews`.
    private(set) var subviewList = ChildList<View>()

    /// The view's slot in its superview's `subviewList`.
    var listSlot = 0

    /// The view controller whose root view this is, if any; not retained (the controller holds the view).
    weak var viewController: ViewController?

    /// The gesture recognizers attached to the view, in the order they were added.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Whether `layoutSubviews()` is due on the next `layoutIfNeeded()`.
    public var needsLayout: Bool { layoutIsDue }
    private var layoutIsDue = false

    /// The application of `application`: set whenever the view enters a window or its window joins
    /// an application.
    private var rememberedApplication: Application? {
        get { rememberedApplicationLink.object }
        set { rememberedApplicationLink = LinkedReference(newValue) }
    }
    private var rememberedApplicationLink = LinkedReference<Application>()

    public init(frame: Rect = .zero) {
        placement = Placement(center: frame.standardized.center, bounds: Rect(origin: .zero, size: frame.standardized.size))
        super.init()
        isUserInteractionEnabled = Self.isUserInteractionEnabledByDefault
    }

    /// Subviews and gesture recognizers that outlive the view lose it; what refers to the view
    /// through its link sees it gone from the start.
    deinit {
        endLifetimeLink()
        for case let subview? in subviewList.slots { subview.parent = nil }
        for recognizer in gestureRecognizers { recognizer.view = nil }
    }


    // MARK: Geometry

    /// The rectangle the view occupies in its superview's coordinates.
    ///
    /// Setting it moves the centre and resizes the bounds; as in UIKit, set it only while the
    /// transform is the identity.
    public var frame: Rect {
        get { placement.frame }
        set {
            let rect = newValue.standardized
            center = rect.center
            bounds.size = rect.size
        }
    }

    /// A point in this view's coordinates expressed in its superview's (the screen's, for a root).
    func convertToSuperview(_ point: Point) -> Point {
        placement.toSuperview(point)
    }

    /// A point in the superview's coordinates (the screen's, for a root) expressed in this view's.
    func convertFromSuperview(_ point: Point) -> Point {
        placement.fromSuperview(point)
    }

    /// The root's conversion first, this view's last; recursive, so no list of ancestors is built.
    private func convertFromScreen(_ point: Point) -> Point {
        convertFromSuperview(parent?.convertFromScreen(point) ?? point)
    }

    /// A point in an ancestor's coordinates (or this view's own) expressed in this view's; nil
    /// when `ancestor` is neither. The ancestor's conversion first, this view's last.
    private func convert(_ point: Point, fromAncestor ancestor: View) -> Point? {
        if self === ancestor { return point }
        guard let parent, let inParent = parent.convert(point, fromAncestor: ancestor) else { return nil }
        return convertFromSuperview(inParent)
    }

    /// The root of this view's hierarchy (the view itself when it has no superview).
    public var rootView: View {
        var view = self
        while let parent = view.parent { view = parent }
        return view
    }

    /// Converts a point from this view's coordinates to another view's; nil means the window (or the root).
    ///
    /// The point climbs from this view until it reaches the other view or the root, then, when
    /// the other view lies below that root, descends to it; only views in different hierarchies
    /// go through the screen.
    public func convert(_ point: Point, to view: View?) -> Point {
        let target = view ?? window ?? rootView
        var point = point
        var current = self
        while current !== target {
            guard let parent = current.parent else { return target.convert(point, fromRoot: current) }
            point = current.convertToSuperview(point)
            current = parent
        }
        return point
    }

    /// Converts a point from another view's coordinates to this view's; nil means the window (or the root).
    public func convert(_ point: Point, from view: View?) -> Point {
        let source = view ?? window ?? rootView
        // From a root (a window, say) straight down, without climbing first.
        return source.parent == nil ? convert(point, fromRoot: source) : source.convert(point, to: self)
    }

    /// Converts a point from a root's coordinates to this view's: down from the root when this
    /// view lies below it, else through the screen (views in different hierarchies).
    private func convert(_ point: Point, fromRoot root: View) -> Point {
        convert(point, fromAncestor: root) ?? convertFromScreen(root.convertToSuperview(point))
    }

    /// Converts a rectangle to another view's coordinates (the bounding box of its converted corners).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map { convert($0, to: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Converts a rectangle from another view's coordinates to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        (view ?? window ?? rootView).convert(rect, to: self)
    }

    // MARK: Hit testing (uikit-rules §2.1)

    /// Whether a point in this view's coordinates is inside it; the base test is `bounds.contains`.
    open func point(inside point: Point, with event: InputEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant (or the view itself) containing the point.
    ///
    /// Hidden views, views with user interaction disabled and views with alpha below 0.01 are
    /// skipped with their subtrees; a point outside this view's bounds reaches none of its
    /// subviews, even ones that overhang; later subviews are tried first.
    open func hitTest(_ point: Point, with event: InputEvent?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, invokePoint(inside: point, with: event) else {
            return nil
        }
        for case let subview? in subviewList.slots.reversed() {
            if let hit = subview.invokeHitTest(subview.convertFromSuperview(point), with: event) {
                return hit
            }
        }
        return self
    }

    // MARK: Gesture recognizers

    /// Attaches a recognizer, detaching it from its previous view first; it then sees the touches
    /// of this view and its subviews before they do.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a recognizer; a gesture it was following is abandoned.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        if recognizer.state.isInProgress { recognizer.state = .cancelled }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// Asked before a recognizer that received a touch in this view (or one attached to it) leaves
    /// `possible`; false makes it fail. True by default; the standard controls say false to a
    /// superview's recognizer for their own gesture (uikit-rules §2.1.5).
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    // MARK: Responder chain

    /// The view controller whose root view this is, else the superview; the application for a
    /// window (uikit-rules §12.2).
    open override var next: Responder? {
        if let viewController { return viewController }
        return superview
    }

    /// The window at the root of this view's hierarchy, if any.
    open var window: Window? {
        var ancestor = parent
        while let current = ancestor {
            guard let next = current.parent else { return current as? Window }
            ancestor = next
        }
        return nil
    }

    /// The application whose dispatcher sends this view's actions: its window's, otherwise the
    /// last one it was seen in or was given. Setting it gives one to a view outside any window;
    /// a view in a window keeps its window's.
    public var application: Application? {
        get { rememberedApplication }
        set {
            guard window?.owningApplication == nil else { return }
            rememberedApplication = newValue
        }
    }

    /// Whether this view is its window's first responder.
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// Makes this view its window's first responder, where actions without a target start their
    /// search. Fails (returns false, changing nothing) outside a window, when
    /// `canBecomeFirstResponder` is false (for a plain view, a label, a control other than a text
    /// field), or when the current first responder refuses to resign (uikit-rules §12.1).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard invokeCanBecomeFirstResponder(), let window else { return false }
        if isFirstResponder { return true }
        if let current = window.firstResponder as? View, !current.resignFirstResponder() { return false }
        window.setFirstResponder(self)
        return true
    }

    /// Gives up first-responder status; returns false, keeping it, when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        window?.setFirstResponder(nil)
        return true
    }

    /// Whether this view implements a named action: one of its attached behaviour's (a scripted
    /// class's method), which actions sent up the responder chain then reach (uikit-rules §3.3).
    /// Subclasses that implement actions of their own add them and call super.
    open override func responds(to action: ActionName) -> Bool {
        attachedBehaviour?.responds(self, to: action) ?? false
    }

    /// Runs a named action this view's attached behaviour implements. Overrides call super for
    /// actions they do not implement.
    open override func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard let attachedBehaviour, attachedBehaviour.responds(self, to: action) else { return }
        try attachedBehaviour.perform(self, action, sender: sender, event: event)
    }

    /// The name used for this view's class in traffic records: its attached behaviour's, else its class's.
    open var typeName: String { attachedBehaviour?.typeName ?? String(describing: type(of: self)) }

    // MARK: Description

    /// The view's meaningful state, for the REPL and traces: the frame, then whatever differs from
    /// the class's defaults. Subclasses append their own properties to super's.
    open var displayProperties: [DisplayProperty] {
        var properties: [DisplayProperty] = [.value("frame", frame)]
        if tag != 0 { properties.append(.value("tag", tag)) }
        if isHidden { properties.append(.value("isHidden", true)) }
        if alpha != 1 { properties.append(.number("alpha", alpha)) }
        if isUserInteractionEnabled != Self.isUserInteractionEnabledByDefault {
            properties.append(.value("isUserInteractionEnabled", isUserInteractionEnabled))
        }
        return properties
    }

    /// The type name and the display properties: `Label(frame: (0, 0, 120×20), text: "Hello")`.
    public var description: String {
        "\(typeName)(" + describedProperties.map(\.description).joined(separator: ", ") + ")"
    }

    // MARK: Window notifications

    /// Called just before the view moves into another window (or out of its window, when nil).
    open func willMove(toWindow newWindow: Window?) {}

    /// Called just after the view moved into a window, or out of one.
    open func didMoveToWindow() {}

    /// Called just after the view got a new superview (or lost it).
    open func didMoveToSuperview() {}

    func notifyWillMove(toWindow newWindow: Window?) {
        willMove(toWindow: newWindow)
        for case let subview? in subviewList.slots { subview.notifyWillMove(toWindow: newWindow) }
    }

    func notifyDidMoveToWindow() {
        if let application = window?.owningApplication {
            rememberedApplication = application
            application.appearance.viewEnteredWindow(self)
        }
        didMoveToWindow()
        for case let subview? in subviewList.slots { subview.notifyDidMoveToWindow() }
    }

    // MARK: Drawing (overridable; the rest is in View+Drawing.swift)

    /// Draws the view's content into `Graphics.currentContext`, in the view's coordinates; `rect`
    /// is the part that is due. The base class draws nothing. Override it as UIKit's `draw(_:)`:
    /// it runs when the view is first shown and after `setNeedsDisplay()`, never on every frame.
    open func draw(_ rect: Rect) {}

    /// The area `draw(_:)` may paint, in the view's coordinates: the bounds. The standard controls
    /// grow it to fit the soft shadows of their thumbs, which UIKit draws in unclipped subviews.
    open var drawingBounds: Rect { bounds }

    /// The image the view's layer shows as its contents (an image view's image); nil by default.
    open var contentsImage: Image? { nil }

    /// The colour a template `contentsImage` is drawn in; nil by default.
    open var contentsTintColor: Color? { nil }

    /// Called when the view's effective `tintColor` changed (set here or inherited); the base class
    /// redraws the view.
    open func tintColorDidChange() {
        setNeedsDisplay()
    }

    // MARK: Layout

    /// Lays out subviews; the base class does nothing. Called by `layoutIfNeeded()` when layout is due.
    open func layoutSubviews() {}

    /// Marks the view as needing layout.
    public func setNeedsLayout() {
        layoutIsDue = true
    }

    /// Runs `layoutSubviews()` now if layout is due, then does the same for the subviews.
    public func layoutIfNeeded() {
        if layoutIsDue {
            layoutIsDue = false
            invokeLayoutSubviews()
        }
        for case let subview? in subviewList.slots { subview.layoutIfNeeded() }
    }

    // MARK: Hierarchy

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with the tag, searching this view then its subviews depth first.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for case let subview? in subviewList.slots {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Adds a view on top of the subviews, removing it from its previous superview first.
    ///
    /// Returns false, changing nothing, when the view is this view or one of its ancestors.
    @discardableResult
    public func addSubview(_ view: View) -> Bool {
        insertSubview(view, at: subviewList.count)
    }

    /// Inserts a view at an index of `subviews` (clamped to the valid range).
    ///
    /// Returns false, changing nothing, when the view is this view or one of its ancestors.
    @discardableResult
    public func insertSubview(_ view: View, at index: Int) -> Bool {
        guard !isDescendant(of: view) else { return false }
        if view.superview === self {
            subviewList.remove(view)
            subviewList.insert(view, at: index)
            placeLayer(of: view)
            return true
        }
        let newWindow = window
        let windowChanges = view.window !== newWindow
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        subviewList.insert(view, at: index)
        view.parent = self
        placeLayer(of: view)
        if view.explicitTintColor == nil { view.propagateTintColorChange() }
        view.didMoveToSuperview()
        if windowChanges { view.notifyDidMoveToWindow() }
        setNeedsLayout()
        return true
    }

    /// Inserts a view just above a sibling (on top when `sibling` is not a subview).
    @discardableResult
    public func insertSubview(_ view: View, aboveSubview sibling: View) -> Bool {
        let index = subviewList.index(of: sibling).map { $0 + 1 } ?? subviewList.count
        return insertSubview(view, at: index - (subviewList.index(of: view).map { $0 < index ? 1 : 0 } ?? 0))
    }

    /// Inserts a view just below a sibling (at the back when `sibling` is not a subview).
    @discardableResult
    public func insertSubview(_ view: View, belowSubview sibling: View) -> Bool {
        let index = subviewList.index(of: sibling) ?? 0
        return insertSubview(view, at: index - (subviewList.index(of: view).map { $0 < index ? 1 : 0 } ?? 0))
    }

    /// Moves a subview to the top, where it is hit first.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviewList.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Exchanges the subviews at two indices of `subviews`. Returns false, changing nothing, when
    /// either index is outside `subviews` (where UIKit raises an exception).
    @discardableResult
    public func exchangeSubview(at first: Int, withSubviewAt second: Int) -> Bool {
        let indices = 0..<subviewList.count
        guard indices.contains(first), indices.contains(second) else { return false }
        guard first != second else { return true }
        subviewList.swapAt(first, second)
        for index in [min(first, second), max(first, second)] {
            if let view = subviewList.slots[index] { placeLayer(of: view) }
        }
        return true
    }

    /// Detaches the view from its superview (and its window, which is told first).
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let windowChanges = window != nil
        if windowChanges { notifyWillMove(toWindow: nil) }
        detachFromSuperview()
        didMoveToSuperview()
        if windowChanges { notifyDidMoveToWindow() }
    }

    /// Takes the view out of its superview's subviews and its layer out of the superview's layer;
    /// neither searches the siblings.
    private func detachFromSuperview() {
        guard let parent else { return }
        parent.subviewList.remove(self)
        parent.setNeedsLayout()
        loadedLayer?.removeFromSuperlayer()
        self.parent = nil
    }
}

extension View: ListedChild {}
