/// A view that shows a larger content area through its bounds and lets the user drag it around
/// (UIKit's `UIScrollView`).
///
/// The content offset is the bounds origin, so subviews placed in content coordinates move as it
/// changes, and hit testing and coordinate conversion follow. The scroll view's own
/// `panGestureRecognizer` drags the content (rubber-banding past the edges when `bounces`), and
/// on lift the content decelerates, bounces back or snaps to a page on the application's virtual
/// clock (see `ScrollPhysics` for the formulas). Touches in the content are held back briefly while
/// a scroll may start (`delaysContentTouches`) and cancelled when one does
/// (`canCancelContentTouches`, `touchesShouldCancel(in:)`) — uikit-rules §2.1.6, §8.12.
///
///     > let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
///     > scroll.contentSize = Size(width: 320, height: 2000)
///     > driver.drag(from: Point(x: 160, y: 400), to: Point(x: 160, y: 100))
///     > scroll.isDecelerating
///     true
open class ScrollView: View {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .scrollView }

    /// The size of the content, in points.
    public var contentSize: Size = .zero

    /// Extra space around the content that the user can scroll to.
    public var contentInset: EdgeInsets = .zero

    /// Whether the user can drag the content (default true); it enables `panGestureRecognizer`.
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether dragging past an edge rubber-bands and a flick bounces at an edge (default true).
    public var bounces = true

    /// Whether the content can be dragged vertically, bouncing, even when it fits (default false).
    public var alwaysBounceVertical = false

    /// Whether the content can be dragged horizontally, bouncing, even when it fits (default false).
    public var alwaysBounceHorizontal = false

    /// Whether the content comes to rest on multiples of the bounds size (default false).
    public var isPagingEnabled = false

    /// The speed decay per millisecond after a flick (`ScrollPhysics.normalDecelerationRate`, 0.998, by default).
    public var decelerationRate = ScrollPhysics.normalDecelerationRate

    /// Whether touches in the content reach it only after a short delay, unless they start a scroll first (default true).
    public var delaysContentTouches = true {
        didSet { contentTouchDelay.delaysTouchesBegan = delaysContentTouches }
    }

    /// Whether a scroll that starts may cancel touches the content is already handling (default true);
    /// when false, the content keeps such a touch and the scroll view does not scroll.
    public var canCancelContentTouches = true

    /// The object told about scrolling, held weakly.
    public weak var delegate: (any ScrollViewDelegate)?

    /// The recognizer that drags the content.
    public let panGestureRecognizer = PanGestureRecognizer()

    /// A refresh control shown above the content, pulled by dragging the content down. One with
    /// no size is placed in the 60 pt band above the content [INF].
    public var refreshControl: RefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            guard let refreshControl else { return }
            if refreshControl.bounds.size == .zero {
                refreshControl.frame = Rect(x: 0, y: -60, width: bounds.width, height: 60)
            }
            insertSubview(refreshControl, at: 0)
        }
    }

    /// Whether a finger touches the content (it may not have started dragging).
    public var isTracking: Bool {
        contentTouchDelay.touches.contains { !$0.phase.isFinal } || panGestureRecognizer.touches.contains { !$0.phase.isFinal }
    }

    /// Whether the user is dragging the content.
    public internal(set) var isDragging = false

    /// Whether the content is still moving after the finger lifted.
    public internal(set) var isDecelerating = false

    let contentTouchDelay: ContentTouchDelayRecognizer
    /// The animation moving the content, if any: a deceleration or a scrolling animation.
    var motion: Animation?
    var dragStartOffset = Point.zero
    var dragStartTranslation = Point.zero
    var lastDragMoveTime = 0.0

    public override init(frame: Rect = .zero) {
        contentTouchDelay = ContentTouchDelayRecognizer()
        super.init(frame: frame)
        contentTouchDelay.scrollView = self
        addGestureRecognizer(contentTouchDelay)
        panGestureRecognizer.isOwnedByView = true
        panGestureRecognizer.ownerHandler = { [unowned self] in handlePan() }
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Offset

    /// The point of the content shown at the top-left corner: the bounds origin. Setting it tells the delegate.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            contentOffsetDidChange()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Called whenever the content offset changed, before the delegate hears of it; subclasses
    /// override it to follow the offset (super tells the refresh control about a pull).
    open func contentOffsetDidChange() {
        if isDragging, let refreshControl {
            refreshControl.scrollViewPulled(to: minimumOffset.y - contentOffset.y)
        }
    }

    /// The smallest content offset at rest: the top and left insets, negated.
    public var minimumOffset: Point {
        Point(x: -contentInset.left, y: -contentInset.top)
    }

    /// The largest content offset at rest: where the content's far edges (and insets) meet the bounds' (never below the minimum).
    public var maximumOffset: Point {
        Point(x: max(-contentInset.left, contentSize.width + contentInset.right - bounds.width),
              y: max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// Whether the user can drag along x: the content (with insets) is wider than the bounds, or `alwaysBounceHorizontal`.
    public var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
    }

    /// Whether the user can drag along y: the content (with insets) is taller than the bounds, or `alwaysBounceVertical`.
    public var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    var horizontalLimits: ClosedRange<Double> { minimumOffset.x...maximumOffset.x }
    var verticalLimits: ClosedRange<Double> { minimumOffset.y...maximumOffset.y }

    /// Sets the content offset now, or animates to it (0.3 s, ease in-out [INF]) telling the delegate
    /// `scrollViewDidEndScrollingAnimation` at the end. Stops any motion under way.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopMotion()
        guard animated, let clock = application?.clock, offset != contentOffset else {
            contentOffset = offset
            return
        }
        let start = contentOffset
        motion = clock.animate(duration: Self.scrollingAnimationDuration, curve: .easeInOut, update: { [weak self] fraction in
            self?.contentOffset = start.interpolated(to: offset, fraction: fraction)
        }, completion: { [weak self] finished in
            guard let self, finished else { return }
            motion = nil
            recordDelegateNote("scrollViewDidEndScrollingAnimation")
            delegate?.scrollViewDidEndScrollingAnimation(self)
        })
    }

    /// How long `setContentOffset(_:animated: true)` takes, in seconds [INF].
    public static let scrollingAnimationDuration = 0.3

    /// Scrolls the least distance that shows a rectangle of the content (within the limits); does
    /// nothing when it is already visible.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let visible = bounds
        var offset = contentOffset
        if rect.minX < visible.minX || rect.width > visible.width {
            offset.x = rect.minX
        } else if rect.maxX > visible.maxX {
            offset.x = rect.maxX - visible.width
        }
        if rect.minY < visible.minY || rect.height > visible.height {
            offset.y = rect.minY
        } else if rect.maxY > visible.maxY {
            offset.y = rect.maxY - visible.height
        }
        offset = Point(x: min(max(offset.x, minimumOffset.x), maximumOffset.x),
                       y: min(max(offset.y, minimumOffset.y), maximumOffset.y))
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    // MARK: Content touches

    /// Whether touches that came down in a content view should reach it; asked when they would be
    /// delivered (after the delay, when `delaysContentTouches`). True by default; false keeps them
    /// from the view, while the scroll view may still scroll.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: InputEvent?, in view: View) -> Bool {
        true
    }

    /// Whether a scroll that is starting may cancel the touches a content view is already handling;
    /// asked only when `canCancelContentTouches`. False for controls (they keep their touch and the
    /// content does not scroll), true for any other view (uikit-rules §2.1.6).
    open func touchesShouldCancel(in view: View) -> Bool {
        !(view is Control)
    }

    /// The scroll view's own pan asks `panMayBegin()` (see ScrollView+ContentTouches); other
    /// recognizers get the view's default answer.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(recognizer) }
        return panMayBegin()
    }

    /// Fingers came down on the scroll view or its content: a motion under way stops there.
    /// Subclasses in ControlKit extend it (a table view ends a swipe-to-delete).
    func fingerCameDown(_ touches: Set<Touch>) {
        stopMotion()
    }

    /// Stops a deceleration or scrolling animation where it is.
    func stopMotion() {
        guard let running = motion else { return }
        motion = nil
        isDecelerating = false
        running.cancel()
    }

    /// Records a delegate message in the application's traffic, as a note from this scroll view.
    func recordDelegateNote(_ message: String) {
        application?.note(message, from: self)
    }

    // MARK: Description

    /// The view's properties, then the content size and offset, and the options that differ from the defaults.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        properties.append(.value("contentSize", contentSize))
        properties.append(.value("contentOffset", contentOffset))
        if contentInset != .zero {
            let inset = contentInset
            let parts = [inset.top, inset.left, inset.bottom, inset.right].map(\.compactDescription)
            properties.append(DisplayProperty("contentInset", "(" + parts.joined(separator: ", ") + ")"))
        }
        if !isScrollEnabled { properties.append(.value("isScrollEnabled", false)) }
        if isPagingEnabled { properties.append(.value("isPagingEnabled", true)) }
        if !bounces { properties.append(.value("bounces", false)) }
        return properties
    }
}
