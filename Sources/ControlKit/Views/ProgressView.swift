/// A bar showing how far a task has got (UIKit's `UIProgressView`).
///
/// `progress` is clamped to 0…1 (NaN counts as 0). `setProgress(_:animated:)` with animation moves
/// the value over `animationDuration` on the application's virtual clock, so `progress` reads the
/// in-between values as the clock advances; a new value stops a running animation.
///
///     > bar.setProgress(0.8, animated: true)
///     > clock.advance(by: 0.25); bar.progress
///     0.8
open class ProgressView: View {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .progressView }

    /// The look of the bar, with UIKit's raw values.
    public enum Style: Int, Sendable, CustomStringConvertible {
        case `default` = 0
        /// The thinner bar of toolbars.
        case bar = 1

        public var description: String { self == .default ? "default" : "bar" }
    }

    /// The look of the bar; `.default` by default.
    open var progressViewStyle: Style { didSet { setNeedsDisplay() } }

    /// The colour of the filled part; nil (the tint colour) by default.
    open var progressTintColor: Color? { didSet { appearanceRecord.noteSet("progressTintColor"); setNeedsDisplay() } }

    /// The colour of the unfilled part; nil (the style's) by default.
    open var trackTintColor: Color? { didSet { appearanceRecord.noteSet("trackTintColor"); setNeedsDisplay() } }

    /// An image for the filled part, drawn instead of the tint; nil by default.
    open var progressImage: Image? { didSet { appearanceRecord.noteSet("progressImage"); setNeedsDisplay() } }

    /// An image for the unfilled part; nil by default.
    open var trackImage: Image? { didSet { appearanceRecord.noteSet("trackImage"); setNeedsDisplay() } }

    private var storedProgress = 0.0 {
        didSet { if oldValue != storedProgress { setNeedsDisplay() } }
    }
    private var animation: Animation?

    /// How long an animated change takes, in seconds (UIKit does not document it; a quarter second).
    public static let animationDuration = 0.25

    public init(frame: Rect = .zero, style: Style = .default) {
        progressViewStyle = style
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Draws the standard look (`Appearance/ProgressViewAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    /// The completed fraction, from 0 to 1; 0 by default. Setting it stops any animation.
    open var progress: Double {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets the progress (clamped to 0…1), moving to it over the virtual clock when `animated` and the
    /// view belongs to an application; immediately otherwise.
    open func setProgress(_ value: Double, animated: Bool) {
        let target = value.isNaN ? 0 : min(1, max(0, value))
        animation?.cancel()
        animation = nil
        guard animated, let clock = application?.clock, target != storedProgress else {
            storedProgress = target
            return
        }
        let start = storedProgress
        animation = clock.animate(duration: Self.animationDuration, curve: .easeInOut, update: { [weak self] fraction in
            self?.storedProgress = start.interpolated(to: target, fraction: fraction)
        }, completion: { [weak self] finished in
            if finished { self?.animation = nil }
        })
    }

    /// Whether an animated change is under way.
    public var isAnimatingProgress: Bool { animation?.isRunning ?? false }

    /// The view's properties, then the progress, a non-default style, and the colours and images set.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties + [.number("progress", progress)]
        if progressViewStyle != .default { properties.append(.value("progressViewStyle", progressViewStyle)) }
        if let progressTintColor { properties.append(.value("progressTintColor", progressTintColor)) }
        if let trackTintColor { properties.append(.value("trackTintColor", trackTintColor)) }
        if let progressImage { properties.append(.value("progressImage", progressImage)) }
        if let trackImage { properties.append(.value("trackImage", trackImage)) }
        return properties
    }
}
