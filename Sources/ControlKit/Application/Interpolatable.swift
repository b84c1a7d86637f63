/// A value an animation can move gradually from one end to the other.
public protocol Interpolatable {
    /// The value a fraction of the way to `end` (0 is `self`, 1 is `end`).
    func interpolated(to end: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    public func interpolated(to end: Double, fraction: Double) -> Double {
        self + (end - self) * fraction
    }
}

extension Point: Interpolatable {}

extension Size: Interpolatable {
    public func interpolated(to end: Size, fraction: Double) -> Size {
        Size(width: width.interpolated(to: end.width, fraction: fraction),
             height: height.interpolated(to: end.height, fraction: fraction))
    }
}

extension Rect: Interpolatable {
    public func interpolated(to end: Rect, fraction: Double) -> Rect {
        Rect(origin: origin.interpolated(to: end.origin, fraction: fraction),
             size: size.interpolated(to: end.size, fraction: fraction))
    }
}

extension Transform: Interpolatable {
    /// Interpolates each matrix entry (a plain blend; fine for scales and translations, approximate for rotations).
    public func interpolated(to end: Transform, fraction: Double) -> Transform {
        Transform(a: a.interpolated(to: end.a, fraction: fraction), b: b.interpolated(to: end.b, fraction: fraction),
                  c: c.interpolated(to: end.c, fraction: fraction), d: d.interpolated(to: end.d, fraction: fraction),
                  tx: tx.interpolated(to: end.tx, fraction: fraction), ty: ty.interpolated(to: end.ty, fraction: fraction))
    }
}
