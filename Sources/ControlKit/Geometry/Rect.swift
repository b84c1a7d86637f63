/// A rectangle: an origin and a size, in points (UIKit's `CGRect`).
///
/// Like `CGRect`, a rectangle with a negative width or height is treated as its
/// standardized form by the geometric queries, and `Rect.null` stands for "no rectangle"
/// (the intersection of disjoint rectangles).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: the result of intersecting rectangles that do not meet.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is `Rect.null`.
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// Whether the rectangle is null or encloses no area.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var midX: Double { origin.x + size.width / 2 }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midY: Double { origin.y + size.height / 2 }

    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The equivalent rectangle with a non-negative width and height.
    public var standardized: Rect {
        isNull ? self : Rect(x: minX, y: minY, width: width, height: height)
    }

    /// Whether the point lies inside: minimum edges included, maximum edges excluded, as in `CGRect.contains`.
    public func contains(_ point: Point) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the other rectangle lies wholly inside this one.
    public func contains(_ other: Rect) -> Bool {
        !isNull && !other.isNull && union(other) == standardized
    }

    /// Whether the two rectangles overlap in a non-empty area.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (grown when negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        guard !isNull else { return self }
        let shrunk = Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
        return shrunk.size.width < 0 || shrunk.size.height < 0 ? .null : shrunk
    }

    /// The rectangle with each edge moved inward by the matching inset (outward when negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        guard !isNull else { return self }
        return Rect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom
        )
    }

    /// The rectangle moved by the given offsets.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        isNull ? self : Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The smallest rectangle containing both (a null operand is ignored).
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// The overlap of the two rectangles, or `Rect.null` when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        guard !isNull, !other.isNull else { return .null }
        let x = max(minX, other.minX), y = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right >= x, bottom >= y else { return .null }
        return Rect(x: x, y: y, width: right - x, height: bottom - y)
    }

    /// The smallest rectangle with whole-number edges that contains this one.
    public var integral: Rect {
        guard !isNull else { return self }
        let x = minX.rounded(.down), y = minY.rounded(.down)
        return Rect(x: x, y: y, width: maxX.rounded(.up) - x, height: maxY.rounded(.up) - y)
    }

    /// The bounding box of the rectangle's corners after applying a transform.
    public func applying(_ transform: Transform) -> Rect {
        guard !isNull else { return self }
        let corners = [
            Point(x: minX, y: minY), Point(x: maxX, y: minY),
            Point(x: minX, y: maxY), Point(x: maxX, y: maxY),
        ].map { $0.applying(transform) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x = xs.min()!, y = ys.min()!
        return Rect(x: x, y: y, width: xs.max()! - x, height: ys.max()! - y)
    }

    public var description: String {
        isNull ? "null" : "(\(origin.x.compactDescription), \(origin.y.compactDescription), \(size))"
    }
}
