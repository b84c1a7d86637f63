/// Distances inward from each edge of a rectangle (UIKit's `UIEdgeInsets`).
///
/// Negative values push the edge outward, which is how an enlarged touch area is expressed.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(all: 0)
}
