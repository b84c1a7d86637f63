import Foundation

/// Which points are inside a path that crosses itself or nests subpaths (Core Graphics' fill rules).
public enum FillRule: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Inside when the path winds around the point a non-zero number of times (the default).
    case winding = 0
    /// Inside when a ray from the point crosses the path an odd number of times.
    case evenOdd = 1

    public var description: String { self == .winding ? "winding" : "evenOdd" }
}

/// Measuring and transforming paths: flattening into polygons, bounds, containment.
extension Path {
    /// The signed angle an arc sweeps: positive clockwise on screen. A sweep that would wind
    /// backwards wraps forward by whole turns, as Core Graphics and cairo do.
    public static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        if clockwise {
            return end >= start ? end - start : end - start + (((start - end) / turn).rounded(.up)) * turn
        }
        return end <= start ? end - start : end - start - (((end - start) / turn).rounded(.up)) * turn
    }

    /// The path with every arc replaced by cubic curves of at most a quarter turn each.
    public var withoutArcs: Path {
        var result = Path()
        var current: Point?
        for element in elements {
            guard case .arc(let center, let radius, let start, let end, let clockwise) = element else {
                result.elements.append(element)
                current = element.endPoint ?? current
                continue
            }
            let sweep = Path.sweep(from: start, to: end, clockwise: clockwise)
            let startPoint = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
            result.elements.append(current == nil ? .move(to: startPoint) : .line(to: startPoint))
            let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
            let step = sweep / Double(pieces)
            let k = 4.0 / 3.0 * tan(step / 4) * radius
            for piece in 0..<pieces {
                let a0 = start + step * Double(piece), a1 = a0 + step
                let p0 = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
                let p1 = Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
                result.elements.append(.curve(to: p1,
                                              control1: Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                                              control2: Point(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))))
            }
            current = Point(x: center.x + radius * cos(start + sweep), y: center.y + radius * sin(start + sweep))
        }
        return result
    }

    /// The path mapped through a transform (arcs become curves, which transform exactly).
    public func applying(_ transform: Transform) -> Path {
        Path(elements: withoutArcs.elements.map { element in
            switch element {
            case .move(let p): return .move(to: p.applying(transform))
            case .line(let p): return .line(to: p.applying(transform))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .arc, .close: return element
            }
        })
    }

    /// The subpaths as polygons, curves replaced by short lines (at most `tolerance` points from
    /// the curve, roughly). Each polygon is implicitly closed, as filling treats it.
    public func polygons(tolerance: Double = 0.1) -> [[Point]] {
        var polygons: [[Point]] = []
        var current: [Point] = []
        func finish() {
            if current.count > 1 { polygons.append(current) }
            current = []
        }
        for element in withoutArcs.elements {
            switch element {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let start = current.last ?? p
                let n = Path.segmentCount(start, c, p, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(Point(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                                         y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let start = current.last ?? p
                let n = Path.segmentCount(start, c1, c2, p, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(Point(x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                                         y: a * start.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                let first = current.first
                finish()
                if let first { current = [first] }
            case .arc:
                break
            }
        }
        finish()
        return polygons
    }

    /// The smallest rectangle holding every point of the path (curves flattened); `Rect.null`
    /// for an empty path.
    public var bounds: Rect {
        var result = Rect.null
        for polygon in polygons() {
            for point in polygon {
                result = result.union(Rect(origin: point, size: .zero))
            }
        }
        if result.isNull, case .move(let point)? = elements.first { return Rect(origin: point, size: .zero) }
        return result
    }

    /// Whether filling the path with a rule would paint a point (UIKit's `contains(_:)` uses `.winding`).
    public func contains(_ point: Point, rule: FillRule = .winding) -> Bool {
        var winding = 0, crossings = 0
        for polygon in polygons() {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// How many lines stand in for a curve: enough that each spans about `tolerance`-sized bends,
    /// capped so that huge or broken coordinates cannot make a huge polygon.
    private static func segmentCount(_ points: Point..., tolerance: Double) -> Int {
        var length = 0.0
        for index in 1..<points.count { length += points[index - 1].distance(to: points[index]) }
        guard length.isFinite else { return 1 }
        return min(256, max(4, Int((length / max(tolerance, 0.01)).squareRoot().rounded(.up))))
    }
}

extension Path.Element {
    /// The point the element ends on; nil for a close or an arc (whose end needs computing).
    var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .arc, .close: return nil
        }
    }
}
