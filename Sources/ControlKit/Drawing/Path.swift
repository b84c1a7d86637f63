/// A shape made of straight lines and curves (UIKit's `UIBezierPath`, Core Graphics' `CGPath`), as
/// a value. Build one with the shape constructors (`Path(rect:)`, `Path(roundedRect:cornerRadius:)`,
/// `Path(ovalIn:)`, …) or element by element; draw it with a `GraphicsContext`.
///
///     > var tick = Path()
///     > tick.move(to: Point(x: 2, y: 6)); tick.addLine(to: Point(x: 5, y: 9)); tick.addLine(to: Point(x: 10, y: 2))
///     > tick.description
///     "M 2 6 L 5 9 L 10 2"
public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A circular arc; angles in radians from the positive x axis, `clockwise` as seen on
        /// screen (y grows downward), as `UIBezierPath` has it. A line joins the current point to
        /// the arc's start.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        /// Closes the subpath with a line back to its start.
        case close
    }

    /// The elements, in order.
    public internal(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path made of the given elements.
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Building

    /// Starts a new subpath at a point.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
    }

    /// Adds a straight line from the current point.
    public mutating func addLine(to point: Point) {
        elements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to point: Point, controlPoint: Point) {
        elements.append(.quadCurve(to: point, control: controlPoint))
    }

    /// Adds a cubic Bézier curve from the current point.
    public mutating func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
        elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    }

    /// Adds a circular arc (see `Element.arc`).
    public mutating func addArc(withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }

    /// Closes the current subpath.
    public mutating func close() {
        elements.append(.close)
    }

    /// Adds another path's elements after this one's.
    public mutating func append(_ other: Path) {
        elements += other.elements
    }

    /// Every coordinate of every element, for validation: points, radii and angles.
    public var coordinates: [Double] {
        elements.flatMap { element -> [Double] in
            switch element {
            case .move(let point), .line(let point): return [point.x, point.y]
            case .quadCurve(let point, let control): return [point.x, point.y, control.x, control.y]
            case .curve(let point, let c1, let c2): return [point.x, point.y, c1.x, c1.y, c2.x, c2.y]
            case .arc(let center, let radius, let start, let end, _): return [center.x, center.y, radius, start, end]
            case .close: return []
            }
        }
    }

    /// `M 0 0 L 10 0 Q … C … A … Z`: the elements in SVG-like shorthand (arcs as
    /// `A cx cy r start end cw|ccw`).
    public var description: String {
        elements.map { element -> String in
            switch element {
            case .move(let p): return "M \(p.x.compactDescription) \(p.y.compactDescription)"
            case .line(let p): return "L \(p.x.compactDescription) \(p.y.compactDescription)"
            case .quadCurve(let p, let c):
                return "Q \(c.x.compactDescription) \(c.y.compactDescription) \(p.x.compactDescription) \(p.y.compactDescription)"
            case .curve(let p, let c1, let c2):
                return "C " + [c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(\.rounded3).joined(separator: " ")
            case .arc(let c, let r, let start, let end, let clockwise):
                return "A " + [c.x, c.y, r, start, end].map(\.rounded3).joined(separator: " ") + (clockwise ? " cw" : " ccw")
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}

extension Double {
    /// The number with at most three decimals, without a trailing `.0` when whole.
    var rounded3: String {
        ((self * 1000).rounded() / 1000).compactDescription
    }
}
