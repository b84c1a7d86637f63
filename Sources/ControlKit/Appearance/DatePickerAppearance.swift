import Foundation

/// The look of a date picker's wheels (iOS 13, `WheelLook`): a light grey band across the middle
/// row, and in each wheel's column (`rect(for:)`) the current value on the band with the
/// neighbouring values above and below, squeezed and fading as they turn away on the drum. The
/// values are those a spin would reach (`TouchDriver.spin`), in English, on the picker's calendar.
extension DatePicker {
    /// The size of the values on the wheels.
    public static let wheelFontSize = WheelLook.fontSize

    /// How many rows show on each side of the middle one, at most.
    static let visibleRowsEachSide = 3

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        StandardLook.dimmed(!isEnabled, in: context, bounds: bounds) {
            WheelLook.drawBand(WheelLook.band(in: bounds, height: DatePicker.rowHeight), in: context)
            let radius = WheelLook.radius(height: bounds.height, rowHeight: DatePicker.rowHeight)
            let step = DatePicker.rowHeight / radius
            let rows = (-DatePicker.visibleRowsEachSide...DatePicker.visibleRowsEachSide).filter { abs(Double($0) * step) < WheelLook.steepestRowAngle }
            for component in components {
                guard let column = self.rect(for: component) else { continue }
                let texts = rows.map { wheelText(component, row: $0) }
                let font = WheelLook.fittingFont(for: texts, width: column.width - 8, measurer: context.textMeasurer)
                for (row, text) in zip(rows, texts) {
                    let angle = Double(row) * step
                    drawValue(text, in: column, at: bounds.midY + radius * sin(angle), squeeze: cos(angle), isCurrent: row == 0,
                              font: font, context: context)
                }
            }
        }
    }

    /// Draws one value centred on a height, squeezed vertically; the current one in the label
    /// colour, the others grey and fainter the further they turn.
    private func drawValue(_ text: String, in column: Rect, at y: Double, squeeze: Double, isCurrent: Bool, font: Font,
                           context: any GraphicsContext) {
        let color = isCurrent ? Color.label : Color.label.withAlphaComponent(WheelLook.turnedRowAlpha * squeeze)
        context.withSavedGState {
            context.translateBy(x: 0, y: y)
            context.scaleBy(x: 1, y: squeeze)
            let row = Rect(x: column.minX + 4, y: -DatePicker.rowHeight / 2, width: max(0, column.width - 8), height: DatePicker.rowHeight)
            context.drawLine(text, centeredIn: row, attributes: StandardLook.line(font, color))
        }
    }

    /// What a wheel shows `row` rows away from the current value (negative: above).
    public func wheelText(_ component: Component, row: Int) -> String {
        if datePickerMode == .countDownTimer {
            let minutes = Int(spunDuration(component, by: row)) / 60
            if component == .hour {
                let hours = minutes / 60
                return hours == 1 ? "1 hour" : "\(hours) hours"
            }
            return "\(minutes % 60) min"
        }
        let shown = spunDate(component, by: row)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: shown)
        switch component {
        case .year: return String(parts.year ?? 0)
        case .month: return DatePicker.monthNames[((parts.month ?? 1) - 1) % 12]
        case .day: return String(parts.day ?? 1)
        case .date:
            let weekday = DatePicker.weekdayNames[((parts.weekday ?? 1) - 1) % 7]
            let month = String(DatePicker.monthNames[((parts.month ?? 1) - 1) % 12].prefix(3))
            return "\(weekday) \(parts.day ?? 1) \(month)"
        case .hour: return DatePicker.padded(parts.hour ?? 0, to: 2)
        case .minute: return DatePicker.padded(parts.minute ?? 0, to: 2)
        }
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}
