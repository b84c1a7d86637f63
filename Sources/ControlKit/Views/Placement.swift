/// Where a view is (`View.center`, `View.bounds`, `View.transform`) and how a point moves between
/// its coordinates and its superview's. The transform rotates and scales about the centre.
struct Placement {
    var center: Point
    var bounds: Rect
    var transform = Transform.identity

    /// The rectangle the view occupies in its superview's coordinates: the bounding box of the
    /// transformed bounds, about the centre.
    var frame: Rect {
        if transform.isIdentity {
            return Rect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        }
        let centred = Rect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        return centred.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// A point in the view's coordinates expressed in its superview's.
    func toSuperview(_ point: Point) -> Point {
        let offset = Point(x: point.x - bounds.midX, y: point.y - bounds.midY)
        let moved = transform.isIdentity ? offset : offset.applying(transform)
        return Point(x: center.x + moved.x, y: center.y + moved.y)
    }

    /// A point in the superview's coordinates expressed in the view's.
    func fromSuperview(_ point: Point) -> Point {
        let offset = Point(x: point.x - center.x, y: point.y - center.y)
        let moved = transform.isIdentity ? offset : offset.applying(transform.inverted())
        return Point(x: bounds.midX + moved.x, y: bounds.midY + moved.y)
    }
}
