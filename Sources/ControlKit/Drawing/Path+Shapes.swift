import Foundation

/// Corners of a rectangle, for rounding some of them (UIKit's `UIRectCorner`).
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// The shapes `UIBezierPath` makes.
extension Path {
    /// How far a cubic Bézier's control points sit along the tangents to approximate a quarter circle.
    static let circleKappa = 0.5522847498307936

    /// A closed rectangle, clockwise from its top-left corner.
    public init(rect: Rect) {
        let r = rect.standardized
        self.init(elements: [
            .move(to: Point(x: r.minX, y: r.minY)), .line(to: Point(x: r.maxX, y: r.minY)),
            .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.minX, y: r.maxY)), .close,
        ])
    }

    /// A rectangle with all four corners rounded by a radius, limited to half the shorter side
    /// (so a radius of half the height makes a capsule).
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: Size(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii.width` (as `UIBezierPath` uses it),
    /// limited to half the shorter side; the other corners stay square.
    public init(roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadii: Size) {
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, r.width / 2, r.height / 2))
        guard radius > 0, !corners.isEmpty else {
            self.init(rect: r)
            return
        }
        func radiusAt(_ corner: RectCorner) -> Double { corners.contains(corner) ? radius : 0 }
        let tl = radiusAt(.topLeft), tr = radiusAt(.topRight), br = radiusAt(.bottomRight), bl = radiusAt(.bottomLeft)
        var path = Path()
        path.move(to: Point(x: r.minX + tl, y: r.minY))
        path.addLine(to: Point(x: r.maxX - tr, y: r.minY))
        path.addCorner(center: Point(x: r.maxX - tr, y: r.minY + tr), radius: tr, from: -Double.pi / 2)
        path.addLine(to: Point(x: r.maxX, y: r.maxY - br))
        path.addCorner(center: Point(x: r.maxX - br, y: r.maxY - br), radius: br, from: 0)
        path.addLine(to: Point(x: r.minX + bl, y: r.maxY))
        path.addCorner(center: Point(x: r.minX + bl, y: r.maxY - bl), radius: bl, from: Double.pi / 2)
        path.addLine(to: Point(x: r.minX, y: r.minY + tl))
        path.addCorner(center: Point(x: r.minX + tl, y: r.minY + tl), radius: tl, from: Double.pi)
        path.close()
        self = path
    }

    /// The ellipse inscribed in a rectangle, as four cubic curves clockwise from the right.
    public init(ovalIn rect: Rect) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let kx = rx * Path.circleKappa, ky = ry * Path.circleKappa
        self.init(elements: [
            .move(to: Point(x: cx + rx, y: cy)),
            .curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry)),
            .curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky)),
            .curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry)),
            .curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky)),
            .close,
        ])
    }

    /// An open arc of a circle (UIKit's `init(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    public init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.init(elements: [.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)])
    }

    /// A straight line between two points.
    public init(lineFrom start: Point, to end: Point) {
        self.init(elements: [.move(to: start), .line(to: end)])
    }

    /// A quarter circle clockwise from an angle, as one cubic curve; nothing for a zero radius.
    private mutating func addCorner(center: Point, radius: Double, from angle: Double) {
        guard radius > 0 else { return }
        let end = angle + Double.pi / 2
        let k = radius * Path.circleKappa
        let start = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        let finish = Point(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
        // Tangent directions: clockwise on screen, the tangent at angle a is (-sin a, cos a).
        addCurve(to: finish,
                 controlPoint1: Point(x: start.x - k * sin(angle), y: start.y + k * cos(angle)),
                 controlPoint2: Point(x: finish.x + k * sin(end), y: finish.y - k * cos(end)))
    }
}
