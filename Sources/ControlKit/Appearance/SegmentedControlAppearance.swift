/// The look of a segmented control (iOS 13): a light grey rounded track, the selected segment on a
/// white plate with a soft shadow, thin dividers between unselected segments, 13 pt titles in the
/// label colour (semibold when selected), template images in the label colour; a pressed segment's
/// content fades, a disabled one is pale. Background and divider images replace the track, plate
/// and dividers (a divider image is as wide as it is and as tall as the control). Segments sit in `frameForSegment(at:)`, where taps select them.
extension SegmentedControl {
    /// The corner radius of the track.
    public static let cornerRadius = 9.0

    /// The size of segment titles.
    public static let titleFontSize = 13.0

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        StandardLook.dimmed(!isEnabled, in: context, bounds: drawingBounds) {
            drawTrack(in: context)
            drawDividers(in: context)
            for index in 0..<numberOfSegments { drawContent(ofSegment: index, in: context) }
        }
    }

    private func drawTrack(in context: any GraphicsContext) {
        if let image = backgroundImage(for: .normal) {
            context.draw(image, in: bounds)
        } else {
            context.setFillColor(.tertiarySystemFill)
            context.fill(Path(roundedRect: bounds, cornerRadius: SegmentedControl.cornerRadius))
        }
        for index in 0..<numberOfSegments {
            let state = state(ofSegment: index)
            guard state.contains(.selected) || state.contains(.highlighted) else { continue }
            let frame = frameForSegment(at: index)
            if let image = backgroundImages.storedValue(for: state) ?? (state.contains(.selected) ? backgroundImages.storedValue(for: .selected) : nil) {
                context.draw(image, in: frame)
            } else if state.contains(.selected) && backgroundImage(for: .normal) == nil {
                let plate = Path(roundedRect: frame.insetBy(dx: 2, dy: 2), cornerRadius: SegmentedControl.cornerRadius - 2)
                context.withSavedGState {
                    context.setFillColor(selectedSegmentTintColor ?? .white)
                    context.setShadow(offset: Size(width: 0, height: 3), blur: 8, color: Color(white: 0, alpha: 0.12))
                    context.fill(plate)
                    context.setShadow(offset: Size(width: 0, height: 3), blur: 1, color: Color(white: 0, alpha: 0.04))
                    context.fill(plate)
                    context.setShadow(nil)
                    context.setStrokeColor(Color(white: 0, alpha: 0.04))
                    context.setLineWidth(0.5)
                    context.stroke(plate)
                }
            }
        }
    }

    private func drawDividers(in context: any GraphicsContext) {
        guard numberOfSegments > 1 else { return }
        for index in 1..<numberOfSegments {
            let left = state(ofSegment: index - 1), right = state(ofSegment: index)
            let x = frameForSegment(at: index).minX
            if let image = dividerImage(forLeftSegmentState: left, rightSegmentState: right) {
                let width = image.size.width
                context.draw(image, in: Rect(x: x - width / 2, y: bounds.minY, width: width, height: bounds.height))
            } else if !left.contains(.selected) && !right.contains(.selected) {
                context.setFillColor(Color(hex: 0x3C3C43, alpha: 0.18))
                context.fill(Rect(x: x - 0.5, y: bounds.minY + 8, width: 1, height: max(0, bounds.height - 16)))
            }
        }
    }

    private func drawContent(ofSegment index: Int, in context: any GraphicsContext) {
        let frame = frameForSegment(at: index).insetBy(dx: 6, dy: 0), state = state(ofSegment: index)
        var color = Color.label
        if state.contains(.disabled) { color = .tertiaryLabel }
        if state.contains(.highlighted) && !state.contains(.selected) { color = color.withAlphaComponent(color.alpha * 0.35) }
        if let title = titleForSegment(at: index) {
            let font = Font(size: SegmentedControl.titleFontSize, weight: state.contains(.selected) ? .semibold : .regular)
            context.drawLine(title, centeredIn: frame, attributes: StandardLook.line(font, color))
        } else if let image = imageForSegment(at: index) {
            let size = image.size
            context.draw(image, in: Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height),
                         tint: image.isTemplate(byDefault: true) ? color : nil)
        }
    }
}
