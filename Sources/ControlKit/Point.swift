/// A point in a two-dimensional coordinate system, in points.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin.
    public static let zero = Point(x: 0, y: 0)
}
