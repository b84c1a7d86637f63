/// A point in a two-dimensional coordinate system, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin.
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to another point.
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    /// The point moved by the given offsets.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The point a fraction of the way to another point (0 is `self`, 1 is `other`).
    public func interpolated(to other: Point, fraction: Double) -> Point {
        Point(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
    }

    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Double {
    /// The number without a trailing `.0` when it is whole: `3` rather than `3.0`.
    var compactDescription: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
