/// The look of a progress view (iOS 13): a capsule track as tall as the view in light grey (or
/// `trackTintColor`), filled from the left to `progress` in the tint colour (or
/// `progressTintColor`); the bar style has no track. `trackImage` and `progressImage` replace the
/// colours, stretched over their parts.
extension ProgressView {
    /// The fill of the track when no colour or image is set (#787880 at 20 %).
    public static let defaultTrackColor = Color.systemFill

    /// The part of the bounds filled at the current progress.
    public var progressRect: Rect {
        Rect(x: bounds.minX, y: bounds.minY, width: bounds.width * progress, height: bounds.height)
    }

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        let radius = min(bounds.height / 2, 2)
        if let trackImage {
            context.draw(trackImage, in: bounds)
        } else if progressViewStyle == .default || trackTintColor != nil {
            context.setFillColor(trackTintColor ?? ProgressView.defaultTrackColor)
            context.fill(Path(roundedRect: bounds, cornerRadius: radius))
        }
        let filled = progressRect
        guard filled.width > 0 else { return }
        context.withSavedGState {
            context.clip(to: filled)
            if let progressImage {
                context.draw(progressImage, in: bounds)
            } else {
                context.setFillColor(progressTintColor ?? tintColor ?? .systemBlue)
                context.fill(Path(roundedRect: Rect(x: bounds.minX, y: bounds.minY, width: max(filled.width, 2 * radius), height: bounds.height),
                                  cornerRadius: radius))
            }
        }
    }
}
