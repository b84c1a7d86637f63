/// The look of a picker view (iOS 13), as the date picker's wheels (`WheelLook`): a light grey
/// band across the middle row, and on each component's drum the rows around it, squeezed and
/// fading as they turn away. The picker draws the band; each row's cell draws its title.
extension PickerView {
    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext, !wheels.isEmpty else { return }
        WheelLook.drawBand(WheelLook.band(in: bounds, height: bandHeight), in: context)
    }
}

extension PickerRowCell {
    /// Draws the title centred in the row, in its colour (the label colour by default), the font
    /// made smaller to fit the width.
    func drawTitle() {
        guard let title, !title.string.isEmpty, let context = Graphics.currentContext else { return }
        let row = bounds.insetBy(dx: 4, dy: 0)
        let font = WheelLook.fittingFont(for: [title.string], width: row.width, measurer: context.textMeasurer)
        context.drawLine(title.string, centeredIn: row, attributes: StandardLook.line(font, title.foregroundColor ?? .label))
    }
}
