/// A row of segments of which one may be selected (UIKit's `UISegmentedControl`, uikit-rules §4.5).
///
/// It handles touches itself, without the base tracking, so it sends no touch events at all and
/// `isTracking` stays false. A touch highlights the segment under it (the nearest one when between
/// or beside segments); a touch that begins on a disabled segment is ignored. Moving re-highlights
/// the segment under the finger while it is mostly inside — anywhere along the row when the touch
/// began on the selected segment — and leaving highlights none. The selection changes at touch-up,
/// on the highlighted segment, and only then is valueChanged sent (then primaryActionTriggered),
/// with no input event; re-tapping the selected segment sends nothing, and setting
/// `selectedSegmentIndex` in code is silent. UIKit delivers that valueChanged just after the touch
/// handling returns (after its animation transaction commits); here it is the last thing touch-up
/// does, with nothing in between. "Mostly inside" uses the control's `touchSlop`, standing in for
/// UIKit's style-specific margin.
///
///     > let picker = SegmentedControl(items: [.title("Day"), .title("Week")])
///     > picker.selectedSegmentIndex
///     -1
open class SegmentedControl: Control {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .segmentedControl }

    /// The index meaning "no segment selected".
    public static let noSegment = -1

    /// What a segment shows: a title or an image, never both.
    public enum Content: Hashable, Sendable {
        case title(String)
        case image(Image)
    }

    struct Segment {
        var content: Content
        var isEnabled = true
        var width = 0.0
    }

    private var segments: [Segment] = [] { didSet { setNeedsDisplay() } }
    private var storedSelection = SegmentedControl.noSegment {
        didSet { if oldValue != storedSelection { setNeedsDisplay() } }
    }

    /// The selected segment, or `noSegment` (the default). Setting it sends nothing; an index that
    /// is neither `noSegment` nor a segment's is ignored.
    public var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == SegmentedControl.noSegment || segments.indices.contains(newValue) else { return }
            storedSelection = newValue
        }
    }

    /// Whether segments spring back after being tapped instead of staying shown as selected
    /// (default false). Every tap then sends valueChanged, even on the same segment, and
    /// `selectedSegmentIndex` keeps the last segment pressed (UIKit's header; uikit-rules §4.5).
    public var isMomentary = false { didSet { setNeedsDisplay() } }

    /// The colour of the selected segment's plate; nil for white (iOS 13's `selectedSegmentTintColor`).
    public var selectedSegmentTintColor: Color? { didSet { appearanceRecord.noteSet("selectedSegmentTintColor"); setNeedsDisplay() } }

    var backgroundImages = StateTable<Image>() { didSet { setNeedsDisplay() } }
    var dividerImages: [StatePair: Image] = [:] { didSet { setNeedsDisplay() } }

    /// The segment highlighted under the finger, if any.
    public private(set) var highlightedSegmentIndex: Int? {
        didSet { if oldValue != highlightedSegmentIndex { setNeedsDisplay() } }
    }

    /// Whether the last insertion or removal asked for animation (animation itself is not modelled).
    public private(set) var lastSegmentChangeWasAnimated = false

    private var segmentTouch: Touch?
    private var touchBeganOnSelection = false

    /// Creates a control without segments.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Creates a control with one segment per item, in order.
    public init(items: [Content], frame: Rect = .zero) {
        segments = items.map { Segment(content: $0) }
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    // MARK: Segments

    /// How many segments there are.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment at an index from 0 to `numberOfSegments` (larger ones insert at the end).
    /// The selection follows its segment (UIKit leaves this undocumented; uikit-rules §4.5).
    public func insertSegment(withTitle title: String, at index: Int, animated: Bool) {
        insert(Segment(content: .title(title)), at: index, animated: animated)
    }

    /// Inserts an image segment at an index from 0 to `numberOfSegments` (larger ones insert at the end).
    /// The selection follows its segment (UIKit leaves this undocumented; uikit-rules §4.5).
    public func insertSegment(with image: Image, at index: Int, animated: Bool) {
        insert(Segment(content: .image(image)), at: index, animated: animated)
    }

    /// Removes a segment (an index past the end removes the last one). The selection follows its
    /// segment; removing the selected segment leaves none selected.
    public func removeSegment(at index: Int, animated: Bool) {
        guard let index = pinned(index) else { return }
        segments.remove(at: index)
        lastSegmentChangeWasAnimated = animated
        if storedSelection == index {
            storedSelection = SegmentedControl.noSegment
        } else if storedSelection > index {
            storedSelection -= 1
        }
    }

    /// Removes every segment; none is selected afterwards.
    public func removeAllSegments() {
        segments.removeAll()
        storedSelection = SegmentedControl.noSegment
    }

    /// Gives a segment a title, replacing its image (an index past the end means the last segment).
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        guard let index = pinned(index) else { return }
        segments[index].content = .title(title)
    }

    /// A segment's title; nil for an image segment or an index out of range.
    public func titleForSegment(at index: Int) -> String? {
        guard segments.indices.contains(index), case .title(let title) = segments[index].content else { return nil }
        return title
    }

    /// Gives a segment an image, replacing its title (an index past the end means the last segment).
    public func setImage(_ image: Image, forSegmentAt index: Int) {
        guard let index = pinned(index) else { return }
        segments[index].content = .image(image)
    }

    /// A segment's image; nil for a titled segment or an index out of range.
    public func imageForSegment(at index: Int) -> Image? {
        guard segments.indices.contains(index), case .image(let image) = segments[index].content else { return nil }
        return image
    }

    /// Enables or disables a segment (an index past the end means the last segment). Disabling the
    /// selected segment clears the selection, silently.
    public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard let index = pinned(index) else { return }
        segments[index].isEnabled = enabled
        if !enabled && storedSelection == index { selectedSegmentIndex = SegmentedControl.noSegment }
    }

    /// Whether a segment is enabled (default true); false for an index out of range.
    public func isEnabledForSegment(at index: Int) -> Bool {
        segments.indices.contains(index) && segments[index].isEnabled
    }

    /// Fixes a segment's width in points; 0 (the default, and what negative widths become) shares
    /// the width left by fixed segments equally.
    public func setWidth(_ width: Double, forSegmentAt index: Int) {
        guard let index = pinned(index) else { return }
        segments[index].width = max(0, width)
    }

    /// A segment's fixed width, 0 when automatic or out of range.
    public func widthForSegment(at index: Int) -> Double {
        segments.indices.contains(index) ? segments[index].width : 0
    }

    /// A segment's rectangle in the control's bounds: segments side by side, fixed widths as set,
    /// automatic ones sharing the rest equally.
    public func frameForSegment(at index: Int) -> Rect {
        guard segments.indices.contains(index) else { return .zero }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.count { $0.width == 0 }
        let shared = automatic > 0 ? max(0, bounds.width - fixed) / Double(automatic) : 0
        let widths = segments.map { $0.width > 0 ? $0.width : shared }
        let x = bounds.minX + widths[..<index].reduce(0, +)
        return Rect(x: x, y: bounds.minY, width: widths[index], height: bounds.height)
    }

    /// The segment whose column holds an x position, or the nearest one; nil without segments.
    public func segmentIndex(nearestTo point: Point) -> Int? {
        let frames = segments.indices.map { frameForSegment(at: $0) }
        if let inside = frames.firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }) { return inside }
        return frames.indices.min { distance(from: point.x, to: frames[$0]) < distance(from: point.x, to: frames[$1]) }
    }

    private func distance(from x: Double, to frame: Rect) -> Double {
        x < frame.minX ? frame.minX - x : x - frame.maxX
    }

    private func insert(_ segment: Segment, at index: Int, animated: Bool) {
        let index = min(max(0, index), segments.count)
        segments.insert(segment, at: index)
        lastSegmentChangeWasAnimated = animated
        if storedSelection >= index { storedSelection += 1 }
    }

    /// An index for the set and remove calls: past the end means the last segment; nil when there are none.
    private func pinned(_ index: Int) -> Int? {
        guard !segments.isEmpty else { return nil }
        return min(max(0, index), segments.count - 1)
    }

    // MARK: Events

    /// Selecting a segment also triggers the primary action (UIKit's header: "handlers for the
    /// ValueChanged and PrimaryActionTriggered control events").
    open override var primaryActionTriggeringEvents: Event { .valueChanged }

    // MARK: Touches (no base tracking, uikit-rules §4.5)

    /// Highlights the segment under the touch (or the nearest); a disabled segment ignores the touch.
    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
        guard segmentTouch == nil, isEnabled, isUserInteractionEnabled,
              let touch = touches.min(by: { $0.identifier < $1.identifier }),
              let index = segmentIndex(nearestTo: touch.location(in: self)),
              segments[index].isEnabled else { return }
        segmentTouch = touch
        touchBeganOnSelection = index == storedSelection && !isMomentary
        highlightedSegmentIndex = index
    }

    /// Re-highlights the segment under the finger, or none.
    open override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) {
        guard let touch = segmentTouch, touches.contains(touch) else { return }
        highlightedSegmentIndex = segment(under: touch, with: event)
    }

    /// Selects the highlighted segment and sends valueChanged when the selection changed (always when momentary).
    open override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {
        guard let touch = segmentTouch, touches.contains(touch) else { return }
        let chosen = segment(under: touch, with: event)
        segmentTouch = nil
        highlightedSegmentIndex = nil
        guard let chosen, chosen != storedSelection || isMomentary else { return }
        storedSelection = chosen
        sendActions(for: .valueChanged)
    }

    /// Drops the touch: nothing is selected and nothing is sent.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) {
        guard let touch = segmentTouch, touches.contains(touch) else { return }
        segmentTouch = nil
        highlightedSegmentIndex = nil
    }

    /// Leaving the window mid-touch drops the touch: no highlight stays and nothing is selected.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            segmentTouch = nil
            highlightedSegmentIndex = nil
        }
    }

    /// The enabled segment a touch points at: the nearest one anywhere when sliding the selection,
    /// otherwise only while the touch is mostly inside.
    private func segment(under touch: Touch, with event: InputEvent?) -> Int? {
        let location = touch.location(in: self)
        guard touchBeganOnSelection || pointMostlyInside(location, with: event),
              let index = segmentIndex(nearestTo: location), segments[index].isEnabled else { return nil }
        return index
    }

    // MARK: Drawing

    /// Draws the standard look (`Appearance/SegmentedControlAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    /// The bounds grown to hold the selected plate's shadow.
    open override var drawingBounds: Rect { bounds.insetBy(dx: -4, dy: -4) }

    // MARK: Gestures

    /// A superview's one-finger single-tap recognizer does not begin over the segmented control: the tap is
    /// the segmented control's own (Apple's "Attaching gesture recognizers to UIKit controls", uikit-rules §2.1.5).
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.view !== self, recognizer.isSingleFingerSingleTap else { return super.gestureRecognizerShouldBegin(recognizer) }
        return false
    }

    // MARK: Description

    /// The control's properties, then the segments (titles quoted, images by description, disabled
    /// ones marked `-`), the selection, and `isMomentary` when true.
    open override var displayProperties: [DisplayProperty] {
        let items = segments.map { segment -> String in
            let shown: String
            switch segment.content {
            case .title(let title): shown = "\"\(title)\""
            case .image(let image): shown = image.description
            }
            return segment.isEnabled ? shown : "-" + shown
        }
        var properties = super.displayProperties
        properties += [DisplayProperty("segments", "[" + items.joined(separator: ", ") + "]"),
                       .value("selectedSegmentIndex", storedSelection)]
        if isMomentary { properties.append(.value("isMomentary", true)) }
        return properties
    }
}
