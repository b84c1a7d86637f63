import Foundation

/// The look of an activity indicator (iOS 13): eight rounded spokes around the centre in grey (or
/// `color`), the one at the top solid and the others fading clockwise behind it. The picture is the
/// same at every moment: drawing never reads the clock.
extension ActivityIndicatorView {
    /// The spokes' colour when none is set (#3C3C43 at 60 %).
    public static let defaultColor = Color.secondaryLabel

    /// How many spokes there are.
    public static let spokeCount = 8

    func drawStandardAppearance(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        ActivityIndicatorView.drawSpokes(in: bounds, count: ActivityIndicatorView.spokeCount, color: color ?? ActivityIndicatorView.defaultColor, context: context)
    }

    /// Draws `count` of the eight spokes (fewer while a refresh control is being pulled), leading spoke at the top.
    static func drawSpokes(in area: Rect, count: Int, color: Color, context: any GraphicsContext) {
        let side = min(area.width, area.height), centre = area.center
        let inner = side * 0.22, outer = side * 0.47, width = side * (side > 30 ? 0.085 : 0.1)
        context.withSavedGState {
            context.setLineCap(.round)
            context.setLineWidth(width)
            for index in 0..<min(count, spokeCount) {
                let angle = -Double.pi / 2 - Double(index) * 2 * Double.pi / Double(spokeCount)
                let fade = 1 - 0.7 * Double(index) / Double(spokeCount - 1)
                context.setStrokeColor(color.withAlphaComponent(color.alpha * fade))
                context.strokeLine(from: Point(x: centre.x + inner * cos(angle), y: centre.y + inner * sin(angle)),
                                   to: Point(x: centre.x + outer * cos(angle), y: centre.y + outer * sin(angle)))
            }
        }
    }
}
