/// The glyphs of the system bar button items, drawn after iOS 13's symbols in a 28-point square:
/// strokes 2 pt wide with round ends and corners, the media controls filled.
enum BarGlyphs {
    /// Draws a system item's glyph in a square, in a colour (the close item keeps its own greys).
    static func draw(_ item: BarButtonItem.SystemItem, in square: Rect, color: Color, context: any GraphicsContext) {
        let unit = square.width / 28
        func p(_ x: Double, _ y: Double) -> Point { Point(x: square.minX + x * unit, y: square.minY + y * unit) }
        func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
            var path = Path()
            for (index, point) in points.enumerated() {
                if index == 0 { path.move(to: p(point.0, point.1)) } else { path.addLine(to: p(point.0, point.1)) }
            }
            if closed { path.close() }
            return path
        }
        context.saveGState()
        defer { context.restoreGState() }
        context.setStrokeColor(color)
        context.setFillColor(color)
        context.setLineWidth(2 * unit)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        func stroke(_ path: Path) { context.stroke(path) }
        func fill(_ path: Path) {
            context.fill(path)
            context.stroke(path)
        }
        switch item {
        case .add:
            context.setLineWidth(2.2 * unit)
            stroke(polyline([(14, 5), (14, 23)]))
            stroke(polyline([(5, 14), (23, 14)]))
        case .stop:
            context.setLineWidth(2.2 * unit)
            stroke(polyline([(7, 7), (21, 21)]))
            stroke(polyline([(21, 7), (7, 21)]))
        case .search:
            stroke(Path(ovalIn: Rect(x: p(4.5, 4.5).x, y: p(4.5, 4.5).y, width: 15 * unit, height: 15 * unit)))
            context.setLineWidth(2.6 * unit)
            stroke(polyline([(17.5, 17.5), (23, 23)]))
        case .play:
            fill(polyline([(9, 6), (22, 14), (9, 22)], closed: true))
        case .pause:
            context.fill(Path(roundedRect: Rect(origin: p(8, 6), size: Size(width: 4 * unit, height: 16 * unit)), cornerRadius: unit))
            context.fill(Path(roundedRect: Rect(origin: p(16, 6), size: Size(width: 4 * unit, height: 16 * unit)), cornerRadius: unit))
        case .rewind:
            fill(polyline([(14, 8), (5, 14), (14, 20)], closed: true))
            fill(polyline([(23, 8), (14, 14), (23, 20)], closed: true))
        case .fastForward:
            fill(polyline([(5, 8), (14, 14), (5, 20)], closed: true))
            fill(polyline([(14, 8), (23, 14), (14, 20)], closed: true))
        case .trash:
            stroke(polyline([(5, 7.5), (23, 7.5)]))
            stroke(polyline([(10.5, 7.5), (11.2, 4.5), (16.8, 4.5), (17.5, 7.5)]))
            stroke(polyline([(7.5, 7.5), (8.6, 23.5), (19.4, 23.5), (20.5, 7.5)]))
            context.setLineWidth(1.5 * unit)
            for x in [11.3, 14, 16.7] { stroke(polyline([(x, 11), (x, 20)])) }
        case .compose:
            stroke(polyline([(13, 7), (6, 7), (6, 23), (21, 23), (21, 15)]))
            context.setLineWidth(2.4 * unit)
            stroke(polyline([(12.5, 16.5), (23, 6)]))
            fill(polyline([(11, 18), (11.6, 15.6), (13.4, 17.4)], closed: true))
        case .reply:
            var path = polyline([(11, 6.5), (4, 13), (11, 19.5)])
            path.move(to: p(4, 13))
            path.addLine(to: p(14, 13))
            path.addQuadCurve(to: p(24, 22.5), controlPoint: p(24, 13))
            stroke(path)
        case .action:
            stroke(polyline([(10, 11), (7, 11), (7, 24), (21, 24), (21, 11), (18, 11)]))
            stroke(polyline([(14, 3.5), (14, 17)]))
            stroke(polyline([(10, 7.5), (14, 3.5), (18, 7.5)]))
        case .organize:
            stroke(polyline([(4, 7.5), (11, 7.5), (13, 10.5), (24, 10.5), (24, 22), (4, 22)], closed: true))
            stroke(polyline([(4, 13.5), (24, 13.5)]))
        case .bookmarks:
            var path = Path()
            path.move(to: p(14, 8))
            path.addQuadCurve(to: p(4, 6.5), controlPoint: p(9, 5))
            path.addLine(to: p(4, 21.5))
            path.addQuadCurve(to: p(14, 23), controlPoint: p(9, 20))
            path.addQuadCurve(to: p(24, 21.5), controlPoint: p(19, 20))
            path.addLine(to: p(24, 6.5))
            path.addQuadCurve(to: p(14, 8), controlPoint: p(19, 5))
            path.addLine(to: p(14, 23))
            stroke(path)
        case .refresh:
            var path = Path()
            path.addArc(withCenter: p(14, 15), radius: 8.5 * unit, startAngle: -Double.pi / 4, endAngle: -Double.pi / 2, clockwise: true)
            stroke(path)
            fill(polyline([(16.5, 6.5), (12, 3), (12, 10)], closed: true))
        case .camera:
            stroke(Path(roundedRect: Rect(origin: p(4, 9), size: Size(width: 20 * unit, height: 13.5 * unit)), cornerRadius: 2.5 * unit))
            stroke(polyline([(9.5, 9), (11, 6.5), (17, 6.5), (18.5, 9)]))
            stroke(Path(ovalIn: Rect(origin: p(10, 11.5), size: Size(width: 8 * unit, height: 8 * unit))))
        case .pageCurl:
            stroke(polyline([(7, 4), (7, 24), (21, 24), (21, 10), (15, 4)], closed: true))
            stroke(polyline([(15, 4), (15, 10), (21, 10)]))
        case .close:
            context.setFillColor(Color.tertiarySystemFill.composited(over: .white))
            context.fillEllipse(in: Rect(origin: p(2, 2), size: Size(width: 24 * unit, height: 24 * unit)))
            context.setStrokeColor(Color.secondaryLabel.composited(over: .white))
            context.setLineWidth(2.2 * unit)
            stroke(polyline([(10, 10), (18, 18)]))
            stroke(polyline([(18, 10), (10, 18)]))
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace:
            break
        }
    }
}
