/// The look of a switch (iOS 13): a capsule track, light grey when off and green (or
/// `onTintColor`) when on, and a white knob with soft shadows at the off or on end — stretched
/// toward the middle while pressed; half transparent when disabled. The knob sits in `thumbRect`,
/// where a touch grabs it.
extension Switch {
    /// The colour of the track while off (#787880 at 16 %).
    public static let offTrackColor = Color.secondarySystemFill

    /// How much wider the knob grows while pressed, toward the middle.
    public static let pressedKnobGrowth = 7.0

    /// The knob as drawn: `thumbRect` less 2 pt all round, widened while highlighted.
    public var knobRect: Rect {
        var knob = thumbRect.insetBy(dx: 2, dy: 2)
        if isHighlighted {
            knob.size.width += Switch.pressedKnobGrowth
            if isOn { knob.origin.x -= Switch.pressedKnobGrowth }
        }
        return knob
    }

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        StandardLook.dimmed(!isEnabled, in: context, bounds: drawingBounds) {
            StandardLook.fillCapsule(bounds, isOn ? (onTintColor ?? .systemGreen) : Switch.offTrackColor, in: context)
            StandardLook.drawKnob(knobRect, color: thumbTintColor ?? .white, in: context)
        }
    }
}
