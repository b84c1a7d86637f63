import Foundation

/// The look of a picker view (iOS 13), as the date picker's wheels (`WheelLook`): a light grey
/// band across the middle row, and on each component's drum the rows around it, squeezed and
/// fading as they turn away. The picker draws the band; each drum draws its rows' titles.
extension PickerView {
    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext, !wheels.isEmpty else { return }
        WheelLook.drawBand(WheelLook.band(in: bounds, height: bandHeight), in: context)
    }
}

extension PickerWheel {
    /// Draws the rows showing titles, each centred in its row on the drum, squeezed and faded
    /// as it turns, in its colour (the label colour by default), the font made smaller to fit the
    /// width.
    func drawTitles() {
        guard let context = Graphics.currentContext else { return }
        for (row, content) in rows {
            guard case .title(let title?) = content, !title.string.isEmpty, let (distance, angle) = placement(of: row) else { continue }
            let squeeze = cos(angle)
            let line = Rect(x: 4, y: -rowHeight / 2, width: max(0, bounds.width - 8), height: rowHeight)
            let font = WheelLook.fittingFont(for: [title.string], width: line.width, measurer: context.textMeasurer)
            let color = title.foregroundColor ?? .label
            let alpha = color.alpha * WheelLook.rowAlpha(distance: distance, rowHeight: rowHeight, angle: angle)
            context.withSavedGState {
                context.translateBy(x: bounds.minX, y: bandCentre + radius * sin(angle))
                context.scaleBy(x: 1, y: squeeze)
                context.drawLine(title.string, centeredIn: line, attributes: StandardLook.line(font, color.withAlphaComponent(alpha)))
            }
        }
    }
}
