/// A slider (UIKit's `UISlider`, uikit-rules §4.3): a value between a minimum and a
/// maximum, changed by dragging the thumb.
///
/// Setting the value (or the limits) clamps it and sends nothing. A touch must begin on the thumb
/// — its rectangle grown to at least 48×48 — or nothing happens at all, not even touchDown; a tap
/// on the track does not move the thumb. Dragging is relative: the thumb keeps its offset from the
/// finger. A continuous slider sends valueChanged right after touchDown and on every move (even
/// when the value did not change); every slider sends a last one at touch-up, before the touch-up
/// events. Each valueChanged is followed by primaryActionTriggered.
///
///     > slider.value = 2        -- clamped, silent
///     > slider.value
///     1.0
open class Slider: Control {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .slider }

    /// A slider is adjustable, besides a control's state traits.
    override open var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }

    /// The smallest hit area of the thumb, on each axis (uikit-rules §4.3).
    public static let minimumThumbTouchSize = 48.0

    /// The size of the thumb when it has no image (iOS's thumb: 28×28).
    public static let defaultThumbSize = Size(width: 28, height: 28)

    /// The thickness of the track when it has no image.
    public static let defaultTrackHeight = 4.0

    /// The gap between a minimum or maximum value image and the track.
    public static let valueImageSpacing = 8.0

    private var bounded = BoundedValue(value: 0, minimum: 0, maximum: 1) {
        didSet { if bounded != oldValue { setNeedsDisplay() } }
    }

    /// The value, always within `minimumValue…maximumValue` (default 0). Setting it clamps and sends nothing; NaN is ignored.
    public var value: Double {
        get { bounded.value }
        set { bounded.setValue(newValue) }
    }

    /// The lower limit (default 0). Setting it above the maximum raises the maximum to it; the value is re-clamped. NaN is ignored.
    public var minimumValue: Double {
        get { bounded.minimum }
        set { bounded.setMinimum(newValue) }
    }

    /// The upper limit (default 1). Setting it below the minimum lowers the minimum to it; the value is re-clamped. NaN is ignored.
    public var maximumValue: Double {
        get { bounded.maximum }
        set { bounded.setMaximum(newValue) }
    }

    /// Whether valueChanged is sent while dragging (default true) or only when the finger lifts.
    public var isContinuous = true

    /// The image shown at the minimum end, before the track.
    public var minimumValueImage: Image? { didSet { setNeedsDisplay() } }

    /// The image shown at the maximum end, after the track.
    public var maximumValueImage: Image? { didSet { setNeedsDisplay() } }

    /// The colour of the track between the minimum and the thumb; nil for the tint colour.
    public var minimumTrackTintColor: Color? { didSet { appearanceRecord.noteSet("minimumTrackTintColor"); setNeedsDisplay() } }

    /// The colour of the track between the thumb and the maximum; nil for the system's light grey.
    public var maximumTrackTintColor: Color? { didSet { appearanceRecord.noteSet("maximumTrackTintColor"); setNeedsDisplay() } }

    /// The colour of the thumb; nil for white.
    public var thumbTintColor: Color? { didSet { appearanceRecord.noteSet("thumbTintColor"); setNeedsDisplay() } }

    var thumbImages = StateTable<Image>() { didSet { setNeedsDisplay() } }
    var minimumTrackImages = StateTable<Image>() { didSet { setNeedsDisplay() } }
    var maximumTrackImages = StateTable<Image>() { didSet { setNeedsDisplay() } }

    /// The finger's horizontal distance from the thumb's centre when the touch began.
    private var thumbGrabOffset = 0.0

    /// Creates a slider with the default value and limits.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Sets the value (clamped) without sending any action. Animation is not modelled.
    public func setValue(_ value: Double, animated: Bool) {
        self.value = value
    }

    // MARK: Events

    /// A slider triggers its primary action with valueChanged (uikit-rules §2.3).
    open override var primaryActionTriggeringEvents: Event { .valueChanged }

    // MARK: Layout (overridable)

    /// The rectangle of the minimum value image: at the left edge, vertically centred, the image's
    /// size; empty (zero width) when there is no image.
    open func minimumValueImageRect(forBounds bounds: Rect) -> Rect {
        let size = minimumValueImage?.size ?? .zero
        return Rect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The rectangle of the maximum value image: at the right edge, vertically centred.
    open func maximumValueImageRect(forBounds bounds: Rect) -> Rect {
        let size = maximumValueImage?.size ?? .zero
        return Rect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: the bounds' width less the value images (and their spacing), `defaultTrackHeight`
    /// (or the track image's height) high, vertically centred.
    open func trackRect(forBounds bounds: Rect) -> Rect {
        var left = bounds.minX, right = bounds.maxX
        if minimumValueImage != nil { left = minimumValueImageRect(forBounds: bounds).maxX + Slider.valueImageSpacing }
        if maximumValueImage != nil { right = maximumValueImageRect(forBounds: bounds).minX - Slider.valueImageSpacing }
        let height = currentMinimumTrackImage?.size.height ?? Slider.defaultTrackHeight
        return Rect(x: left, y: bounds.midY - height / 2, width: max(0, right - left), height: height)
    }

    /// The thumb for a value: the thumb image's size (or `defaultThumbSize`), vertically centred on
    /// the track, travelling so that it stays within the track — its left edge at the track's left
    /// at the minimum, its right edge at the track's right at the maximum.
    open func thumbRect(forBounds bounds: Rect, trackRect: Rect, value: Double) -> Rect {
        let size = currentThumbImage?.size ?? Slider.defaultThumbSize
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (min(maximumValue, max(minimumValue, value)) - minimumValue) / range : 0
        let x = trackRect.minX + fraction * (trackRect.width - size.width)
        return Rect(x: x, y: trackRect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The thumb's rectangle for the current value.
    public var currentThumbRect: Rect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    /// The area where a touch grabs the thumb: its rectangle grown to at least 48×48 about its centre.
    public var thumbTouchRect: Rect {
        let thumb = currentThumbRect
        let dx = max(0, Slider.minimumThumbTouchSize - thumb.width) / 2
        let dy = max(0, Slider.minimumThumbTouchSize - thumb.height) / 2
        return thumb.insetBy(dx: -dx, dy: -dy)
    }

    /// The value whose thumb is centred at an x position, clamped to the limits.
    private func value(forThumbCenterX x: Double) -> Double {
        let track = trackRect(forBounds: bounds)
        let thumbWidth = currentThumbRect.width
        let travel = track.width - thumbWidth
        guard travel > 0 else { return value }
        let fraction = (x - track.minX - thumbWidth / 2) / travel
        return bounded.clamped(minimumValue + fraction * (maximumValue - minimumValue))
    }

    // MARK: Tracking

    /// Tracks only a touch that begins on the thumb's touch area.
    open override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        let location = touch.location(in: self)
        guard thumbTouchRect.contains(location) else { return false }
        thumbGrabOffset = location.x - currentThumbRect.midX
        return true
    }

    /// A continuous slider sends valueChanged right after touchDown.
    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
        let wasTracking = isTracking
        super.touchesBegan(touches, with: event)
        if isTracking && !wasTracking && isContinuous {
            sendActions(for: .valueChanged, with: event)
        }
    }

    /// Moves the thumb with the finger; a continuous slider sends valueChanged on every move.
    open override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        follow(touch)
        if isContinuous { sendActions(for: .valueChanged, with: event) }
        return true
    }

    /// Moves the thumb to the lifted finger and sends the last valueChanged, continuous or not.
    open override func endTracking(_ touch: Touch?, with event: InputEvent?) {
        if let touch { follow(touch) }
        sendActions(for: .valueChanged, with: event)
    }

    private func follow(_ touch: Touch) {
        bounded.setValue(value(forThumbCenterX: touch.location(in: self).x - thumbGrabOffset))
    }

    // MARK: Drawing

    /// Draws the standard look (`Appearance/SliderAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    /// The bounds grown to hold the knob's shadow and value images that overhang.
    open override var drawingBounds: Rect {
        var area = bounds.inset(by: StandardLook.knobShadowReach)
        for image in [minimumValueImageRect(forBounds: bounds), maximumValueImageRect(forBounds: bounds)] where !image.isEmpty {
            area = area.union(image)
        }
        return area
    }

    // MARK: Gestures

    /// A superview's one-finger swipe recognizer for a direction along the track does not begin
    /// when the swipe started on the thumb — the touch the slider is tracking: that is its drag (Apple's "Attaching gesture
    /// recognizers to UIKit controls", uikit-rules §2.1.5, §6).
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.view !== self, let swipe = recognizer as? SwipeGestureRecognizer,
              swipe.numberOfTouchesRequired == 1, !swipe.direction.isDisjoint(with: [.left, .right]),
              let touch = swipe.touches.first(where: { $0.view === self })
        else { return super.gestureRecognizerShouldBegin(recognizer) }
        let dragsThumb = isTracking && trackedTouch === touch
        return !dragsThumb && super.gestureRecognizerShouldBegin(recognizer)
    }

    // MARK: Description

    /// The control's properties, then the value and limits, and `isContinuous` when false.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        properties += [.number("value", value), .number("minimumValue", minimumValue), .number("maximumValue", maximumValue)]
        if !isContinuous { properties.append(.value("isContinuous", false)) }
        return properties
    }
}

