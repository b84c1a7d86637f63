/// A minus/plus stepper (UIKit's `UIStepper`, uikit-rules §4.4).
///
/// A tap on a half steps once, at touch-up, and only if the finger is still on that (enabled)
/// half; holding a half steps after `autorepeatTiming.initialDelay` and then repeatedly, faster the
/// longer it is held, on the application's virtual clock (then touch-up adds no step). Sliding the
/// finger to the other half switches halves; leaving the touch area highlights neither. The minus
/// half is enabled while the value is above the minimum, the plus half while below the maximum,
/// both always when `wraps`. Programmatic changes are silent; the step must be positive.
///
///     > stepper.value = 150      -- clamped to 100, silent
///     > try stepper.setStepValue(0)
///     error: stepValue must be greater than 0 (got 0)
open class Stepper: Control {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .stepper }

    /// A stepper is adjustable, besides a control's state traits.
    override open var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }

    /// One half of the stepper.
    public enum Half: String, Sendable {
        /// The left half, which subtracts `stepValue`.
        case decrement
        /// The right half, which adds `stepValue`.
        case increment
    }

    /// The error of a step value that is not greater than zero (UIKit raises an invalid-argument exception).
    public struct InvalidStepValue: Error, Equatable, CustomStringConvertible {
        /// The value that was refused.
        public let value: Double

        /// The message, as UIKit words its exception.
        public var description: String { "stepValue must be greater than 0 (got \(value.compactDescription))" }
    }

    /// When autorepeat fires while a half is held (uikit-rules §4.4). UIKit waits 0.5 s for
    /// the first step and repeats at 0.5 s for the first three repeats, then faster from a two-entry
    /// table whose constants are not visible; the faster intervals here are chosen, not measured.
    public struct AutorepeatTiming: Sendable, Equatable {
        /// The wait from touch-down to the first step.
        public var initialDelay: Double
        /// The interval while at most `slowRepeatCount` steps were made.
        public var slowInterval: Double
        /// How many repeats use `slowInterval`.
        public var slowRepeatCount: Int
        /// The interval after that, until `fastRepeatCount` steps were made.
        public var mediumInterval: Double
        /// From this many repeats on, `fastInterval` is used (UIKit switches at 18).
        public var fastRepeatCount: Int
        /// The fastest interval.
        public var fastInterval: Double

        /// A timing from its constants.
        public init(initialDelay: Double, slowInterval: Double, slowRepeatCount: Int,
                    mediumInterval: Double, fastRepeatCount: Int, fastInterval: Double) {
            self.initialDelay = initialDelay
            self.slowInterval = slowInterval
            self.slowRepeatCount = slowRepeatCount
            self.mediumInterval = mediumInterval
            self.fastRepeatCount = fastRepeatCount
            self.fastInterval = fastInterval
        }

        /// 0.5 s, then 0.5 s for three repeats, 0.2 s until the 18th, 0.1 s after.
        public static let standard = AutorepeatTiming(initialDelay: 0.5, slowInterval: 0.5, slowRepeatCount: 3,
                                                      mediumInterval: 0.2, fastRepeatCount: 18, fastInterval: 0.1)

        /// The wait after `repeats` steps were made by autorepeat.
        public func interval(afterRepeats repeats: Int) -> Double {
            if repeats <= slowRepeatCount { return slowInterval }
            return repeats < fastRepeatCount ? mediumInterval : fastInterval
        }
    }

    /// The stepper's one size, whatever frame it is given: 94×32, as on current iOS (seed 000 saw
    /// 94×27 on iOS 6).
    public static let fixedSize = Size(width: 94, height: 32)

    private var bounded = BoundedValue(value: 0, minimum: 0, maximum: 100) {
        didSet { if bounded != oldValue { setNeedsDisplay() } }
    }

    /// The value, within `minimumValue…maximumValue` (default 0). Setting it clamps and sends nothing; NaN is ignored.
    public var value: Double {
        get { bounded.value }
        set { bounded.setValue(newValue) }
    }

    /// The lower limit (default 0). Setting it above the maximum moves the maximum to it too (the
    /// new limit wins, as iOS does); the value is re-clamped. NaN is ignored.
    public var minimumValue: Double {
        get { bounded.minimum }
        set { bounded.setMinimum(newValue) }
    }

    /// The upper limit (default 100). Setting it below the minimum moves the minimum to it too; the value is re-clamped. NaN is ignored.
    public var maximumValue: Double {
        get { bounded.maximum }
        set { bounded.setMaximum(newValue) }
    }

    /// The amount a step adds or subtracts (default 1); always greater than zero. Change it with `setStepValue(_:)`.
    public private(set) var stepValue = 1.0

    /// Whether stepping past a limit jumps to the other limit (default false).
    public var wraps = false { didSet { setNeedsDisplay() } }

    /// Whether holding a half steps repeatedly (default true).
    public var autorepeat = true

    /// Whether valueChanged is sent after every step (default true) or once, at touch-up.
    public var isContinuous = true

    /// When autorepeat steps; see `AutorepeatTiming`.
    public var autorepeatTiming = AutorepeatTiming.standard

    /// The half under the finger and highlighted, if any; a disabled half is never highlighted.
    public private(set) var highlightedHalf: Half? {
        didSet { if oldValue != highlightedHalf { setNeedsDisplay() } }
    }

    var backgroundImages = StateTable<Image>() { didSet { setNeedsDisplay() } }
    var incrementImages = StateTable<Image>() { didSet { setNeedsDisplay() } }
    var decrementImages = StateTable<Image>() { didSet { setNeedsDisplay() } }
    var dividerImages: [StatePair: Image] = [:] { didSet { setNeedsDisplay() } }

    private var repeatTimer: VirtualTimer?
    private var repeatCount = 0
    private var valueAtTouchDown = 0.0

    /// Creates a stepper at a frame's origin; the size is always `fixedSize`.
    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Stepper.fixedSize))
        isOpaque = false
    }

    /// The frame; setting it keeps the origin and ignores the size.
    public override var frame: Rect {
        get { super.frame }
        set { super.frame = Rect(origin: newValue.standardized.origin, size: Stepper.fixedSize) }
    }

    /// The bounds; the size always stays `fixedSize`.
    public override var bounds: Rect {
        didSet {
            if bounds.size != Stepper.fixedSize { bounds.size = Stepper.fixedSize }
        }
    }

    /// Sets the step; a value that is not greater than zero (or NaN) is refused with an error and
    /// the step is left unchanged.
    public func setStepValue(_ newValue: Double) throws(InvalidStepValue) {
        guard newValue > 0 else { throw InvalidStepValue(value: newValue) }
        stepValue = newValue
    }

    /// Whether the minus half responds: when wrapping, or while the value is above the minimum.
    public var isDecrementEnabled: Bool { wraps || value > minimumValue }

    /// Whether the plus half responds: when wrapping, or while the value is below the maximum.
    public var isIncrementEnabled: Bool { wraps || value < maximumValue }

    /// Whether a half responds.
    public func isEnabled(_ half: Half) -> Bool {
        half == .decrement ? isDecrementEnabled : isIncrementEnabled
    }

    /// One step on a half: ± `stepValue`; past a limit, the other limit when wrapping, else clamped.
    /// Answers whether the value changed (a wrapping stepper whose limits are equal stays put).
    @discardableResult
    private func step(_ half: Half) -> Bool {
        let before = value
        let next = half == .increment ? value + stepValue : value - stepValue
        if wraps && next > maximumValue {
            bounded.setValue(minimumValue)
        } else if wraps && next < minimumValue {
            bounded.setValue(maximumValue)
        } else {
            bounded.setValue(next)
        }
        return value != before
    }

    // MARK: Events

    /// A stepper triggers its primary action with valueChanged (uikit-rules §2.3).
    open override var primaryActionTriggeringEvents: Event { .valueChanged }

    // MARK: Tracking

    /// Highlights the half under the finger and, with autorepeat, schedules the first repeat.
    open override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        repeatCount = 0
        valueAtTouchDown = value
        highlightHalf(under: touch.location(in: self), with: event)
        if autorepeat { scheduleRepeat(after: autorepeatTiming.initialDelay) }
        return true
    }

    /// Highlights the half under the finger (none outside the touch area or on a disabled half).
    open override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        highlightHalf(under: touch.location(in: self), with: event)
        return true
    }

    /// A tap steps here, once, when a half is still highlighted and autorepeat has not fired yet.
    open override func endTracking(_ touch: Touch?, with event: InputEvent?) {
        stopRepeating()
        if let touch { highlightHalf(under: touch.location(in: self), with: event) }
        defer { highlightedHalf = nil }
        guard let half = highlightedHalf else { return }
        if repeatCount == 0, step(half), isContinuous {
            sendActions(for: .valueChanged, with: event)
        }
        if !isContinuous && value != valueAtTouchDown {
            sendActions(for: .valueChanged, with: event)
        }
    }

    /// Stops autorepeat and un-highlights both halves, without stepping.
    open override func cancelTracking(with event: InputEvent?) {
        stopRepeating()
        highlightedHalf = nil
        super.cancelTracking(with: event)
    }

    private func highlightHalf(under location: Point, with event: InputEvent?) {
        guard pointMostlyInside(location, with: event) else {
            highlightedHalf = nil
            return
        }
        let half: Half = location.x < bounds.midX ? .decrement : .increment
        highlightedHalf = isEnabled(half) ? half : nil
    }

    private func scheduleRepeat(after delay: Double) {
        repeatTimer = dispatchingApplication.clock.perform(after: delay) { [weak self] in
            self?.autorepeatFired()
        }
    }

    /// Steps the held half (if it is still highlighted and enabled) and schedules the next repeat;
    /// a held half that is disabled keeps the timer running without changes.
    private func autorepeatFired() {
        guard isTracking else { return }
        repeatCount += 1
        if let half = highlightedHalf, isEnabled(half) {
            let changed = step(half)
            if !isEnabled(half) { highlightedHalf = nil }
            if changed && isContinuous { sendActions(for: .valueChanged) }
        }
        scheduleRepeat(after: autorepeatTiming.interval(afterRepeats: repeatCount))
    }

    private func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    // MARK: Drawing

    /// Draws the standard look (`Appearance/StepperAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    // MARK: Gestures

    /// A superview's one-finger single-tap recognizer does not begin over the stepper: the tap is
    /// the stepper's own (Apple's "Attaching gesture recognizers to UIKit controls", uikit-rules §2.1.5).
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.view !== self, recognizer.isSingleFingerSingleTap else { return super.gestureRecognizerShouldBegin(recognizer) }
        return false
    }

    // MARK: Description

    /// The control's properties, then the value, limits and step, the options that differ from the
    /// defaults, and the half being pressed.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        properties += [.number("value", value), .number("minimumValue", minimumValue),
                       .number("maximumValue", maximumValue), .number("stepValue", stepValue)]
        if wraps { properties.append(.value("wraps", true)) }
        if !autorepeat { properties.append(.value("autorepeat", false)) }
        if !isContinuous { properties.append(.value("isContinuous", false)) }
        if let highlightedHalf { properties.append(.value("highlightedHalf", highlightedHalf.rawValue)) }
        return properties
    }
}
