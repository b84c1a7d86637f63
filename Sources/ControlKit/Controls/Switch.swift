/// An on/off switch (UIKit's `UISwitch`, uikit-rules §4.2).
///
/// Setting `isOn` or calling `setOn(_:animated:)` sends nothing. A person flips it by a tap — a
/// touch released inside the touch area without sliding — or by sliding the thumb: on release the
/// switch takes the side the finger ended on. When the value changed it sends valueChanged with no
/// input event, as UIKit's switch does, before the touch-up events. Its size is fixed at 51×31.
///
///     > let toggle = Switch()
///     > toggle.setOn(true, animated: true)   -- silent
///     > driver.tap(toggle)                   -- valueChanged, now off
open class Switch: Control {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .switchControl }

    /// A switch is a button, besides a control's state traits.
    override open var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    /// The switch's one size, whatever frame it is given (the classic 51×31).
    public static let fixedSize = Size(width: 51, height: 31)

    /// How far the finger must move sideways before a touch counts as a slide rather than a tap, in points.
    public static let slideThreshold = 10.0

    /// Whether the switch is on (default false). Setting it sends no action.
    public var isOn = false { didSet { if oldValue != isOn { setNeedsDisplay() } } }

    /// The track's colour when on; nil for the system green.
    public var onTintColor: Color? { didSet { appearanceRecord.noteSet("onTintColor"); setNeedsDisplay() } }

    /// The knob's colour; nil for white.
    public var thumbTintColor: Color? { didSet { appearanceRecord.noteSet("thumbTintColor"); setNeedsDisplay() } }

    /// The image shown on the on side (not shown since iOS 7, nor here). Kept as state.
    public var onImage: Image?

    /// The image shown on the off side (not shown since iOS 7, nor here). Kept as state.
    public var offImage: Image?

    private var touchStartX = 0.0
    private var didSlide = false

    /// Creates a switch at a frame's origin; the size is always `fixedSize`.
    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Switch.fixedSize))
        isOpaque = false
    }

    /// The frame; setting it keeps the origin and ignores the size.
    public override var frame: Rect {
        get { super.frame }
        set { super.frame = Rect(origin: newValue.standardized.origin, size: Switch.fixedSize) }
    }

    /// The bounds; the size always stays `fixedSize`.
    public override var bounds: Rect {
        didSet {
            if bounds.size != Switch.fixedSize { bounds.size = Switch.fixedSize }
        }
    }

    /// Sets the state without sending any action; nothing happens when it is already in that state.
    /// Animation is not modelled: the change is immediate.
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    // MARK: Tracking

    /// Remembers where the finger went down, to tell a slide from a tap.
    open override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        touchStartX = touch.location(in: self).x
        didSlide = false
        return true
    }

    /// Notes a slide once the finger moved `slideThreshold` sideways.
    open override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        if abs(touch.location(in: self).x - touchStartX) >= Switch.slideThreshold { didSlide = true }
        return true
    }

    /// A slide leaves the switch on the side the finger ended on; a tap released inside toggles it.
    open override func endTracking(_ touch: Touch?, with event: InputEvent?) {
        guard let touch else { return }
        let location = touch.location(in: self)
        if abs(location.x - touchStartX) >= Switch.slideThreshold { didSlide = true }
        let newValue: Bool
        if didSlide {
            newValue = location.x >= bounds.midX
        } else if pointMostlyInside(location, with: event) {
            newValue = !isOn
        } else {
            return
        }
        guard newValue != isOn else { return }
        isOn = newValue
        sendActions(for: .valueChanged)
    }

    // MARK: Drawing

    /// Draws the standard look (`Appearance/SwitchAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    /// The bounds grown to hold the knob's shadow.
    open override var drawingBounds: Rect { bounds.inset(by: StandardLook.knobShadowReach) }

    // MARK: Gestures

    /// The thumb: a square the switch's height at the off (left) or on (right) end [INF: the
    /// classic switch's geometry].
    public var thumbRect: Rect {
        let side = bounds.height
        return Rect(x: isOn ? bounds.maxX - side : bounds.minX, y: bounds.minY, width: side, height: side)
    }

    /// A superview's recognizer does not begin on the switch's own gestures: a one-finger single
    /// tap, or a pan that starts on the thumb and runs along the track (Apple's "Attaching gesture
    /// recognizers to UIKit controls", uikit-rules §2.1.5, §6).
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.view !== self else { return super.gestureRecognizerShouldBegin(recognizer) }
        if recognizer.isSingleFingerSingleTap { return false }
        if let pan = recognizer as? PanGestureRecognizer, pan.numberOfTouches == 1,
           let touch = pan.touches.first, touch.view === self,
           thumbRect.contains(convert(touch.initialLocationInWindow, from: nil)) {
            let travel = pan.translation(in: self)
            if abs(travel.x) >= abs(travel.y) { return false }
        }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    // MARK: Description

    /// The control's properties, then `isOn`.
    open override var displayProperties: [DisplayProperty] {
        super.displayProperties + [.value("isOn", isOn)]
    }
}