/// Per-state thumb and track images (uikit-rules §4.3), with the same fallback as a button's content.
extension Slider {
    /// Sets the thumb image of a state.
    public func setThumbImage(_ image: Image?, for state: State) { thumbImages.set(image, for: state) }
    /// The thumb image of a state: its own, else the normal state's.
    public func thumbImage(for state: State) -> Image? { thumbImages.value(for: state) }
    /// Sets the image of the track between the minimum and the thumb for a state.
    public func setMinimumTrackImage(_ image: Image?, for state: State) { minimumTrackImages.set(image, for: state) }
    /// The minimum track image of a state: its own, else the normal state's.
    public func minimumTrackImage(for state: State) -> Image? { minimumTrackImages.value(for: state) }
    /// Sets the image of the track between the thumb and the maximum for a state.
    public func setMaximumTrackImage(_ image: Image?, for state: State) { maximumTrackImages.set(image, for: state) }
    /// The maximum track image of a state: its own, else the normal state's.
    public func maximumTrackImage(for state: State) -> Image? { maximumTrackImages.value(for: state) }

    /// The thumb image shown now.
    public var currentThumbImage: Image? { thumbImage(for: state) }
    /// The minimum track image shown now.
    public var currentMinimumTrackImage: Image? { minimumTrackImage(for: state) }
    /// The maximum track image shown now.
    public var currentMaximumTrackImage: Image? { maximumTrackImage(for: state) }
}
