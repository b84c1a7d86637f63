/// The accessories of a table cell (iOS 13): the grey chevron of a disclosure indicator, a check
/// mark in the tint colour, the tint-coloured circled "i" of a detail button — each 16 points from
/// the cell's right edge, centred vertically.
extension TableViewCell {
    /// The chevron's grey.
    static let disclosureColor = Color(hex: 0xC4C4C7)

    func drawAccessory(in context: any GraphicsContext) {
        guard accessoryType != .none, deleteConfirmationButton == nil else { return }
        let right = bounds.maxX - 16, middle = bounds.midY
        let tint = tintColor ?? .systemBlue
        context.withSavedGState {
            context.setLineCap(.round)
            context.setLineJoin(.round)
            switch accessoryType {
            case .none:
                return
            case .disclosureIndicator:
                drawChevron(right: right, middle: middle, in: context)
            case .checkmark:
                var check = Path()
                check.move(to: Point(x: right - 14, y: middle))
                check.addLine(to: Point(x: right - 9, y: middle + 5))
                check.addLine(to: Point(x: right, y: middle - 6))
                context.setStrokeColor(tint)
                context.setLineWidth(2.2)
                context.stroke(check)
            case .detailButton:
                drawInfo(right: right, middle: middle, color: tint, in: context)
            case .detailDisclosureButton:
                drawChevron(right: right, middle: middle, in: context)
                drawInfo(right: right - 8 - 16, middle: middle, color: tint, in: context)
            }
        }
    }

    /// A chevron 8 points wide and 13 high ending at `right`.
    private func drawChevron(right: Double, middle: Double, in context: any GraphicsContext) {
        var chevron = Path()
        chevron.move(to: Point(x: right - 7, y: middle - 6.5))
        chevron.addLine(to: Point(x: right, y: middle))
        chevron.addLine(to: Point(x: right - 7, y: middle + 6.5))
        context.setStrokeColor(TableViewCell.disclosureColor)
        context.setLineWidth(2.2)
        context.stroke(chevron)
    }

    /// A 22-point circle with an "i" in it, ending at `right`.
    private func drawInfo(right: Double, middle: Double, color: Color, in context: any GraphicsContext) {
        let circle = Rect(x: right - 22, y: middle - 11, width: 22, height: 22)
        context.setStrokeColor(color)
        context.setFillColor(color)
        context.setLineWidth(1.5)
        context.strokeEllipse(in: circle.insetBy(dx: 0.75, dy: 0.75))
        context.fillEllipse(in: Rect(x: circle.midX - 1.25, y: circle.minY + 5, width: 2.5, height: 2.5))
        context.setLineWidth(2)
        context.strokeLine(from: Point(x: circle.midX, y: circle.minY + 10), to: Point(x: circle.midX, y: circle.maxY - 5))
    }
}
