import Foundation

/// The drum both pickers draw in the iOS 13 look (`DatePicker`'s wheels and `PickerView`'s
/// components): rows on a cylinder seen from the front, squeezed and fading as they turn away
/// from the band across the middle, where the selected row sits in the label colour.
enum WheelLook {
    /// The size of the text on the drums, in points.
    static let fontSize = 21.0

    /// The smallest the text shrinks to before it is cut short, in points.
    static let smallestFontSize = 13.0

    /// The furthest a row may have turned on the drum and still be drawn (about 69°; further rows
    /// would be slivers).
    static let steepestRowAngle = 1.2

    /// The alpha of a row turned away from the band, before the turn's squeeze (`0.3 × cos angle`).
    static let turnedRowAlpha = 0.3

    /// The radius of the drum in a view `height` points tall: 6 pt short of half the height,
    /// never less than a row.
    static func radius(height: Double, rowHeight: Double) -> Double {
        max(rowHeight, height / 2 - 6)
    }

    /// The band across the middle of the drums, `height` tall, inset 8 pt from the sides.
    static func band(in bounds: Rect, height: Double) -> Rect {
        Rect(x: bounds.minX + 8, y: bounds.midY - height / 2, width: max(0, bounds.width - 16), height: height)
    }

    /// Fills the band: light grey with rounded corners.
    static func drawBand(_ band: Rect, in context: any GraphicsContext) {
        context.setFillColor(.tertiarySystemFill)
        context.fill(Path(roundedRect: band, cornerRadius: 8))
    }

    /// The opacity of a row whose centre is `distance` points from the band's, turned by `angle`:
    /// 1 on the band, fading to `turnedRowAlpha × cos angle` one row away and beyond, so a row
    /// darkens smoothly as it turns onto the band.
    static func rowAlpha(distance: Double, rowHeight: Double, angle: Double) -> Double {
        let turned = turnedRowAlpha * cos(angle)
        let onBand = max(0, 1 - abs(distance) / max(rowHeight, 1))
        return turned + (1 - turned) * onBand
    }

    /// The drum font, made smaller (down to `smallestFontSize`) until the widest of the texts fits the width.
    static func fittingFont(for texts: [String], width: Double, measurer: any TextMeasuring) -> Font {
        let full = Font(size: fontSize)
        let widest = texts.map { measurer.size(of: $0, attributes: TextAttributes(font: full), maximumWidth: nil).width }.max() ?? 0
        guard widest > width, widest > 0 else { return full }
        return Font(size: max(smallestFontSize, (fontSize * width / widest).rounded(.down)))
    }
}
