/// The look of a slider (iOS 13): a 4 pt capsule track — the minimum side in the tint colour, the
/// maximum side light grey — and a white 28 pt knob with soft shadows; or the track, thumb and
/// value images when set. Everything sits in the model's rects (`trackRect(forBounds:)`,
/// `currentThumbRect`, the value image rects), so the knob is drawn where a touch grabs it.
/// Disabled, the slider is drawn at half opacity.
extension Slider {
    /// The colour of the track's maximum side when no tint is set (#787880 at 20 %).
    public static let defaultMaximumTrackColor = Color.systemFill

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        StandardLook.dimmed(!isEnabled, in: context, bounds: drawingBounds) {
            if let image = minimumValueImage { context.draw(image, in: minimumValueImageRect(forBounds: bounds)) }
            if let image = maximumValueImage { context.draw(image, in: maximumValueImageRect(forBounds: bounds)) }
            let track = trackRect(forBounds: bounds)
            let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
            drawTrack(track, splitAt: thumb.midX, in: context)
            if let image = currentThumbImage {
                context.draw(image, in: thumb, tint: image.renderingMode == .alwaysTemplate ? tintColor : nil)
            } else {
                StandardLook.drawKnob(thumb, color: thumbTintColor ?? .white, in: context)
            }
        }
    }

    /// The two sides of the track: images (each drawn over the whole track, shown on its side) or tinted capsules.
    private func drawTrack(_ track: Rect, splitAt x: Double, in context: any GraphicsContext) {
        let minimumSide = Rect(x: track.minX, y: track.minY, width: max(0, x - track.minX), height: track.height)
        let maximumSide = Rect(x: x, y: track.minY, width: max(0, track.maxX - x), height: track.height)
        for (side, image, color) in [(minimumSide, currentMinimumTrackImage, minimumTrackTintColor ?? tintColor),
                                     (maximumSide, currentMaximumTrackImage, maximumTrackTintColor ?? Slider.defaultMaximumTrackColor)] {
            context.withSavedGState {
                context.clip(to: side)
                if let image {
                    context.draw(image, in: track)
                } else {
                    StandardLook.fillCapsule(track, color ?? .systemBlue, in: context)
                }
            }
        }
    }
}
