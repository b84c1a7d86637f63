/// A row of dots, one per page, with the current page marked (UIKit's `UIPageControl`,
/// uikit-rules §4.6).
///
/// A tap released on the trailing side of the current page's dot moves one page forward, on the
/// leading side one page back — never straight to a tapped dot — and sends valueChanged when the
/// page changed (after the base touch events' touchDown, before touchUpInside). Setting
/// `currentPage` in code clamps and sends nothing.
///
///     > pages.numberOfPages = 3
///     > pages.currentPage = 7
///     > pages.currentPage
///     2
open class PageControl: Control {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .pageControl }

    /// A page control is adjustable, besides a control's state traits.
    override open var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }

    /// The diameter of a page dot, in points (chosen: the classic 7 pt dot).
    public static let dotDiameter = 7.0

    /// The space between two dots, in points (chosen: 9 pt, a 16 pt pitch as on classic iOS).
    public static let dotSpacing = 9.0

    /// The height `size(forNumberOfPages:)` gives (chosen: the classic 37 pt control height).
    public static let preferredHeight = 37.0

    /// The number of pages (default 0; negative values become 0). Changing it re-clamps `currentPage`.
    public var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = storedPage
            setNeedsDisplay()
        }
    }

    private var storedPage = 0

    /// The current page, pinned to `0…numberOfPages - 1` (0 without pages). Setting it sends nothing
    /// and moves the indicator at once, even when `defersCurrentPageDisplay` is on.
    public var currentPage: Int {
        get { storedPage }
        set {
            storedPage = min(max(0, newValue), max(0, numberOfPages - 1))
            displayedPage = storedPage
        }
    }

    /// The page whose dot is shown as current. It follows `currentPage`, except after a tap while
    /// `defersCurrentPageDisplay` is on, until `updateCurrentPageDisplay()`.
    public private(set) var displayedPage = 0 {
        didSet { if oldValue != displayedPage { setNeedsDisplay() } }
    }

    /// The colour of the dots of the other pages; nil for white at 30 % (iOS's default, made for dark backgrounds).
    public var pageIndicatorTintColor: Color? { didSet { appearanceRecord.noteSet("pageIndicatorTintColor"); setNeedsDisplay() } }

    /// The colour of the current page's dot; nil for white.
    public var currentPageIndicatorTintColor: Color? { didSet { appearanceRecord.noteSet("currentPageIndicatorTintColor"); setNeedsDisplay() } }

    /// Whether the control is hidden while there are fewer than two pages (default false).
    public var hidesForSinglePage = false

    /// Whether a tap leaves the indicator where it was until `updateCurrentPageDisplay()` (default false).
    public var defersCurrentPageDisplay = false

    /// Creates a page control without pages.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Hidden when set so, or when `hidesForSinglePage` is on with fewer than two pages.
    public override var isHidden: Bool {
        get { super.isHidden || (hidesForSinglePage && numberOfPages < 2) }
        set { super.isHidden = newValue }
    }

    /// Moves the indicator to the current page (after a deferred tap).
    public func updateCurrentPageDisplay() {
        displayedPage = storedPage
    }

    /// The size the dots of a number of pages need: dots and spacing across, `preferredHeight` high.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        let count = Double(max(0, pageCount))
        let width = count > 0 ? count * PageControl.dotDiameter + (count - 1) * PageControl.dotSpacing : 0
        return Size(width: width, height: PageControl.preferredHeight)
    }

    /// The centre of a page's dot in the control's bounds: the dots are centred as a row.
    public func dotCenter(forPage page: Int) -> Point {
        let rowWidth = size(forNumberOfPages: numberOfPages).width
        let pitch = PageControl.dotDiameter + PageControl.dotSpacing
        let x = bounds.midX - rowWidth / 2 + PageControl.dotDiameter / 2 + Double(page) * pitch
        return Point(x: x, y: bounds.midY)
    }

    // MARK: Tracking

    /// At touch-up inside, steps one page towards the side of the shown indicator the finger lifted on.
    open override func endTracking(_ touch: Touch?, with event: InputEvent?) {
        guard let touch else { return }
        let location = touch.location(in: self)
        guard pointMostlyInside(location, with: event) else { return }
        let indicatorX = dotCenter(forPage: displayedPage).x
        let target: Int
        if location.x > indicatorX {
            target = storedPage + 1
        } else if location.x < indicatorX {
            target = storedPage - 1
        } else {
            return
        }
        guard (0..<numberOfPages).contains(target) else { return }
        storedPage = target
        if !defersCurrentPageDisplay { displayedPage = target }
        sendActions(for: .valueChanged, with: event)
    }

    // MARK: Drawing

    /// Draws a dot per page at `dotCenter(forPage:)`: the shown page's in
    /// `currentPageIndicatorTintColor` (white), the others in `pageIndicatorTintColor` (white at 30 %).
    open override func draw(_ rect: Rect) {
        guard let context = Graphics.currentContext, numberOfPages > 0 else { return }
        let radius = PageControl.dotDiameter / 2
        for page in 0..<numberOfPages {
            let centre = dotCenter(forPage: page)
            context.setFillColor(page == displayedPage ? (currentPageIndicatorTintColor ?? .white)
                                                       : (pageIndicatorTintColor ?? Color(white: 1, alpha: 0.3)))
            context.fillEllipse(in: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        }
    }

    // MARK: Gestures

    /// A superview's one-finger single-tap recognizer does not begin over the page control: the tap is
    /// the page control's own (Apple's "Attaching gesture recognizers to UIKit controls", uikit-rules §2.1.5).
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.view !== self, recognizer.isSingleFingerSingleTap else { return super.gestureRecognizerShouldBegin(recognizer) }
        return false
    }

    // MARK: Description

    /// The control's properties, then the pages, the shown page when it lags, and the options when on.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        properties += [.value("numberOfPages", numberOfPages), .value("currentPage", storedPage)]
        if displayedPage != storedPage { properties.append(.value("displayedPage", displayedPage)) }
        if hidesForSinglePage { properties.append(.value("hidesForSinglePage", true)) }
        if defersCurrentPageDisplay { properties.append(.value("defersCurrentPageDisplay", true)) }
        return properties
    }
}
